import ScrollPhysics
import ViewKit

/// The pan recognizer of a `ScrollView` (UIScrollView's private UIScrollViewPanGestureRecognizer).
///
/// Glue only: the first finger down calls `scrollView.touchDown(time:)`; if that caught moving content
/// the recognizer begins at once, without slop, so `cancelsTouchesInView` takes the touch from the hit
/// view (no tap). Its state changes call `panBegan/Changed/Ended/Cancelled` with `translation(in: nil)`
/// (finger movement since touch-down, window points) and the touch timestamp; a lift without a pan
/// calls `touchUp(time:)`. It keeps driving its scroll view wherever it is attached (WWDC 2012 session 223 moves it
/// onto a plain "dummy" view); keep the scroll view in that view's window (hidden, as
/// `HostedScrollView` does), so the two share the window's clock. Velocities are the scroll view's
/// own (points/s).
///
/// Do not call `removeAllTargets()` on it: its own action is what drives the scroll view.
public final class ScrollPanGestureRecognizer: PanGestureRecognizer {
    /// The scroll view it drives; weak (the scroll view owns its recognizer).
    public internal(set) weak var scrollView: ScrollView?
    /// The time (s) of the latest input or frame, for the scroll-view calls: the scroll view's
    /// `currentTime`, its window's clock (`Window.time`, the touches' time as they are delivered).
    private var now: Double { scrollView?.currentTime ?? 0 }
    /// True from `touchDown` until the scroll view has been told the finger is gone (`touchUp`,
    /// `panEnded`, `panCancelled`). If the recognizer fails instead (a tap, swipe or long press won the
    /// touch), `reset()` — run once the touch has lifted — sends the `touchUp`, so `isTracking` and a
    /// drag begun by a catch never stay on.
    private var holdsScrollView = false
    /// True from a catch (the recognizer began at touch-down because the content was moving) until
    /// the finger moves past the slop. Meanwhile a long press or a pinch on the content may still
    /// begin — the catch does not prevent them — and when one does, this pan cancels, so the caught
    /// content settles (snapping, spring-back) while the long press or pinch carries on
    /// (docs/scroll-behaviour.md, "Dragging"): fingers that land on a photo while the pager still
    /// settles from a page turn zoom the photo.
    private var isOnlyACatch = false

    /// The pan recognizer a `ScrollView` creates for itself (`ScrollView.panGestureRecognizer`).
    public override init() {
        super.init()
        addTarget { recognizer in
            (recognizer as? ScrollPanGestureRecognizer)?.stateDidChange()
        }
    }

    /// First fingers down: tells the scroll view (`touchDown`); when that catches moving content,
    /// the recognizer begins at once (the catch is a drag).
    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        let wasIdle = self.touches.allSatisfy { touches.contains($0) }  // these are the first fingers
        super.touchesBegan(touches, with: event)
        guard wasIdle, let scrollView else { return }
        holdsScrollView = true
        if scrollView.touchDown(time: now) && state == .possible {
            isOnlyACatch = true
            state = .began
        }
    }

    /// Fingers moved: tracks them as a pan does. Past the slop a catch becomes a drag like any other.
    /// While still possible, it fails instead if content that may not be cancelled is tracking one of
    /// its touches (`ScrollView.canCancelContentTouches`, `touchesShouldCancel(in:)`).
    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if state == .possible, let scrollView, !scrollView.contentReleases(self.touches) {
            state = .failed  // content that may not be cancelled tracks the touch: it keeps it
            return
        }
        super.touchesMoved(touches, with: event)
        if isOnlyACatch && translation(in: nil).length > slop { isOnlyACatch = false }
        yieldToALongPressOrPinch()
    }

    /// Time passed (a long press on the content may have begun meanwhile).
    public override func advance(to time: Double) {
        super.advance(to: time)
        yieldToALongPressOrPinch()
    }

    /// A catch does not prevent a long press (held still, it still fires) or a pinch on the content.
    public override func canPrevent(_ other: GestureRecognizer) -> Bool {
        if isOnlyACatch && outlivesACatch(other) { return false }
        return super.canPrevent(other)
    }

    /// The recognizers a catch yields to: long presses, and pinches other than its own scroll view's
    /// (that one recognizes together with this pan, and the scroll view zooms during the drag).
    private func outlivesACatch(_ g: GestureRecognizer) -> Bool {
        g is LongPressGestureRecognizer || (g is PinchGestureRecognizer && g !== scrollView?.pinchGestureRecognizer)
    }

    /// A long press or a pinch sharing the touch began while this pan is only a catch: the pan cancels
    /// (the content settles where it was caught, snapping applies), the other keeps the touches.
    private func yieldToALongPressOrPinch() {
        guard isOnlyACatch, state.isActive else { return }
        let pressed = touches.contains { touch in
            touch.gestureRecognizers.contains { $0 !== self && outlivesACatch($0) && $0.state.isActive }
        }
        if pressed {
            isOnlyACatch = false
            state = .cancelled
        }
    }

    /// Fingers lifted: a drag under way ends with its release velocity; otherwise the scroll view is let go.
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        let wasActive = state.isActive
        // Whether or not the window still counts the lifting touches as tracked, none other is left.
        let lastLifted = self.touches.allSatisfy { touches.contains($0) }
        super.touchesEnded(touches, with: event)
        if lastLifted && !wasActive { releaseScrollView() }
    }

    /// The touches were taken away: a drag under way is cancelled and the content settles.
    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        let wasActive = state.isActive
        super.touchesCancelled(touches, with: event)
        if !wasActive { releaseScrollView() }
    }

    /// Back to `.possible` after the touches lifted; if another recognizer won, the scroll view is
    /// told the finger is gone.
    public override func reset() {
        isOnlyACatch = false
        // Failed (another recognizer won) and the touch has now lifted: the scroll view still thinks
        // the finger is down. Tell it, at the latest time the window has seen.
        if holdsScrollView { releaseScrollView() }
        super.reset()
    }

    private func releaseScrollView() {
        holdsScrollView = false
        scrollView?.touchUp(time: now)
    }

    /// Forwards a state change to the scroll view.
    private func stateDidChange() {
        guard let scrollView else { return }
        let t = translation(in: nil)
        let time = now
        switch state {
        case .began: scrollView.panBegan(translation: t, time: time)
        case .changed: scrollView.panChanged(translation: t, time: time)
        case .ended:
            holdsScrollView = false
            scrollView.panEnded(translation: t, time: time)
        case .cancelled:
            holdsScrollView = false
            scrollView.panCancelled(time: time)
        case .possible, .failed: break
        }
    }
}
