import Capture
import ImageOutput
import Platform
import Scenes
import DesktopInput
import ScrollPhysics

/// Routes `DemoInput`s to DesktopInput's router (mouse → touches, wheel/trackpad/keys → the scroll
/// model) and resizes to the scene controller. Arrow keys and wheel clicks move exactly one cube.
final class DemoInputRouter {
    let controller: CubeSceneController
    let desktop: DesktopInputRouter

    init(controller: CubeSceneController) {
        self.controller = controller
        desktop = DesktopInputRouter(window: controller.window, scrollView: controller.scrollView, itemStep: .zero)
        // Keys land on whole cubes too (Page Up/Down move a page, rounded to the nearest cube).
        desktop.keyTargetAdjustment = { [unowned controller] in controller.cubeView.scrollOffset(forProposedOffset: $0) }
        followPitch()
    }

    /// Arrow keys and wheel clicks move one cube: both steps follow the pitch (which changes on resize).
    private func followPitch() {
        let pitch = Point(x: controller.layout.pitch, y: controller.layout.pitch)
        desktop.itemStep = pitch
        desktop.wheelClickStep = pitch
    }

    func deliver(_ event: DemoInput, time: Double) {
        switch event {
        case .mouseDown(let p): desktop.mouseDown(at: p, time: time)
        case .mouseMove(let p): desktop.mouseMoved(to: p, time: time)
        case .mouseUp(let p): desktop.mouseUp(at: p, time: time)
        case let .wheel(dx, dy, shift, continuous):
            desktop.scroll(dx: dx, dy: dy, shift: shift, kind: continuous.map { $0 ? .continuous : .wheelClicks }, time: time)
        case .key(let key): desktop.keyPressed(key, time: time)
        case .resize(let size):
            desktop.advance(to: time)
            controller.resize(to: size)
            followPitch()
        }
    }

    /// Ends silent wheel gestures and advances the views and the scroll model to `time`.
    func advance(to time: Double) { desktop.advance(to: time) }
}
