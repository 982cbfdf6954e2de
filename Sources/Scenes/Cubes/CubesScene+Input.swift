import DesktopInput
import SceneKit
import ScrollPhysics

/// The cube scene's DesktopInput router (mouse → touches, wheel/trackpad/keys → the scroll model).
/// Arrow keys and wheel clicks move exactly one cube and land on one: the scroll view's target
/// behaviour (`CubeSnapping`) says so, as it does for releases.
final class CubesInputRouter {
    let controller: CubeSceneController
    let desktop: DesktopInputRouter

    init(controller: CubeSceneController) {
        self.controller = controller
        desktop = DesktopInputRouter(window: controller.window, scrollView: controller.scrollView)
    }

    /// Lays the scene out for `size` at `time`.
    func resize(to size: Size, time: Double) {
        desktop.advance(to: time)
        controller.resize(to: size)
    }
}
