import ScrollPhysics
import ViewKit
import ScrollKit

/// Turns desktop input (mouse, wheel, trackpad, keys — each with an explicit time) into `Window`
/// touches and `ScrollView` calls. Platform-free: the GLFW window loop and the headless capture both
/// feed it the same way, so a recorded script replays exactly.
///
/// - Mouse: the left button is one finger (touch id 0). Positions are window points (GLFW cursor
///   coordinates), not framebuffer pixels. Moves while the button is up are ignored (no hover).
/// - Wheel and trackpad (`scroll(dx:dy:shift:time:)`): see `DesktopInputRouter+Scroll.swift`.
/// - Keys (`keyPressed(_:time:)`): see `DesktopInputRouter+Keys.swift`.
/// - Other fingers (a scripted pinch) and Ctrl+wheel (`touch(_:id:at:time:)`,
///   `zoomWheel(notches:at:time:)`): see `DesktopInputRouter+Pinch.swift`.
/// - Time: call `advance(to:)` once per frame. It ends a wheel/trackpad gesture after 100 ms of silence,
///   then moves the window's clock on, which runs long-press and multi-tap deadlines and steps every
///   scroll view in the window. Every input method first does the same up to its own time, so events
///   and frames may interleave freely as long as times do not go backwards.
///
/// Not thread-safe; use it from the frame loop.
public final class DesktopInputRouter {
    /// Receives the mouse as touches.
    public let window: Window
    /// Receives wheel, trackpad and key scrolling. Nil: those inputs are ignored. A scene with several
    /// scroll views points it at the one under the cursor before each wheel event; switching while a
    /// wheel or trackpad gesture is still open ends that gesture on the old scroll view at the time of
    /// the next input or frame (the wheel event that caused the switch), or at its silence's end if that
    /// comes first — never at whatever frame happened to run last, so where it lands does not depend on
    /// the frame rate — and the old one is never left dragging.
    public var scrollView: ScrollView? {
        didSet {
            guard scrollView !== oldValue else { return }
            let open = scrollGesture
            scrollGesture = nil
            if let pending = switchedAway, pending.scrollView === scrollView {
                // Back before any input: its gesture carries on.
                switchedAway = nil
                scrollGesture = pending.gesture
            }
            if let g = open, let old = oldValue {
                if let pending = switchedAway, let time { endGesture(of: pending, by: time) }
                switchedAway = (old, g)
            }
        }
    }
    /// A scroll view whose wheel gesture was still open when the router switched away from it, with
    /// that gesture: ended by the window's next step (`DesktopInputRouter+Clock.swift`).
    var switchedAway: (scrollView: ScrollView, gesture: (lastTime: Double, kind: ScrollDeltaKind))?

    /// Ends a gesture the router switched away from, at `time` or at its silence's end if earlier.
    func endGesture(of pending: (scrollView: ScrollView, gesture: (lastTime: Double, kind: ScrollDeltaKind)),
                            by time: Double) {
        switchedAway = nil
        pending.scrollView.scrollGestureEnded(time: min(time, pending.gesture.lastTime + Self.scrollGestureSilence))
    }
    /// Silence (s) after the last wheel/trackpad delta that ends the gesture: ~100 ms
    /// (docs/scroll-behaviour.md, "Desktop input").
    public static let scrollGestureSilence = 0.1

    /// The latest time seen (s): the window's (`Window.time`), the one clock of the view tree;
    /// every input and `advance(to:)` moves it on. Nil before the first.
    public var time: Double? { window.time }
    /// True while the left button is down.
    public private(set) var isMouseDown = false

    /// The wheel/trackpad gesture in progress: time of its last delta, and its kind so far
    /// (continuous once any delta was: `ScrollDeltaKind.continuing(_:)`).
    var scrollGesture: (lastTime: Double, kind: ScrollDeltaKind)?
    /// The Ctrl+wheel pinch in progress: its cumulative scale, the pointer where it began, and the
    /// time of its last notch — see `DesktopInputRouter+Pinch.swift`.
    var wheelPinch: (scale: Double, anchor: Point, lastTime: Double)?

