import Foundation
import SceneKit
import ScrollPhysics

/// Where a wheel's rows lie on the cylinder (docs/techniques/clock-wheel.md): a pure function of the
/// column's offset, so the same offset always gives the same picture and the scroll physics are a
/// plain scroll view's.
struct ClockWheelGeometry {
    /// Row pitch (points).
    static let rowHeight = 36.0
    /// The wheel's visible height at most (points): seven rows.
    static let maximumWheelHeight = 7 * rowHeight
    /// Eye distance for the perspective (points): CATransform3D's m34 = −1/500.
    static let eyeDistance = 500.0

    /// The wheel's frame in the window (points).
    var frame: Rect

    /// The cylinder's radius: half the wheel's height, so rows at the top and bottom edges are at 90°.
    var radius: Double { frame.height / 2 }
    /// Inset above and below the content so the first and last rows can reach the centre line.
    var inset: Double { frame.height / 2 - Self.rowHeight / 2 }

    /// The offset that puts row `index` on the centre line.
    func offset(forRow index: Int) -> Double { Double(index) * Self.rowHeight - inset }
    /// The row nearest the centre line at `offset`.
    func row(at offset: Double, count: Int) -> Int {
        min(max(0, Int(((offset + inset) / Self.rowHeight).rounded())), count - 1)
    }

    /// The angle (radians) of content y `y` (content points) from the centre line at `offset`;
    /// positive below it.
    func angle(ofContentY y: Double, offset: Double) -> Double {
        (y - (offset + frame.height / 2)) / radius
    }

    /// Row `index`'s angle at its centre.
    func angle(ofRow index: Int, offset: Double) -> Double {
        angle(ofContentY: (Double(index) + 0.5) * Self.rowHeight, offset: offset)
    }

    /// A point on the cylinder at angle θ and window x, seen through the perspective: its window
    /// position and depth weight (1 on the centre line, larger farther back).
    func project(x: Double, angle θ: Double) -> ProjectedPoint {
        let depth = radius * (1 - cos(θ))
        let w = (Self.eyeDistance + depth) / Self.eyeDistance
        let cx = frame.midX, cy = frame.midY
        return ProjectedPoint(Point(x: cx + (x - cx) / w, y: cy + radius * sin(θ) / w), w: w)
    }

    /// The rows seen at `offset`: those whose centre is within 90° of the centre line.
    func visibleRows(offset: Double, count: Int) -> [Int] {
        let first = max(0, Int(((offset + frame.height / 2 - radius * .pi / 2) / Self.rowHeight).rounded(.down)))
        let last = min(count - 1, Int(((offset + frame.height / 2 + radius * .pi / 2) / Self.rowHeight).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).filter { abs(angle(ofRow: $0, offset: offset)) < .pi / 2 }
    }
}
