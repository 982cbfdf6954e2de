import DesktopInput
import SceneKit
import ScrollPhysics

/// The cube scene's DesktopInput router (mouse → touches, wheel/trackpad/keys → the scroll model),
/// kept in step with the layout: arrow keys and wheel clicks move exactly one cube.
final class CubesInputRouter {
    let controller: CubeSceneController
    let desktop: DesktopInputRouter

    init(controller: CubeSceneController) {
        self.controller = controller
        desktop = DesktopInputRouter(window: controller.window, scrollView: controller.scrollView, itemStep: .zero)
        // Keys land on whole cubes too (Page Up/Down move a page, rounded to the nearest cube).
        desktop.keyTargetAdjustment = { [unowned controller] in controller.layout.scrollOffset(forProposedOffset: $0) }
        followPitch()
    }

    /// Arrow keys and wheel clicks move one cube: both steps follow the pitch (which changes on resize).
    private func followPitch() {
        let pitch = Point(x: controller.layout.pitch, y: controller.layout.pitch)
        desktop.itemStep = pitch
        desktop.wheelClickStep = pitch
    }

    /// Lays the scene out for `size` at `time`.
    func resize(to size: Size, time: Double) {
        desktop.advance(to: time)
        controller.resize(to: size)
        followPitch()
    }
}
