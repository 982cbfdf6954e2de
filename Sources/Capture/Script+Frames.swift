extension Script {
    /// Number of frames in the run: frames i = 0, 1, …, L at t = i / fps, where L = ⌈duration·fps⌉
    /// (a product within 1e-9 of a whole number counts as that number), so the first frame is at
    /// t = 0 and the last is the first frame time ≥ `duration`. 3 s at 60 fps → 181 frames
    /// (t = 0 … 3); 1 s at 144 fps → 145; 0.1 s at 30 fps → 4.
    /// To run at the CLI's `--fps`, apply `overriding(fps:)` first.
    public var frameCount: Int {
        let product = duration * fps
        let last = abs(product - product.rounded()) <= 1e-9 * max(1, product) ? product.rounded() : product.rounded(.up)
        return Int(last) + 1
    }

    /// Time of frame `i` in seconds: exactly `Double(i) / fps`, one correctly rounded division, so
    /// frame 3 at 30 fps is the very Double a script means by `"t": 0.1`.
    public func frameTime(_ i: Int) -> Double { Double(i) / fps }

    /// All frame times, `frameTime(0)` … `frameTime(frameCount - 1)`.
    public var frameTimes: [Double] { (0..<frameCount).map(frameTime) }
}

/// Hands a script's inputs to the frame loop on the virtual clock (README, "Headless capture"): each input is
/// delivered, with its own timestamp, before the first frame whose time is ≥ the input's time.
///
/// ```
/// var scheduler = InputScheduler(script.inputs)
/// for i in 0..<script.frameCount {
///     let t = script.frameTime(i)
///     for input in scheduler.inputs(through: t) { app.handle(input) }  // input.t ≤ t
///     app.frame(at: t)
/// }
/// ```
public struct InputScheduler: Sendable {
    private let pending: [ScriptInput]
    private var next = 0

    /// `inputs` must be sorted by time (as `Script.inputs` is).
    public init(_ inputs: [ScriptInput]) { pending = inputs }

    /// The inputs not yet delivered whose time is ≤ `frameTime` (+ `Script.timeTolerance`), in
    /// order, and marks them delivered. Frame times must not decrease between calls.
    public mutating func inputs(through frameTime: Double) -> ArraySlice<ScriptInput> {
        let start = next
        while next < pending.count && pending[next].t <= frameTime + Script.timeTolerance { next += 1 }
        return pending[start..<next]
    }

    /// How many inputs have not been delivered yet.
    public var remainingCount: Int { pending.count - next }
}
