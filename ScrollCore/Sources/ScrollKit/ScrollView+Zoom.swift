import ScrollPhysics
import ViewKit

/// Zooming (docs/scroll-behaviour.md, "Geometry"): `contentSize` = base size × `zoomScale`; zooming keeps the content point
/// under an anchor fixed. Anchors are in points from the view's visible top-left corner (not content
/// coordinates), so a finger's place on screen can be passed as it is.
extension ScrollView {
    /// The zoom scale, within [minimumZoomScale, maximumZoomScale] except during a pinch past a limit.
    /// Setting it is `setZoomScale(_:animated: false)`.
    public var zoomScale: Double {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// An animated zoom (programmatic, or the bounce after a pinch) is running.
    public var isZoomAnimating: Bool { zoom.phase == .animating }

    /// Content size at zoom scale 1: the last size set from outside divided by the scale then. Zoom
    /// steps multiply it and never divide back, so frames of a zoom animation (their number depends on
    /// the frame rate) cannot accumulate rounding: a bounce back to the scale the size was set at gives
    /// exactly that size again, never a 1e-14 pt range that would make an axis scroll.
    var baseContentSize: Size { zoomBaseContentSize }

    /// `scale` clamped to the zoom limits (an inverted pair reads as min).
    func clampedScale(_ scale: Double) -> Double {
        min(max(scale, minimumZoomScale), max(maximumZoomScale, minimumZoomScale))
    }

    /// Zooms to `scale` (clamped to the limits) about the centre of the view.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        zoom(toScale: scale, anchor: Point(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }

    /// Zooms to `scale` (clamped) keeping the content under `anchor` (points from the visible top-left)
    /// where it is, then clamping the offset into the new range. Not animated: one didZoom (and didScroll).
    /// Animated: willBeginZooming → didZoom… → didEndZooming.
    public func zoom(toScale scale: Double, anchor: Point, animated: Bool) {
        guard scale.isFinite, anchor.isFinite, storedZoomScale > 0, zoom.phase != .pinching else { return }
        _ = stopZoomAnimation()  // from the state a running zoom ends in, not one it passes through
        let s1 = clampedScale(scale)
        let p = (anchor + contentOffset) * (1 / storedZoomScale)
        let o1 = clampedOffset(p * s1 - anchor, atScale: s1)
        changeZoom(to: s1, offset: o1, anchor: anchor, animated: animated)
    }

    /// Zooms so that `rect` (unzoomed content coordinates) fills the view as far as the limits allow, centred.
    public func zoom(to rect: Rect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.origin.isFinite, storedZoomScale > 0, zoom.phase != .pinching else { return }
        _ = stopZoomAnimation()
        let s1 = clampedScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let o1 = clampedOffset(rect.center * s1 - Point(x: bounds.width / 2, y: bounds.height / 2), atScale: s1)
        // The fixed point of the change (a screen point showing the same content before and after).
        let s0 = storedZoomScale, o0 = contentOffset
        var anchor: Point?
        if abs(1 / s0 - 1 / s1) > 1e-12 {
            anchor = (o1 * (1 / s1) - o0 * (1 / s0)) * (1 / (1 / s0 - 1 / s1))
        }
        changeZoom(to: s1, offset: o1, anchor: anchor, animated: animated)
    }

    /// `p` clamped into the range the view would have at zoom `scale`.
    func clampedOffset(_ p: Point, atScale scale: Double) -> Point {
        let base = baseContentSize, lo = minContentOffset, size = bounds.size
        // The content size a zoom to `scale` gives, limited as `contentSize` limits it.
        let width = Self.limited(base.width * scale, lower: 0), height = Self.limited(base.height * scale, lower: 0)
        let hi = Point(x: max(lo.x, width + contentInset.right - size.width),
                       y: max(lo.y, height + contentInset.bottom - size.height))
        return Point(x: min(max(p.x, lo.x), hi.x), y: min(max(p.y, lo.y), hi.y))
    }

    private func changeZoom(to s1: Double, offset o1: Point, anchor: Point?, animated: Bool) {
        if zoom.phase == .pinching { return }
        stopMotion()  // a running zoom animation ends here too (didEndZooming)
        if s1 == storedZoomScale && o1 == contentOffset { return }
        if !animated || phase == .dragging {
            // Clamped again in the range the new content size gives (it can differ by rounding).
            applyZoom(scale: s1, clampedTo: o1)
            return
        }
        let view = delegate?.viewForZooming(in: self)
        delegate?.scrollViewWillBeginZooming(self, with: view)
        startZoomAnimation(to: s1, offset: o1, anchor: anchor, bounce: false)
    }

    /// Sets scale, content size (base × scale) and the zoom view's frame size, then the offset: `offset`
    /// as given, `raw` rubber-banded into the new range on both axes, or `clampedTo` clamped into it;
    /// calls didScroll (if moved) and didZoom.
    func applyZoom(scale: Double, offset: Point? = nil, raw: Point? = nil, clampedTo: Point? = nil) {
        guard scale.isFinite, scale > 0 else { return }
        let base = baseContentSize, before = contentOffset
        storedZoomScale = scale
        isApplyingZoom = true
        contentSize = Size(width: base.width * scale, height: base.height * scale)
        isApplyingZoom = false
        if let view = delegate?.viewForZooming(in: self) {
            view.frame = Rect(origin: view.frame.origin, size: contentSize)
        }
        if let offset { applyOffset(offset) }
        if let raw { applyOffset(bandedOffset(raw: raw, fixed: raw, allAxes: true)) }
        if let clampedTo { applyOffset(clampedOffset(clampedTo)) }
        carryWheelTarget(from: before)
        delegate?.scrollViewDidZoom(self)
    }

    func startZoomAnimation(to s1: Double, offset o1: Point, anchor: Point?, bounce: Bool) {
        zoom.animation = ZoomAnimation(from: storedZoomScale, to: s1, fromOffset: contentOffset, toOffset: o1,
                                       anchor: anchor, startTime: currentTime)
        zoom.phase = .animating
        isZoomBouncing = bounce
    }

    /// Frame step of a zoom animation; at its end the exact final state and didEndZooming.
    func advanceZoom() {
        let a = zoom.animation
        let done = a.isDone(at: currentTime)
        let state = a.state(at: currentTime)
        // The end offset was clamped at the end scale; clamp again against the range the new content
        // size gives, which can differ from it by rounding (1e-13).
        applyZoom(scale: state.scale, offset: done ? nil : state.offset,
                  clampedTo: done ? state.offset : nil)
        guard done, zoom.phase == .animating else { return }
        finishZoomAnimation()
    }

    /// Ends a running zoom animation at once, at its end state (didEndZooming); returns true if one was
    /// running. It completes rather than stopping mid-way because a zoom bounce or a zoom toward the
    /// limits stopped half-way would leave the scale outside [minimumZoomScale, maximumZoomScale].
    func stopZoomAnimation() -> Bool {
        guard zoom.phase == .animating else { return false }
        let a = zoom.animation
        applyZoom(scale: a.to, clampedTo: a.toOffset)
        finishZoomAnimation()
        return true
    }

    private func finishZoomAnimation() {
        zoom.phase = .idle
        isZoomBouncing = false
        // A deceleration that outlives the zoom (a pan released during the pinch) lands in the range the
        // zoom leaves behind, not in the one it had while the scale was past its limit.
        if phase == .decelerating || phase == .animating { continueMotion(shift: .zero, rangeChanged: true) }
        delegate?.scrollViewDidEndZooming(self, with: delegate?.viewForZooming(in: self), atScale: storedZoomScale)
    }
}
