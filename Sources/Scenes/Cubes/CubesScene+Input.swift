import DesktopInput
import SceneKit
import ScrollPhysics

/// Routes inputs to DesktopInput's router (mouse → touches, wheel/trackpad/keys → the scroll
/// model) and resizes to the controller. Arrow keys and wheel clicks move exactly one cube.
final class CubesInputRouter {
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

    /// Delivers one input at `time`. Only the left button is a finger; other buttons, pinch
    /// touches and character keys do nothing here.
    func deliver(_ event: DesktopEvent, time: Double) {
        if case .resize(let size) = event { resize(to: size, time: time) } else { desktop.route(event, time: time) }
    }

    /// Lays the scene out for `size` at `time`.
    func resize(to size: Size, time: Double) {
        desktop.advance(to: time)
        controller.resize(to: size)
        followPitch()
    }

    /// Ends silent wheel gestures and advances the views and the scroll model to `time`.
    func advance(to time: Double) { desktop.advance(to: time) }
}
