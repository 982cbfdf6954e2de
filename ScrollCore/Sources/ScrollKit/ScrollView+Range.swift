import ScrollPhysics
import ViewKit

/// The scroll range (docs/scroll-behaviour.md, "Geometry") and the mapping between raw (finger) offsets and banded offsets.
extension ScrollView {
    /// Smallest content offset on each axis: −inset.left, −inset.top.
    public var minContentOffset: Point { Point(x: 0 - contentInset.left, y: 0 - contentInset.top) }  // 0 − 0 is +0, never −0

    /// Largest content offset on each axis: max(min, contentSize + trailing inset − bounds size).
    public var maxContentOffset: Point {
        let lo = minContentOffset, size = bounds.size
        return Point(x: max(lo.x, contentSize.width + contentInset.right - size.width),
                     y: max(lo.y, contentSize.height + contentInset.bottom - size.height))
    }

    /// True when a drag moves the content horizontally: it is wider than the view, or it may rubber-band
    /// anyway (`alwaysBounceHorizontal` with `bounces`).
    public var scrollsHorizontally: Bool {
        maxContentOffset.x > minContentOffset.x || (bounces && alwaysBounceHorizontal)
    }

    /// True when a drag moves the content vertically (see `scrollsHorizontally`).
    public var scrollsVertically: Bool {
        maxContentOffset.y > minContentOffset.y || (bounces && alwaysBounceVertical)
    }

    /// `p` clamped into the range.
    public func clampedOffset(_ p: Point) -> Point {
        let lo = minContentOffset, hi = maxContentOffset
        return Point(x: min(max(p.x, lo.x), hi.x), y: min(max(p.y, lo.y), hi.y))
    }

    /// The displayed offset for a raw offset (where the finger would have put the content with no
    /// edges): inside the range unchanged; past it rubber-banded with the bounds dimension (c = 0.55), or
    /// clamped when `bounces` is false. Axes that do not scroll keep `fixed`'s value, unless `allAxes`
    /// (a pinch moves both axes whether or not a drag could).
    func bandedOffset(raw: Point, fixed: Point, allAxes: Bool = false) -> Point {
        let lo = minContentOffset, hi = maxContentOffset, size = bounds.size
        func axis(_ r: Double, _ l: Double, _ h: Double, _ d: Double) -> Double {
            bounces ? RubberBand.clamp(r, lower: l, upper: h, dimension: d) : min(max(r, l), h)
        }
        return Point(x: allAxes || scrollsHorizontally ? axis(raw.x, lo.x, hi.x, size.width) : fixed.x,
                     y: allAxes || scrollsVertically ? axis(raw.y, lo.y, hi.y, size.height) : fixed.y)
    }

    /// The raw offset that bands to `offset` (inverse of `bandedOffset`), so a drag picked up while
    /// overscrolled (a catch during a bounce) continues without a jump.
    func rawOffset(forBanded offset: Point) -> Point {
        let lo = minContentOffset, hi = maxContentOffset, size = bounds.size
        func axis(_ b: Double, _ l: Double, _ h: Double, _ d: Double) -> Double {
            if b < l { return l + RubberBand.raw(b - l, dimension: d) }
            if b > h { return h + RubberBand.raw(b - h, dimension: d) }
            return b
        }
        return Point(x: axis(offset.x, lo.x, hi.x, size.width), y: axis(offset.y, lo.y, hi.y, size.height))
    }

    /// How much of the raw velocity shows in the content on each axis (the rubber band's slope where the
    /// raw offset is past an edge, 1 inside the range).
    func bandSlope(raw: Point) -> Point {
        let lo = minContentOffset, hi = maxContentOffset, size = bounds.size
        func axis(_ r: Double, _ l: Double, _ h: Double, _ d: Double) -> Double {
            if r < l { return bounces ? RubberBand.slope(r - l, dimension: d) : 0 }
            if r > h { return bounces ? RubberBand.slope(r - h, dimension: d) : 0 }
            return 1
        }
        return Point(x: axis(raw.x, lo.x, hi.x, size.width), y: axis(raw.y, lo.y, hi.y, size.height))
    }

    /// The range, content size, inset or bounds size changed: at rest the offset is clamped into the new
    /// range (one didScroll); a drag re-bands its raw offset; a deceleration or animation carries on from
    /// where it is, at `currentTime`, toward the new range (no jump, no NaN).
    func rangeDidChange() {
        if isApplyingZoom || isApplyingGeometry { return }
        if zoom.phase == .animating {
            // The zoom lands inside the new range (its correction term absorbs the change).
            zoom.animation.toOffset = clampedOffset(zoom.animation.toOffset, atScale: zoom.animation.to)
        }
        switch phase {
        case .idle:
            if zoom.phase == .idle { applyOffset(clampedOffset(contentOffset)) }
        case .dragging:
            if drag.wheelAnimating { continueMotion(shift: .zero, rangeChanged: true) }
            else { applyOffset(bandedOffset(raw: drag.raw, fixed: contentOffset)) }
        case .decelerating, .animating:
            continueMotion(shift: .zero, rangeChanged: true)
        }
    }
}
