import Capture
import SceneKit
import ScrollPhysics

/// Reads the street scene's own trace members (see StreetScene.traceFrameFields).
extension TraceFrame {
    func member(_ path: String...) -> TraceValue? {
        var value: TraceValue? = .object(fields)
        for key in path {
            guard case .object(let members)? = value else { return nil }
            value = members.first { $0.key == key }?.value
        }
        return value
    }

    func number(_ path: String...) -> Double {
        var value: TraceValue? = .object(fields)
        for key in path {
            guard case .object(let members)? = value else { return .nan }
            value = members.first { $0.key == key }?.value
        }
        if case .number(let v)? = value { return v }
        return .nan
    }

    func numbers(_ path: String...) -> [Double] {
        var value: TraceValue? = .object(fields)
        for key in path {
            guard case .object(let members)? = value else { return [] }
            value = members.first { $0.key == key }?.value
        }
        if case .numbers(let v)? = value { return v }
        return []
    }

    var moonCenter: Point { let v = numbers("moon", "center"); return Point(x: v[0], y: v[1]) }
    var moonPlace: String { if case .string(let s)? = member("moon", "place") { return s }; return "" }
    var zoomScale: Double { number("street", "zoom") }

    /// Building index → [x, y, w, h, pixel w, pixel h, version] on screen.
    var buildings: [Int: [Double]] {
        guard case .object(let members)? = member("buildings") else { return [:] }
        var result: [Int: [Double]] = [:]
        for m in members { if case .numbers(let v) = m.value, let i = Int(m.key) { result[i] = v } }
        return result
    }

    var street: TracedScrollView { scrollView("street")! }

    /// Street x at the window's left edge: the content's position independent of recentring.
    var streetLeft: Double { number("street", "origin") + street.offset.x / zoomScale }

    func events(named name: String) -> [SceneEvent] { events.filter { $0.name == name } }
}

extension SceneEvent {
    func string(_ key: String) -> String? { if case .string(let s)? = self[key] { return s }; return nil }
}
