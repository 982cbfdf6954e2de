import SceneKit
import ScrollPhysics

/// A procedurally generated "photo": a colour gradient with fine detail that shows whether it is
/// drawn sharp or scaled up — a 1-pixel grid, a checkerboard of 4-pixel squares and lines of
/// small text (19 image pixels to the em), under a large bold title. Text is rasterised by the
/// host's font (`TextMeasurement`) at the render's scale, so it is as sharp as the render. Any part of it can be
/// rendered at any scale (`render`), so the scene can re-render the visible part sharply after
/// a zoom (seed 004's contentScaleFactor technique) instead of magnifying a small texture.
///
/// Coordinates are image pixels, origin top-left.
public struct PhotoImage: Sendable {
    /// The photo's number (from 0).
    public let index: Int
    /// Size in image pixels.
    public let width: Double, height: Double
    /// The gradient's colours at the top-left and bottom-right corners.
    private let from: RGB, to: RGB

    /// Photo sizes cycle through two wide 16:9 ones (they fill a 16:9 window, so the gap between
    /// them shows alone), portrait 3:4, landscape 4:3 and square, so fitting and centring show on
    /// both axes.
    static let sizes: [(Double, Double)] = [(1920, 1080), (1600, 900), (1200, 1600), (1600, 1200), (1400, 1400)]
    /// Grid spacing and line width, checker square size, small text em size, image pixels.
    static let gridStep = 40.0, gridLine = 1.0, checker = 4.0, smallFont = 19.0

    public init(index: Int) {
        self.index = index
        let size = Self.sizes[index % Self.sizes.count]
        width = size.0; height = size.1
        let hue = Double(index) * 0.173
        from = RGB(hue: hue, saturation: 0.55, value: 0.45)
        to = RGB(hue: hue + 0.08, saturation: 0.55, value: 0.8)
    }

    public var size: Size { Size(width: width, height: height) }

    /// The gradient's middle colour.
    public var averageColor: RGB { mix(from, to, 0.5) }

    /// RGBA8 pixels of the image rectangle `region` rendered at `scale` texture pixels per image
    /// pixel: ⌈region.width·scale⌉ × ⌈region.height·scale⌉ pixels, rows top first. Each pixel is
    /// the mean of the image over its footprint: exact (box-filtered in closed form) for the
    /// gradient, grid and checkerboard; 2×2 samples where text is; so detail finer than a pixel
    /// averages instead of aliasing, at one evaluation per pixel. `text` sets the photo's lines.
    public func render(region: Rect, scale: Double, text measure: any TextMeasuring) -> (width: Int, height: Int, pixels: [UInt8]) {
        let w = max(1, Int((region.width * scale).rounded(.up))), h = max(1, Int((region.height * scale).rounded(.up)))
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        let step = 1 / scale
        let text = TextLayer(self, scale: scale, text: measure)
        pixels.withUnsafeMutableBufferPointer { out in
            for j in 0..<h {
                let y0 = region.minY + Double(j) * step
                for i in 0..<w {
                    let c = pixelColor(x0: region.minX + Double(i) * step, y0: y0, step: step, text: text)
                    let k = (j * w + i) * 4
                    out[k] = UInt8(min(255, max(0, c.r * 255).rounded()))
                    out[k + 1] = UInt8(min(255, max(0, c.g * 255).rounded()))
                    out[k + 2] = UInt8(min(255, max(0, c.b * 255).rounded()))
                }
            }
        }
        return (w, h, pixels)
    }

    /// The mean colour over the image square [x0, x0 + step] × [y0, y0 + step].
    func pixelColor(x0: Double, y0: Double, step: Double, text: TextLayer) -> RGB {
        let cx = x0 + step / 2, cy = y0 + step / 2
        guard cx >= 0, cy >= 0, cx < width, cy < height else { return RGB(r: 0, g: 0, b: 0) }
        if let ink = text.coverage(x: cx, y: cy), ink.coverage > 0 {
            let under = backgroundColor(x0: x0, y0: y0, step: step)
            return mix(under, ink.color, ink.coverage)
        }
        return backgroundColor(x0: x0, y0: y0, step: step)
    }

