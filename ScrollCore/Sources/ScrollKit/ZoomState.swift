import ScrollPhysics

/// Zoom bookkeeping of a scroll view: a pinch in progress, or an animated zoom / zoom bounce.
struct ZoomState {
    enum Phase { case idle, pinching, animating }
    var phase = Phase.idle
    /// Scale when the pinch began.
    var pinchStartScale = 1.0
    /// The content point (unzoomed content coordinates) under the pinch anchor when it began.
    var pinchContentPoint = Point.zero
    /// Latest pinch anchor (points from the view's visible top-left).
    var pinchAnchor = Point.zero
    /// The running zoom animation (valid in `.animating`).
    var animation = ZoomAnimation(from: 1, to: 1, fromOffset: .zero, toOffset: .zero, anchor: nil, startTime: 0)
}

/// An animated zoom from (scale, offset) to (scale, offset): progress u follows a critically damped
/// spring 0 → 1 (`SpringDescription.snap`), the scale moves linearly in u, and the offset keeps the
/// content point under `anchor` fixed (plus a correction growing with u that lands exactly on the end
/// offset, e.g. when the end had to be clamped into the range).
struct ZoomAnimation {
    /// Progress tolerance: 1e-4 of the zoom is far below a pixel for any sensible scale change.
    static let tolerance = Tolerance(distance: 1e-4, velocity: 1e-3)

    var from: Double, to: Double
    var fromOffset: Point, toOffset: Point
    /// Fixed point (points from the view's visible top-left), or nil to move the offset linearly.
    var anchor: Point?
    var startTime: Double
    var progress: SpringSimulation

    init(from: Double, to: Double, fromOffset: Point, toOffset: Point, anchor: Point?, startTime: Double) {
        self.from = from
        self.to = to
        self.fromOffset = fromOffset
        self.toOffset = toOffset
        self.anchor = anchor
        self.startTime = startTime
        progress = SpringSimulation(spring: .snap, start: 0, end: 1, velocity: 0, tolerance: Self.tolerance)
    }

    func isDone(at time: Double) -> Bool { progress.isDone(time - startTime) }
    /// Absolute time (s) at which it is done.
    var endTime: Double { startTime + progress.duration }

    /// Scale and offset at absolute `time` (s).
    func state(at time: Double) -> (scale: Double, offset: Point) {
        let u = progress.x(time - startTime)
        if u >= 1 { return (to, toOffset) }
        let s = from + (to - from) * u
        guard let a = anchor, from > 0 else { return (s, fromOffset + (toOffset - fromOffset) * u) }
        let p = (a + fromOffset) * (1 / from)
        let correction = toOffset - (p * to - a)
        return (s, p * s - a + correction * u)
    }
}
