import DesktopInput
import ScrollKit
import ScrollPhysics

/// Routes the window's and the scripts' inputs: the left button is a finger (the window's gesture
/// recognizers pick row, list or pager by the first movement); a wheel goes to the scroll view under
/// the cursor that scrolls along the wheel's axis (a horizontal wheel over a row scrolls that row,
/// which pulls the pager like a drag; a vertical one scrolls the list; anywhere else the pager);
/// Left/Right page the pager, the other scrolling keys scroll the list.
final class LockscreenInput {
    let controller: LockscreenController
    let desktop: DesktopInputRouter

    init(controller: LockscreenController) {
        self.controller = controller
        desktop = DesktopInputRouter(window: controller.window, scrollView: controller.outer, itemStep: .zero)
    }

    /// Delivers one input at `time`. Character keys are the scene's (F, T); others are ignored here.
    func deliver(_ event: DesktopEvent, time: Double) {
        switch event {
        case .mouseDown(let p, .left, _): desktop.mouseDown(at: p, time: time)
        case .mouseMove(let p): desktop.mouseMoved(to: p, time: time)
        case .mouseUp(let p, .left): desktop.mouseUp(at: p, time: time)
        case let .wheel(dx, dy, at, modifiers, continuous):
            let shift = modifiers.contains(.shift)
            aimWheel(at: at, horizontal: shift || abs(dx) > abs(dy))
            desktop.scroll(dx: dx, dy: dy, shift: shift, kind: continuous.map { $0 ? .continuous : .wheelClicks }, time: time)
        case .key(.scroll(let key), _, _): press(key, time: time)
        case .focusLost: desktop.mouseCancelled(time: time)
        default: break
        }
    }

    /// Points the router at the scroll view a wheel at `p` should move, with its click step: a row
    /// moves a whole page per click (so one click opens it), the pager a page, the list GTK's step.
    private func aimWheel(at p: Point, horizontal: Bool) {
        let c = controller
        if horizontal, let row = c.row(at: p) {
            desktop.scrollView = row.scrollView
            desktop.wheelClickStep = Point(x: row.pageWidth, y: row.pageWidth)
        } else if !horizontal, c.row(at: p) != nil || c.window.hitTest(p) === c.list {
            desktop.scrollView = c.list
            desktop.wheelClickStep = nil
        } else {
            desktop.scrollView = c.outer
            desktop.wheelClickStep = Point(x: c.layout.size.width, y: c.layout.size.width)
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
            desktop.itemStep = Point(x: c.layout.size.width, y: 0)
        default:
            desktop.scrollView = c.list
            desktop.itemStep = Point(x: 0, y: LockscreenLayout.rowHeight)
        }
        desktop.keyPressed(key, time: time)
    }

    /// Moves time on: the router (silent wheel gestures end), then every scroll view.
    func advance(to time: Double) {
        desktop.advance(to: time)
        controller.advance(to: time)
    }
}
