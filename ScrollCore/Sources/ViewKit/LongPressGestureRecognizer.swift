import ScrollPhysics

/// Recognizes a finger held still (UILongPressGestureRecognizer): continuous; begins once the touch has
/// been down `minimumPressDuration` without moving more than `allowableMovement`, changes on every
/// move after that (no movement limit any more), ends when the finger lifts.
///
/// The beginning happens in `advance(to:)`, so the window's time must move on while the finger rests
/// (`Window.advance(to:)` every frame; the next touch event also advances time first). Holding still
/// does not compete with a pan (WWDC 2011 session 104): the pan never begins, and once the long press begins the
/// pan fails. Seed 004 picks a view up on `.began` and moves it on `.changed`, keeping the offset
/// between the finger and the view's centre.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// UIKit defaults (UILongPressGestureRecognizer.h): 0.5 s and 10 pt.
    public static let defaultMinimumPressDuration = 0.5
    /// 10 pt: UIKit's default allowable movement (UILongPressGestureRecognizer.h).
    public static let defaultAllowableMovement = 10.0

    /// Seconds the finger must rest before the gesture begins.
    public var minimumPressDuration = LongPressGestureRecognizer.defaultMinimumPressDuration
    /// Farthest (points) the finger may move before the gesture begins.
    public var allowableMovement = LongPressGestureRecognizer.defaultAllowableMovement
    /// Fingers that must be down. Default 1.
    public var numberOfTouchesRequired = 1

    private var start: (location: Point, time: Double)?

    /// A long press with UIKit's defaults: one finger resting 0.5 s, moving at most 10 pt.
    public override init() { super.init() }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if numberOfTouches > numberOfTouchesRequired {
            if state.isActive { state = .cancelled } else { state = .failed }
            return
        }
        if state == .possible, numberOfTouches == numberOfTouchesRequired, let here = currentWindowLocation {
            start = (here, touches.map(\.timestamp).max() ?? event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            if let s = start, let here = currentWindowLocation, (here - s.location).length > allowableMovement {
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if state.isActive { state = .ended } else if state == .possible { state = .failed }
    }

    open override func advance(to time: Double) {
        guard let deadline = nextDeadline else { return }
        if time >= deadline { state = .began }
    }

    /// Touch-down + `minimumPressDuration`, while the finger rests.
    open override var nextDeadline: Double? {
        guard state == .possible, let s = start, numberOfTouches == numberOfTouchesRequired else { return nil }
        return s.time + minimumPressDuration
    }

    open override func reset() { start = nil }
}
