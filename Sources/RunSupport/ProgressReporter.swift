import Foundation

/// The capture progress line on stderr, `frame 120/181, 57.3 fps`, shown only for runs that last
/// longer than `threshold` (2 s: runs longer than a couple of seconds), so short CI
/// runs stay silent. On a terminal the line updates in place ("\r" and erase-to-end-of-line) at
/// most every 0.2 s; otherwise (a CI log) a new line is printed at most every 2 s.
///
/// Time is passed in (seconds on any monotonic clock, e.g. `ProgressReporter.now()`), so the
/// reporter itself is deterministic and testable; only this app layer reads the clock.
public struct ProgressReporter {
    /// Frames in the run.
    public let totalFrames: Int
    /// Clock reading when the run started.
    public let startTime: Double
    /// Seconds of running before the first line appears.
    public var threshold = 2.0
    /// Whether stderr is a terminal (update in place) or a log (append lines).
    public let interactive: Bool
    private let output: (String) -> Void
    private var lastPrint = -Double.infinity
    private var lastFrames = 0
    private var printedAnything = false

    /// - Parameters:
    ///   - interactive: default: whether stderr is a terminal.
    ///   - output: where text goes; default: stderr, unbuffered.
    public init(totalFrames: Int, startTime: Double, interactive: Bool = isatty(STDERR_FILENO) == 1,
                output: @escaping (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.totalFrames = totalFrames; self.startTime = startTime
        self.interactive = interactive; self.output = output
    }

    /// Seconds on the monotonic clock (CLOCK_MONOTONIC), for `startTime` and `now`.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// The line's text: `frame DONE/TOTAL, X fps` (X with one decimal; "…" before any time passed).
    public func line(framesDone: Int, now: Double) -> String {
        let elapsed = now - startTime
        let fps = elapsed > 0 ? String((Double(framesDone) / elapsed * 10).rounded() / 10) : "…"
        return "frame \(framesDone)/\(totalFrames), \(fps) fps"
    }

    /// Call after each frame with the number of frames finished.
    public mutating func update(framesDone: Int, now: Double) {
        lastFrames = framesDone
        guard now - startTime > threshold, now - lastPrint >= (interactive ? 0.2 : 2.0) else { return }
        lastPrint = now
        emit(line(framesDone: framesDone, now: now))
    }

    /// Call once after the run: prints the final count (ending the line) if a line was shown.
    public mutating func finish(now: Double) {
        guard printedAnything else { return }
        emit(line(framesDone: lastFrames, now: now))
        if interactive { output("\n") }
    }

    private mutating func emit(_ text: String) {
        printedAnything = true
        output(interactive ? "\r" + text + "\u{1B}[K" : text + "\n")
    }
}
