import SceneKit
import ScrollPhysics

/// A small CPU raster for the street's "views that draw": shapes given in points are filled at
/// `scale` pixels per point with exact area coverage on rectangle edges and a one-pixel ramp on
/// circle edges, so the same drawing code gives a sharper bitmap at a larger scale
/// (contentScaleFactor; docs/techniques/infinite-street.md, "Re-rendering after a zoom").
struct Canvas {
    let width: Int, height: Int
    /// Pixels per point.
    let scale: Double
    /// RGBA8, rows top first, straight alpha.
    private(set) var pixels: [UInt8]

    /// A canvas of `size` points at `scale`, filled with `fill` (alpha 0 keeps its colour in the
    /// transparent pixels, so linear filtering shows no dark fringe).
    init(size: Size, scale: Double, fill: RGBA) {
        self.scale = scale
        let w = max(1, Int((size.width * scale).rounded())), h = max(1, Int((size.height * scale).rounded()))
        width = w
        height = h
        let px: [UInt8] = [Self.byte(fill.r), Self.byte(fill.g), Self.byte(fill.b), Self.byte(fill.a)]
        pixels = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buffer, count in
            for i in 0..<(w * h) { for c in 0..<4 { buffer[i * 4 + c] = px[c] } }
            count = w * h * 4
        }
    }

    static func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }

    /// Fills `rect` (points) with `color`, blending partly covered edge pixels.
    mutating func fill(_ rect: Rect, _ color: RGBA) {
        let x0 = rect.minX * scale, x1 = rect.maxX * scale, y0 = rect.minY * scale, y1 = rect.maxY * scale
        let ix0 = max(0, Int(x0.rounded(.down))), ix1 = min(width, Int(x1.rounded(.up)))
        let iy0 = max(0, Int(y0.rounded(.down))), iy1 = min(height, Int(y1.rounded(.up)))
        guard ix0 < ix1, iy0 < iy1 else { return }
        for y in iy0..<iy1 {
            let cy = min(Double(y + 1), y1) - max(Double(y), y0)
            for x in ix0..<ix1 {
                let cx = min(Double(x + 1), x1) - max(Double(x), x0)
                blend(x, y, color, coverage: cx * cy)
            }
        }
    }

    /// Fills a disc (centre and radius in points) with `color`, edges ramped over one pixel.
    mutating func fillCircle(center: Point, radius: Double, _ color: RGBA) {
        let cx = center.x * scale, cy = center.y * scale, r = radius * scale
        let ix0 = max(0, Int((cx - r - 1).rounded(.down))), ix1 = min(width, Int((cx + r + 1).rounded(.up)))
        let iy0 = max(0, Int((cy - r - 1).rounded(.down))), iy1 = min(height, Int((cy + r + 1).rounded(.up)))
        guard ix0 < ix1, iy0 < iy1 else { return }
        for y in iy0..<iy1 {
            for x in ix0..<ix1 {
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                let coverage = min(1, max(0, r - (dx * dx + dy * dy).squareRoot() + 0.5))
                if coverage > 0 { blend(x, y, color, coverage: coverage) }
            }
        }
    }

    /// Draws `text` in the interface font at em size `size` points, starting at `origin.x` with
    /// its baseline at `origin.y`, rasterised by `measure` at the canvas's pixel scale.
    mutating func text(_ text: String, baselineAt origin: Point, size: Double, weight: FontWeight = .regular, _ color: RGBA,
                       measure: any TextMeasuring) {
        let label = measure.bitmap(of: text, pixelSize: size * scale, weight: weight)
        let x0 = Int((origin.x * scale).rounded()) + label.left, y0 = Int((origin.y * scale).rounded()) - label.baseline
        for ly in 0..<label.height {
            let y = y0 + ly
            guard y >= 0, y < height else { continue }
            for lx in 0..<label.width {
                let x = x0 + lx, c = label.coverage[ly * label.width + lx]
                guard x >= 0, x < width, c > 0 else { continue }
                blend(x, y, color, coverage: Double(c) / 255)
            }
        }
    }

    private mutating func blend(_ x: Int, _ y: Int, _ c: RGBA, coverage: Double) {
        let a = c.a * min(1, coverage)
        guard a > 0 else { return }
        let i = (y * width + x) * 4
        let da = Double(pixels[i + 3]) / 255
        let oa = a + da * (1 - a)
        func mix(_ src: Double, _ dst: UInt8) -> UInt8 {
            guard oa > 0 else { return dst }
            return Self.byte((src * a + Double(dst) / 255 * da * (1 - a)) / oa)
        }
        if da == 0 {
            // Transparent underneath: take the colour as is (no fringe toward the fill colour).
            pixels[i] = Self.byte(c.r); pixels[i + 1] = Self.byte(c.g); pixels[i + 2] = Self.byte(c.b)
        } else {
            pixels[i] = mix(c.r, pixels[i]); pixels[i + 1] = mix(c.g, pixels[i + 1]); pixels[i + 2] = mix(c.b, pixels[i + 2])
        }
        pixels[i + 3] = Self.byte(oa)
    }
}
