import SceneKit

/// A square glow texture: one colour whose opacity depends only on the distance from the middle,
/// for the street's soft lights (the moon's halo, the lamps' light). Stretched over its quad with
/// linear filtering, so a few dozen pixels across give a smooth slope at any size.
enum RadialGlow {
    /// `size`×`size` pixels of `color`, each pixel's opacity `alpha(d)` where `d` is its centre's
    /// distance from the middle in half-widths (0 at the middle, 1 at an edge's midpoint, about
    /// 1.41 in the corners); opacities are clamped to 0…1.
    static func texture(key: String, size n: Int, color: RGB, alpha: @escaping @Sendable (Double) -> Double) -> TextureSource {
        TextureSource(key: key, version: 1, width: n, height: n) {
            var out = [UInt8](repeating: 0, count: n * n * 4)
            for y in 0..<n {
                for x in 0..<n {
                    let dx = (Double(x) + 0.5) / Double(n) * 2 - 1, dy = (Double(y) + 0.5) / Double(n) * 2 - 1
                    let o = (y * n + x) * 4
                    out[o] = Canvas.byte(color.r); out[o + 1] = Canvas.byte(color.g); out[o + 2] = Canvas.byte(color.b)
                    out[o + 3] = Canvas.byte(alpha((dx * dx + dy * dy).squareRoot()))
                }
            }
            return out
        }
    }
}
