import Capture
import SceneKit
import ScrollPhysics

/// Small readers for scene capture tests: a scroll view's x offset by name, a frame's scene
/// members, events by name.
extension TraceFrame {
    /// contentOffset.x of the scroll view `name` in this frame (nan when it is not listed).
    func offsetX(_ name: String) -> Double { scrollView(name)?.offset.x ?? .nan }
    /// contentOffset.y of the scroll view `name` in this frame (nan when it is not listed).
    func offsetY(_ name: String) -> Double { scrollView(name)?.offset.y ?? .nan }
    /// The scene member `key` (a nested object's members), or [].
    func sceneObject(_ key: String) -> [TraceField] {
        if case .object(let members)? = fields[key] { return members }
        return []
    }
    /// The events called `name` (from the scroll view `sv`, when given).
    func eventsNamed(_ name: String, sv: String? = nil) -> [SceneEvent] {
        events.filter { $0.name == name && (sv == nil || $0["sv"] == .string(sv!)) }
    }
}

extension Array where Element == TraceField {
    /// The number member `key` (nan when absent or not a number).
    func traceNumber(_ key: String) -> Double { if case .number(let v)? = self[key] { return v }; return .nan }
    /// The boolean member `key` (false when absent).
    func traceFlag(_ key: String) -> Bool { if case .bool(let v)? = self[key] { return v }; return false }
    /// The string member `key` ("" when absent).
    func traceText(_ key: String) -> String { if case .string(let v)? = self[key] { return v }; return "" }
}

extension SceneEvent {
    /// The number argument `key` (nan when absent).
    func traceNumber(_ key: String) -> Double { arguments.traceNumber(key) }
    /// The first component of the numbers argument `key` (nan when absent).
    func firstNumber(_ key: String) -> Double { if case .numbers(let v)? = self[key], !v.isEmpty { return v[0] }; return .nan }
}
