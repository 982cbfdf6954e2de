/// Transparency shown as image viewers and editors show it: pixels that are not opaque are
/// composited over a neutral checkerboard of light and mid grey squares (GIMP's and Photoshop's
/// convention), not over the window's black, which would hide dark artwork and make a
/// transparent logo look like a black box. Tiles are therefore always opaque.
package enum Checkerboard {
    /// Square edge in the level's pixels: about 8 screen pixels when the level matches the zoom.
    package static let square = 8
    /// The two greys (0xCC and 0x99: neutral, neither dominates what is drawn over them).
    package static let light: UInt8 = 0xCC, dark: UInt8 = 0x99

    /// Composites `pixels` (RGBA8, straight alpha, `width` pixels a row) over the checkerboard,
    /// in place; (`x0`, `y0`) is the first pixel's place in its level, so squares line up across
    /// tiles. Opaque pixels are left as they are. Returns whether any pixel was not opaque.
    @discardableResult
    package static func composite(_ pixels: inout [UInt8], width: Int, x0: Int, y0: Int) -> Bool {
        guard width > 0 else { return false }
        var any = false
        pixels.withUnsafeMutableBufferPointer { p in
            let count = p.count / 4
            for i in 0..<count {
                let a = Int(p[i * 4 + 3])
                guard a < 255 else { continue }
                any = true
                let x = x0 + i % width, y = y0 + i / width
                let back = Int((x / square + y / square) % 2 == 0 ? light : dark)
                for k in 0..<3 { p[i * 4 + k] = UInt8((Int(p[i * 4 + k]) * a + back * (255 - a) + 127) / 255) }
                p[i * 4 + 3] = 255
            }
        }
        return any
    }
}