    /// A router delivering the mouse to `window` and the wheel, trackpad and keys to `scrollView`.
    /// How far keys and wheel clicks move, and where they land, is the scroll view's
    /// `targetBehavior` (ScrollKit's `ScrollTargetBehavior`), the same one its releases ask.
    /// - Parameters:
    ///   - window: the window the mouse clicks into.
    ///   - scrollView: the scroll view wheels, trackpads and keys scroll (may be hidden: WWDC 2012 session 223's cube demo).
    public init(window: Window, scrollView: ScrollView?) {
        self.window = window
        self.scrollView = scrollView
        window.addClockClient(self)
    }

    // MARK: - Events

    /// Delivers `event` at `time` (seconds, the time it happened) the plain way: the left button is a
    /// finger, other fingers (a script's pinch) are the window's touches, a wheel scrolls the router's
    /// scroll view, Ctrl+wheel pinches the pinch recognizer under the pointer (`zoomWheel`; where
    /// nothing pinches it scrolls), a scrolling key moves the scroll view, and lost focus cancels a
    /// press. This is the routing every app and scene shares, so each writes only what it does
    /// differently (`HostedScrollView.handle(_:time:)` is this).
    /// - Returns: true when the event was used; false for what is the app's: other buttons, Tab,
    ///   Escape and character keys, and resizes (lay out, then `HostedScrollView.resize`).
    @discardableResult
    public func route(_ event: DesktopEvent, time: Double) -> Bool {
        switch event {
        case .mouseDown(let p, .left, _): mouseDown(at: p, time: time)
        case .mouseMove(let p): mouseMoved(to: p, time: time)
        case .mouseUp(let p, .left): mouseUp(at: p, time: time)
        case let .touch(phase, id, p): touch(phase, id: id, at: p, time: time)
        case let .wheel(dx, dy, at, modifiers, kind):
            if modifiers.contains(.control), zoomWheel(notches: dy != 0 ? dy : dx, at: at, time: time) { break }
            scrollWheel(dx: dx, dy: dy, modifiers: modifiers, kind: kind, time: time)
        case .key(.scroll(let key), _, _): keyPressed(key, time: time)
        case .focusLost: cancelPointer(time: time)
        default: return false
        }
        return true
    }

    // MARK: - Time

    /// Moves time on to `time` (seconds): ends a wheel/trackpad gesture silent for
    /// `scrollGestureSilence` (at exactly last delta + 0.1 s), then moves the window's clock on, which
    /// steps the scroll views in the window (`Window.advance(to:)`); a `scrollView` outside the window
    /// (none of the library's arrangements) moves on by its own `advance(to:)`, which for one in the
    /// window finds its clock there already. Earlier times than the latest seen are ignored.
    public func advance(to time: Double) {
        guard catchUp(to: time, isInput: false) else { return }
        scrollView?.advance(to: time)
    }

    /// Moves the window's clock on to `time`: its deadlines, its scroll views' motion ends and the
    /// ends of this router's silent wheel gestures pass at their own times, in time order; false if `time` is invalid or earlier than the latest
    /// time seen (for an input, `isInput`, that is counted and reported). The window's clock is the
    /// router's: nothing here keeps a copy of it.
    func catchUp(to time: Double, isInput: Bool = true) -> Bool {
        guard time.isFinite else { return false }
        if let t = self.time, time < t {
            guard isInput else { return false }
            outOfOrderInputCount += 1
            #if DEBUG
            reportOutOfOrderInput(time, t)
            #endif
            return false
        }
        window.advance(to: time)  // steps this router too (DesktopInputRouter+Clock.swift)
        return true
    }

