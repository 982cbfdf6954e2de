/// Plain 2-D geometry in points (Double), shared by every layer.
///
/// Coordinates follow UIKit and GLFW's cursor: origin top-left, x right, y down.
/// The same `Point` type is used for positions, translations and velocities (as UIKit uses CGPoint).

/// A position or a 2-D vector, in points (or points per second for velocities).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate (points), growing to the right.
    public var x: Double
    /// Vertical coordinate (points), growing downwards.
    public var y: Double
    /// A point (or vector) with components `x` and `y`, in points.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
    /// "(x, y)".
    public var description: String { "(\(x), \(y))" }

    /// Component-wise sum: `a` moved by the vector `b`.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Component-wise difference: the vector from `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Both components scaled by `s`.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    /// The opposite vector.
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
    /// Moves `a` by the vector `b`.
    public static func += (a: inout Point, b: Point) { a = a + b }
    /// Moves `a` by the opposite of the vector `b`.
    public static func -= (a: inout Point, b: Point) { a = a - b }
    /// Euclidean length (for vectors).
    public var length: Double { (x * x + y * y).squareRoot() }
    /// True when both components are finite (not NaN or ±∞).
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

/// A width and height in points. Negative sizes are not meaningful and are not normalised.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal extent (points).
    public var width: Double
    /// Vertical extent (points).
    public var height: Double
    /// A size of `width` × `height` points (not normalised: negative values stay as given).
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// 0 × 0.
    public static let zero = Size(width: 0, height: 0)
    /// "width×height".
    public var description: String { "\(width)×\(height)" }
}

/// An axis-aligned rectangle: `origin` is the top-left corner.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (points).
    public var origin: Point
    /// Width and height (points).
    public var size: Size
    /// A rectangle with its top-left corner at `origin`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle with its top-left corner at (`x`, `y`), in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)
    /// "[x, y, width, height]".
    public var description: String { "[\(origin.x), \(origin.y), \(size.width), \(size.height)]" }

    /// Left edge (points).
    public var minX: Double { origin.x }
    /// Top edge (points).
    public var minY: Double { origin.y }
    /// Right edge (points): `minX + width`.
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge (points): `minY + height`.
    public var maxY: Double { origin.y + size.height }
    /// Horizontal centre (points).
    public var midX: Double { origin.x + size.width / 2 }
    /// Vertical centre (points).
    public var midY: Double { origin.y + size.height / 2 }
    /// `size.width` (points).
    public var width: Double { size.width }
    /// `size.height` (points).
    public var height: Double { size.height }
    /// The centre point (`midX`, `midY`).
    public var center: Point { Point(x: midX, y: midY) }

    /// Half-open containment: the top/left edges are inside, the bottom/right edges are not
    /// (so two rects that share an edge never both contain a point). Empty rects contain nothing.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }
    /// This rect moved by `d`.
    public func offsetBy(_ d: Point) -> Rect { Rect(origin: origin + d, size: size) }
    /// This rect grown by `dx`/`dy` on each side (negative values shrink it).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}

/// Distances added around content, as UIEdgeInsets (points; may be negative).
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge (points).
    public var top: Double
    /// Inset from the left edge (points).
    public var left: Double
    /// Inset from the bottom edge (points).
    public var bottom: Double
    /// Inset from the right edge (points).
    public var right: Double
    /// Insets in points for each edge; the ones not given are 0.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No inset on any edge.
    public static let zero = EdgeInsets()
}
