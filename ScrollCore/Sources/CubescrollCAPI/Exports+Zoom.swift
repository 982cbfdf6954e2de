import ScrollPhysics

// Zoom basics (include/cubescroll.h, "Zoom"): limits, programmatic zoom, pinches, the current scale.
// The content size passed to cubescroll_scroller_set_content_size is the size at the current scale.

@_cdecl("cubescroll_set_zoom_limits")
public func cubescroll_set_zoom_limits(_ s: OpaquePointer?, _ minimum: Double, _ maximum: Double) -> Int32 {
    changing(s) { scroller in
        guard minimum.isFinite, maximum.isFinite else { return .notFinite }
        guard minimum > 0, maximum >= minimum else { return .outOfRange }
        scroller.scrollView.minimumZoomScale = minimum
        scroller.scrollView.maximumZoomScale = maximum
        return .ok
    }
}

@_cdecl("cubescroll_get_zoom_scale")
public func cubescroll_get_zoom_scale(_ s: OpaquePointer?, _ scale: UnsafeMutablePointer<Double>?) -> Int32 {
    guard let scale else { return ResultCode.nullArgument.rawValue }
    return with(s) { scale.pointee = $0.scrollView.zoomScale; return .ok }
}

/// Zooms to `scale` (clamped to the limits) keeping the content under (ax, ay) — points from the
/// visible top-left — where it is.
@_cdecl("cubescroll_zoom_to")
public func cubescroll_zoom_to(_ s: OpaquePointer?, _ scale: Double, _ ax: Double, _ ay: Double,
                               _ animated: Int32, _ time: Double) -> Int32 {
    changing(s) { scroller in
        guard scale.isFinite, ax.isFinite, ay.isFinite else { return .notFinite }
        guard scale > 0 else { return .outOfRange }
        return scroller.atTime(time) {
            scroller.router.advance(to: time)
            scroller.scrollView.zoom(toScale: scale, anchor: Point(x: ax, y: ay), animated: animated != 0)
        }
    }
}

/// `CUBESCROLL_PINCH_*`.
enum PinchPhase: Int32 { case began = 0, changed = 1, ended = 2 }

/// A two-finger pinch: `scale` is cumulative since it began (1 at the start), (ax, ay) the fingers'
/// centre in points from the visible top-left.
@_cdecl("cubescroll_pinch")
public func cubescroll_pinch(_ s: OpaquePointer?, _ phase: Int32, _ scale: Double, _ ax: Double, _ ay: Double,
                             _ time: Double) -> Int32 {
    changing(s) { scroller in
        guard let phase = PinchPhase(rawValue: phase) else { return .unknownValue }
        guard scale.isFinite, ax.isFinite, ay.isFinite else { return .notFinite }
        guard scale > 0 else { return .outOfRange }
        let anchor = Point(x: ax, y: ay), view = scroller.scrollView
        return scroller.atTime(time) {
            scroller.router.advance(to: time)
            switch phase {
            case .began: view.pinchBegan(scale: scale, anchor: anchor, time: time)
            case .changed: view.pinchChanged(scale: scale, anchor: anchor, time: time)
            case .ended: view.pinchEnded(scale: scale, anchor: anchor, time: time)
            }
        }
    }
}
