import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics

/// Routes the window's and the scripts' inputs: the left button is a finger (the window's gesture
/// recognizers pick row, list or pager by the first movement); a wheel goes to the scroll view under
/// the cursor that scrolls along the wheel's axis (a horizontal wheel over a row scrolls that row,
/// which pulls the pager like a drag; a vertical one scrolls the list; anywhere else the pager);
/// Left/Right page the pager, the other scrolling keys scroll the list. How far a key or a wheel click
/// moves is each scroll view's target behaviour: the pager and the rows page (a click or a key is one
/// page, so one click opens a row), the list steps one row.
final class LockscreenInput {
    let controller: LockscreenController
    let desktop: DesktopInputRouter

    init(controller: LockscreenController) {
        self.controller = controller
        desktop = DesktopInputRouter(window: controller.window, scrollView: controller.outer)
    }

    /// Delivers one input at `time`. Character keys are the scene's (F, T); others are ignored here.
    func deliver(_ event: DesktopEvent, time: Double) {
        switch event {
        case let .wheel(dx, dy, at, modifiers, kind):
            aimWheel(at: at, horizontal: modifiers.contains(.shift) || abs(dx) > abs(dy))
            desktop.scrollWheel(dx: dx, dy: dy, modifiers: modifiers, kind: kind, time: time)
        case .key(.scroll(let key), _, _): press(key, time: time)
        default: desktop.route(event, time: time)
        }
    }

    /// Points the router at the scroll view a wheel at `p` should move.
    private func aimWheel(at p: Point, horizontal: Bool) {
        let c = controller
        if horizontal, let row = c.row(at: p) {
            desktop.scrollView = row.scrollView
        } else if !horizontal, c.row(at: p) != nil || c.window.hitTest(p) === c.list {
            desktop.scrollView = c.list
        } else {
            desktop.scrollView = c.outer
        }
    }

    /// Left/Right: the pager, one page (ignored while a row pulls it). Up/Down, Page Up/Down,
    /// Home/End: the list (one row per arrow).
    private func press(_ key: DesktopKey, time: Double) {
        let c = controller
        switch key {
        case .left, .right:
            guard c.pullingRow == nil else { return }
            desktop.scrollView = c.outer
        default:
            desktop.scrollView = c.list
        }
        desktop.keyPressed(key, time: time)
    }

    /// Moves time on: the router moves the window's clock, so silent wheel gestures end and every
    /// scroll view steps, each at its own time.
    func advance(to time: Double) {
        desktop.advance(to: time)
    }
}
