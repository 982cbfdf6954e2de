import ScrollPhysics

/// A value in a scene event or a trace field: the JSON shapes the trace writes.
public indirect enum TraceValue: Equatable, Sendable {
    case number(Double)
    case bool(Bool)
    /// A point, size, rectangle, colour or any fixed list of numbers: `[x, y]`, `[r, g, b]`.
    case numbers([Double])
    case string(String)
    /// A nested object, members in output order (e.g. the cube scene's `bigCube`).
    case object([TraceField])

    /// `[x, y]`.
    public static func point(_ p: Point) -> TraceValue { .numbers([p.x, p.y]) }
    /// `[width, height]`.
    public static func size(_ s: Size) -> TraceValue { .numbers([s.width, s.height]) }
    /// `[x, y, width, height]`.
    public static func rect(_ r: Rect) -> TraceValue { .numbers([r.minX, r.minY, r.width, r.height]) }
    /// `[r, g, b]`.
    public static func color(_ c: RGB) -> TraceValue { .numbers([c.r, c.g, c.b]) }
    /// A whole number (written without a fraction).
    public static func int(_ v: Int) -> TraceValue { .number(Double(v)) }
}

/// One named member of a trace object or an event argument.
public struct TraceField: Equatable, Sendable {
    public var key: String
    public var value: TraceValue
    public init(_ key: String, _ value: TraceValue) { self.key = key; self.value = value }
}

extension Array where Element == TraceField {
    /// The value of member `key`, or nil.
    public subscript(key: String) -> TraceValue? { first { $0.key == key }?.value }
}

/// Something that happened while producing a frame, in the order it happened: a scroll-view
/// delegate callback (UIKit's name without the `scrollView` prefix, with `"sv"` naming the scroll
/// view in scenes that have several) or a scene event (the cube scene's `tapBigCube`,
/// `tapLittleCube`, `resize`). The trace writes these as the frame's `events`, exactly as given:
/// `{"name": NAME, key: value, …}` with the arguments in order. This is the one event type: the
/// trace has no parallel one.
public struct SceneEvent: Equatable, Sendable {
    public var name: String
    /// Arguments in output order; keys must be unique and not "name" (the trace writer checks).
    public var arguments: [TraceField]

    /// `SceneEvent("didEndDragging", ["willDecelerate": .bool(true)])`.
    public init(_ name: String, _ arguments: KeyValuePairs<String, TraceValue> = [:]) {
        self.name = name
        self.arguments = arguments.map { TraceField($0.key, $0.value) }
    }

    /// `SceneEvent("didScroll", [("offset", .point(p))])`.
    public init(_ name: String, _ arguments: [(String, TraceValue)]) {
        self.name = name
        self.arguments = arguments.map { TraceField($0.0, $0.1) }
    }

    public init(name: String, arguments: [TraceField]) { self.name = name; self.arguments = arguments }

    /// The value of argument `key`, or nil.
    public subscript(key: String) -> TraceValue? { arguments.first { $0.key == key }?.value }

    /// This event with `"sv": name` as its first argument (a delegate callback of the scroll view `name`).
    public func from(scrollView name: String) -> SceneEvent {
        var copy = self
        copy.arguments.insert(TraceField("sv", .string(name)), at: 0)
        return copy
    }
}
