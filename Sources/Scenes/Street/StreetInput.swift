import DesktopInput
import Foundation
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// Desktop input for the street: the mouse is a finger (drag, long press, swipe), the wheel and
/// arrow keys scroll, and zooming comes from a scripted two-finger pinch or Ctrl+wheel (both through
/// the scroll view's pinch recognizer, `DesktopInputRouter.route`), a double click, or the keys
/// Z (in), X (out) and 0 (back to 1×).
final class StreetInput {
    let controller: StreetController
    let desktop: DesktopInputRouter

    init(controller: StreetController) {
        self.controller = controller
        desktop = DesktopInputRouter(window: controller.window, scrollView: controller.scrollView)
        // Arrow keys and wheel clicks step 120 × 60 pt; landings stay free.
        controller.scrollView.targetBehavior = ItemScrollTargetBehavior(pitch: Point(x: 120, y: 60), alignsLandings: false)
    }

    var scrollView: ScrollView { controller.scrollView }

    /// Handles one input at its own `time` (s). Everything is first advanced to that time (in the steps
    /// `advance(to:)` takes), so what the input starts — a double-click's zoom, a key's scroll — starts
    /// at the input, not at the last frame.
    func deliver(_ event: DesktopEvent, time: Double) {
        advance(to: time)
        switch event {
        case let .mouseDown(p, .left, clicks):
            desktop.mouseDown(at: p, time: time)
            if clicks == 2 { zoomStep(in: controller.zoom < StreetController.maximumZoom, at: p) }
        case .key(.character(let c), _, _):
            desktop.advance(to: time)
            if c == "z" { zoomStep(in: true, at: nil) }
            if c == "x" { zoomStep(in: false, at: nil) }
            if c == "0" { scrollView.setZoomScale(1, animated: true) }
        default: desktop.route(event, time: time)
        }
        controller.noteRecognizers()
    }

    /// The router waits (a wheel gesture's or a Ctrl+wheel pinch's silence, fingers down, a deadline).
    var needsAdvance: Bool { desktop.needsAdvance }

    /// Longest step (s) `advance(to:)` takes while the content moves by itself: a spring starting
    /// from rest has no speed yet to size the step by.
    static let longestMotionStep = 1.0 / 960

    /// Moves time on to `time` (s). While the content moves by itself (a fling, an animation, a wheel
    /// step) it goes in steps short enough that the content moves at most half the recentring margin in
    /// each, so the recentring (which runs in didScroll) always catches the motion before it reaches the
    /// content's edge, however far apart the frames are.
    func advance(to time: Double) {
        var steps = 0
        while let now = desktop.time, now < time, steps < 100_000 {
            let sv = scrollView
            guard sv.isDecelerating || sv.isScrollAnimating || (sv.isDragging && !sv.isTracking) else { break }
            let speed = abs(sv.velocity.x)
            let step = min(Self.longestMotionStep, speed > 0 ? 0.5 * controller.recenterMargin / speed : .infinity)
            guard now + step < time else { break }
            desktop.advance(to: now + step)
            steps += 1
        }
        desktop.advance(to: time)
    }

    /// Doubles (or halves) the zoom, animated, about `point` (nil: the window's centre); at the
    /// maximum a zoom in goes back to 1.
    private func zoomStep(in zoomIn: Bool, at point: Point?) {
        let z = controller.zoom
        let target = zoomIn ? (z >= StreetController.maximumZoom ? 1 : min(z * 2, StreetController.maximumZoom)) : z / 2
        let anchor = point ?? Point(x: controller.size.width / 2, y: controller.size.height / 2)
        scrollView.zoom(toScale: target, anchor: anchor, animated: true)
    }
}
