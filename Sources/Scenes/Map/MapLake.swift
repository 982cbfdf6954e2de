import Foundation
import ScrollPhysics

/// The map's lake: one irregular shore around a centre, its distance from the centre a few slow
/// waves of the angle (`shore`), so it reads as a lake with bays and headlands — overlapping
/// circles read as a cloud. Drawn as a disc inside the shore and a ring of quads out to it
/// (`MapDrawing`); the main roads stop at its shore (`span`). Map points, y down.
struct MapLake {
    let center: Point
    /// The shore's mean distance from the centre, map points.
    let radius: Double
    /// Points on the shore (the outline's corners); 72 keep each side under 12 % of the radius
    /// (facets no longer show at the map's zoom of 1).
    static let segments = 72

    /// The shore's distance from the centre toward angle `theta` (radians, 0 east, clockwise on
    /// screen): between 0.7 and 1.3 radii.
    func shore(_ theta: Double) -> Double {
        radius * (1 + 0.16 * sin(2 * theta + 0.7) + 0.09 * sin(3 * theta + 2.1) + 0.05 * sin(5 * theta + 0.4))
    }

    /// The point `fraction` of the way from the centre to the shore toward `theta`.
    func point(_ theta: Double, fraction: Double = 1) -> Point {
        let d = shore(theta) * fraction
        return Point(x: center.x + d * cos(theta), y: center.y + d * sin(theta))
    }

    /// The shore as a closed polygon, `segments` corners clockwise on screen from the east.
    var outline: [Point] { (0..<Self.segments).map { point(Double($0) / Double(Self.segments) * 2 * .pi) } }

    /// A disc this far from the centre lies inside the shore everywhere (the drawing fills it whole).
    var innerRadius: Double { radius * 0.68 }

    /// The water between a circle of radius `inside` and the shore, as quads: for each side of the
    /// outline, [inner start, shore start, shore end, inner end] (the shore is each quad's second
    /// edge).
    func ring(inside: Double) -> [[Point]] {
        let shore = outline, n = shore.count
        func inner(_ k: Int) -> Point {
            let a = Double(k) / Double(n) * 2 * .pi
            return Point(x: center.x + inside * cos(a), y: center.y + inside * sin(a))
        }
        return (0..<n).map { [inner($0), shore[$0], shore[($0 + 1) % n], inner($0 + 1)] }
    }

    /// The rectangle around the shore.
    var bounds: Rect { Rect(x: center.x - 1.3 * radius, y: center.y - 1.3 * radius, width: 2.6 * radius, height: 2.6 * radius) }

    /// Where the river leaves, south-west, a little inside the shore.
    var outlet: Point { point(2.45, fraction: 0.8) }

    /// Where the shore crosses the vertical line at `x` (lowest and highest y), or nil if it misses.
    func span(alongX x: Double) -> (Double, Double)? { crossings { ($0.x, $0.y) }(x) }
    /// Where the shore crosses the horizontal line at `y` (lowest and highest x), or nil if it misses.
    func span(alongY y: Double) -> (Double, Double)? { crossings { ($0.y, $0.x) }(y) }

    /// For a line where the first of `axes` is `v`: the least and greatest second coordinate at
    /// which the outline's sides cross it.
    private func crossings(_ axes: @escaping (Point) -> (Double, Double)) -> (Double) -> (Double, Double)? {
        let corners = outline
        return { v in
            var lo = Double.infinity, hi = -Double.infinity
            for (p, q) in zip(corners, corners.dropFirst() + [corners[0]]) {
                let (a, s) = axes(p), (b, t) = axes(q)
                guard (a <= v && v < b) || (b <= v && v < a) else { continue }
                let u = s + (t - s) * (v - a) / (b - a)
                lo = min(lo, u); hi = max(hi, u)
            }
            return lo <= hi ? (lo, hi) : nil
        }
    }
}
