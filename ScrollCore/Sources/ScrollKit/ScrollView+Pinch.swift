import ScrollPhysics
import ViewKit

/// Pinch input (docs/scroll-behaviour.md, "Delegate order", zoom): willBeginZooming → didZoom… → (zoom bounce: didZoom…) →
/// didEndZooming(atScale). `scale` is the pinch's cumulative scale since it began (1 at the start, as
/// UIPinchGestureRecognizer's); `anchor` is the fingers' centroid in points from the view's visible
/// top-left. The content point that was under the anchor when the pinch began stays under it at every
/// step, so moving the fingers pans too — also past an edge (with `bounces`): the offset is not
/// rubber-banded while pinching, so a photo pinched near its edge, or narrower than the view, stays
/// under the fingers; the end springs it back into the range.
extension ScrollView {
    /// Past the zoom limits a pinch is rubber-banded: the fraction beyond the limit (s/max − 1, or
    /// min/s − 1) goes through `RubberBand.band` with this dimension, so the scale can never exceed
    /// twice the limit's ratio. Our choice; UIKit's is private.
    public static let zoomBandDimension = 1.0

    /// A pinch began. Ignored unless `maximumZoomScale > minimumZoomScale` (UIKit). Catches any motion.
    public func pinchBegan(scale: Double, anchor: Point, time: Double) {
        advance(to: time)
        guard maximumZoomScale > minimumZoomScale, scale.isFinite, scale > 0, anchor.isFinite,
              zoom.phase != .pinching, storedZoomScale > 0 else { return }
        _ = stopZoomAnimation()
        let interrupted = haltMotion()
        zoom.phase = .pinching
        isZooming = true
        zoom.pinchStartScale = storedZoomScale
        zoom.pinchContentPoint = (anchor + contentOffset) * (1 / storedZoomScale)
        zoom.pinchAnchor = anchor
        // The interrupted motion's end already sees the pinch (`isZooming`).
        if let interrupted { reportEnded(interrupted, reachedEnd: false) }
        guard zoom.phase == .pinching else { return }  // the delegate ended it
        delegate?.scrollViewWillBeginZooming(self, with: delegate?.viewForZooming(in: self))
        pinchChanged(scale: scale, anchor: anchor, time: time)
    }

    /// The pinch changed: scale (banded past the limits when `bouncesZoom`, clamped otherwise) and
    /// offset follow the fingers — the content point under the anchor stays under it, past the range
    /// too when `bounces` (clamped into the range otherwise).
    public func pinchChanged(scale: Double, anchor: Point, time: Double) {
        advance(to: time)
        guard zoom.phase == .pinching, scale.isFinite, scale > 0, anchor.isFinite else { return }
        zoom.pinchAnchor = anchor
        let s = bandedScale(zoom.pinchStartScale * scale)
        let o = zoom.pinchContentPoint * s - anchor
        if bounces { applyZoom(scale: s, offset: o) } else { applyZoom(scale: s, raw: o) }
    }

    /// The pinch ended with its last `scale` and `anchor` (applied as a final change), then as
    /// `pinchEnded(time:)`.
    public func pinchEnded(scale: Double, anchor: Point, time: Double) {
        pinchChanged(scale: scale, anchor: anchor, time: time)
        pinchEnded(time: time)
    }

    /// The pinch ended: scale and offset spring back into their limits (`isZoomBouncing`, didZoom…)
    /// if they are past them, then didEndZooming(atScale:). During a drag there is no bounce: the scale
    /// returns to its limit at once and the drag goes on.
    public func pinchEnded(time: Double) {
        advance(to: time)
        guard zoom.phase == .pinching else { return }
        isZooming = false
        zoom.phase = .idle
        let s1 = clampedScale(storedZoomScale)
        let a = zoom.pinchAnchor
        let o1 = clampedOffset(zoom.pinchContentPoint * s1 - a, atScale: s1)
        if phase == .dragging {
            // Fingers still panning: the drag owns the offset, so the scale cannot bounce; past a limit
            // it returns to it at once (content under the anchor kept, offset banded as in a pinch) and
            // the drag continues from there. Without this the scale would stay past its limit for good.
            // The pinch's offset (not banded) becomes the drag's raw offset and is banded now, as a
            // finger's pull past the edge is.
            if s1 != storedZoomScale {
                applyZoom(scale: s1, raw: zoom.pinchContentPoint * s1 - a)
            } else {
                let banded = bandedOffset(raw: contentOffset, fixed: contentOffset, allAxes: true)
                if banded != contentOffset { applyOffset(banded) }
            }
            drag.raw = rawOffset(forBanded: contentOffset)
            drag.anchor = nil
        }
        if s1 == storedZoomScale && o1 == contentOffset || phase == .dragging {
            if phase != .dragging && o1 != contentOffset { applyOffset(clampedOffset(o1)) }
            delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: storedZoomScale)
            return
        }
        startZoomAnimation(to: s1, offset: o1, anchor: a, bounce: true)
    }

    /// The scale a pinch shows for a requested `s`: inside the limits unchanged; past them banded
    /// (`bouncesZoom`) or clamped.
    func bandedScale(_ s: Double) -> Double {
        let lo = minimumZoomScale, hi = max(maximumZoomScale, minimumZoomScale)
        guard bouncesZoom else { return min(max(s, lo), hi) }
        if s > hi { return hi * (1 + RubberBand.band(s / hi - 1, dimension: Self.zoomBandDimension)) }
        if s < lo { return lo / (1 + RubberBand.band(lo / s - 1, dimension: Self.zoomBandDimension)) }
        return s
    }
}
