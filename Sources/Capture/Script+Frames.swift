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

    /// True when something at time `t` (an input, a capture event) belongs to the frame at
    /// `frameTime`'s time or an earlier one: t ≤ frameTime + `timeTolerance`. The one rule for
    /// which frame an event lands in: `InputScheduler` delivers inputs and capture events by it,
    /// and `frame(showing:)` reports frames by it.
    public static func isDue(_ t: Double, byFrameAt frameTime: Double) -> Bool { t <= frameTime + timeTolerance }

    /// The frame that shows what happens at time `t` (≥ 0): the first frame `t` is due by
    /// (`isDue`). A capture event at `t` saves this frame's image.
    public func frame(showing t: Double) -> Int {
        var frame = max(0, Int((t * fps).rounded(.down)) - 1)
        while !Self.isDue(t, byFrameAt: frameTime(frame)) { frame += 1 }
        return frame
    }

    /// The frame whose image capture `name` saves, or nil when no capture event has that name.
    public func captureFrame(_ name: String) -> Int? {
        events.first(where: { $0.kind == .capture(name: name) }).map { frame(showing: $0.t) }
    }
}
