import ScrollPhysics

/// Recognizes a drag (UIPanGestureRecognizer): begins once the touches' centroid has moved `slop`
/// points from where it went down, changes on every move, ends when the last touch lifts.
///
/// `translation(in:)` is a vector in window space (no transforms here, so no conversion is needed; a
/// scale would be the only one). It never depends on any view's `bounds.origin`, so it stays right
/// when the hosting view is the scroll view itself and its bounds origin moves during the drag.
/// The translation at `.began` already includes the slop distance (UIKit); subtract it or call
/// `setTranslation(.zero, in:)` in the began action to start from zero. Touches added or lifted
/// mid-gesture do not make the translation jump.
///
/// Subclasses may set `state = .began` inside `touchesBegan` (after calling `super`) to begin at
/// once, without slop — a scroll view catching moving content does this.
open class PanGestureRecognizer: GestureRecognizer {
    /// Default movement (points) before a pan begins with a mouse: "a few points" (docs/scroll-behaviour.md, "Physics", drag
    /// slop). Flutter uses kPrecisePointerPanSlop = 2 for mice and kPanSlop = 36 for fingers; 3 keeps
    /// a slightly shaky click a click.
    public static let defaultSlop = 3.0

    /// Movement (points, window space) before the pan may begin. 0 begins on the first move.
    public var slop = PanGestureRecognizer.defaultSlop

    /// Movement of earlier runs of touches (before the latest touch was added or lifted), window space.
    private var earlierRuns = Point.zero
    /// Sum of the jumps made by `setTranslation`.
    private var userOffset = Point.zero
    /// Centroid (window) the current run of touches is measured from.
    private var anchor: Point?
    /// Centroid (window) after the latest event.
    private var lastCentroid: Point?
    /// Samples of the translation for `velocity(in:)`; its newest sample's time is the latest touch
    /// event's (the recognizer keeps no other copy of it).
    private var tracker = VelocityTracker()

    /// A pan of any number of fingers that begins once they move `slop` points.
    public override init() { super.init() }

    /// The drag's translation since the touch went down (or since the last `setTranslation`), in
    /// points. Same vector for every view (window space; see the type's notes).
    open func translation(in view: View?) -> Point {
        userOffset + motion
    }

    /// Translation without `setTranslation` jumps: where the finger has gone since touch-down.
    private var motion: Point {
        guard let anchor, let c = lastCentroid else { return earlierRuns }
        return earlierRuns + (c - anchor)
    }

    /// Makes the current translation equal `translation` (points); later moves add to it. The velocity
    /// is unaffected.
    open func setTranslation(_ translation: Point, in view: View?) {
        userOffset += translation - self.translation(in: view)
    }

    /// Velocity of the drag in points per second, as of the latest touch event (positive when the
    /// finger moves right/down). UIKit's release law (ScrollPhysics `VelocityTracker`: the last
    /// three inter-sample velocities, weighted, at the touch rate); zero if the finger rested more than 50 ms before that event, e.g. before
    /// lifting. Measured on the translation, so it ignores `setTranslation` jumps.
    open func velocity(in view: View?) -> Point {
        tracker.velocity()
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        let time = touches.map(\.timestamp).max() ?? event.timestamp
        rebase(from: lastCentroid)
        record(time)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        lastCentroid = centroid(self.touches) ?? lastCentroid
        record(touches.map(\.timestamp).max() ?? event.timestamp)
        switch state {
        case .possible:
            if translation(in: nil).length >= slop && slop.isFinite { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        let time = touches.map(\.timestamp).max() ?? event.timestamp
        if self.touches.isEmpty {
            lastCentroid = centroid(Array(touches)) ?? lastCentroid
            record(time)
            if state.isActive { state = .ended } else if state == .possible { state = .failed }
        } else {
            rebase(from: centroid(self.touches + Array(touches)))
            record(time)
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
    }

    open override func reset() {
        earlierRuns = .zero
        userOffset = .zero
        anchor = nil
        lastCentroid = nil
        tracker.reset()
    }

    /// The set of touches changed: fold the run so far (which ended at `before`, the centroid of the
    /// old set) into `earlierRuns` and measure from the centroid of the new set.
    private func rebase(from before: Point?) {
        if let anchor, let before { earlierRuns += before - anchor }
        anchor = centroid(self.touches)
        lastCentroid = anchor
    }

    private func record(_ time: Double) {
        tracker.add(motion, time: time)
    }

    private func centroid(_ touches: [Touch]) -> Point? {
        guard !touches.isEmpty else { return nil }
        return touches.reduce(Point.zero) { $0 + $1.windowLocation } * (1 / Double(touches.count))
    }
}
