import ScrollPhysics
import ViewKit

/// Resizing mid-motion (docs/scroll-behaviour.md, "Geometry"): the running drag or motion is carried
/// into the new geometry instead of running on with the old one's numbers.
extension ScrollView {
    /// Sets a new `frame` and `contentSize` at `currentTime` and carries whatever moves the content into
    /// them. `contentScale` is how much the content grew on each axis (new item pitch ÷ old, 1 for an
    /// axis whose content did not scale): velocities scale by it. `mapOffset` says where an offset of
    /// the old geometry shows the same content in the new one (a scene that keeps its centre or its
    /// top item in place); without it offsets scale by `contentScale` about the content origin.
    ///
    /// - The in-range part of the offset is mapped and clamped into the new range; an overscroll is
    ///   re-banded for the new bounds (its raw overshoot under the old dimension, banded with the new
    ///   one) and never exceeds half the new bounds size on that axis.
    /// - A deceleration or programmatic animation continues from there with its velocity scaled, and
    ///   lands on `landing` (clamped to the new range), or on its old target mapped when `landing` is
    ///   nil — an overscrolled axis springs back to its edge, and a free deceleration (no target was
    ///   imposed on it, no paging) decelerates freely from there in the new range. No new delegate callbacks; the same single
    ///   ended callback when it arrives.
    /// - A finger drag continues from the new place (the finger's further movement counts in points);
    ///   an animated wheel step heads for its pending target mapped.
    /// - At rest the offset is mapped and clamped (one didScroll if it moved).
    /// - With `isPagingEnabled`, pages are the new bounds size: a mapped target (when `landing` is nil)
    ///   and a wheel step's target are rounded to the nearest page, and an offset at rest on page k
    ///   stays on page k. So a pager resized mid-landing still comes to rest on a whole page.
    ///
    /// `zoomScale` (nil: unchanged) is the zoom the new `contentSize` is at, for a zooming view whose
    /// scales change with its size (a photo's fit scale): the scale changes with no zoom animation and
    /// no callback but one didZoom, and the motion is carried as above. A running zoom animation first
    /// jumps to its end; during a pinch only the frame is set (the pinch owns scale and content size).
    ///
    /// Each scale is clamped to `zoomScaleDomain` (1/1000…1000, docs/scroll-behaviour.md, "Domains");
    /// non-finite or non-positive scales are read as 1; a non-finite landing is ignored, and so is a
    /// non-finite mapped offset (the scaled one is used). Without `zoomScale`, while a pinch or zoom
    /// animation runs, the frame and content size are set as plain property assignments would.
    public func setGeometry(frame newFrame: Rect, contentSize newContentSize: Size, contentScale: Point,
                           landing: Point? = nil, mapOffset: ((Point) -> Point)? = nil, zoomScale: Double? = nil) {
        if zoomScale != nil, zoom.phase == .animating { _ = stopZoomAnimation() }
        guard zoom.phase == .idle else {
            frame = newFrame
            if zoomScale == nil { contentSize = newContentSize }
            return
        }
        func sane(_ s: Double) -> Double { s.isFinite && s > 0 ? Self.zoomLimit(s) : 1 }
        let s = Point(x: sane(contentScale.x), y: sane(contentScale.y))
        /// Where offset `q` of the old geometry goes (before clamping into the new range).
        func mapped(_ q: Point) -> Point {
            let scaled = Point(x: q.x * s.x, y: q.y * s.y)
            guard let mapOffset else { return Self.limited(scaled) }
            let m = mapOffset(q)
            return Self.limited(m.isFinite ? m : scaled)
        }
        let p = contentOffset, v = velocity, target = targetContentOffset
        let oldLo = minContentOffset, oldHi = maxContentOffset, oldSize = bounds.size

        let oldZoom = storedZoomScale
        if let zoomScale, zoomScale.isFinite, zoomScale > 0 { storedZoomScale = Self.zoomLimit(zoomScale) }
        isApplyingGeometry = true
        frame = newFrame
        contentSize = newContentSize
        isApplyingGeometry = false
        if storedZoomScale != oldZoom, let view = delegate?.viewForZooming(in: self) {
            view.frame = Rect(origin: view.frame.origin, size: contentSize)
        }
        defer { if storedZoomScale != oldZoom { delegate?.scrollViewDidZoom(self) } }

        let lo = minContentOffset, hi = maxContentOffset, size = bounds.size
        let inRange = Point(x: min(max(p.x, oldLo.x), oldHi.x), y: min(max(p.y, oldLo.y), oldHi.y))
        var inside = clampedOffset(mapped(inRange))
        if isPagingEnabled, phase == .idle { inside = keepingPage(inside, old: inRange, oldPage: oldSize) }
        /// One axis: the mapped in-range part `inside` plus the overscroll `over` (of bounds `oldDim`)
        /// re-banded for bounds `d`.
        func carried(_ inside: Double, _ over: Double, _ oldDim: Double, _ d: Double) -> Double {
            guard over != 0, bounces else { return inside }
            let rebanded = RubberBand.band(RubberBand.raw(over, dimension: oldDim), dimension: d)
            let capped = min(abs(rebanded), d / 2)
            return inside + (over < 0 ? -capped : capped)
        }
        let next = Point(x: carried(inside.x, p.x - inRange.x, oldSize.width, size.width),
                         y: carried(inside.y, p.y - inRange.y, oldSize.height, size.height))
        let velocity = Point(x: v.x * s.x, y: v.y * s.y)
        var aim = target.map { onPage(mapped($0)) }
        if let landing, landing.isFinite { aim = landing }
        aim = aim.map { clampedOffset($0) }

        switch phase {
        case .idle:
            applyOffset(clampedOffset(next))
        case .dragging:
            if drag.wheelAnimating, let wheel = drag.wheelTarget {
                let goal = clampedOffset(onPage(mapped(wheel)))
                drag.wheelTarget = goal
                motion = ScrollMotion(
                    x: .spring(SpringSimulation(spring: physics.snapSpring, start: next.x, end: goal.x, velocity: velocity.x)),
                    y: .spring(SpringSimulation(spring: physics.snapSpring, start: next.y, end: goal.y, velocity: velocity.y)),
                    startTime: currentTime)
            } else if let wheel = drag.wheelTarget {
                drag.wheelTarget = clampedOffset(onPage(mapped(wheel)))
            }
            // Paging counts one page from where the drag began: that place in the new geometry.
            let start = clampedOffset(mapped(drag.startOffset))
            drag.startOffset = isPagingEnabled ? keepingPage(start, old: drag.startOffset, oldPage: oldSize) : start
            drag.carried = Point(x: drag.carried.x * s.x, y: drag.carried.y * s.y)
            drag.glide = Point(x: drag.glide.x * s.x, y: drag.glide.y * s.y)
            let raw = rawOffset(forBanded: next)
            drag.rawStart = raw + (drag.rawStart - drag.raw)
            drag.raw = raw
            tracker.reset()
            tracker.add(drag.displacement, time: currentTime)
            applyOffset(next)
        case .decelerating, .animating:
            let goal = aim ?? clampedOffset(next)
            let old = motion
            /// One axis's motion from `p` with velocity `v`: a free deceleration (no target was imposed,
            /// no `landing`, no paging) decelerates freely in the new range; others land on `g`.
            func axis(_ was: AxisMotion, _ p: Double, _ v: Double, _ g: Double, _ l: Double, _ h: Double, _ d: Double) -> AxisMotion {
                var free = false
                if case .natural = was, landing == nil, !isPagingEnabled, phase == .decelerating { free = true }
                if p < l || p > h || free {
                    return physics.naturalMotion(position: p, velocity: v, lower: l, upper: h, dimension: d, bounces: bounces)
                }
                if phase == .animating {
                    let spring = SpringSimulation(spring: physics.snapSpring, start: p, end: g, velocity: v)
                    return spring.duration == 0 ? .rest(g) : .spring(spring)
                }
                return physics.boundedMotion(toTarget: g, position: p, velocity: v)
            }
            motion = ScrollMotion(x: axis(old.x, next.x, velocity.x, goal.x, lo.x, hi.x, size.width),
                                  y: axis(old.y, next.y, velocity.y, goal.y, lo.y, hi.y, size.height),
                                  startTime: currentTime)
            applyOffset(motion.offset(at: currentTime))
        }
    }

    /// `q` on the nearest page (multiples of the bounds size, or an end of the range) on each axis when
    /// paging is on: the landing `PagingScrollTargetBehavior` gives a step.
    private func onPage(_ q: Point) -> Point {
        guard isPagingEnabled else { return q }
        return clampedOffset(PagingScrollTargetBehavior.nearestPage(q, visibleSize: bounds.size,
                                                                    lower: minContentOffset, upper: maxContentOffset))
    }

    /// A pager at rest on page k of the old bounds (`oldPage`) stays on page k of the new bounds;
    /// an axis between pages keeps `q`.
    private func keepingPage(_ q: Point, old: Point, oldPage: Size) -> Point {
        func axis(_ x: Double, _ o: Double, _ page0: Double, _ page1: Double) -> Double {
            guard page0 > 0, page1 > 0 else { return x }
            let k = (o / page0).rounded()
            return abs(o - k * page0) <= 1e-9 * max(1, abs(o)) ? k * page1 : x
        }
        let size = bounds.size
        return clampedOffset(Point(x: axis(q.x, old.x, oldPage.width, size.width),
                                   y: axis(q.y, old.y, oldPage.height, size.height)))
    }
}
