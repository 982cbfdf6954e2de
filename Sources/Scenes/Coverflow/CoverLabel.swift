import SceneKit
import ScrollPhysics

/// A cover's number: white bold digits with a dark shadow on a transparent texture that covers
/// only the digits' box on the cover (`box`), laid over the cover nearest the centre while it is
/// within half an item of it (`alpha`). A side cover shows only the strip beside the nearer covers,
/// so a number painted into its picture would show as a cut piece there; drawn over the front cover
/// alone, it is always whole (docs/techniques/cover-flow.md, "The number").
///
/// Coordinates are cover texture pixels (`CoverArt.pixels` square, origin top-left).
enum CoverLabel {
    /// Em size of the digits, as a fraction of the cover's edge.
    static let sizeOfCover = 0.42
    /// The baseline, as a fraction of the cover's height from its top.
    static let baselineOfCover = 0.87
    /// Clear pixels around the digits and their shadow (room for the anti-aliased edge).
    static let padding = 3

    /// The baseline's row, texture pixels.
    static var baseline: Int { Int(Double(CoverArt.pixels) * baselineOfCover) }
    /// Shadow offset, texture pixels (right and down).
    static var shadow: Int { max(1, CoverArt.pixels / 80) }

    /// Opacity of the number on a cover `distance` items from the centre: 1 centred, 0 from half an
    /// item on (where another cover is the front one and may overlap it).
    static func alpha(distance: Double) -> Double { max(0, 1 - 2 * abs(distance)) }

    /// The digits' box on the cover as `measure` sets them: whole pixels, inside the cover.
    static func box(_ index: Int, text measure: any TextMeasuring) -> (x: Int, y: Int, width: Int, height: Int) {
        let n = CoverArt.pixels, size = Double(n) * sizeOfCover
        let advance = measure.width(of: String(index + 1), size: size, weight: .bold)
        let cap = measure.metrics(size: size, weight: .bold).capHeight
        let x0 = max(0, (Double(n) - advance) / 2 - Double(padding)).rounded(.down)
        let x1 = min(Double(n), (Double(n) + advance) / 2 + Double(padding + shadow)).rounded(.up)
        let y0 = max(0, Double(baseline) - cap - Double(padding)).rounded(.down)
        let y1 = min(n, baseline + shadow + padding)
        return (Int(x0), Int(y0), Int(x1 - x0), y1 - Int(y0))
    }

    /// The box as a fraction of the cover (u across, v down, 0…1), for `CoverflowLayout.quad(_:region:)`.
    static func unitBox(_ index: Int, text: any TextMeasuring) -> Rect {
        let b = box(index, text: text), n = Double(CoverArt.pixels)
        return Rect(x: Double(b.x) / n, y: Double(b.y) / n, width: Double(b.width) / n, height: Double(b.height) / n)
    }

    /// How many label texture pixels per cover texture pixel keep the number sharp on a cover
    /// `coverPoints` wide at `pixelScale` framebuffer pixels per point: the front cover's pixels
    /// over the cover texture's, rounded up (2 for a 360 pt cover at 1×, 3 at 2×). The cover's
    /// picture is smooth gradients and stays at `CoverArt.pixels`; the digits' edges would blur.
    static func detail(coverPoints: Double, pixelScale: Double) -> Int {
        max(1, min(8, Int((coverPoints * pixelScale / Double(CoverArt.pixels)).rounded(.up))))
    }

    /// The number's texture: the box's pixels, transparent but for the digits and their shadow,
    /// with `detail`² texture pixels per cover texture pixel.
    static func texture(_ index: Int, text: any TextMeasuring, detail: Int = 1) -> TextureSource {
        let b = box(index, text: text)
        return TextureSource(key: "cover.\(index).label", version: detail, width: b.width * detail, height: b.height * detail) {
            render(index, box: b, text: text, detail: detail)
        }
    }

    /// The number's part of the reflection: the box's rows inside the reflected band, flipped, its
    /// opacity fading as the reflection does; nil when the number does not reach the band. `region`
    /// is where it sits in the reflection quad (0…1 across and down).
    static func reflection(_ index: Int, text: any TextMeasuring) -> (texture: TextureSource, region: Rect)? {
        let b = box(index, text: text), n = CoverArt.pixels
        let rows = Int(Double(n) * CoverflowLayout.reflectionFraction)
        let a = max(b.y, n - rows), z = b.y + b.height   // cover rows a..<z are reflected
        guard z > a else { return nil }
        // Reflection row y shows cover row n − 1 − y: rows n − z ..< n − a.
        let top = n - z, count = z - a
        let texture = TextureSource(key: "cover.\(index).label.reflection", version: 1, width: b.width, height: count) {
            let label = render(index, box: b, text: text)
            var out = [UInt8](repeating: 0, count: b.width * count * 4)
            for y in 0..<count {
                let source = (n - 1 - (top + y)) - b.y   // the label row it mirrors
                let fade = CoverArt.reflectionAlpha * (1 - Double(top + y) / Double(rows))
                for x in 0..<b.width {
                    let i = (source * b.width + x) * 4, o = (y * b.width + x) * 4
                    out[o] = label[i]; out[o + 1] = label[i + 1]; out[o + 2] = label[i + 2]
                    out[o + 3] = UInt8((Double(label[i + 3]) * fade).rounded())
                }
            }
            return out
        }
        let region = Rect(x: Double(b.x) / Double(n), y: Double(top) / Double(rows),
                          width: Double(b.width) / Double(n), height: Double(count) / Double(rows))
        return (texture, region)
    }

    /// RGBA8 pixels (straight alpha) of the box: the shadow (dark grey) under the digits (white),
    /// `detail` times the box's size on each axis (the digits set at that many times the size).
    static func render(_ index: Int, box b: (x: Int, y: Int, width: Int, height: Int), text: any TextMeasuring,
                       detail k: Int = 1) -> [UInt8] {
        let n = CoverArt.pixels * k, width = b.width * k, height = b.height * k
        let label = text.bitmap(of: String(index + 1), pixelSize: Double(n) * sizeOfCover,
                                                            weight: .bold)
        // The pen's start, in box pixels (the digits centred on the cover as `box` assumes).
        let x = (n - Int(label.advance.rounded())) / 2 + label.left - b.x * k
        let y = baseline * k - label.baseline - b.y * k
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for (dx, grey) in [(shadow * k, 40.0), (0, 255.0)] {
            for ly in 0..<label.height {
                let Y = y + dx + ly
                guard Y >= 0, Y < height else { continue }
                for lx in 0..<label.width {
                    let X = x + dx + lx, c = Double(label.coverage[ly * label.width + lx]) / 255
                    guard X >= 0, X < width, c > 0 else { continue }
                    // Straight-alpha "over": the new layer at coverage c over what is there.
                    let o = (Y * width + X) * 4
                    let da = Double(out[o + 3]) / 255, a = c + da * (1 - c)
                    let v = (grey * c + Double(out[o]) * da * (1 - c)) / a
                    for k in 0..<3 { out[o + k] = UInt8(min(255, v.rounded())) }
                    out[o + 3] = UInt8((a * 255).rounded())
                }
            }
        }
        return out
    }
}
