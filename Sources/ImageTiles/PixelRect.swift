/// A rectangle of whole pixels: origin top-left, `x`/`y` the first column and row, sizes ≥ 0.
package struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    package var x, y, width, height: Int
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    package var isEmpty: Bool { width <= 0 || height <= 0 }
    /// RGBA8 bytes an image of this size takes.
    package var byteCount: Int { max(0, width) * max(0, height) * 4 }
    /// The smallest rectangle holding both.
    package func union(_ other: PixelRect) -> PixelRect {
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
    package var description: String { "\(width)×\(height)+\(x)+\(y)" }
}

/// How a stored image is turned to stand upright: the EXIF `Orientation` tag (0x0112), values 1–8
/// (EXIF 2.32, CIPA DC-008, 4.6.4 A: "the 0th row and 0th column" positions). A phone held upright
/// stores a landscape sensor image with 6 (turn 90° clockwise to view).
package enum ImageOrientation: Int, Sendable, CaseIterable {
    case up = 1, mirrored = 2, down = 3, downMirrored = 4, leftMirrored = 5, right = 6, rightMirrored = 7, left = 8

    /// Whether the upright image is the stored one turned a quarter (width and height swap).
    package var swapsAxes: Bool { rawValue >= 5 }

    /// The stored rectangle whose pixels show, upright, as `upright` — in an image whose stored size
    /// is `storedWidth`×`storedHeight` (at the same level of detail).
    package func storedRect(for upright: PixelRect, storedWidth w: Int, storedHeight h: Int) -> PixelRect {
        let r = upright
        switch self {
        case .up: return r
        case .mirrored: return PixelRect(x: w - r.maxX, y: r.y, width: r.width, height: r.height)
        case .down: return PixelRect(x: w - r.maxX, y: h - r.maxY, width: r.width, height: r.height)
        case .downMirrored: return PixelRect(x: r.x, y: h - r.maxY, width: r.width, height: r.height)
        case .leftMirrored: return PixelRect(x: r.y, y: r.x, width: r.height, height: r.width)
        case .right: return PixelRect(x: r.y, y: h - r.maxX, width: r.height, height: r.width)
        case .rightMirrored: return PixelRect(x: w - r.maxY, y: h - r.maxX, width: r.height, height: r.width)
        case .left: return PixelRect(x: w - r.maxY, y: r.x, width: r.height, height: r.width)
        }
    }
}
