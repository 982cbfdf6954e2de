import Capture
/// Compares captured frames with golden PNGs (`--compare GOLDEN_DIR [--record]`, README "Headless capture").
///
/// A pixel *differs* when any of its R, G, B, A channels differs from the golden by more than
/// `tolerance`; an image *matches* when at most `maxDifferingFraction` of its pixels differ (the
/// two-threshold model of Web Platform Tests' reftest "fuzzy" annotations: a maximum per-channel
/// difference and a maximum number of differing pixels).
///
/// Defaults, and why: goldens are made with Mesa's llvmpipe (software rasteriser), which is
/// deterministic on one machine, so a same-machine rerun matches exactly. Across Mesa/LLVM
/// versions shading arithmetic may round differently by a few units of 1/255, and an edge may move
/// by one pixel where a triangle edge crosses a pixel centre.
/// - `tolerance` 8 (of 255, ≈ 3 %): absorbs shading rounding and blending differences, well below
///   the colour steps a test asserts on (cube colours differ by far more than 8).
/// - `maxDifferingFraction` 0.002 (0.2 %; 1,036 pixels at 960×540): room for one-pixel edge shifts
///   around the outlines of the visible cubes, but far less than one little cube's area, so a cube
///   in the wrong place or of the wrong colour always fails.
public struct GoldenComparer: Sendable {
    /// Directory of the goldens, NAME.png.
    public var goldenDirectory: String
    /// Where NAME-actual.png, NAME-expected.png and NAME-diff.png go on a mismatch.
    public var outputDirectory: String
    /// Largest per-channel difference (0…255) that still counts as equal.
    public var tolerance: Int
    /// Largest fraction (0…1) of differing pixels that still counts as a match.
    public var maxDifferingFraction: Double
    /// Record mode (`--record`): write each image as its golden instead of comparing.
    public var record: Bool

    public static let defaultTolerance = 8
    public static let defaultMaxDifferingFraction = 0.002

    public init(goldenDirectory: String, outputDirectory: String, tolerance: Int = GoldenComparer.defaultTolerance,
                maxDifferingFraction: Double = GoldenComparer.defaultMaxDifferingFraction, record: Bool = false) {
        self.goldenDirectory = goldenDirectory; self.outputDirectory = outputDirectory
        self.tolerance = tolerance; self.maxDifferingFraction = maxDifferingFraction; self.record = record
    }

    /// The outcome for one image.
    public enum Outcome: Equatable, Sendable {
        /// Within tolerance (`differingFraction` may be > 0 but ≤ the maximum).
        case matched(differingFraction: Double, maxChannelDelta: Int)
        /// Record mode wrote the golden.
        case recorded(path: String)
        /// A failure with a one-line reason (mismatch, missing golden, size mismatch).
        case failed(reason: String)

        public var isFailure: Bool { if case .failed = self { return true } else { return false } }
    }

    /// Path of the golden for capture `name`.
    public func goldenPath(_ name: String) -> String { "\(goldenDirectory)/\(name).png" }

