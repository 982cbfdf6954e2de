import ScrollPhysics

/// A corner of a quad seen in perspective: where it lands in the window (points) and its depth
/// weight `w` (> 0; 1 on the screen plane, larger farther away). The renderer interpolates
/// texture coordinates with these weights, so a texture on a quad that recedes is foreshortened
/// correctly instead of bending along the quad's diagonal.
public struct ProjectedPoint: Hashable, Sendable {
    public var point: Point
    public var w: Double
    public init(_ point: Point, w: Double = 1) { self.point = point; self.w = w }
}

/// Four corners, in the order of the texture's top-left, top-right, bottom-right and
/// bottom-left: a textured quad that may be rotated or seen in perspective (cover flow, a 3D
/// wheel). An axis-aligned rectangle with every `w` = 1 on whole points draws exactly like
/// `addImage(_:in:)`.
///
/// Its edges are anti-aliased by the renderer's shader (each pixel's coverage from its distance
/// to the edge, docs/techniques/software-gl.md), so a frame of quads needs no multisampling.
public struct ImageQuad: Hashable, Sendable {
    public var topLeft, topRight, bottomRight, bottomLeft: ProjectedPoint
    /// The edges ramped over a pixel (default all four). Leave out an edge the quad shares with
    /// another drawn next to it (the strips of one shape, the rows of a wheel): where two
    /// half-covered pixels are blended one over the other, what lies behind shows through as a
    /// seam; a hard shared edge splits its pixels between the two quads exactly.
    public var smoothEdges: Edges

    /// A set of a quad's edges: top (top-left to top-right), right, bottom, left.
    public struct Edges: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Edges(rawValue: 1), right = Edges(rawValue: 2)
        public static let bottom = Edges(rawValue: 4), left = Edges(rawValue: 8)
        public static let all: Edges = [.top, .right, .bottom, .left]
    }

    public init(topLeft: ProjectedPoint, topRight: ProjectedPoint, bottomRight: ProjectedPoint,
                bottomLeft: ProjectedPoint, smoothEdges: Edges = .all) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
        self.smoothEdges = smoothEdges
    }

    /// The corners in order (top-left, top-right, bottom-right, bottom-left).
    public var corners: [ProjectedPoint] { [topLeft, topRight, bottomRight, bottomLeft] }

    /// Whether every corner is finite and every `w` positive (the quad is in front of the eye).
    public var isDrawable: Bool {
        corners.allSatisfy { $0.point.isFinite && $0.w.isFinite && $0.w > 0 }
    }
}

/// A pinhole camera over the window: a point `z` points in front of the screen plane (z > 0:
/// toward the viewer) at window position (x, y) is seen from `eyeDistance` points in front of the
/// window's point `vanishingPoint`: the same projection as a Core Animation layer transform with
/// `m34 = −1/eyeDistance` (the usual way to add perspective to a CATransform3D).
public struct Perspective: Hashable, Sendable {
    /// Distance of the eye from the screen plane, points (> 0).
    public var eyeDistance: Double
    /// The window point straight in front of the eye, points.
    public var vanishingPoint: Point
    public init(eyeDistance: Double, vanishingPoint: Point) {
        self.eyeDistance = eyeDistance; self.vanishingPoint = vanishingPoint
    }

    /// Where the 3D point (x, y, z) lands. `w = (eyeDistance − z) / eyeDistance`: 1 on the
    /// screen plane, < 1 in front of it; a point at or behind the eye has `w` ≤ 0 (not drawable).
    public func project(x: Double, y: Double, z: Double) -> ProjectedPoint {
        let w = (eyeDistance - z) / eyeDistance
        let v = vanishingPoint
        return ProjectedPoint(Point(x: v.x + (x - v.x) / w, y: v.y + (y - v.y) / w), w: w)
    }
}
