import ScrollPhysics

/// The root of a view tree and the entry point for touches (UIWindow plus the part of UIApplication
/// that dispatches touches).
///
/// The platform layer reports fingers with `sendTouch(_:at:time:id:)` (window points, seconds) and
/// moves time on with `advance(to:)` every frame, so recognizers with deadlines (long press, the wait
/// for a second tap) resolve without any clock being read. Window coordinates are this view's own
/// coordinates (keep `bounds.origin` at zero).
///
/// Delivery rules (UIKit): a touch is hit-tested once, when it begins, and stays with that view. The
/// recognizers on the hit view and on its ancestors (hit view first, then up; each view's in the order
/// added) receive each event before the view does. The view gets the event through its touch methods,
/// which forward up the responder chain by default (view → superview → … → window → `application`).
/// When a recognizer recognizes with `cancelsTouchesInView`, the view gets `touchesCancelled` (or
/// nothing, if it had not seen the touch yet) and nothing more from those touches.
open class Window: View {
    /// The end of the responder chain.
    public let application: Application

    /// Longest time (s) from one tap's lift to the next touch-down for the two to count as a
    /// multi-tap (`Touch.tapCount`, `TapGestureRecognizer`). UIKit's private default
    /// maximumIntervalBetweenSuccessiveTaps, 0.35 s (as ported by Mocha's TapGestureRecognizer);
    /// Flutter kDoubleTapTimeout is 0.3 s.
    public static let multiTapInterval = 0.35
    /// Farthest (points) the next touch-down may be from the previous tap for a multi-tap. UIKit's
    /// private tap allowableMovement, 45 pt (Mocha); Flutter kDoubleTapSlop is 100.
    public static let multiTapDistance = 45.0

    /// The latest time (s) seen through `sendTouch` or `advance(to:)`; `nil` before the first.
    public private(set) var time: Double?

    /// Touches down now, by the identifier the input source gave.
    var liveTouches: [Int: Touch] = [:]
    /// Finished or live touches whose view still has phases waiting (delaysTouches…).
    var touchesAwaitingDelivery: [Touch] = []
    /// Recognizers that received touches since their last reset.
    var participants: [GestureRecognizer] = []
    /// Nesting depth of dispatch; view deliveries and resets wait until it returns to zero.
    var dispatchDepth = 0
    /// Where and when the last tap lifted, and its tap count (for `Touch.tapCount`).
    var lastTap: (location: Point, time: Double, count: Int)?
    /// The pinch recognizer a pinch without touches (`sendPinch`) drives, while one is in progress.
    var pointerPinch: PinchGestureRecognizer?

    /// A window whose frame is `frame` (usually the GLFW window's size in points at the origin).
    public init(frame: Rect, application: Application = Application()) {
        self.application = application
        super.init(frame: frame)
    }

    /// The application object (UIWindow's next responder is the application).
    open override var next: Responder? { application }

    /// The window itself.
    open override var window: Window? { self }

    /// True while a gesture is under way: a recognizer has received touches and has not yet
    /// recognized-and-ended or failed, so `advance(to:)` may still make it act on a deadline (a long
    /// press held still, a single tap waiting out the double-tap interval). A window that draws only
    /// when something changes keeps advancing while this is true.
    public var hasGestureInProgress: Bool {
        participants.contains { !$0.state.isFinished }
    }

    /// The touches down now.
    public var activeTouches: [Touch] { liveTouches.values.sorted { $0.identifier < $1.identifier } }

    /// Moves time on to `time` (seconds): every recognizer taking part in a gesture gets
    /// `advance(to:)`, so deadlines pass (a long press begins after 0.5 s held; a single tap that waits
    /// for a double tap is recognized once the double tap has timed out). Call it every frame.
    /// Times earlier than `time` are ignored.
    ///
    /// Deadlines fire at their own times, not at the frame's: a step that passes a recognizer's
    /// `nextDeadline` is split there — every recognizer is advanced to that time and what it causes
    /// (other recognizers failing, held touches delivered) happens then — so a long press held still
    /// begins 0.5 s after touch-down at 30 fps as at 240, as inputs (which carry their own times) do.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        if let t = self.time, time < t { return }
        // A handful per frame (a long press, then the failures it causes); anything later waits.
        for _ in 0..<8 {
            guard let deadline = nextDeadline, deadline < time else { break }
            step(to: deadline)
        }
        step(to: time)
    }

    /// The earliest deadline still ahead among the recognizers taking part in a gesture.
    private var nextDeadline: Double? {
        let now = time ?? -.infinity
        var earliest: Double?
        for g in participants where !g.state.isFinished {
            if let d = g.nextDeadline, d > now, d.isFinite { earliest = min(earliest ?? d, d) }
        }
        return earliest
    }

    private func step(to time: Double) {
        self.time = time
        dispatchDepth += 1
        for g in participants where !g.state.isFinished { g.advance(to: time) }
        dispatchDepth -= 1
        settle()
    }
}
