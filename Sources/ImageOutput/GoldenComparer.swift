import RunSupport
/// Compares captured frames with golden PNGs (`--compare GOLDEN_DIR [--record]`, docs/capture.md, "Headless capture").
///
/// A pixel *differs* when any of its R, G, B, A channels differs from the golden by more than
/// `tolerance` (or, with `perceptualThreshold`, by pixelmatch's perceptual test: `ImageDifference`);
/// pixels inside the capture's mask rectangles are not compared; an image *matches* when at most `maxDifferingFraction` of its pixels differ (the
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
    /// When set, the perceptual mode with this YIQ threshold (0…1) replaces `tolerance`.
    public var perceptualThreshold: Double?

    /// The per-pixel rule in use.
    public var mode: ImageDifference.Mode {
        perceptualThreshold.map { .perceptual(threshold: $0) } ?? .channel(tolerance: tolerance)
    }

    public static let defaultTolerance = 8
    public static let defaultMaxDifferingFraction = 0.002

    public init(goldenDirectory: String, outputDirectory: String, tolerance: Int = GoldenComparer.defaultTolerance,
                maxDifferingFraction: Double = GoldenComparer.defaultMaxDifferingFraction, record: Bool = false,
                perceptualThreshold: Double? = nil) {
        self.goldenDirectory = goldenDirectory; self.outputDirectory = outputDirectory
        self.tolerance = tolerance; self.maxDifferingFraction = maxDifferingFraction; self.record = record
        self.perceptualThreshold = perceptualThreshold
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

    /// An outcome with the measurement behind it (nil for a missing golden, a size mismatch or
    /// record mode).
    public struct Check: Equatable, Sendable {
        public var outcome: Outcome
        public var difference: ImageDifference?
    }

    /// Compares `actual` with GOLDEN_DIR/NAME.png (or records it in record mode), ignoring the
    /// pixels inside `masks`. On a mismatch or a size mismatch, writes NAME-actual.png,
    /// NAME-expected.png and NAME-diff.png (see `ImageDifference.measure`) into
    /// `outputDirectory`; a missing golden writes nothing and says how to record.
    /// - Throws: `CaptureError` only for I/O failures (an unreadable golden, an unwritable output).
    public func compare(_ actual: RGBAImage, name: String,
                        masks: [ImageDifference.PixelRect] = []) throws(CaptureError) -> Outcome {
        try check(actual, name: name, masks: masks).outcome
    }

    /// `compare`, with the pixel counts behind the outcome.
    public func check(_ actual: RGBAImage, name: String,
                      masks: [ImageDifference.PixelRect] = []) throws(CaptureError) -> Check {
        let golden = goldenPath(name)
        if record {
            try OutputDirectory.prepare(goldenDirectory)
            try PNGWriter.write(actual, to: golden)
            return Check(outcome: .recorded(path: golden))
        }
        guard FileIO.exists(golden) else {
            return Check(outcome: .failed(reason: "\(name): no golden \(golden) (record it: run again with --compare \(goldenDirectory) --record, check the image, and commit it)"))
        }
        let expected = try PNGReader.read(path: golden)
        guard expected.width == actual.width, expected.height == actual.height else {
            try writeFailureImages(name: name, actual: actual, expected: expected,
                                   diff: Self.diffImage(actual: actual, expected: expected, tolerance: tolerance))
            return Check(outcome: .failed(reason: "\(name): size \(actual.width)×\(actual.height) differs from the golden's \(expected.width)×\(expected.height) (\(golden)); see \(outputDirectory)/\(name)-diff.png"))
        }
        let (difference, _) = ImageDifference.measure(actual, expected, mode: mode, masks: masks)
        if difference.fraction <= maxDifferingFraction {
            return Check(outcome: .matched(differingFraction: difference.fraction, maxChannelDelta: difference.maxChannelDelta),
                         difference: difference)
        }
        let (_, diff) = ImageDifference.measure(actual, expected, mode: mode, masks: masks, diff: true)
        try writeFailureImages(name: name, actual: actual, expected: expected, diff: diff!)
        let percent = (difference.fraction * 10000).rounded() / 100, allowed = (maxDifferingFraction * 10000).rounded() / 100
        return Check(outcome: .failed(reason: "\(name): \(difference.differing) pixels (\(percent)%) differ from \(golden) \(mode.description) (allowed \(allowed)%), max channel delta \(difference.maxChannelDelta); see \(outputDirectory)/\(name)-diff.png"),
                     difference: difference)
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

    private func writeFailureImages(name: String, actual: RGBAImage, expected: RGBAImage,
                                    diff: RGBAImage) throws(CaptureError) {
        try PNGWriter.write(actual, to: "\(outputDirectory)/\(name)-actual.png")
        try PNGWriter.write(expected, to: "\(outputDirectory)/\(name)-expected.png")
        try PNGWriter.write(diff, to: "\(outputDirectory)/\(name)-diff.png")
    }
}
