import DesktopInput
import SceneKit
import Scenes
import ScrollPhysics

/// The window's scenes: one `SceneHost` per scene type, built the first time it is shown
/// (the first with the command line's options, the others with their defaults) and kept, so a
/// scene shown again carries on where it was, laid out for the current window size.
struct SceneSwitcher {
    private var hosts: [SceneHost?]
    private(set) var index: Int
    private(set) var windowSize: Size
    private let types: [any Scene.Type]
    /// Given to every scene built (`SceneContext.wake`).
    private let wake: @Sendable () -> Void

    init(windowSize: Size, types: [any Scene.Type] = SceneCatalog.all, first: any Scene.Type,
         arguments: [String: SceneParameterValue], wake: @escaping @Sendable () -> Void = {}) {
        self.windowSize = windowSize
        self.types = types
        self.wake = wake
        hosts = Array(repeating: nil, count: types.count)
        index = types.firstIndex { ObjectIdentifier($0) == ObjectIdentifier(first) } ?? 0
        hosts[index] = makeHost(first, arguments: arguments)
    }

    /// The scene keys, shown under each scene's hint.
    static let keysLine = "Tab / Shift+Tab or 1-9: other scenes   S: screenshot   Esc: quit"

    var current: SceneHost { hosts[index]! }

    /// A window's host for `type`: overlay with the scene keys, interactive, woken from other threads.
    private func makeHost(_ type: any Scene.Type, arguments: [String: SceneParameterValue] = [:]) -> SceneHost {
        let host = SceneHost(type, parameters: SceneParameters(declared: type.parameters).overriding(arguments),
                             windowSize: windowSize, isInteractive: true, wake: wake)
        host.showsOverlay = true
        host.overlayExtra = Self.keysLine
        return host
    }

    /// Lays the current scene out for `size` (the others when they are shown next).
    mutating func resize(to size: Size, time: Double) {
        if size.isUsable { windowSize = size }
        current.deliver(.resize(size), time: time)
    }

    /// Shows the scene `offset` places on (wrapping); true if it changed.
    mutating func select(offset: Int, time: Double) -> Bool {
        select(index: ((index + offset) % types.count + types.count) % types.count, time: time)
    }

    /// Shows scene number `index` (from 0); false if there is none or it is already shown.
    mutating func select(index newIndex: Int, time: Double) -> Bool {
        guard newIndex >= 0, newIndex < types.count, newIndex != index else { return false }
        // The scene left loses the input: a press under way there is cancelled, as when the window
        // loses focus (its release, if any, now goes to the next scene). Otherwise it would stay
        // pressed and, shown again, follow the mouse with no button held.
        current.deliver(.focusLost, time: time)
        index = newIndex
        if let host = hosts[index] {
            if host.windowSize != windowSize { host.deliver(.resize(windowSize), time: time) }
        } else {
            hosts[index] = makeHost(types[index])
        }
        current.showHints(at: time)
        return true
    }
}
