import ScrollPhysics

/// Recognizes a pinch (UIPinchGestureRecognizer): two touches moving apart or together.
///
/// - It tracks the first two touches that reach it; a third (and any later) touch is ignored
///   (`ignore(_:for:)`): it neither ends the pinch nor changes its scale.
/// - It begins once both touches are down and their distance has changed by `threshold` points
///   since the second went down. `scale` is the distance over the distance at touch-down (when the
///   second finger went down), as UIPinchGestureRecognizer's: at recognition it already holds the
///   threshold's change (about 1.03 for fingers 100 pt apart), so content zoomed by it stays under
///   the fingers — spreading them twice as far apart zooms exactly 2× (docs/scroll-behaviour.md, "Pinch").
/// - It changes on every move, and when one of the two lifts (the scale is then held, `numberOfTouches`
///   is 1 and the location is the remaining touch). It ends when the last lifts; cancelled touches
///   cancel it. Lifting a finger before it began leaves it possible (a new second finger makes a new
///   pair); it fails when the last lifts.
/// - `location(in:)` is the centroid of the tracked touches.
/// - A device without touches (a trackpad pinch, Ctrl+wheel) drives it through
///   `Window.sendPinch(_:scale:at:time:)`: it begins at once with the scale the device reports,
///   at the pointer (UIKit's transform events), and `numberOfTouches` stays 0.
///
/// Time is the touches' timestamps (seconds), never read from a clock.
open class PinchGestureRecognizer: GestureRecognizer {
    /// Change (points) in the two touches' distance before a pinch begins: 3 pt, the few points a
    /// pan needs with a mouse (`PanGestureRecognizer.defaultSlop`). UIKit's value is private;
    /// docs/scroll-behaviour.md ("Pinch") compares Flutter's and Android's.
    public static let defaultThreshold = 3.0

    /// Change in distance (points, window space) before the pinch may begin. 0 begins on the first
    /// move that changes the distance.
    public var threshold = PinchGestureRecognizer.defaultThreshold

    /// The two tracked touches (the pair), in the order they went down; lifted ones stay listed.
    private var pair: [Touch] = []
    /// The pair's distance when its second touch went down (the threshold is measured from it).
    private var downDistance: Double?
    /// The distance the touch scale counts from (scale 1): the pair's distance at touch-down (or at
    /// recognition, when the two went down on the same point).
    private var baseDistance: Double?
    /// The scale the touches show now, before `setScale` adjustments: distance over `baseDistance`,
    /// held once a touch of the pair lifts.
    private var touchScale = 1.0
    /// Factor `scale` carries from assignments (UIKit lets the action reset the scale to 1).
    private var scaleFactor = 1.0
    /// Samples of `scale` over time for `velocity` (x: scale).
    private var tracker = VelocityTracker()
    /// A pinch with no touches in progress: its location (window points).
    private var pointerLocation: Point?
    /// Centroid (window) of the pair at its latest event, held when the touches lift.
    private var pairCentroid: Point?

    /// Time (s) of the latest event the recognizer took in (a touch's timestamp or a `sendPinch`);
    /// 0 before any. Its actions use it as the time of the state change.
    public private(set) var timestamp = 0.0

    /// A pinch recognizer with no actions yet.
    public override init() { super.init() }

    /// The pinch's scale: the touches' distance over their distance at touch-down (already past 1 by
    /// the threshold when it begins); for a pinch without touches, the device's cumulative scale. Setting it (UIKit's
    /// "reset the scale to 1" idiom) makes later values relative to the new one, and resets `velocity`.
    public var scale: Double {
        get { scaleFactor * touchScale }
        set {
            guard newValue.isFinite, newValue > 0, touchScale > 0 else { return }
            scaleFactor = newValue / touchScale
            tracker.reset()
        }
    }

    /// How fast the scale changes, in scale factor per second, as of the latest event: UIKit's
    /// release law over the latest samples (ScrollPhysics `VelocityTracker`), zero when the scale rested more than
    /// 50 ms before it. Positive while the fingers spread.
    public var velocity: Double { tracker.velocity(at: timestamp).x }

