import Foundation
import SceneKit
import ScrollPhysics
import TextRendering

/// Builds scenes for tests as a host does: a `SceneContext` with the interface font, and the
/// scene's event log kept so a test can take the events (`drainEvents()`).
enum TestContexts {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var contexts: [ObjectIdentifier: SceneContext] = [:]

    /// The system typesetter (DejaVu Sans); a missing font fails the test run with its message.
    static var text: any TextMeasuring {
        do { return try Typesetter.system() } catch { fatalError(error.description) }
    }

    static func remember(_ context: SceneContext, for scene: AnyObject) {
        lock.lock(); defer { lock.unlock() }
        contexts[ObjectIdentifier(scene)] = context
    }

    static func context(of scene: AnyObject) -> SceneContext {
        lock.lock(); defer { lock.unlock() }
        guard let context = contexts[ObjectIdentifier(scene)] else {
            preconditionFailure("the scene was not built with Scene.make(size:…)")
        }
        return context
    }
}

extension Scene {
    /// The scene for a window of `size` points with `given` parameters (the rest at their defaults).
    static func make(size: Size, _ given: [String: SceneParameterValue] = [:], pixelScale: Double = 1,
                     interactive: Bool = false, wake: @escaping @Sendable () -> Void = {}) -> Self {
        let context = SceneContext(size: size, parameters: SceneParameters(declared: parameters, given: given),
                                   text: TestContexts.text, pixelScale: pixelScale, isInteractive: interactive, wake: wake)
        let scene = Self(context: context)
        TestContexts.remember(context, for: scene)
        return scene
    }

    /// The context the scene was built with (`make`).
    var testContext: SceneContext { TestContexts.context(of: self) }

    /// The events since the last call, in order (the host's trace takes them the same way).
    func drainEvents() -> [SceneEvent] { testContext.events.drain() }

    /// A window resize as the host delivers it: a usable size updates the context and lays the
    /// scene out; an unusable one (a minimised window) is dropped.
    func resize(to size: Size, time: Double) {
        guard size.isUsable else { return }
        testContext.size = size
        layout(for: size, time: time)
    }

    /// The draw list of the frame at `t`, as the host makes it: the scene advances to `t`, then draws.
    func drawnFrame(at t: Double) -> DrawList {
        advance(to: t)
        var list = DrawList()
        draw(into: &list, time: t)
        return list
    }

    /// A new pixel scale as the host sets it (scenes see it from their next `advance(to:)`).
    func setPixelScale(_ scale: Double) { testContext.pixelScale = scale }
}