    /// True while `advance(to:)` would still change something with no new input: a wheel or
    /// trackpad gesture or a Ctrl+wheel pinch waits for its silence to end, a gesture waits on a deadline (long press,
    /// double tap), or the scroll view moves by itself (`ScrollView.needsAdvance`). A window that
    /// draws only when something changes keeps drawing frames while this is true.
    public var needsAdvance: Bool {
        scrollGesture != nil || wheelPinch != nil || window.hasGestureInProgress || scrollView?.needsAdvance == true
    }

    /// Inputs ignored because they were older than the latest time seen (inputs must come in time
    /// order: stamp each when it happens, on one clock).
    public private(set) var outOfOrderInputCount = 0

    /// Called in debug builds with an ignored input's time and the latest time seen, when an input
    /// is older than the latest one (its `time` went backwards): a host mixing two clocks, or
    /// stamping events after queueing them, finds out at once instead of losing input silently.
    /// Default: one line on standard error. Release builds never call it (see
    /// `outOfOrderInputCount`).
    public var reportOutOfOrderInput: (_ time: Double, _ latest: Double) -> Void = { time, latest in
        let line = "DesktopInputRouter: ignored an input at t = \(time) s, older than the latest input "
            + "(t = \(latest) s); deliver inputs in time order, each stamped when it happened\n"
        StandardError.write(line)
    }

    // MARK: - Mouse (left button = one finger)

    /// The left button went down at `location` (window points). A press while the previous one is
    /// still open means its release was lost (released outside the window, focus lost on a platform
    /// that did not say so): that touch is cancelled first (`cancelPointer`), then the new press begins
    /// — the mouse never stays "down" and the new press is never ignored.
    /// A non-finite `location` is ignored (no press begins).
    public func mouseDown(at location: Point, time: Double) {
        guard location.isFinite, catchUp(to: time) else { return }
        if isMouseDown { cancelPointer(time: time) }
        isMouseDown = true
        window.sendTouch(.began, at: location, time: time, id: 0)
        // A finger on the scroll view (or on the view hosting its pan recognizer) takes over an open
        // wheel gesture (ScrollView.touchDown) and its lift ends it; the gesture's end after its silence
        // is then a no-op (`scrollGestureEnded` ends scroll-gesture drags only). The gesture is never
        // dropped here: whether the press reached the scroll view or not (another finger already down,
        // a click elsewhere), dropping it could leave the scroll view dragging for ever.
    }

    /// The cursor moved to `location` (window points). Ignored while the button is up.
    public func mouseMoved(to location: Point, time: Double) {
        guard catchUp(to: time), isMouseDown else { return }
        window.sendTouch(.moved, at: location, time: time, id: 0)
    }

    /// The left button went up at `location` (window points). A non-finite `location` reads as the
    /// touch's last place, so the press always ends (the router and the window never disagree about
    /// whether the button is down).
    public func mouseUp(at location: Point, time: Double) {
        guard catchUp(to: time), isMouseDown else { return }
        isMouseDown = false
        let place = location.isFinite ? location : lastTouchLocation
        window.sendTouch(.ended, at: place, time: time, id: 0)
    }

    /// Where the open press's touch last was (window points); zero when there is none.
    private var lastTouchLocation: Point {
        window.activeTouches.first { $0.identifier == 0 }?.location(in: nil) ?? .zero
    }

    /// The pointer is lost at `time` (the window lost focus, or the release will never be reported):
    /// an open press is cancelled — its touch ends as cancelled where it last was, so the scroll view's
    /// drag ends (released with no momentum: snapping and spring-back still apply, one ended callback)
    /// and no tap is delivered. Nothing happens when the button is up. The GLFW host calls it from its
    /// focus callback.
    public func cancelPointer(time: Double) {
        guard catchUp(to: time), isMouseDown else { return }
        isMouseDown = false
        window.sendTouch(.cancelled, at: lastTouchLocation, time: time, id: 0)
    }

}
