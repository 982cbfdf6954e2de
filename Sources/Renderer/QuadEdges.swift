import SceneKit
import ScrollPhysics

/// The triangles that draw an `ImageQuad` single-sampled with anti-aliased edges: the quad grown
/// by half a pixel past each edge it smooths (`ImageQuad.smoothEdges`), each vertex carrying its
/// texture coordinate, its perspective weight and its signed distances to the quad's four edges
/// (framebuffer pixels, positive inside). image.frag turns the smallest distance `d` into coverage
/// `clamp(d + ½, 0, 1)`: the share of a one-pixel box filter over a straight edge that lies
/// inside, so a slanted or receding edge is ramped over one pixel as a rounded rectangle's is
/// (rect.frag), and the frame needs no multisampling (docs/techniques/software-gl.md,
/// "Perspective quads without multisampling").
///
/// Distances to a line are affine in screen position, so the vertex shader passes them on
/// `noperspective` and every pixel gets its exact distance. Texture coordinates follow the quad's
/// projective map (the homography that takes the texture rectangle onto the four screen corners;
/// for corners projected from a flat rectangle, what their `w` weights give), so the grown
/// vertices sample exactly where the texture's edge continues.
///
/// An edge the quad does not smooth keeps its place and gets no ramp (its distance is far), so
/// quads sharing that edge split its pixels between them by GL's rasterisation rules, with no seam.
///
/// Split into an inner quad (inset by half a pixel from the smoothed edges: coverage 1
/// everywhere, so an opaque texture is written unblended there) and a ring of four trapezoids
/// around it (the only pixels that need blending). A quad too thin for an inner part (under a
/// pixel across) is drawn as the grown quad alone.
struct QuadEdges {
    /// Floats per vertex: x, y (window points), w, u, v, then the four edge distances (pixels).
    static let floatsPerVertex = 9
    /// Vertices of the inner quad (two triangles); empty when it has none.
    var inner: [Float] = []
    /// Vertices of the ring (eight triangles), or of the whole grown quad when `inner` is empty.
    var rim: [Float] = []

    /// The edge distance given where an edge has no ramp (axis-aligned images, glyphs, a quad's
    /// hard edges), pixels: far inside.
    static let far: Float = 1e6

    /// - Parameters:
    ///   - quad: the corners (top-left, top-right, bottom-right, bottom-left), window points.
    ///   - texture: texture coordinates of the top-left and bottom-right corners (0…1).
    ///   - pixelsPerPoint: framebuffer pixels per window point.
    /// - Returns: nil when the outline is degenerate (no area, not convex, corners in the wrong
    ///   order): nothing to draw.
    init?(_ quad: ImageQuad, texture: (u0: Double, v0: Double, u1: Double, v1: Double), pixelsPerPoint: Double) {
        let p = quad.corners.map(\.point)
        guard pixelsPerPoint > 0, let map = Homography(squareTo: p) else { return nil }
        // Inward unit normals of the edges p[k] → p[k+1], oriented by the outline's winding.
        var area = 0.0
        for k in 0..<4 { area += p[k].x * p[(k + 1) % 4].y - p[(k + 1) % 4].x * p[k].y }
        guard area.isFinite, abs(area) > 1e-9 else { return nil }
        let turn = area > 0 ? 1.0 : -1.0
        var normals: [Point] = []
        for k in 0..<4 {
            let d = p[(k + 1) % 4] - p[k]
            let length = (d.x * d.x + d.y * d.y).squareRoot()
            guard length > 0 else { return nil }
            normals.append(Point(x: -d.y / length * turn, y: d.x / length * turn))
        }
        // Convex: every corner on the inner side of every edge.
        let tolerance = 1e-6 * abs(area).squareRoot()
        for k in 0..<4 { for c in p where Self.dot(normals[k], c - p[k]) < -tolerance { return nil } }

        let smooth: [Bool] = [.top, .right, .bottom, .left].map { quad.smoothEdges.contains($0) }
        func distances(_ q: Point) -> [Float] {
            (0..<4).map { smooth[$0] ? Float(Self.dot(normals[$0], q - p[$0]) * pixelsPerPoint) : Self.far }
        }
        /// The point at signed distance `offset` (points, positive inward) from both smoothed edges
        /// meeting at corner k (on a hard edge itself).
        func offsetCorner(_ k: Int, _ offset: Double) -> Point? {
            let a = normals[(k + 3) % 4], b = normals[k]
            let oa = smooth[(k + 3) % 4] ? offset : 0, ob = smooth[k] ? offset : 0
            let det = a.x * b.y - a.y * b.x
            guard abs(det) > 1e-6 else { return nil }
            // Solve a·(q − p[k]) = oa and b·(q − p[k]) = ob.
            let x = (oa * b.y - a.y * ob) / det, y = (a.x * ob - oa * b.x) / det
            return Point(x: p[k].x + x, y: p[k].y + y)
        }
        func vertex(_ q: Point) -> [Float]? {
            guard let st = map.inverse(q) else { return nil }
            let u = texture.u0 + st.s * (texture.u1 - texture.u0), v = texture.v0 + st.t * (texture.v1 - texture.v0)
            return [Float(q.x), Float(q.y), Float(st.w), Float(u), Float(v)] + distances(q)
        }
        func quadVertices(_ points: [Point?]) -> [[Float]]? {
            let vertices = points.compactMap { $0.flatMap(vertex) }
            return vertices.count == 4 ? vertices : nil
        }
        func twoTriangles(_ c: [[Float]]) -> [Float] { [c[0], c[1], c[3], c[1], c[2], c[3]].flatMap { $0 } }
        let half = 0.5 / pixelsPerPoint
        guard let outer = quadVertices((0..<4).map { offsetCorner($0, -half) }) else {
            // Cannot grow it (a corner too sharp, or past the horizon): the outline itself, ramped inside.
            guard let plain = quadVertices(p) else { return nil }
            rim = twoTriangles(plain)
            return
        }
        let innerPoints = (0..<4).map { offsetCorner($0, half) }
        let innerFits = (0..<4).allSatisfy { k in
            let least = (smooth[k] ? half : 0) * 0.999 - 1e-9
            return innerPoints.allSatisfy { q in q.map { Self.dot(normals[k], $0 - p[k]) >= least } ?? false }
        }
        guard innerFits, let inside = quadVertices(innerPoints) else {
            rim = twoTriangles(outer)
            return
        }
        inner = twoTriangles(inside)
        for k in 0..<4 {
            let n = (k + 1) % 4
            rim += [outer[k], outer[n], inside[k], outer[n], inside[n], inside[k]].flatMap { $0 }
        }
    }

