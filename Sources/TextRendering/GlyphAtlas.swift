import SceneKit

/// One glyph quad of a text run: where it goes (window points) and which part of the atlas it
/// shows (atlas pixels).
package struct GlyphQuad: Sendable {
    package var x0: Double, y0: Double, x1: Double, y1: Double
    package var u0: Int, v0: Int, u1: Int, v1: Int
}

/// The glyphs drawn so far, packed into one 8-bit coverage image (the GPU texture's contents):
/// shelves of glyphs, left to right, 1 pixel apart. It starts `width`×256 and doubles its height
/// when full, up to `maxHeight`; beyond that it starts again empty (the texture is refilled by
/// the glyphs frames still draw). The renderer uploads `dirtyRows` after each run it lays out.
package final class GlyphAtlas {
    package let typesetter: Typesetter
    /// Size in pixels.
    package let width = 1024
    package private(set) var height = 256
    /// The most rows the atlas grows to.
    package static let maxHeight = 4096
    /// Coverage, rows top first, `width·height` bytes.
    package private(set) var pixels: [UInt8]
    /// Rows written since `markUploaded()`, or nil.
    package private(set) var dirtyRows: Range<Int>?
    /// Bumped when the size changes or the atlas is emptied: the whole texture is uploaded again.
    package private(set) var generation = 0
    private struct Entry { var u: Int, v: Int, width: Int, height: Int, left: Int, top: Int }
    private var entries: [GlyphKey: Entry] = [:]
    /// Times the atlas was emptied.
    private var emptied = 0
    private var shelfX = 1, shelfY = 1, shelfHeight = 0

    package init(typesetter: Typesetter) {
        self.typesetter = typesetter
        pixels = [UInt8](repeating: 0, count: width * height)
    }

    /// Glyphs held.
    package var count: Int { entries.count }

    /// The quads of `run` drawn at `pixelsPerPoint` framebuffer pixels per point: each glyph
    /// rasterised at `run.size·pixelsPerPoint` pixels and placed on whole pixels, the baseline one
    /// cap height below `run.position.y`.
    package func quads(for run: TextRun, pixelsPerPoint ppp: Double) -> [GlyphQuad] {
        let pixelSize = run.size * ppp
        guard pixelSize.isFinite, pixelSize > 0, ppp > 0 else { return [] }
        let width = typesetter.width(of: run.string, size: pixelSize, weight: run.weight)
        let anchor = run.position.x * ppp
        let start = switch run.alignment {
        case .left: anchor
        case .center: anchor - width / 2
        case .right: anchor - width
        }
        let capHeight = typesetter.metrics(size: pixelSize, weight: run.weight).capHeight
        let baseline = Int((run.position.y * ppp + capHeight).rounded())
        let placed = typesetter.place(run.string, weight: run.weight, pixelSize: pixelSize,
                                      x: start, baseline: baseline)
        var quads: [GlyphQuad] = []
        for _ in 0..<2 {
            let emptiedBefore = emptied
            quads.removeAll(keepingCapacity: true)
            for p in placed {
                guard let e = entry(p.key), e.width > 0 else { continue }
                let x = Double(p.x + e.left), y = Double(p.y - e.top)
                quads.append(GlyphQuad(x0: x / ppp, y0: y / ppp, x1: (x + Double(e.width)) / ppp,
                                       y1: (y + Double(e.height)) / ppp,
                                       u0: e.u, v0: e.v, u1: e.u + e.width, v1: e.v + e.height))
            }
            // Emptied half-way (full at its largest): the earlier quads point at stale places, so
            // lay the run out again in the fresh atlas.
            if emptied == emptiedBefore { break }
        }
        return quads
    }

    /// Marks every row as uploaded.
    package func markUploaded() { dirtyRows = nil }

    private func entry(_ key: GlyphKey) -> Entry? {
        if let hit = entries[key] { return hit }
        guard let image = typesetter.image(key) else { return nil }
        guard image.width > 0, image.height > 0 else {
            let empty = Entry(u: 0, v: 0, width: 0, height: 0, left: 0, top: 0)
            entries[key] = empty
            return empty
        }
        guard image.width + 2 <= width, image.height + 2 <= Self.maxHeight else { return nil }
        if shelfX + image.width + 1 > width {
            shelfY += shelfHeight + 1; shelfX = 1; shelfHeight = 0
        }
        while shelfY + image.height + 1 > height {
            if height < Self.maxHeight { grow() } else { empty() }
        }
        let e = Entry(u: shelfX, v: shelfY, width: image.width, height: image.height, left: image.left, top: image.top)
        for y in 0..<image.height {
            let row = (shelfY + y) * width + shelfX
            for x in 0..<image.width { pixels[row + x] = image.coverage[y * image.width + x] }
        }
        let rows = shelfY..<(shelfY + image.height)
        dirtyRows = dirtyRows.map { min($0.lowerBound, rows.lowerBound)..<max($0.upperBound, rows.upperBound) } ?? rows
        shelfX += image.width + 1
        shelfHeight = max(shelfHeight, image.height)
        entries[key] = e
        return e
    }

    private func grow() {
        height *= 2
        pixels += [UInt8](repeating: 0, count: width * height / 2)
        generation += 1
    }

    private func empty() {
        entries.removeAll(keepingCapacity: true)
        pixels = [UInt8](repeating: 0, count: width * height)
        shelfX = 1; shelfY = 1; shelfHeight = 0
        generation += 1
        emptied += 1
    }
}
