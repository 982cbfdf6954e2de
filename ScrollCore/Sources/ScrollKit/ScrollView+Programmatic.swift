import ScrollPhysics
import ViewKit

/// Programmatic scrolling (docs/scroll-behaviour.md, "Delegate order" and "Limits"): animations start at `currentTime` and use the critically
/// damped `SpringDescription.snap`, so a new request retargets from the current offset and velocity —
/// except a scroll to top, which follows iOS's recorded curve ("Scroll to top").
extension ScrollView {
    /// Scrolls to `offset`. Non-finite offsets are ignored; coordinates are clamped to
    /// ±`maximumCoordinate`.
    ///
    /// - `animated: false`: stops any deceleration or animation (its ended callback is reported), jumps
    ///   (one didScroll) — anywhere, as UIKit lets code do; during a drag the drag carries on from the
    ///   new place.
    /// - `animated: true`: the target is clamped into the range (once any zoom animation has been
    ///   completed), so an animation never comes to rest outside it — nor keeps the overscroll of a
    ///   bounce it interrupts. didScroll… → didEndScrollingAnimation. A deceleration is stopped first (its
    ///   didEndDecelerating reported); an animation already running is retargeted (same interaction, one
    ///   ended callback). During a drag it jumps as with `animated: false`. Already there: nothing happens;
    ///   within 0.01 pt (the spring tolerance) it jumps and still ends with didEndScrollingAnimation.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.isFinite else { return }
        let offset = Self.limited(offset)
        if phase == .dragging {
            shiftOffset(to: offset)
            return
        }
        if !animated {
            stopMotion()
            applyOffset(offset)
            return
        }
        animate(to: offset, kind: .programmatic)
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible, within the range.
    /// A rect larger than the view shows its top-left part. Already visible: nothing happens. A running
    /// zoom animation is completed first, so the range is the one the zoom leaves.
    public func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        _ = stopZoomAnimation()
        let visible = bounds
        func axis(_ o: Double, _ size: Double, _ minV: Double, _ maxV: Double) -> Double {
            if minV < o { return minV }                       // before the visible part: align its start
            if maxV > o + size { return min(minV, maxV - size) }  // after: align its end (start if too big)
            return o
        }
        let target = clampedOffset(Point(x: axis(visible.minX, visible.width, rect.minX, rect.maxX),
                                         y: axis(visible.minY, visible.height, rect.minY, rect.maxY)))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// Scrolls to the top (y = minimum offset, x unchanged but clamped into the range) if the delegate's
    /// scrollViewShouldScrollToTop agrees (UIKit's status-bar tap). It always comes to rest inside the
    /// range: a bounce or deceleration under way is stopped (its ended callback) and the offset taken
    /// from there, even when y is already at the top. Ends with didScrollToTop when it gets there (at
    /// once when not animated, or when already at rest at the top); an animated one that is caught or
    /// replaced ends with didEndScrollingAnimation instead.
    /// - Returns: false when the delegate refused, or during a drag (the finger has the content).
    @discardableResult
    public func scrollToTop(animated: Bool) -> Bool {
        guard phase != .dragging, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        if !animated {
            stopMotion()
            applyOffset(clampedOffset(Point(x: contentOffset.x, y: minContentOffset.y)))
            delegate?.scrollViewDidScrollToTop(self)
            return true
        }
        animate(to: Point(x: contentOffset.x, y: minContentOffset.y), kind: .scrollToTop)
        return true
    }

    /// Starts (or retargets) an animation to `offset` (clamped into the range) from the current offset
    /// and velocity.
    func animate(to offset: Point, kind: AnimationKind) {
        // A deceleration (or, with a zoom animation, any motion) stops here; its ended callback comes
        // once the animation has begun, so it sees `isScrollAnimating` (docs/scroll-behaviour.md,
        // "Interrupted motions").
        var interrupted: Phase?
        if phase == .decelerating || zoom.phase == .animating {
            _ = stopZoomAnimation()
            interrupted = haltMotion()
        }
        let offset = clampedOffset(offset)
        let p = contentOffset, v = phase == .animating ? motion.velocity(at: currentTime) : .zero
        func axis(_ from: Double, _ to: Double, _ velocity: Double) -> AxisMotion {
            if kind == .scrollToTop {
                // iOS's recorded curve and duration (docs/scroll-behaviour.md, "Scroll to top").
                if abs(to - from) <= Tolerance.spring.distance { return .rest(to) }
                return .eased(EaseOutCircSimulation(start: from, end: to, duration: ScrollViewPhysics.scrollToTopDuration))
            }
            return .spring(SpringSimulation(spring: physics.snapSpring, start: from, end: to, velocity: velocity))
        }
        let next = ScrollMotion(x: axis(p.x, offset.x, v.x), y: axis(p.y, offset.y, v.y), startTime: currentTime)
        if next.isDone(at: currentTime) && phase != .animating {
            // Within the spring's tolerance (0.01 pt): nothing to animate, but a move still ends with
            // its ended callback (didEndScrollingAnimation / didScrollToTop), so its didScroll is never
            // left without one. Already there: nothing happens (UIKit), except that a scroll to top
            // still says it got there.
            guard offset != contentOffset || kind == .scrollToTop else {
                if let interrupted { reportEnded(interrupted, reachedEnd: false) }
                return
            }
            applyOffset(offset)
            animationKind = kind
            if let interrupted { reportEnded(interrupted, reachedEnd: false) }
            reportEnded(.animating, reachedEnd: true)
            return
        }
        if phase == .animating && animationKind != kind && animationKind == .scrollToTop {
            // A scroll to top replaced by another animation never reaches the top: it ends here.
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        animationKind = kind
        motion = next
        phase = .animating
        motionGeneration += 1
        if let interrupted { reportEnded(interrupted, reachedEnd: false) }
    }
}
