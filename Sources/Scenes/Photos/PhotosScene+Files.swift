import Foundation
import ImageTiles
import SceneKit
import ScrollPhysics

/// The photos of a folder (`--dir`): pages made from the files' headers, tiles kept up to date each
/// frame, the tiles drawn, a placeholder for a file that cannot be shown, and the trace.
extension PhotosScene {
    /// What page `k` shows: a generated photo, or the folder's file `k` once its header is read — in
    /// the window in the background (nil until then: the page is made a frame later), in capture now.
    func content(ofPage k: Int) -> PhotoContent? {
        guard let folder, k < folder.files.count else { return .generated(PhotoImage(index: k)) }
        let path = folder.files[k]
        switch isInteractive ? tiles.probe(path) : tiles.probeNow(path) {
        case nil:
            return nil
        case .success(let file)?:
            return .file(TiledPhoto(file: file, fitScale: 1))
        case .failure(let error)?:
            report(path, error.reason)
            return .unreadable(name: (path as NSString).lastPathComponent, reason: error.reason)
        }
    }

    /// The largest zoom scale of a page showing `content`: a file goes to one image pixel per
    /// framebuffer pixel; a placeholder does not zoom; a generated photo follows `max-zoom`.
    func maximumScale(_ content: PhotoContent) -> Double? {
        switch content {
        case .generated: return nil
        case .file: return 1 / pixelScale
        case .unreadable: return 1
        }
    }

    /// One line on standard error per file that cannot be shown.
    func report(_ path: String, _ reason: String) {
        if reported.insert(path).inserted { PhotoFolder.warn("\(path) \(reason)") }
    }

    /// Brings every file page's tiles up to date (after the scroll views advanced). The current page
    /// goes last, so its requests are the newest and the workers take them first.
    func updateTiles() {
        guard folder != nil else { return }
        var keep = Set<TileStore.Key>()
        let current = currentPage
        for page in pages.values.sorted(by: { ($0.index == current ? 1 : 0, $0.index) < ($1.index == current ? 1 : 0, $1.index) }) {
            guard let photo = page.tiled else { continue }
            photo.layout(fitScale: page.fitScale * pixelScale)
            let sv = page.scrollView
            let settled = time - page.lastChange >= Self.sharpenDelay && !sv.isZooming && !sv.isZoomAnimating
            photo.update(visible: page.visibleImageRect, scale: sv.zoomScale * pixelScale, settled: settled, store: tiles,
                         wait: !isInteractive, page: page.index) { record($0) }
            if let reason = photo.failure ?? tiles.note(photo.file.path) { report(photo.file.path, reason) }
            keep.formUnion(photo.wantedKeys)
        }
        if isInteractive { tiles.cancelQueued(keeping: keep) }
    }

    /// When `SceneContext.pixelScale` changed since the last frame: lays the file pages out again
    /// (their largest zoom is one image pixel per framebuffer pixel), and renders the generated
    /// photos again at the new scale (the earlier render shows, scaled, until then).
    func applyPixelScale() {
        let scale = context.pixelScale
        guard scale != pixelScale else { return }
        pixelScale = scale
        layoutVersion += 1
        for page in pages.values {
            if page.tiled != nil {
                page.maximumScale = 1 / scale
                page.layout(for: size, maximumRelativeZoom: maximumRelativeZoom, keepRelativeZoom: page.relativeZoom)
            } else {
                page.detail = nil
            }
        }
    }

    // MARK: - Drawing

