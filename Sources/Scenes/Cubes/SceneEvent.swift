import ScrollPhysics

/// Something that happened while producing a frame, in the order it happened: a scroll-view
/// delegate callback (UIKit's name without the `scrollView` prefix) or a scene event
/// (`tapBigCube`, `tapLittleCube`, and `resize` with the new window size, pitch, scroll frame and
/// content size). The trace writes these as the frame's `events`.
public struct SceneEvent: Equatable, Sendable {
    /// One argument value.
    public enum Value: Equatable, Sendable {
        case number(Double)
        case bool(Bool)
        case point(Point)
        /// Written as [x, y, width, height].
        case rect(Rect)
        case color(RGB)
        case int(Int)
    }
    public var name: String
    /// Arguments in a fixed order.
    public var arguments: [(String, Value)]

    public init(_ name: String, _ arguments: [(String, Value)] = []) {
        self.name = name; self.arguments = arguments
    }

    public static func == (a: SceneEvent, b: SceneEvent) -> Bool {
        a.name == b.name && a.arguments.map(\.0) == b.arguments.map(\.0)
            && a.arguments.map(\.1) == b.arguments.map(\.1)
    }

    /// The argument named `key`, if any.
    public subscript(key: String) -> Value? { arguments.first { $0.0 == key }?.1 }
}
