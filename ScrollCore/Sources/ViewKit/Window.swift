import ScrollPhysics

/// The root of a view tree and the entry point for touches (UIWindow plus the part of UIApplication
/// that dispatches touches).
///
/// The platform layer reports fingers with `sendTouch(_:at:time:id:)` (window points, seconds) and
/// moves time on with `advance(to:)` every frame, so recognizers with deadlines (long press, the wait
/// for a second tap) resolve and the scroll views in the tree glide, bounce and land without any
/// clock being read: `time` is the tree's one clock (`Window+Clock.swift`). Window coordinates are
/// this view's own coordinates (keep `bounds.origin` at zero).
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

    /// The latest time (s) seen through `sendTouch` or `advance(to:)`; `nil` before the first. The
    /// one clock of the view tree: the scroll views in it read it as their `currentTime`.
    public internal(set) var time: Double?
    /// The views in the tree that change with time alone (scroll views), in the order they joined
    /// it: `advance(to:)` steps each of them whenever the clock moves (`Window+Clock.swift`).
    var timedViews: [any WindowTimed] = []
    /// Other objects on the clock (`addClockClient(_:)`), in the order they were added.
    var clockClients: [WeakClockClient] = []
    /// True while `advance(to:)` runs a step: a call made from inside one (a recognizer's action,
    /// a delegate callback) finds the clock already where it is going and does nothing.
    var isStepping = false

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
}
