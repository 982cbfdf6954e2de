import DesktopInput
import SceneKit
import ScrollPhysics

/// Drives a scene without GL, as the host does: inputs at their own times, frames at `fps` (60 Hz
/// unless given).
final class SceneTestDriver<S: Scene> {
    let scene: S
    /// Frames per second.
    let fps: Double
    private(set) var time = 0.0
    private var frame = 0
    /// Runs after every frame (checks that must hold in each frame).
    var onFrame: (() -> Void)?
    /// The events drained so far, in order.
    private(set) var events: [SceneEvent] = []

    init(_ type: S.Type, size: Size, _ given: [String: SceneParameterValue] = [:], fps: Double = 60) {
        scene = S.make(size: size, given)
        self.fps = fps
    }

    /// Runs the frames at or before `t` (seconds); frame n is at n/fps exactly (no drift, so an
    /// input at t is never earlier than the frame before it).
    func run(to t: Double) {
        while Double(frame + 1) / fps <= t {
            frame += 1
            time = Double(frame) / fps
            scene.advance(to: time)
            events += scene.drainEvents()
            onFrame?()
        }
    }

    /// Delivers `event` at `t` (frames before it run first).
    func send(_ event: DesktopEvent, at t: Double) {
        run(to: t)
        scene.handle(event, time: t)
    }

    /// Delivers a script's `events` in time order (a resize through `layout(for:time:)` after the
    /// frames before it, as the host does) and draws every frame, then runs the frames up to `until`.
    func play(_ events: [(t: Double, event: DesktopEvent)], until: Double) {
        var list = DrawList()
        onFrame = { [unowned self] in scene.draw(into: &list, time: time) }
        for (t, event) in events {
            if case .resize(let size) = event {
                run(to: t)
                scene.resize(to: size, time: t)
            } else {
                send(event, at: t)
            }
        }
        run(to: until)
    }

    /// A drag from `a` to `b` starting at `t`, moving at 120 Hz for `duration` s, then still for `hold`, then up.
    func drag(from a: Point, to b: Point, at t: Double, duration: Double, hold: Double = 0) {
        send(.mouseDown(a), at: t)
        let steps = max(1, Int(duration * 120))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            send(.mouseMove(a + (b - a) * f), at: t + duration * f)
        }
        send(.mouseUp(b), at: t + duration + hold)
    }

    /// The events called `name` (from scroll view `sv` when given).
    func events(_ name: String, sv: String? = nil) -> [SceneEvent] {
        events.filter { $0.name == name && (sv == nil || $0["sv"] == .string(sv!)) }
    }
}
