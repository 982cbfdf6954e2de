import SceneKit
import ScrollPhysics

/// Draws the covers far to near (no depth test: the nearer cover paints over), each with its
/// reflection, and the centred cover's title underneath. Reads the poses only.
enum CoverflowDrawing {
    static let background = RGB(r: 0.02, g: 0.02, b: 0.03)
    static let titleColor = RGBA(r: 0.92, g: 0.92, b: 0.95)
    /// Title cell height: 20 pt, or 10 pt in windows under 400 pt tall (multiples of 10 stay crisp).
    static func titleSize(_ window: Size) -> Double { window.height < 400 ? 10 : 20 }

    static func draw(_ poses: [CoverPose], layout: CoverflowLayout, into list: inout DrawList) {
        list.reset(viewSize: layout.windowSize, background: background)
        for pose in poses {
            list.addImage(CoverArt.reflection(pose.index), quad: layout.quad(pose, reflection: true))
            list.addImage(CoverArt.cover(pose.index), quad: layout.quad(pose))
        }
        // The title of the cover nearest the centre, fading as it leaves.
        guard let front = poses.last else { return }
        let alpha = max(0, 1 - 2 * abs(front.distance))
        let title = "Album \(front.index + 1)"
        let titleSize = titleSize(layout.windowSize)
        let y = min(layout.rowCenter.y + layout.size * (0.5 + CoverflowLayout.reflectionFraction) + 8,
                    layout.windowSize.height - titleSize * 1.5)
        list.addText(title, at: Point(x: layout.windowSize.width / 2, y: y.rounded()), size: titleSize,
                     color: RGBA(r: titleColor.r, g: titleColor.g, b: titleColor.b, a: alpha), alignment: .center)
    }

    /// Whether `point` is inside the projected outline of `quad` (a convex quadrilateral).
    static func contains(_ quad: ImageQuad, _ point: Point) -> Bool {
        let c = quad.corners.map(\.point)
        var sign = 0.0
        for k in 0..<4 {
            let a = c[k], b = c[(k + 1) % 4]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }
}