    /// A file page: dark grey where no tile has come yet, the coarsest level's tiles, stand-ins, then
    /// the visible tiles of the level shown; or the placeholder.
    func drawFile(_ page: PhotoPage, photo: Rect, page pageRect: Rect, clip: Rect, into list: inout DrawList) {
        switch page.content {
        case .generated:
            return
        case let .unreadable(name, reason):
            drawPlaceholder(name: name, reason: reason, in: pageRect, clip: clip, into: &list)
        case .file(let tiled):
            if let failure = tiled.failure {
                drawPlaceholder(name: tiled.file.name, reason: failure, in: pageRect, clip: clip, into: &list)
                return
            }
            let grid = tiled.grid, s = page.scrollView.zoomScale
            let coarse = tiled.resident.keys.filter { $0.level == grid.coarsestLevel }
            if coarse.count < grid.tileCounts(ofLevel: grid.coarsestLevel).columns * grid.tileCounts(ofLevel: grid.coarsestLevel).rows {
                list.addRect(photo, color: Self.loadingColor, cornerRadius: 0, clip: clip)
            }
            let layers = [tiled.resident.filter { $0.key.level == grid.coarsestLevel }, tiled.standIns,
                          tiled.resident.filter { $0.key.level != grid.coarsestLevel }]
            for layer in layers {
                for id in layer.keys.sorted() {
                    let pixels = layer[id]!, r = grid.rect(of: id), area = grid.imageRect(of: id)
                    let texture = TextureSource(key: "photo.\(page.index).tile.\(id)", version: 0, width: r.width,
                                                height: r.height) { pixels }
                    let rect = Rect(x: photo.minX + area.x * s, y: photo.minY + area.y * s, width: area.width * s,
                                    height: area.height * s)
                    list.addImage(texture, in: rect, clip: clip)
                }
            }
        }
    }

    /// Where a photo has no pixels yet (its coarsest level is still decoding in the background).
    static let loadingColor = RGBA(r: 0.12, g: 0.12, b: 0.12, a: 1)

    /// A file that cannot be shown: a dark panel with its name and the reason, centred in the page.
    func drawPlaceholder(name: String, reason: String, in pageRect: Rect, clip: Rect, into list: inout DrawList) {
        let font = 10.0, lineHeight = 16.0, margin = 24.0
        let maxWidth = max(60, pageRect.width - 4 * margin)
        let measure = context.text
        let lines = [name] + TextMeasurement.wrap(reason, maxWidth: maxWidth) { measure.width(of: $0, size: font, weight: .regular) }
        let width = min(maxWidth, lines.map { measure.width(of: $0, size: font, weight: .regular) }.max() ?? 0) + 2 * margin
        let height = Double(lines.count) * lineHeight + 2 * margin
        let box = Rect(x: pageRect.minX + (pageRect.width - width) / 2, y: pageRect.minY + (pageRect.height - height) / 2,
                       width: width, height: height)
        list.addRect(box, color: RGBA(r: 0.16, g: 0.16, b: 0.17, a: 1), cornerRadius: 10, clip: clip)
        for (i, line) in lines.enumerated() {
            list.addText(line, at: Point(x: box.midX, y: box.minY + margin + Double(i) * lineHeight), size: font,
                         weight: i == 0 ? .bold : .regular,
                         color: i == 0 ? RGBA(r: 1, g: 1, b: 1, a: 0.95) : RGBA(r: 1, g: 0.72, b: 0.6, a: 0.95),
                         alignment: .center, clip: clip)
        }
    }

    // MARK: - Trace

    /// `"photoFiles"`: for each page of a folder, its file, size in pixels, the level shown and the
    /// tiles resident (or the reason it cannot be shown). Nothing for generated photos.
    func fileTraceFields() -> [TraceField] {
        guard folder != nil else { return [] }
        return [TraceField("photoFiles", .object(pages.sorted { $0.key < $1.key }.map { k, page in
            switch page.content {
            case .file(let t):
                var fields = [TraceField("file", .string(t.file.name)), TraceField("pixels", .numbers([Double(t.file.width), Double(t.file.height)])),
                              TraceField("level", .int(t.level)), TraceField("tiles", .int(t.residentCount))]
                if let failure = t.failure { fields.append(TraceField("error", .string(failure))) }
                return TraceField("page.\(k)", .object(fields))
            case let .unreadable(name, reason):
                return TraceField("page.\(k)", .object([TraceField("file", .string(name)), TraceField("error", .string(reason))]))
            case .generated:
                return TraceField("page.\(k)", .object([]))
            }
        }))]
    }
}
