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
