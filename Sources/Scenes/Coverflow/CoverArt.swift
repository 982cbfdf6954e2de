import Foundation
import SceneKit

/// The covers' pictures, made from the item's index alone (no files): a two-colour diagonal
/// gradient with one of four patterns. Each cover also has a reflection texture: its lower part
/// flipped and fading into the background. The item's number (bold, with a shadow) is a separate
/// transparent texture laid over the front cover only (`label`), so a side cover, of which only a
/// strip shows beside the nearer ones, never shows a cut piece of a digit
/// (docs/techniques/cover-flow.md, "The number"). The renderer asks for the pixels only when a
/// cover first becomes visible (docs/scenes.md, "Drawing").
enum CoverArt {
    /// Texture edge, pixels (the cover is at most ~300 pt; 256 px stays sharp enough and mipmaps).
    static let pixels = 256
    /// Start alpha of the reflection at the cover's bottom edge (it fades to 0).
    static let reflectionAlpha = 0.35

    static func cover(_ index: Int) -> TextureSource {
        TextureSource(key: "cover.\(index)", version: 2, width: pixels, height: pixels) { render(index) }
    }

    static func reflection(_ index: Int) -> TextureSource {
        let rows = Int(Double(pixels) * CoverflowLayout.reflectionFraction)
        return TextureSource(key: "cover.\(index).reflection", version: 2, width: pixels, height: rows) {
            // Only the cover's bottom rows are needed, flipped, fading into the background. The fade
            // is mixed in here, so the reflection is opaque: a nearer cover's reflection hides the
            // farther ones behind it as the covers do (a translucent one let them show through as
            // ghosts), and it is drawn without blending.
            let image = render(index, rows: (pixels - rows)..<pixels)
            let ground = CoverflowDrawing.background
            let back = [ground.r * 255, ground.g * 255, ground.b * 255]
            var out = [UInt8](repeating: 255, count: pixels * rows * 4)
            for y in 0..<rows {
                let source = (rows - 1 - y) * pixels * 4
                let alpha = reflectionAlpha * (1 - Double(y) / Double(rows))
                for x in 0..<pixels {
                    let o = (y * pixels + x) * 4
                    for k in 0..<3 {
                        out[o + k] = UInt8((back[k] + (Double(image[source + x * 4 + k]) - back[k]) * alpha).rounded())
                    }
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
        return out
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
