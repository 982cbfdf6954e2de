import ScrollPhysics
import ViewKit

/// Writing the offset, and starting, continuing and stopping the running motion.
extension ScrollView {
    /// Sets `bounds.origin` to `p` and calls didScroll if it changed. Non-finite values are ignored.
    func applyOffset(_ p: Point) {
        guard p.isFinite else { return }
        // −0 (an edge at −inset with no inset, a spring ending on 0 from below) is shown as 0: offsets
        // are printed (window title, trace, apps) and "-0.0" reads as a bug. x + 0 turns −0 into +0.
        let p = Point(x: p.x + 0, y: p.y + 0)
        let old = super.bounds
        guard old.origin != p else { return }
        isApplyingOwnChange = true
        bounds = Rect(origin: p, size: old.size)
        isApplyingOwnChange = false
        // Scrolling under a gesture, a deceleration or an animation shows the indicators; a plain
        // `contentOffset` jump (set-up, restoring a position) does not, as in UIKit.
        if phase != .idle || isZooming || zoom.phase == .animating { indicatorActivity = currentTime }
        delegate?.scrollViewDidScroll(self)
    }

    /// The `contentOffset` setter: jump to `p` (clamped to ±`maximumCoordinate`) and carry any drag or
    /// motion along by the same amount.
    func shiftOffset(to p: Point) {
        guard p.isFinite else { return }
        let p = Self.limited(p)
        let delta = p - contentOffset
        guard delta != .zero else { return }
        switch phase {
        case .idle:
            break
        case .dragging:
            drag.rawStart += delta
            drag.raw += delta
            if drag.wheelAnimating { continueMotion(shift: delta, apply: false) }
            if let target = drag.wheelTarget { drag.wheelTarget = target + delta }
        case .decelerating, .animating:
            continueMotion(shift: delta, apply: false)
        }
        applyOffset(p)
    }

    /// Rebuilds the running motion from its state at `currentTime` (moved by `shift`), with the current
    /// range, so a range change or a jump does not break it. Decelerations keep their targets inside the
    /// range; programmatic animations keep theirs as given (shifted) unless `rangeChanged`, when they are
    /// re-clamped too (a target the content no longer reaches would leave the view overscrolled).
    func continueMotion(shift: Point, rangeChanged: Bool = false, apply: Bool = true, landingAt fixed: Point? = nil) {
        let t = currentTime - motion.startTime
        let lo = minContentOffset, hi = maxContentOffset, size = bounds.size
        let keepInRange = phase != .animating || rangeChanged
        let x = physics.continued(motion.x, at: t, shift: shift.x, lower: lo.x, upper: hi.x,
                                        dimension: size.width, bounces: bounces,
                                        retarget: { keepInRange ? min(max($0, lo.x), hi.x) : $0 }, landingAt: fixed?.x)
        let y = physics.continued(motion.y, at: t, shift: shift.y, lower: lo.y, upper: hi.y,
                                        dimension: size.height, bounces: bounces,
                                        retarget: { keepInRange ? min(max($0, lo.y), hi.y) : $0 }, landingAt: fixed?.y)
        motion = ScrollMotion(x: x, y: y, startTime: currentTime)
        if apply { applyOffset(motion.offset(at: currentTime)) }
    }

    /// Where the running deceleration or programmatic animation will come to rest (content points);
    /// nil while idle or dragging.
    public var targetContentOffset: Point? {
        switch phase {
        case .decelerating, .animating: return motion.finalOffset
        case .dragging, .idle: return nil
        }
    }

    /// Re-aims the running deceleration or programmatic animation so it lands exactly on `target`
    /// (clamped to the range), continuing from the current position and velocity — no jump, no new
    /// delegate callbacks, the same single ended callback when it arrives. For a scene whose content
    /// is re-laid out mid-motion (a window resize that changes the snapping step). Does nothing while
    /// idle or dragging, or for a non-finite target. It is reached as a release with a delegate target
    /// is (never faster than the motion already is), unless that would take longer than
    /// `physics.longestAnimation` (about 2.6 s with `.iOS`, a slow motion sent far away): then the snap
    /// spring takes it there, so every retarget ends within about that time.
    public func retargetMotion(to target: Point) {
        guard phase == .decelerating || phase == .animating, target.isFinite else { return }
        continueMotion(shift: .zero, rangeChanged: true, landingAt: clampedOffset(target))
    }

    /// True while something moves the content by itself (deceleration, animation, animated wheel step,
    /// zoom animation) — what a touch-down catches.
    var isMovingByItself: Bool {
        switch phase {
        case .decelerating, .animating: return true
        case .dragging: return drag.wheelAnimating || zoom.phase == .animating
        case .idle: return zoom.phase == .animating
        }
    }

    /// Stops a deceleration or programmatic animation where it is at `currentTime` and reports its ended
    /// callback (didEndDecelerating or didEndScrollingAnimation), so every interaction still ends once.
    /// Returns true if something was stopped. Zoom animations are stopped too (didEndZooming). For code
    /// that stops a motion and starts nothing (a jump); input that interrupts a motion uses
    /// `haltMotion` and reports the end once its own state is set (docs/scroll-behaviour.md,
    /// "Interrupted motions").
    @discardableResult
    func stopMotion() -> Bool {
        let zoomStopped = stopZoomAnimation()
        guard let ended = haltMotion() else { return zoomStopped }
        reportEnded(ended, reachedEnd: false)
        return true
    }

    /// Stops a deceleration or programmatic animation where it is at `currentTime`, without its ended
    /// callback: returns the phase that was stopped (nil if none), for the caller to report with
    /// `reportEnded(_:reachedEnd: false)` once the interrupting interaction's flags are set.
    func haltMotion() -> Phase? {
        switch phase {
        case .decelerating, .animating:
            let ended = phase
            applyOffset(motion.offset(at: currentTime))
            phase = .idle
            motionGeneration += 1
            motion = .rest(at: contentOffset, time: currentTime)
            return ended
        case .dragging, .idle:
            return nil
        }
    }

    /// Calls the ended callback of a motion of `phase` (didEndDecelerating, didEndScrollingAnimation or,
    /// for a scroll to top that got there, didScrollToTop).
    func reportEnded(_ phase: Phase, reachedEnd: Bool) {
        switch phase {
        case .decelerating:
            delegate?.scrollViewDidEndDecelerating(self)
        case .animating:
            if animationKind == .scrollToTop && reachedEnd {
                delegate?.scrollViewDidScrollToTop(self)
            } else {
                delegate?.scrollViewDidEndScrollingAnimation(self)
            }
        case .dragging, .idle:
            break
        }
    }

    /// The velocity (points/s) of the content offset now: the running motion's, or during a direct drag
    /// the tracked one (zero when the finger has rested more than 50 ms).
    public var velocity: Point {
        switch phase {
        case .decelerating, .animating:
            return motion.velocity(at: currentTime)
        case .dragging:
            if drag.wheelAnimating { return motion.velocity(at: currentTime) }
            let raw = tracker.velocity(at: currentTime)
            let slope = bandSlope(raw: drag.raw)
            return Point(x: raw.x * slope.x, y: raw.y * slope.y)
        case .idle:
            return .zero
        }
    }
}
