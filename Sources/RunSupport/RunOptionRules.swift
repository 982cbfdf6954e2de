/// The numeric options a run takes from the command line — `--every`, `--jobs`, `--size`, `--fps`,
/// `--tolerance`, `--max-differing` —
/// each checked by one function here with one message, whoever meets the value first: the
/// `capture` and `suite` commands before anything runs, `CaptureRun` and `Script.overriding` for a
/// program that fills `CaptureOptions` itself. Every message is exit status 2 (bad input) and
/// names the option, what it allows and what was given (docs/capture.md, "Option limits").
public enum RunOptionRules {
    /// Largest framebuffer side, pixels: the window, any resize, or `--size`, times the script's
    /// scale — and the largest side of the window command's window. llvmpipe's
    /// GL_MAX_RENDERBUFFER_SIZE is 16384, but the memory decides: a frame 8192 × 8192 needs about
    /// 0.9 GB single-sampled (colour, depth, resolve and readback copies; 2.7 GB with 4×
    /// multisampling, measured with llvmpipe), so 8192 keeps every accepted size renderable
    /// (docs/capture.md, "Option limits").
    public static let maximumSide = 8192

    /// Most worker threads (`capture --jobs`) or child captures (`suite --jobs`) at once: each
    /// may hold a frame (3.5 MiB at 1280×720), and more than 256 only contend for the cores.
    public static let maximumJobs = 256

    /// `--every N`: a whole number ≥ 1 (every Nth frame is written).
    public static let everyRange = 1...Int.max

    /// `--jobs N`: a whole number 1…`maximumJobs`.
    public static let jobsRange = 1...maximumJobs

    /// `--every N`: throws `wholeNumberError` unless `every` is in `everyRange`.
    public static func checkEvery(_ every: Int) throws(CaptureError) {
        guard everyRange.contains(every) else { throw wholeNumberError("--every", range: everyRange, given: "\(every)") }
    }

    /// `--jobs N`: throws `wholeNumberError` unless `jobs` is in `jobsRange`.
    public static func checkJobs(_ jobs: Int) throws(CaptureError) {
        guard jobsRange.contains(jobs) else { throw wholeNumberError("--jobs", range: jobsRange, given: "\(jobs)") }
    }

    /// The one message for a whole-number option outside `range` or not a whole number at all:
    /// `--jobs must be a whole number 1…256 (got '0')`; a range without an upper end reads `≥ 1`.
    /// `given` as the user wrote it.
    public static func wholeNumberError(_ option: String, range: ClosedRange<Int>, given: String) -> CaptureError {
        let allowed = range.upperBound == .max ? "≥ \(range.lowerBound)" : "\(range.lowerBound)…\(range.upperBound)"
        return CaptureError("\(option) must be a whole number \(allowed) (got '\(given)')", exitCode: 2)
    }

    /// `--size WIDTHxHEIGHT`: whole points, each side 1…`maximumSide` (the pixels, at the script's
    /// scale, are checked again when the run starts).
    public static func checkSize(width: Double, height: Double) throws(CaptureError) {
        func fits(_ side: Double) -> Bool { side.rounded() == side && side >= 1 && side <= Double(maximumSide) }
        guard fits(width), fits(height) else {
            throw sizeError(given: "\(NumberText.canonical(width) ?? "\(width)")x\(NumberText.canonical(height) ?? "\(height)")")
        }
    }

    /// The one message for a `--size` that is not WIDTHxHEIGHT within the limits; `given` as the
    /// user wrote it.
    public static func sizeError(given: String) -> CaptureError {
        CaptureError("--size must be WIDTHxHEIGHT in whole points, each side 1…\(maximumSide), e.g. --size 1280x720 (got \(given))",
                     exitCode: 2)
    }

    /// `--tolerance N` (capture with `--compare`, suite): how far each 8-bit channel may differ.
    public static let toleranceRange = 0...255

    /// `--max-differing FRACTION` (capture with `--compare`, suite): a fraction 0…1 of the pixels.
    public static func checkMaxDiffering(_ fraction: Double) throws(CaptureError) {
        guard (0...1).contains(fraction) else {
            throw CaptureError("--max-differing must be a fraction 0…1, e.g. --max-differing 0.002 "
                               + "(got \(NumberText.canonical(fraction) ?? "\(fraction)"))", exitCode: 2)
        }
    }

    /// `--fps FPS`: a finite number > 0.
    public static func checkFPS(_ fps: Double) throws(CaptureError) {
        guard fps.isFinite, fps > 0 else {
            throw CaptureError("--fps must be a number > 0, e.g. --fps 60 (got \(NumberText.canonical(fps) ?? "\(fps)"))", exitCode: 2)
        }
    }
}
