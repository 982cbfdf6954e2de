import Foundation
import SceneKit

/// The covers' pictures, made from the item's index alone (no files): a two-colour diagonal
/// gradient with one of four patterns and the item's number in the built-in bitmap font. Each
/// cover also has a reflection texture: its lower part flipped and fading out. The renderer asks
/// for the pixels only when a cover first becomes visible (docs/scenes.md, "Drawing").
enum CoverArt {
    /// Texture edge, pixels (the cover is at most ~300 pt; 256 px stays sharp enough and mipmaps).
    static let pixels = 256
    /// Start alpha of the reflection at the cover's bottom edge (it fades to 0).
    static let reflectionAlpha = 0.35

    static func cover(_ index: Int) -> TextureSource {
        TextureSource(key: "cover.\(index)", version: 1, width: pixels, height: pixels) { render(index) }
    }

    static func reflection(_ index: Int) -> TextureSource {
        let rows = Int(Double(pixels) * CoverflowLayout.reflectionFraction)
        return TextureSource(key: "cover.\(index).reflection", version: 1, width: pixels, height: rows) {
            // Only the cover's bottom rows are needed, flipped, with alpha fading to 0.
            let image = render(index, rows: (pixels - rows)..<pixels)
            var out = [UInt8](repeating: 0, count: pixels * rows * 4)
            for y in 0..<rows {
                let source = (rows - 1 - y) * pixels * 4
                let alpha = UInt8((reflectionAlpha * (1 - Double(y) / Double(rows)) * 255).rounded())
                for x in 0..<pixels {
                    let o = (y * pixels + x) * 4
                    out[o] = image[source + x * 4]; out[o + 1] = image[source + x * 4 + 1]
                    out[o + 2] = image[source + x * 4 + 2]; out[o + 3] = alpha
                }
            }
            return out
        }
    }

    /// The two colours of cover `index`: hues a golden-ratio step apart per item.
    static func colors(_ index: Int) -> (RGB, RGB) {
        let hue = (Double(index) * 0.618_034).truncatingRemainder(dividingBy: 1)
        return (hsv(hue, 0.75, 0.95), hsv((hue + 0.12).truncatingRemainder(dividingBy: 1), 0.85, 0.45))
    }

    /// RGBA8 pixels of rows `rows` (default all) of cover `index`, top first.
    static func render(_ index: Int, rows: Range<Int> = 0..<pixels) -> [UInt8] {
        let n = pixels
        let (a, b) = colors(index)
        let pattern = index % 4
        // The pattern as a sum of a per-column and a per-row part where it can be (cheap per pixel).
        let unit = (0..<n).map { Double($0) / Double(n - 1) }
        let stripes = unit.map { sin($0 * 18) > 0.6 ? 0.12 : 0 }
        var out = [UInt8](repeating: 255, count: n * rows.count * 4)
        for y in rows {
            let v = unit[y]
            for x in 0..<n {
                let u = unit[x]
                var t = (u + v) / 2
                switch pattern {
                case 0: t += stripes[x]
                case 1:
                    let r = ((u - 0.7) * (u - 0.7) + (v - 0.3) * (v - 0.3)).squareRoot()
                    t += Int(r * 14) % 2 == 0 ? 0.15 : 0
                case 2: t = t * 0.7 + 0.3 * (abs(u - 0.5) + abs(v - 0.5))
                default: t += (x / (n / 8) + y / (n / 8)) % 2 == 0 ? 0.08 : 0
                }
                t = min(1, max(0, t))
                let o = ((y - rows.lowerBound) * n + x) * 4
                out[o] = byte(a.r + (b.r - a.r) * t)
                out[o + 1] = byte(a.g + (b.g - a.g) * t)
                out[o + 2] = byte(a.b + (b.b - a.b) * t)
            }
        }
        let label = String(index + 1), scale = n / 22
        let width = (label.count * BitmapFont.cellWidth - 1) * scale
        drawText(label, into: &out, rows: rows, scale: scale, x: (n - width) / 2, y: n * 3 / 5)
        return out
    }

    /// Writes `text` in white with a dark shadow, `scale` pixels per font pixel, top-left at (x, y).
    private static func drawText(_ text: String, into out: inout [UInt8], rows: Range<Int>, scale: Int, x: Int, y: Int) {
        let n = pixels
        for (shadow, value) in [(max(1, scale / 4), UInt8(40)), (0, UInt8(255))] {
            var cx = x + shadow
            for character in text {
                let glyph = BitmapFont.index(of: character)
                for gy in 0..<BitmapFont.glyphRows {
                    for gx in 0..<BitmapFont.glyphWidth where BitmapFont.isOn(glyph: glyph, x: gx, y: gy) {
                        for py in 0..<scale {
                            for px in 0..<scale {
                                let X = cx + gx * scale + px, Y = y + shadow + gy * scale + py
                                guard X >= 0, X < n, rows.contains(Y) else { continue }
                                let o = ((Y - rows.lowerBound) * n + X) * 4
                                out[o] = value; out[o + 1] = value; out[o + 2] = value
                            }
                        }
                    }
                }
                cx += BitmapFont.cellWidth * scale
            }
        }
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }

    private static func hsv(_ h: Double, _ s: Double, _ v: Double) -> RGB {
        let i = Int(h * 6) % 6, f = h * 6 - Double(Int(h * 6))
        let p = v * (1 - s), q = v * (1 - f * s), t = v * (1 - (1 - f) * s)
        switch i {
        case 0: return RGB(r: v, g: t, b: p)
        case 1: return RGB(r: q, g: v, b: p)
        case 2: return RGB(r: p, g: v, b: t)
        case 3: return RGB(r: p, g: q, b: v)
        case 4: return RGB(r: t, g: p, b: v)
        default: return RGB(r: v, g: p, b: q)
        }
    }
}