    private static func dot(_ a: Point, _ b: Point) -> Double { a.x * b.x + a.y * b.y }
}

/// The projective map from the unit square (s, t) onto a quadrilateral's corners (s, t) = (0, 0),
/// (1, 0), (1, 1), (0, 1) (Heckbert, "Fundamentals of Texture Mapping and Image Warping", 1989,
/// §2.2.3, https://www2.eecs.berkeley.edu/Pubs/TechRpts/1989/CSD-89-516.pdf), and its inverse.
struct Homography {
    /// Row-major inverse, scaled so that its third row gives 1 at the quad's centre.
    private let inv: [Double]

    init?(squareTo p: [Point]) {
        guard p.count == 4 else { return nil }
        let sx = p[0].x - p[1].x + p[2].x - p[3].x, sy = p[0].y - p[1].y + p[2].y - p[3].y
        let dx1 = p[1].x - p[2].x, dx2 = p[3].x - p[2].x, dy1 = p[1].y - p[2].y, dy2 = p[3].y - p[2].y
        var g = 0.0, h = 0.0
        if sx != 0 || sy != 0 {
            let det = dx1 * dy2 - dx2 * dy1
            guard det != 0 else { return nil }
            g = (sx * dy2 - dx2 * sy) / det
            h = (dx1 * sy - sx * dy1) / det
        }
        let m = [p[1].x - p[0].x + g * p[1].x, p[3].x - p[0].x + h * p[3].x, p[0].x,
             p[1].y - p[0].y + g * p[1].y, p[3].y - p[0].y + h * p[3].y, p[0].y,
             g, h, 1]
        // Adjugate (the inverse up to scale).
        var a = [m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
                 m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
                 m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]]
        let centre = Point(x: (p[0].x + p[1].x + p[2].x + p[3].x) / 4, y: (p[0].y + p[1].y + p[2].y + p[3].y) / 4)
        let q = a[6] * centre.x + a[7] * centre.y + a[8]
        guard q.isFinite, q != 0, a.allSatisfy(\.isFinite) else { return nil }
        a = a.map { $0 / q }
        inv = a
    }

    /// Where screen point `q` comes from: (s, t) on the unit square, and the perspective weight
    /// `w` to give a vertex there (1 at the quad's centre; GL interpolates s and t linearly in
    /// s/w, t/w and 1/w, which are affine in screen position). Nil behind the horizon (w ≤ 0).
    func inverse(_ q: Point) -> (s: Double, t: Double, w: Double)? {
        let x = inv[0] * q.x + inv[1] * q.y + inv[2]
        let y = inv[3] * q.x + inv[4] * q.y + inv[5]
        let z = inv[6] * q.x + inv[7] * q.y + inv[8]
        guard z > 1e-9, z.isFinite else { return nil }
        return (x / z, y / z, 1 / z)
    }
}
