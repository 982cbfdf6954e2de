import ScrollPhysics
import ViewKit

/// Pinching on a desktop: the one place where desktop input becomes a pinch.
///
/// - Fingers other than the mouse (a capture script's pinch: touches 1 and 2) go to the window as
///   real touches, so every recognizer under them sees them as UIKit's would — a scroll view's
///   `pinchGestureRecognizer` zooms about their centroid.
/// - Ctrl+wheel is a pinch without touches (`Window.sendPinch`), received by the pinch recognizer
///   under the pointer: the first notch begins it there, each notch multiplies its scale by
///   `wheelZoomFactor` (turned away from the user: in), and it ends `scrollGestureSilence` after
///   the last notch, as a wheel scroll does — so a zoom past a limit springs back once, then.
extension DesktopInputRouter {
    /// Zoom factor of one Ctrl+wheel notch (GLFW offset 1): 1.25, between Evince's 1.2 per Ctrl+wheel
    /// step and GNOME Image Viewer's 1.3 per wheel detent (docs/scroll-behaviour.md, "Pinch", has
    /// both sources). Fractional (trackpad) deltas zoom by the same law: factor^delta.
    public static let wheelZoomFactor = 1.25

    /// A finger other than the mouse's (`id` ≥ 1; 0 is the left button, see `mouseDown`) at window
    /// point `location`, in ViewKit's phases. Ignored when `id` is 0 or the location is not finite.
    public func touch(_ phase: TouchPhase, id: Int, at location: Point, time: Double) {
        guard id != 0, location.isFinite, catchUp(to: time) else { return }
        window.sendTouch(phase, at: location, time: time, id: id)
    }

    /// Ctrl+wheel: `notches` (GLFW's offset, > 0 turned away from the user: zoom in) at the pointer
    /// `location` (window points). Begins a pinch under the pointer if none is open (it stays
    /// anchored there), and scales it by `wheelZoomFactor`^`notches`.
    /// - Returns: false when nothing under the pointer pinches (no enabled pinch recognizer), so the
    ///   caller may scroll instead, as a desktop does where nothing zooms.
    @discardableResult
    public func zoomWheel(notches: Double, at location: Point, time: Double) -> Bool {
        guard catchUp(to: time), notches.isFinite, notches != 0, location.isFinite else { return true }
        if wheelPinch == nil {
            guard window.sendPinch(.began, scale: 1, at: location, time: time) != nil else { return false }
            wheelPinch = (1, location, time)
        }
        guard var p = wheelPinch else { return true }
        p.scale *= Elementary.pow(Self.wheelZoomFactor, notches)
        p.lastTime = time
        wheelPinch = p
        window.sendPinch(.moved, scale: p.scale, at: p.anchor, time: time)
        return true
    }

    /// Ends a Ctrl+wheel pinch silent since `scrollGestureSilence` before `time`, at exactly its
    /// last notch + the silence.
    func endWheelPinchIfSilent(at time: Double) {
        guard let p = wheelPinch, time >= p.lastTime + Self.scrollGestureSilence else { return }
        wheelPinch = nil
        let end = p.lastTime + Self.scrollGestureSilence
        window.sendPinch(.ended, scale: p.scale, at: p.anchor, time: end)
    }
}
