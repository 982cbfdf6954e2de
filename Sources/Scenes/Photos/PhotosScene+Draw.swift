import Foundation
import SceneKit
import ScrollPhysics

extension PhotosScene {
    /// Black, as Photos shows photos.
    static let background = RGB(r: 0, g: 0, b: 0)

    /// The photos of the existing pages (each clipped to its page; the gap between pages shows the
    /// background), their sharp renders on top, and a "K / N" label. Every existing page names its
    /// textures, so the visible page and its neighbours — and only they — keep them.
    func draw(into list: inout DrawList, time: Double) {
        list.reset(viewSize: size, background: Self.background)
        completionsDrawn = renders.completions
        let window = Rect(origin: .zero, size: size)
        var keys = Set<String>()
        for (k, page) in pages.sorted(by: { $0.key < $1.key }) {
            let o = origin(ofPage: k)
            let pageRect = Rect(x: o.x, y: o.y, width: size.width, height: size.height)
            let clip = pageRect.intersection(window) ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let r = page.photoRect
            let photo = Rect(x: o.x + r.minX, y: o.y + r.minY, width: r.width, height: r.height)
            guard case .generated = page.content else {
                drawFile(page, photo: photo, page: pageRect, clip: clip, into: &list)
                continue
            }
            let base = baseTexture(page)
            keys.insert(base.key)
            // Still being drawn in the background (the window only): the whole photo rendered
            // small, stretched. It is named from the frame that creates the page, off screen, so a
            // neighbour is never a blank when it scrolls into view.
            list.addImage(available(base, earlier: true) ?? thumbnailTexture(page), in: photo, clip: clip)
            if let detail = page.detail {
                let s = page.scrollView.zoomScale
                let rect = Rect(x: photo.minX + detail.region.minX * s, y: photo.minY + detail.region.minY * s,
                                width: detail.region.width * s, height: detail.region.height * s)
                let sharp = detailTexture(page, detail)
                keys.insert(sharp.key)
                // An earlier sharp render covers another region: never drawn in this one's place.
                if let ready = available(sharp, earlier: false) { list.addImage(ready, in: rect, clip: clip) }
            }
        }
        if isInteractive { renders.retain(only: keys) }
        let label = "\(currentPage + 1) / \(count)"
        // A dark pill (75% black: white text on it keeps above 7:1 contrast even over the photo's
        // white checker squares, https://www.w3.org/TR/WCAG21/#contrast-enhanced) with bold text.
        let width = context.text.width(of: label, size: 13, weight: .bold)
        let box = Rect(x: ((size.width - width) / 2 - 10).rounded(), y: size.height - 34, width: (width + 20).rounded(.up), height: 24)
        Self.addPill(box, into: &list)
        list.addText(label, at: Point(x: box.midX, y: box.minY + 7.5), size: 13, weight: .bold, color: .white,
                     alignment: .center)
        drawCaption(into: &list)
    }

    /// A dark pill for a label: 75% black (white text on it keeps above 7:1 contrast even over a
    /// white photo, https://www.w3.org/TR/WCAG21/#contrast-enhanced) inside a one-point ring of 35%
    /// white, so the pill still shows over a black or dark photo.
    static func addPill(_ box: Rect, into list: inout DrawList) {
        let ring = Rect(x: box.minX - 1, y: box.minY - 1, width: box.width + 2, height: box.height + 2)
        list.addRect(ring, color: RGBA(r: 1, g: 1, b: 1, a: 0.35), cornerRadius: ring.height / 2)
        list.addRect(box, color: RGBA(r: 0, g: 0, b: 0, a: 0.75), cornerRadius: box.height / 2)
    }

