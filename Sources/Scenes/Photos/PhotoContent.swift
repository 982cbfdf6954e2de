import ImageTiles
import ScrollPhysics

/// What a photo page shows.
enum PhotoContent {
    /// A generated test photo (no `--dir`): rendered at any scale, re-rendered sharp after a zoom.
    case generated(PhotoImage)
    /// A JPEG or PNG file, shown in tiles at levels of detail.
    case file(TiledPhoto)
    /// A file that cannot be shown: its name and why (the page shows both).
    case unreadable(name: String, reason: String)

    /// The photo's size in image pixels; a page-sized placeholder for an unreadable file.
    func size(page: Size) -> Size {
        switch self {
        case .generated(let image): return image.size
        case .file(let photo): return Size(width: Double(photo.file.width), height: Double(photo.file.height))
        case .unreadable: return page
        }
    }
}

extension PhotoPage {
    /// The generated photo of a page that shows one (the scene asks only for such pages).
    var image: PhotoImage {
        guard case .generated(let image) = content else { preconditionFailure("page \(index) shows a file") }
        return image
    }

    /// The tiled file of a page that shows one.
    var tiled: TiledPhoto? {
        if case .file(let photo) = content { return photo }
        return nil
    }
}
