import Foundation

/// One tile: `side`-pixel squares of a level of detail (the last column and row may be smaller),
/// counted from the top-left. Level 0 is full size; level L is full size / 2^L.
package struct TileID: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var level, column, row: Int
    package init(level: Int, column: Int, row: Int) { self.level = level; self.column = column; self.row = row }
    package static func < (a: TileID, b: TileID) -> Bool {
        (a.level, a.row, a.column) < (b.level, b.row, b.column)
    }
    package var description: String { "\(level)/\(column),\(row)" }
}

/// The levels of detail of an upright image of `width`×`height` pixels, as CATiledLayer lays them
/// out (seeds 001 and 004): each level half the one before, from full size (level 0) down to the
/// coarsest, which is no smaller than the image's fitted size on screen; each level cut into
/// `tileSide`-pixel tiles, so only the tiles on screen need to exist.
package struct TileGrid: Sendable, Hashable {
    /// Tile side, pixels: 256, CATiledLayer's default `tileSize` (Apple, "CATiledLayer.tileSize":
    /// https://developer.apple.com/documentation/quartzcore/catiledlayer/tilesize).
    package static let tileSide = 256

    package let width: Int, height: Int
    /// The coarsest level (≥ 0).
    package let coarsestLevel: Int

    /// The grid for an image whose fitted size shows `fitScale` texture pixels per image pixel.
    package init(width: Int, height: Int, fitScale: Double) {
        self.width = width; self.height = height
        coarsestLevel = Self.level(forScale: fitScale)
    }

    /// The level to draw at `scale` texture pixels per image pixel: the coarsest one still at least
    /// that sharp, 2^−L ≥ `scale` (level 0 at 1 and beyond).
    package static func level(forScale scale: Double) -> Int {
        guard scale.isFinite, scale > 0, scale < 1 else { return 0 }
        // A hair of tolerance: a scale of exactly 1/2 computed as 0.4999999 still picks level 1.
        return min(30, Int((-log2(scale) + 1e-9).rounded(.down)))
    }

    /// The level to draw at `scale`, within this grid's levels.
    package func level(atScale scale: Double) -> Int { min(Self.level(forScale: scale), coarsestLevel) }

    /// Level `level`'s size, pixels (rounded up).
    package func size(ofLevel level: Int) -> (width: Int, height: Int) {
        ((width + (1 << level) - 1) >> level, (height + (1 << level) - 1) >> level)
    }

    /// Columns and rows of tiles in level `level`.
    package func tileCounts(ofLevel level: Int) -> (columns: Int, rows: Int) {
        let (w, h) = size(ofLevel: level), s = Self.tileSide
        return ((w + s - 1) / s, (h + s - 1) / s)
    }

    /// The pixels tile `id` covers in its level.
    package func rect(of id: TileID) -> PixelRect {
        let (w, h) = size(ofLevel: id.level), s = Self.tileSide
        let x = id.column * s, y = id.row * s
        return PixelRect(x: x, y: y, width: min(s, w - x), height: min(s, h - y))
    }

    /// The part of the full-size image tile `id` shows (image pixels, fractional at the far edges).
    package func imageRect(of id: TileID) -> (x: Double, y: Double, width: Double, height: Double) {
        let r = rect(of: id), k = Double(1 << id.level)
        let x = Double(r.x) * k, y = Double(r.y) * k
        return (x, y, min(Double(r.width) * k, Double(width) - x), min(Double(r.height) * k, Double(height) - y))
    }

    /// The tiles of `level` that touch the full-size image rectangle x0..<x1, y0..<y1 (clamped to the
    /// image; none for an empty one), in row order.
    package func tiles(level: Int, x0: Double, y0: Double, x1: Double, y1: Double) -> [TileID] {
        let span = Double(Self.tileSide << level)
        let (columns, rows) = tileCounts(ofLevel: level)
        guard x1 > x0, y1 > y0, x1 > 0, y1 > 0 else { return [] }
        let c0 = max(0, Int((x0 / span).rounded(.down))), c1 = min(columns - 1, Int((x1 / span).rounded(.up)) - 1)
        let r0 = max(0, Int((y0 / span).rounded(.down))), r1 = min(rows - 1, Int((y1 / span).rounded(.up)) - 1)
        guard c0 <= c1, r0 <= r1 else { return [] }
        return (r0...r1).flatMap { r in (c0...c1).map { TileID(level: level, column: $0, row: r) } }
    }

    /// Every tile of `level`.
    package func allTiles(level: Int) -> [TileID] {
        tiles(level: level, x0: 0, y0: 0, x1: Double(width), y1: Double(height))
    }
}
