import DesktopInput
import Foundation
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// Desktop input for the street: the mouse is a finger (drag, long press, swipe), the wheel and
/// arrow keys scroll, and zooming comes from a scripted two-finger pinch, Ctrl+wheel (a pinch that
/// ends after the wheel's silence), a double click, or the keys Z (in), X (out) and 0 (back to 1×).
final class StreetInput {
    /// Zoom factor of one Ctrl+wheel notch.
    static let wheelZoomStep = 1.25
    /// Silence (s) after the last Ctrl+wheel notch that ends the zoom, as for scrolling.
    static let wheelZoomSilence = DesktopInputRouter.scrollGestureSilence

    let controller: StreetController
    let desktop: DesktopInputRouter
    /// Pinch fingers down (script touches 1 and 2), window points.
    private var fingers: [Int: Point] = [:]
    private var pinchStartSpan: Double?
    private var wheelZoom: (scale: Double, anchor: Point, lastTime: Double)?

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
        case let .wheel(dx, dy, at, modifiers, continuous):
            if modifiers.contains(.control) {
                wheelZoom(dy: dy, at: at, time: time)
            } else {
                desktop.scrollWheel(dx: dx, dy: dy, modifiers: modifiers, continuous: continuous, time: time)
            }
        case .key(.character(let c), _, _):
            desktop.advance(to: time)
            if c == "z" { zoomStep(in: true, at: nil) }
            if c == "x" { zoomStep(in: false, at: nil) }
            if c == "0" { scrollView.setZoomScale(1, animated: true) }
        case let .touch(phase, id, p): pinch(phase, id: id, at: p, time: time)
        default: desktop.route(event, time: time)
        }
        controller.noteRecognizers()
    }

    /// A Ctrl+wheel zoom waits for its silence, pinch fingers are down, or the router waits.
    var needsAdvance: Bool { wheelZoom != nil || !fingers.isEmpty || desktop.needsAdvance }

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
            moveTime(to: now + step)
            steps += 1
        }
        moveTime(to: time)
    }

    private func moveTime(to time: Double) {
        endWheelZoomIfSilent(at: time)
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

    private func wheelZoom(dy: Double, at p: Point, time: Double) {
        desktop.advance(to: time)
        guard dy != 0, dy.isFinite else { return }
        if wheelZoom == nil {
            scrollView.pinchBegan(scale: 1, anchor: p, time: time)
            wheelZoom = (1, p, time)
        }
        guard var z = wheelZoom else { return }
        z.scale *= pow(Self.wheelZoomStep, dy)
        z.lastTime = time
        wheelZoom = z
        scrollView.pinchChanged(scale: z.scale, anchor: z.anchor, time: time)
    }

    private func endWheelZoomIfSilent(at time: Double) {
        guard let z = wheelZoom, time >= z.lastTime + Self.wheelZoomSilence else { return }
        wheelZoom = nil
        desktop.advance(to: z.lastTime + Self.wheelZoomSilence)
        scrollView.pinchEnded(time: z.lastTime + Self.wheelZoomSilence)
    }

    /// A scripted pinch: both fingers down begins it, moves change the scale (span ÷ starting span)
    /// about their midpoint, the first lift ends it.
    private func pinch(_ phase: TouchPhase, id: Int, at p: Point, time: Double) {
        desktop.advance(to: time)
        switch phase {
        case .began:
            fingers[id] = p
            if fingers.count == 2, let (span, mid) = spanAndMid() {
                pinchStartSpan = span
                scrollView.pinchBegan(scale: 1, anchor: mid, time: time)
            }
        case .moved:
            fingers[id] = p
            if let start = pinchStartSpan, let (span, mid) = spanAndMid(), start > 0 {
                scrollView.pinchChanged(scale: span / start, anchor: mid, time: time)
            }
        case .ended, .cancelled:
            fingers[id] = p
            if let start = pinchStartSpan, let (span, mid) = spanAndMid(), start > 0 {
                scrollView.pinchEnded(scale: span / start, anchor: mid, time: time)
            }
            pinchStartSpan = nil
            fingers[id] = nil
        case .stationary:
            break
        }
    }

    private func spanAndMid() -> (Double, Point)? {
        let ps = Array(fingers.values)
        guard ps.count == 2 else { return nil }
        return ((ps[0] - ps[1]).length, (ps[0] + ps[1]) * 0.5)
    }
}