    /// Gradient, grid and checkerboard, box-filtered over the pixel's footprint.
    private func backgroundColor(x0: Double, y0: Double, step: Double) -> RGB {
        let cy = y0 + step / 2
        if cy > height * 0.55 && cy < height * 0.7 {
            // Checkerboard: the fraction of the footprint on light squares, from the mean of each
            // axis' square wave (the squares are light where both or neither wave is on).
            let ax = Self.squareWaveMean(x0, x0 + step, period: 2 * Self.checker, on: Self.checker)
            let ay = Self.squareWaveMean(y0, y0 + step, period: 2 * Self.checker, on: Self.checker)
            let light = ax * ay + (1 - ax) * (1 - ay)
            let v = 0.08 + 0.87 * light
            return RGB(r: v, g: v, b: v)
        }
        let f = (x0 / width + y0 / height) / 2
        let c = RGB(r: from.r + (to.r - from.r) * f, g: from.g + (to.g - from.g) * f, b: from.b + (to.b - from.b) * f)
        let gx = Self.squareWaveMean(x0, x0 + step, period: Self.gridStep, on: Self.gridLine)
        let gy = Self.squareWaveMean(y0, y0 + step, period: Self.gridStep, on: Self.gridLine)
        let line = gx + gy - gx * gy
        return mix(c, RGB(r: min(1, c.r + 0.35), g: min(1, c.g + 0.35), b: min(1, c.b + 0.35)), line)
    }

    /// The mean over [a, b] of a wave that is 1 on [0, on) of every `period` and 0 elsewhere.
    static func squareWaveMean(_ a: Double, _ b: Double, period: Double, on: Double) -> Double {
        func integral(_ x: Double) -> Double {
            let k = (x / period).rounded(.down)
            return k * on + min(x - k * period, on)
        }
        return b > a ? (integral(b) - integral(a)) / (b - a) : 0
    }

    private func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
        RGB(r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t)
    }

    /// The colour at image point (x, y) (no filtering), components 0…1.
    public func color(x: Double, y: Double, text: any TextMeasuring) -> RGB {
        pixelColor(x0: x, y0: y, step: 1e-6, text: TextLayer(self, scale: 1, text: text))
    }

    var title: String { "PHOTO \(index + 1)" }

    /// Small print: unreadable at the fitted size, crisp once zoomed in and re-rendered.
    static let lines = [
        "cubescroll photo browser: pinch or Ctrl+wheel to zoom, double-click for 2x.",
        "Zoomed in, drag to the photo's edge and keep going to reach the next photo.",
        "After a zoom ends the visible part is drawn again at the new scale: sharp.",
        "The quick brown fox jumps over the lazy dog 0123456789 !?#%&*()[]{}<>",
    ]
}

/// A photo's text rasterised for one render scale: the title (white, bold) and the small print
/// (near black), each line a coverage bitmap placed in image pixels.
struct TextLayer {
    private struct Line { var bitmap: TextBitmap; var penX: Double; var baseline: Double; var color: RGB }
    private let lines: [Line]
    private let scale: Double

    /// The text of `image` rasterised at `scale` render pixels per image pixel with `measure`.
    init(_ image: PhotoImage, scale: Double, text measure: any TextMeasuring) {
        self.scale = scale
        let left = image.width * 0.06
        let titleSize = (image.height / 12).rounded()
        let titleMetrics = measure.metrics(size: titleSize, weight: .bold)
        var lines = [Line(bitmap: measure.bitmap(of: image.title, pixelSize: titleSize * scale, weight: .bold), penX: left,
                          baseline: image.height * 0.08 + titleMetrics.capHeight, color: RGB(r: 1, g: 1, b: 1))]
        let small = PhotoImage.smallFont, lineHeight = small * 1.45
        let top = image.height * 0.25 + measure.metrics(size: small, weight: .regular).capHeight
        for (i, text) in PhotoImage.lines.enumerated() {
            lines.append(Line(bitmap: measure.bitmap(of: text, pixelSize: small * scale, weight: .regular), penX: left,
                              baseline: top + Double(i) * lineHeight, color: RGB(r: 0.02, g: 0.02, b: 0.02)))
        }
        self.lines = lines
    }

    /// The text's coverage (0…1) and colour at image point (x, y); nil where no line reaches.
    func coverage(x: Double, y: Double) -> (coverage: Double, color: RGB)? {
        for line in lines {
            let bx = Int(((x - line.penX) * scale).rounded(.down)) - line.bitmap.left
            let by = Int(((y - line.baseline) * scale).rounded(.down)) + line.bitmap.baseline
            let c = line.bitmap.coverage(x: bx, y: by)
            if c > 0 { return (Double(c) / 255, line.color) }
        }
        return nil
    }
}
