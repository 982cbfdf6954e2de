import DesktopInput

/// One input reported by `GLFWWindowHost`, queued in arrival order and drained by the app once
/// per frame: DesktopInput's platform-neutral event and when it happened.
///
/// Positions and sizes are WINDOW POINTS (GLFW screen coordinates: origin top-left, y down) —
/// the same space as the scenes and the capture scripts, not framebuffer pixels. `time` is
/// seconds on GLFW's clock (`glfwGetTime()`, the same clock as `GLFWWindowHost.time`).
public struct WindowEvent: Equatable, Sendable {
    public var event: DesktopEvent
    public var time: Double
    public init(_ event: DesktopEvent, time: Double) { self.event = event; self.time = time }
}