    /// Compares `actual` with GOLDEN_DIR/NAME.png (or records it in record mode). On a mismatch or
    /// a size mismatch, writes NAME-actual.png, NAME-expected.png and NAME-diff.png (see
    /// `diffImage`) into `outputDirectory`; a missing golden writes nothing and says how to record.
    /// - Throws: `CaptureError` only for I/O failures (an unreadable golden, an unwritable output).
    public func compare(_ actual: RGBAImage, name: String) throws(CaptureError) -> Outcome {
        let golden = goldenPath(name)
        if record {
            try OutputDirectory.prepare(goldenDirectory)
            try PNGWriter.write(actual, to: golden)
            return .recorded(path: golden)
        }
        guard FileIO.exists(golden) else {
            return .failed(reason: "\(name): no golden \(golden) (record it: run again with --compare \(goldenDirectory) --record, check the image, and commit it)")
        }
        let expected = try PNGReader.read(path: golden)
        guard expected.width == actual.width, expected.height == actual.height else {
            try writeFailureImages(name: name, actual: actual, expected: expected)
            return .failed(reason: "\(name): size \(actual.width)×\(actual.height) differs from the golden's \(expected.width)×\(expected.height) (\(golden)); see \(outputDirectory)/\(name)-diff.png")
        }
        let (differing, maxDelta) = Self.count(actual, expected, tolerance: tolerance)
        let fraction = Double(differing) / Double(max(1, actual.width * actual.height))
        if fraction <= maxDifferingFraction {
            return .matched(differingFraction: fraction, maxChannelDelta: maxDelta)
        }
        try writeFailureImages(name: name, actual: actual, expected: expected)
        let percent = (fraction * 10000).rounded() / 100, allowed = (maxDifferingFraction * 10000).rounded() / 100
        return .failed(reason: "\(name): \(differing) pixels (\(percent)%) differ from \(golden) by more than \(tolerance)/255 (allowed \(allowed)%), max channel delta \(maxDelta); see \(outputDirectory)/\(name)-diff.png")
    }

    /// Number of pixels with some channel delta > `tolerance`, and the largest channel delta.
    static func count(_ a: RGBAImage, _ b: RGBAImage, tolerance: Int) -> (differing: Int, maxDelta: Int) {
        var differing = 0, maxDelta = 0
        a.pixels.withUnsafeBufferPointer { p in
            b.pixels.withUnsafeBufferPointer { q in
                var i = 0
                while i < p.count {
                    var pixelMax = 0
                    for c in 0..<4 { pixelMax = max(pixelMax, abs(Int(p[i + c]) - Int(q[i + c]))) }
                    if pixelMax > tolerance { differing += 1 }
                    maxDelta = max(maxDelta, pixelMax)
                    i += 4
                }
            }
        }
        return (differing, maxDelta)
    }

    /// The diff picture, as large as the larger of the two images: pixels over `tolerance` are
    /// opaque red, pixels in only one image (size mismatch) opaque magenta, all others the
    /// expected image's grey level at one third brightness (so the failures stand out in context).
    public static func diffImage(actual: RGBAImage, expected: RGBAImage, tolerance: Int) -> RGBAImage {
        let w = max(actual.width, expected.width), h = max(actual.height, expected.height)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
            for x in 0..<w {
                let o = (y * w + x) * 4
                let inA = x < actual.width && y < actual.height, inE = x < expected.width && y < expected.height
                var rgb: (UInt8, UInt8, UInt8)
                if inA && inE {
                    let a = actual.pixel(x: x, y: y), e = expected.pixel(x: x, y: y)
                    let dr: Int = abs(Int(a.r) - Int(e.r)), dg: Int = abs(Int(a.g) - Int(e.g))
                    let db: Int = abs(Int(a.b) - Int(e.b)), da: Int = abs(Int(a.a) - Int(e.a))
                    let delta = max(dr, dg, db, da)
                    // Rec. 601 luma, scaled to a third.
                    let luma: Int = 299 * Int(e.r) + 587 * Int(e.g) + 114 * Int(e.b)
                    let grey = UInt8(luma / 3000)
                    rgb = delta > tolerance ? (255, 0, 0) : (grey, grey, grey)
                } else {
                    rgb = (255, 0, 255)
                }
                out[o] = rgb.0; out[o + 1] = rgb.1; out[o + 2] = rgb.2; out[o + 3] = 255
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }

    private func writeFailureImages(name: String, actual: RGBAImage, expected: RGBAImage) throws(CaptureError) {
        try PNGWriter.write(actual, to: "\(outputDirectory)/\(name)-actual.png")
        try PNGWriter.write(expected, to: "\(outputDirectory)/\(name)-expected.png")
        try PNGWriter.write(Self.diffImage(actual: actual, expected: expected, tolerance: tolerance),
                            to: "\(outputDirectory)/\(name)-diff.png")
    }
}
