import ScrollPhysics

/// Something that changes with time alone and so runs on a window's clock (docs/architecture.md,
/// "Time: one clock per view tree"): a view (`WindowTimedView`) or another object that adds itself
/// with `addClockClient(_:)` (a desktop input router: a wheel gesture ends after its silence).
package protocol WindowTimed: AnyObject {
    /// The earliest time (s) at which it must be stepped at that very time (a motion lands and
    /// reports its end; a wheel gesture's silence runs out); nil: none. A time after the window's
    /// splits the window's step there, as its recognizers' deadlines do; a view's time at or before
    /// the window's (a motion started during this step that is already done) gets it stepped once
    /// more at the step's end, so it lands now rather than at the next frame.
    var nextStepTime: Double? { get }
    /// Brings it to `time` (s), which the window has just made its `time`: the views each time the
    /// clock moves on, the other clients after them at every step (a call at the clock's own time
    /// too), then the recognizers act.
    func step(to time: Double)
}

/// A view on its window's clock — ScrollKit's `ScrollView`: a glide, a bounce, an animation — which
/// the window registers when it moves into the window's tree (with the subtree it belongs to) and
/// drops when it moves out, so a frame asks only these views, never the whole tree.
package protocol WindowTimedView: WindowTimed {
    /// The view has joined the tree of `window`, whose clock it now runs on.
    func didJoinWindowClock(_ window: Window)
    /// The view has left the tree of a window whose clock read `time` (nil: it had none yet): from
    /// now on it keeps a time of its own, starting there.
    func didLeaveWindowClock(at time: Double?)
}

/// A clock client held weakly (it usually holds the window).
struct WeakClockClient {
    weak var client: (any WindowTimed)?
}

/// The root of a view tree and the entry point for touches (UIWindow plus the part of UIApplication
/// that dispatches touches).
///
/// The platform layer reports fingers with `sendTouch(_:at:time:id:)` (window points, seconds) and
/// moves time on with `advance(to:)` every frame, so recognizers with deadlines (long press, the wait
/// for a second tap) resolve and the scroll views in the tree glide, bounce and land without any
/// clock being read: `time` is the tree's one clock (`advance(to:)`). Window coordinates are
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
    public private(set) var time: Double?
    /// The views in the tree that change with time alone (scroll views), in the order they joined
    /// it: `advance(to:)` steps each of them whenever the clock moves.
    var timedViews: [any WindowTimedView] = []
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

    /// The views on the clock keep a time of their own from the window's last one (a scroll view the
    /// app still holds carries on from there).
    deinit {
        for view in timedViews { view.didLeaveWindowClock(at: time) }
    }
}

/// The view tree's one clock: `time`, moved on by inputs and frames, and what moving it runs —
/// recognizers' deadlines and the timed views' motions — each at its own time.
extension Window {
    /// Moves time on to `time` (seconds): the views in the tree that change with time alone (scroll
    /// views) are stepped there, then the clock's other clients (desktop input routers, whose wheel
    /// gestures end after their silence), then every recognizer taking part in a gesture gets `advance(to:)`,
    /// so deadlines pass (a long press begins after 0.5 s held; a single tap that waits for a double
    /// tap is recognized once the double tap has timed out). Call it every frame. Times earlier than
    /// `time` are ignored, and so is a call made while a step runs (from a recognizer's action or a
    /// delegate callback): the clock is then already where the step takes it.
    ///
    /// Deadlines and motion ends happen at their own times, not at the frame's: a step that passes a
    /// recognizer's `nextDeadline`, the moment a scroll view's glide or animation lands or a wheel
    /// gesture's silence ends is split there — everything on the clock is stepped to that time, and
    /// what that causes (an ended callback, other recognizers failing, held touches delivered)
    /// happens then, in time order — so a long press held still begins 0.5 s after touch-down and a
    /// fling lands at its own time at 30 fps as at 240, as inputs (which carry their own times) do.
    /// A call at the clock's own time steps no view again (nothing moved); the other clients and the
    /// recognizers are asked again.
    public func advance(to time: Double) {
        guard time.isFinite, !isStepping else { return }
        if let t = self.time, time < t { return }
        // A handful per frame (a long press, then the failures it causes; a zoom's end, then the glide
        // it re-aimed, per view; a wheel gesture's and a Ctrl+wheel pinch's ends, per client);
        // anything later waits for the frame's step.
        for _ in 0..<(8 + 4 * timedViews.count + 2 * clockClients.count) {
            guard let next = nextStepTime, next < time else { break }
            step(to: next)
        }
        step(to: time)
    }

    /// The earliest time still ahead at which something must happen at its own time: a deadline of a
    /// recognizer taking part in a gesture, the end of a timed view's motion, a client's silence end.
    private var nextStepTime: Double? {
        let now = time ?? -.infinity
        var earliest: Double?
        func consider(_ t: Double?) {
            if let t, t > now, t.isFinite { earliest = min(earliest ?? t, t) }
        }
        for g in participants where !g.state.isFinished { consider(g.nextDeadline) }
        for v in timedViews { consider(v.nextStepTime) }
        // By index: the weak reference is read in place, not copied out with its element.
        for i in clockClients.indices { consider(clockClients[i].client?.nextStepTime) }
        return earliest
    }

    private func step(to time: Double) {
        let moved = self.time.map { time > $0 } ?? true
        self.time = time
        isStepping = true
        defer { isStepping = false }
        // Snapshots: a delegate callback may move views in or out; one that joined waits for the next
        // step. The views first (only when the clock moved: they are already at this time otherwise),
        // so a client acting now (a wheel gesture ending) finds its scroll view at this time.
        if moved { for v in timedViews { v.step(to: time) } }
        let clients = clockClients
        for i in clients.indices { clients[i].client?.step(to: time) }
        dispatchDepth += 1
        for g in participants where !g.state.isFinished { g.advance(to: time) }
        dispatchDepth -= 1
        settle()
        // What this step started and is already over (a release with nothing left to do) ends now.
        for v in timedViews where v.nextStepTime.map({ $0 <= time }) == true { v.step(to: time) }
    }

    // MARK: - Registration

    /// Runs `client` on this window's clock: it is stepped at every step (after the views, before the
    /// recognizers), and its `nextStepTime` splits the window's steps. Held weakly; adding it twice
    /// adds it once.
    package func addClockClient(_ client: any WindowTimed) {
        clockClients.removeAll { $0.client == nil }
        guard !clockClients.contains(where: { $0.client === client }) else { return }
        clockClients.append(WeakClockClient(client: client))
    }

    /// `view` (now in this window's tree, or no longer) starts or stops running on this clock.
    func startTiming(_ view: any WindowTimedView) {
        guard !timedViews.contains(where: { $0 === view }) else { return }
        timedViews.append(view)
        view.didJoinWindowClock(self)
    }

    func stopTiming(_ view: any WindowTimedView) {
        guard let i = timedViews.firstIndex(where: { $0 === view }) else { return }
        timedViews.remove(at: i)
        view.didLeaveWindowClock(at: time)
    }
}
