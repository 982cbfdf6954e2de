import SceneKit
import ScrollPhysics

/// Draws the covers far to near (no depth test: the nearer cover paints over), each with its
/// reflection, the front cover's number over it (`CoverLabel`), and the centred cover's title
/// underneath. Reads the poses only.
enum CoverflowDrawing {
    static let background = RGB(r: 0.02, g: 0.02, b: 0.03)
    static let titleColor = RGBA(r: 0.92, g: 0.92, b: 0.95)
    /// Title cell height: 20 pt, or 10 pt in windows under 400 pt tall (multiples of 10 stay crisp).
    static func titleSize(_ window: Size) -> Double { window.height < 400 ? 10 : 20 }

    /// The covers at `poses`, the front cover's number set with `text` at a resolution that keeps
    /// it sharp at `pixelScale` framebuffer pixels per point (`CoverLabel.detail`).
    static func draw(_ poses: [CoverPose], layout: CoverflowLayout, text: any TextMeasuring, pixelScale: Double = 1,
                     into list: inout DrawList) {
        list.reset(viewSize: layout.windowSize, background: background)
        let quads = poses.map { layout.quad($0) }
        let window = Rect(origin: .zero, size: layout.windowSize)
        for (k, pose) in poses.enumerated() {
            let clip = visiblePart(of: k, poses, quads, window: window)
            guard clip.width > 0 else { continue }
            list.addImage(CoverArt.reflection(pose.index), quad: layout.quad(pose, reflection: true), clip: clip)
            list.addImage(CoverArt.cover(pose.index), quad: quads[k], clip: clip)
        }
        // The number, on the front cover only (faded out before another cover can overlap it).
        guard let front = poses.last else { return }
        let labelAlpha = CoverLabel.alpha(distance: front.distance)
        if labelAlpha > 0 {
            if let mirrored = CoverLabel.reflection(front.index, text: text) {
                list.addImage(mirrored.texture, quad: layout.quad(front, reflection: true, region: mirrored.region),
                              alpha: labelAlpha)
            }
            let detail = CoverLabel.detail(coverPoints: layout.size, pixelScale: pixelScale)
            list.addImage(CoverLabel.texture(front.index, text: text, detail: detail),
                          quad: layout.quad(front, region: CoverLabel.unitBox(front.index, text: text)),
                          alpha: labelAlpha)
        }
        // The title of the cover nearest the centre, fading as it leaves.
        let alpha = max(0, 1 - 2 * abs(front.distance))
        let title = "Album \(front.index + 1)"
        let titleSize = titleSize(layout.windowSize)
        let y = min(layout.rowCenter.y + layout.size * (0.5 + CoverflowLayout.reflectionFraction) + 8,
                    layout.windowSize.height - titleSize * 1.5)
        list.addText(title, at: Point(x: layout.windowSize.width / 2, y: y.rounded()), size: titleSize,
                     color: RGBA(r: titleColor.r, g: titleColor.g, b: titleColor.b, a: alpha), alignment: .center)
    }

    /// The band of the window where cover `k` (and its reflection) can show: a side cover is hidden
    /// wherever a nearer cover on its side spans (nearer covers stand taller where they overlap,
    /// their near edge against its receding one), so only the strip outside the nearest of them is
    /// drawn. Most of a stack of side covers is hidden: this culls that overdraw (and its
    /// texturing), with the same pixels.
    static func visiblePart(of k: Int, _ poses: [CoverPose], _ quads: [ImageQuad], window: Rect) -> Rect {
        let d = poses[k].distance
        var minX = window.minX, maxX = window.maxX
        for j in (k + 1)..<poses.count {   // drawn later: nearer the centre
            let xs = quads[j].corners.map(\.point.x)
            if d < 0, poses[j].distance > d { maxX = min(maxX, xs.min()!) }
            if d > 0, poses[j].distance < d { minX = max(minX, xs.max()!) }
        }
        return Rect(x: minX, y: window.minY, width: max(0, maxX - minX), height: window.height)
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
