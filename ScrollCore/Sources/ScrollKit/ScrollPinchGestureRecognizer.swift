import ScrollPhysics
import ViewKit

/// The pinch recognizer of a `ScrollView` (UIScrollView's `pinchGestureRecognizer`): glue from
/// ViewKit's `PinchGestureRecognizer` to the scroll view's pinch API.
///
/// Began calls `pinchBegan(scale:…)` with the recognizer's `scale` (counted from touch-down, so the
/// threshold's change is caught up at once), changes `pinchChanged(scale:…)` with the recognizer's
/// `scale`, the end and a cancel `pinchEnded(time:)`, each at the recognizer's `timestamp`, with the anchor at the touches' centroid (or the pointer) in points from the scroll
/// view's visible top-left. When one of the two fingers lifts, the zoom ends there (the scale springs
/// back if past a limit) and the remaining finger is left to the pan recognizer. The scroll view
/// enables it only while it can zoom (`maximumZoomScale` > `minimumZoomScale`), so a pinch or
/// Ctrl+wheel over a scroll view that cannot zoom reaches a zooming one around it. It recognizes
/// together with its scroll view's pan recognizer (a two-finger pinch also pans).
///
/// Do not call `removeAllTargets()` on it: its own action is what drives the scroll view.
public final class ScrollPinchGestureRecognizer: PinchGestureRecognizer {
    /// The scroll view it drives; weak (the scroll view owns its recognizer).
    public internal(set) weak var scrollView: ScrollView?
    /// Maps the pinch's centroid (points from the scroll view's visible top-left) at the zoom scale
    /// the scroll view will show (past a limit, the banded scale) to the anchor the scroll view's
    /// pinch keeps still. Nil: the centroid as it
    /// is. A view that draws its content centred when smaller than the scroll view (a photo) removes
    /// that centring here, since the scroll view's zoom places content from its top-left.
    public var anchorAdjustment: ((_ point: Point, _ zoomScale: Double) -> Point)?

    /// The zoom scale when the pinch began.
    private var startZoomScale = 1.0
    /// True while the scroll view's pinch this recognizer began is open.
    private var isDrivingZoom = false

    /// The pinch recognizer a `ScrollView` creates for itself.
    public override init() {
        super.init()
        addTarget { recognizer in
            (recognizer as? ScrollPinchGestureRecognizer)?.stateDidChange()
        }
    }

    /// The scroll view's own pan is never prevented by this pinch.
    public override func canPrevent(_ other: GestureRecognizer) -> Bool {
        other === scrollView?.panGestureRecognizer ? false : super.canPrevent(other)
    }

    /// Nor does the scroll view's own pan prevent this pinch.
    public override func canBePrevented(by other: GestureRecognizer) -> Bool {
        other === scrollView?.panGestureRecognizer ? false : super.canBePrevented(by: other)
    }

    private func stateDidChange() {
        guard let sv = scrollView else { return }
        switch state {
        case .began:
            startZoomScale = sv.zoomScale
            // The content under the fingers is taken at the scale shown now, then the threshold's
            // change is caught up as a first change.
            sv.pinchBegan(scale: 1, anchor: anchor(in: sv, atScale: startZoomScale), time: timestamp)
            isDrivingZoom = sv.isZooming
            if isDrivingZoom && scale != 1 {
                sv.pinchChanged(scale: scale, anchor: anchor(in: sv, atScale: sv.bandedScale(startZoomScale * scale)),
                                time: timestamp)
            }
        case .changed:
            guard isDrivingZoom else { return }
            if numberOfTouches == 1 {
                // One finger lifted: the zoom ends here; the other finger is the pan's.
                isDrivingZoom = false
                sv.pinchEnded(time: timestamp)
            } else {
                sv.pinchChanged(scale: scale, anchor: anchor(in: sv, atScale: sv.bandedScale(startZoomScale * scale)),
                                time: timestamp)
            }
        case .ended, .cancelled:
            guard isDrivingZoom else { return }
            isDrivingZoom = false
            // The last change is already applied (a lift or a silent wheel moves nothing): no extra didZoom.
            sv.pinchEnded(time: timestamp)
        case .possible, .failed:
            break
        }
    }

    /// The centroid in points from the scroll view's visible top-left, adjusted for the zoom scale
    /// `zoomScale` the scroll view will show (banded past the limits as the pinch bands it).
    private func anchor(in sv: ScrollView, atScale zoomScale: Double) -> Point {
        let p = location(in: sv) - sv.bounds.origin
        return anchorAdjustment?(p, zoomScale) ?? p
    }
}