    /// The current photo's name in a pill at the top (a file's name, or a generated photo's
    /// title), and for generated photos one line under it saying how to open a folder.
    func drawCaption(into list: inout DrawList) {
        let name = photoName(currentPage)
        let measure = context.text
        let width = min(size.width - 40, measure.width(of: name, size: 13, weight: .bold))
        guard width > 0 else { return }
        let box = Rect(x: ((size.width - width) / 2 - 12).rounded(), y: 12, width: (width + 24).rounded(.up), height: 24)
        Self.addPill(box, into: &list)
        list.addText(name, at: Point(x: box.midX, y: box.minY + 7.5), size: 13, weight: .bold, color: .white,
                     alignment: .center, clip: box)
        guard folder == nil else { return }
        let hint = Self.sampleHint
        let hintWidth = measure.width(of: hint, size: 10, weight: .regular)
        guard hintWidth + 24 <= size.width else { return }
        let line = Rect(x: ((size.width - hintWidth) / 2 - 8).rounded(), y: box.maxY + 6, width: (hintWidth + 16).rounded(.up), height: 18)
        list.addRect(line, color: RGBA(r: 0, g: 0, b: 0, a: 0.6), cornerRadius: 9)
        list.addText(hint, at: Point(x: line.midX, y: line.minY + 5), size: 10, color: RGBA(r: 1, g: 1, b: 1, a: 0.9),
                     alignment: .center)
    }

    /// Shown under a generated photo's name: how to see your own photos instead.
    static let sampleHint = "Sample photos: open a folder with --dir FOLDER, or add photos to your Pictures folder"

    /// Page `k`'s name: its file's name, or the generated photo's title.
    func photoName(_ k: Int) -> String {
        if let folder, k < folder.files.count { return (folder.files[k] as NSString).lastPathComponent }
        return PhotoImage(index: k).name
    }

    /// `texture` as it can be drawn now: as is (rendered when the renderer uploads it) when not
    /// interactive; in the window, with pixels rendered in the background, or nil until they are.
    func available(_ texture: TextureSource, earlier: Bool) -> TextureSource? {
        isInteractive ? renders.ready(texture, earlier: earlier) : texture
    }

    /// The whole photo at the fitted size, one texture pixel per framebuffer pixel (`pixelScale`
    /// per point: sharp on a 2× screen too).
    func baseTexture(_ page: PhotoPage) -> TextureSource {
        let image = page.image, scale = page.fitScale * pixelScale
        let w = Int((image.width * scale).rounded(.up)), h = Int((image.height * scale).rounded(.up))
        return TextureSource(key: "photo.\(page.index)", version: layoutVersion, width: w, height: h) {
            image.render(region: Rect(x: 0, y: 0, width: image.width, height: image.height), scale: scale).pixels
        }
    }

    /// Longest side of the stand-in shown while a photo is rendered in the background, texture
    /// pixels: about 1% of a fitted 1280×720 photo's pixels, so it is made in the frame that first
    /// names it. Photos does the same: a low-quality image first, the full one when ready
    /// (PhotoKit's opportunistic delivery,
    /// https://developer.apple.com/documentation/photokit/phimagerequestoptionsdeliverymode/opportunistic).
    static let thumbnailSide = 128

    /// The whole photo at `thumbnailSide` pixels on its longest side (independent of the layout,
    /// so it is uploaded once per page).
    func thumbnailTexture(_ page: PhotoPage) -> TextureSource {
        let image = page.image, scale = Double(Self.thumbnailSide) / max(image.width, image.height)
        let w = Int((image.width * scale).rounded(.up)), h = Int((image.height * scale).rounded(.up))
        return TextureSource(key: "photo.\(page.index).thumb", version: 0, width: w, height: h) {
            image.render(region: Rect(x: 0, y: 0, width: image.width, height: image.height), scale: scale).pixels
        }
    }

    /// The sharp render of part of the photo at the scale the zoom came to rest at, one texture
    /// pixel per framebuffer pixel.
    func detailTexture(_ page: PhotoPage, _ d: (region: Rect, scale: Double, version: Int)) -> TextureSource {
        let image = page.image, scale = d.scale * pixelScale
        let w = Int((d.region.width * scale).rounded(.up)), h = Int((d.region.height * scale).rounded(.up))
        return TextureSource(key: "photo.\(page.index).sharp", version: d.version, width: w, height: h) {
            image.render(region: d.region, scale: scale).pixels
        }
    }
}
