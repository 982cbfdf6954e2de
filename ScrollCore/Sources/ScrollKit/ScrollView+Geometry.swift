import ScrollPhysics
import ViewKit

/// Resizing mid-motion (docs/scroll-behaviour.md, "Geometry"): the running drag or motion is carried
/// into the new geometry instead of running on with the old one's numbers.
extension ScrollView {
    /// Sets a new `frame` and `contentSize` at `currentTime` and carries whatever moves the content into
    /// them. `contentScale` is how much the content grew on each axis (new item pitch ÷ old, 1 for an
    /// axis whose content did not scale); offsets scale about the content origin.
    ///
    /// - The in-range part of the offset is scaled and clamped into the new range; an overscroll is
    ///   re-banded for the new bounds (its raw overshoot under the old dimension, banded with the new
    ///   one) and never exceeds half the new bounds size on that axis.
    /// - A deceleration or programmatic animation continues from there with its velocity scaled, and
    ///   lands on `landing` (clamped to the new range), or on its old target scaled when `landing` is
    ///   nil — an overscrolled axis springs back to its edge. No new delegate callbacks; the same single
    ///   ended callback when it arrives.
    /// - A finger drag continues from the new place (the finger's further movement counts in points);
    ///   an animated wheel step heads for its pending target scaled.
    /// - At rest the offset is scaled and clamped (one didScroll if it moved).
    ///
    /// Each scale is clamped to `zoomScaleDomain` (1/1000…1000, docs/scroll-behaviour.md, "Domains");
    /// non-finite or non-positive scales are read as 1; a non-finite landing is ignored. While a pinch or
    /// zoom animation runs, the frame and content size are set as plain property assignments would.
    public func setGeometry(frame newFrame: Rect, contentSize newContentSize: Size, contentScale: Point,
                           landing: Point? = nil) {
        guard zoom.phase == .idle else {
            frame = newFrame
            contentSize = newContentSize
            return
        }
        func sane(_ s: Double) -> Double { s.isFinite && s > 0 ? Self.zoomLimit(s) : 1 }
        let s = Point(x: sane(contentScale.x), y: sane(contentScale.y))
        let p = contentOffset, v = velocity, target = targetContentOffset
        let oldLo = minContentOffset, oldHi = maxContentOffset, oldSize = bounds.size

        isApplyingGeometry = true
        frame = newFrame
        contentSize = newContentSize
        isApplyingGeometry = false

        let lo = minContentOffset, hi = maxContentOffset, size = bounds.size
        /// One axis: position `p` in the old range `oldMin…oldMax` (bounds `oldDim`) carried into
        /// `newMin…newMax` (bounds `dim`), scaled by `scale`, its overscroll re-banded.
        func carried(_ p: Double, _ oldMin: Double, _ oldMax: Double, _ oldDim: Double, _ scale: Double,
                     _ newMin: Double, _ newMax: Double, _ d: Double) -> Double {
            let inRange = min(max(p, oldMin), oldMax)
            let inside = min(max(inRange * scale, newMin), newMax)
            let over = p - inRange
            guard over != 0, bounces else { return inside }
            let rebanded = RubberBand.band(RubberBand.raw(over, dimension: oldDim), dimension: d)
            let capped = min(abs(rebanded), d / 2)
            return inside + (over < 0 ? -capped : capped)
        }
        let next = Point(x: carried(p.x, oldLo.x, oldHi.x, oldSize.width, s.x, lo.x, hi.x, size.width),
                         y: carried(p.y, oldLo.y, oldHi.y, oldSize.height, s.y, lo.y, hi.y, size.height))
        let velocity = Point(x: v.x * s.x, y: v.y * s.y)
        var aim = target.map { Self.limited(Point(x: $0.x * s.x, y: $0.y * s.y)) }
        if let landing, landing.isFinite { aim = landing }
        aim = aim.map { clampedOffset($0) }

        switch phase {
        case .idle:
            applyOffset(clampedOffset(next))
        case .dragging:
            if drag.wheelAnimating, let wheel = drag.wheelTarget {
                let goal = clampedOffset(Self.limited(Point(x: wheel.x * s.x, y: wheel.y * s.y)))
                drag.wheelTarget = goal
                motion = ScrollMotion(
                    x: .spring(SpringSimulation(spring: physics.snapSpring, start: next.x, end: goal.x, velocity: velocity.x)),
                    y: .spring(SpringSimulation(spring: physics.snapSpring, start: next.y, end: goal.y, velocity: velocity.y)),
                    startTime: currentTime)
            } else if let wheel = drag.wheelTarget {
                drag.wheelTarget = clampedOffset(Point(x: wheel.x * s.x, y: wheel.y * s.y))
            }
            let raw = rawOffset(forBanded: next)
            drag.rawStart = raw + (drag.rawStart - drag.raw)
            drag.raw = raw
            tracker.reset()
            tracker.add(drag.displacement, time: currentTime)
            applyOffset(next)
        case .decelerating, .animating:
            let goal = aim ?? clampedOffset(next)
            func axis(_ p: Double, _ v: Double, _ g: Double, _ l: Double, _ h: Double, _ d: Double) -> AxisMotion {
                if p < l || p > h {
                    return physics.naturalMotion(position: p, velocity: v, lower: l, upper: h, dimension: d, bounces: bounces)
                }
                if phase == .animating {
                    let spring = SpringSimulation(spring: physics.snapSpring, start: p, end: g, velocity: v)
                    return spring.duration == 0 ? .rest(g) : .spring(spring)
                }
                return physics.boundedMotion(toTarget: g, position: p, velocity: v)
            }
            motion = ScrollMotion(x: axis(next.x, velocity.x, goal.x, lo.x, hi.x, size.width),
                                  y: axis(next.y, velocity.y, goal.y, lo.y, hi.y, size.height),
                                  startTime: currentTime)
            applyOffset(motion.offset(at: currentTime))
        }
    }
}