    /// The centroid of the pair's live touches in `view`'s coordinates (`nil`: window); the pointer
    /// for a pinch without touches; after the touches lift, where they were.
    open override func location(in view: View?) -> Point {
        let live = pair.filter { !$0.phase.isFinished }
        let w: Point
        if let p = pointerLocation {
            w = p
        } else if !live.isEmpty {
            w = live.reduce(Point.zero) { $0 + $1.windowLocation } * (1 / Double(live.count))
        } else {
            w = pairCentroid ?? super.location(in: nil)
        }
        return view.map { $0.convert(w, from: nil) } ?? w
    }

    // MARK: - Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        note(touches, event)
        for t in touches.sorted(by: { $0.identifier < $1.identifier }) {
            let live = pair.filter { !$0.phase.isFinished }
            if state == .possible && live.count < 2 {
                pair = live + [t]
                if pair.count == 2 { downDistance = distance() }
            } else {
                ignore(t, for: event)  // a third finger, or any finger after the pair broke
            }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        note(touches, event)
        let live = pair.filter { !$0.phase.isFinished }
        switch state {
        case .possible:
            guard live.count == 2, let d0 = downDistance, let d = distance(), d > 0 else { return }
            if abs(d - d0) >= threshold {
                // UIKit counts the scale from touch-down: the change the threshold held back is
                // caught up now, so the content under the fingers stays there.
                baseDistance = d0 > 0 ? d0 : d
                touchScale = d / (d0 > 0 ? d0 : d)
                pairCentroid = location(in: nil)
                sample()
                state = .began
            }
        case .began, .changed:
            if live.count == 2, let d = distance(), let d0 = baseDistance, d > 0 { touchScale = d / d0 }
            pairCentroid = location(in: nil)
            sample()
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        note(touches, event)
        let live = pair.filter { !$0.phase.isFinished }
        switch state {
        case .possible:
            if live.isEmpty { state = .failed } else { pair = live; downDistance = nil }
        case .began, .changed:
            sample()
            state = live.isEmpty ? .ended : .changed
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        note(touches, event)
        super.touchesCancelled(touches, with: event)
    }

    open override func reset() {
        pair.removeAll()
        downDistance = nil
        baseDistance = nil
        touchScale = 1
        scaleFactor = 1
        tracker.reset()
        pointerLocation = nil
        pairCentroid = nil
    }

    // MARK: - A pinch without touches (Window.sendPinch)

    /// A device pinch began at window point `location`: the recognizer begins at once (scale 1).
    func pointerPinchBegan(at location: Point, time: Double) {
        timestamp = max(timestamp, time)
        pointerLocation = location
        touchScale = 1
        sample()
        state = .began
    }

    /// The device's cumulative `scale` since it began, at `location`.
    func pointerPinchChanged(scale: Double, at location: Point, time: Double) {
        guard state.isActive else { return }
        timestamp = max(timestamp, time)
        pointerLocation = location
        touchScale = scale
        sample()
        state = .changed
    }

    /// The device pinch ended (or was cancelled: `cancelled`).
    func pointerPinchEnded(time: Double, cancelled: Bool) {
        guard state.isActive else { return }
        timestamp = max(timestamp, time)
        sample()
        state = cancelled ? .cancelled : .ended
    }

    // MARK: - Helpers

    private func note(_ touches: Set<Touch>, _ event: Event) {
        timestamp = max(timestamp, touches.map(\.timestamp).max() ?? event.timestamp)
    }

    private func sample() { tracker.add(Point(x: scale, y: 0), time: timestamp) }

    /// Distance between the pair's two touches (window points), nil unless both are down.
    private func distance() -> Double? {
        guard pair.count == 2, pair.allSatisfy({ !$0.phase.isFinished }) else { return nil }
        return (pair[0].windowLocation - pair[1].windowLocation).length
    }
}
