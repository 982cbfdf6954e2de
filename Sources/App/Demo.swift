import Capture
import ImageOutput
import Platform
import Scenes
import DesktopInput
import ScrollPhysics

/// The one frame function shared by the window and headless capture: inputs are delivered at
/// their own times, then the model advances to the frame's time, then the scene snapshot is
/// refilled for the renderer. No GL here — drawing is the caller's next step, so update stays
/// apart from draw and the same code serves both hosts (as wgpu's examples framework does).
///
/// ```
/// demo.deliver(.mouseDown(p), time: t0)   // any number, in time order
/// demo.advance(to: frameTime)             // once per frame
/// renderer.draw(demo.snapshot, ...)       // the host draws
/// ```
public final class Demo {
    public let config: DemoConfig
    public let controller: CubeSceneController
    let input: DemoInputRouter
    /// What to draw for the last `advance(to:)`.
    public private(set) var snapshot = SceneSnapshot.empty()
    /// The time of the last `advance(to:)` (seconds).
    public private(set) var time: Double = 0

    public init(config: DemoConfig) {
        self.config = config
        controller = CubeSceneController(windowSize: config.windowSize, cubeCount: config.cubes,
                                         seed: config.seed, wiring: config.wiring,
                                         showsIndicator: config.showsIndicator)
        input = DemoInputRouter(controller: controller)
        controller.refill(&snapshot, time: 0)
    }

    /// Delivers one input at its own `time` (seconds, non-decreasing; may be earlier than the next
    /// frame's time — the model sees the input's timestamp, so results don't depend on frame rate).
    public func deliver(_ event: DemoInput, time: Double) {
        input.deliver(event, time: time)
    }

    /// Advances everything to the frame time `time` and refills `snapshot`.
    public func advance(to time: Double) {
        self.time = time
        input.advance(to: time)          // ends silent wheel gestures, advances the views and the model
        controller.noteFrame(at: time)
        controller.refill(&snapshot, time: time)
    }

    /// One line for the window title: offset, velocity and phase.
    public var statusLine: String {
        let s = controller.scrollView
        let phase = s.isDragging ? "dragging" : s.isDecelerating ? "decelerating"
            : s.isScrollAnimating ? "animating" : s.isTracking ? "tracking" : "idle"
        func f(_ v: Double) -> String { String(Int(v.rounded())) }
        return "cubescroll — offset \(f(s.contentOffset.x)) pt · velocity \(f(s.velocity.x)) pt/s · \(phase)"
    }
}

/// A platform-neutral input, in window points. The GLFW window and capture scripts both map to it.
public enum DemoInput: Equatable, Sendable {
    case mouseDown(Point)
    case mouseMove(Point)
    case mouseUp(Point)
    /// GLFW scroll offsets (a notched wheel gives ±1 per notch, dy > 0 = away from the user).
    /// `continuous`: true for trackpad deltas, false for wheel clicks, nil to classify by value
    /// (whole numbers are clicks, fractions trackpad deltas: DesktopInput's `ScrollDeltaKind`).
    case wheel(dx: Double, dy: Double, shift: Bool, continuous: Bool?)
    case key(DesktopKey)
    case resize(Size)
}
