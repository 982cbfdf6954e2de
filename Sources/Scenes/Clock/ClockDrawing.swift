import Foundation
import SceneKit
import ScrollPhysics

/// Draws the picker: each column's rows on a cylinder seen in perspective (or flat, for the
/// comparison style), fading out toward the cylinder's edge, the selection band over the centre
/// line, and the separator. Reads only.
enum ClockDrawing {
    static let background = RGB(r: 0.07, g: 0.07, b: 0.09)
    static let text = RGBA(r: 0.95, g: 0.95, b: 0.97)
    /// The row text's size on the centre line at scale 1 (points).
    static let baseTextSize = 22.0

    static func draw(_ columns: [ClockColumn], cylinder: Bool, textSize: Double, viewSize: Size, into list: inout DrawList) {
        list.reset(viewSize: viewSize, background: background)
        for column in columns {
            let g = column.geometry, offset = column.scrollView.contentOffset.y
            list.addRect(g.frame, color: RGBA(r: 0.11, g: 0.11, b: 0.13), cornerRadius: 10)
            for row in g.visibleRows(offset: offset) {
                if cylinder { addCylinderRow(row, of: g, offset: offset, textSize: textSize, into: &list) }
                else { addFlatRow(row, of: g, offset: offset, textSize: textSize, into: &list) }
            }
        }
        if let first = columns.first {
            // The selection band: the centre line's row, across both wheels.
            let g = first.geometry, h = g.rowHeight
            let left = columns.map(\.geometry.frame.minX).min()!, right = columns.map(\.geometry.frame.maxX).max()!
            let band = Rect(x: left, y: g.frame.midY - h / 2, width: right - left, height: h)
            list.addRect(band, color: RGBA(r: 1, g: 1, b: 1, a: 0.08), cornerRadius: 8)
            list.addText(":", centeredAt: viewSize.width / 2, y: g.frame.midY - textSize / 2, size: textSize, color: text)
        }
    }

    /// A row on the cylinder: its band and its number, squeezed by the turn, shrunk by the distance
    /// and faded toward the edge (`ClockWheelGeometry.opacity`), so no squashed glyphs pile up there.
    private static func addCylinderRow(_ row: Int, of g: ClockWheelGeometry, offset: Double, textSize: Double,
                                       into list: inout DrawList) {
        let h = g.rowHeight
        let θ = g.angle(ofRow: row, offset: offset)
        let opacity = ClockWheelGeometry.opacity(at: θ)
        guard opacity > 0.01 else { return }
        let top = g.angle(ofContentY: Double(row) * h, offset: offset)
        let bottom = g.angle(ofContentY: Double(row + 1) * h, offset: offset)
        let inset = 6.0, f = g.frame
        let quad = ImageQuad(topLeft: g.project(x: f.minX + inset, angle: top), topRight: g.project(x: f.maxX - inset, angle: top),
                             bottomRight: g.project(x: f.maxX - inset, angle: bottom),
                             bottomLeft: g.project(x: f.minX + inset, angle: bottom),
                             smoothEdges: [.left, .right])   // rows share their top and bottom edges: no seams
        let facing = cos(θ)
        list.addImage(rowBand, quad: quad, alpha: (0.35 + 0.65 * facing) * opacity, clip: f)
        let centre = g.project(x: f.midX, angle: θ)
        let height = quad.bottomLeft.point.y - quad.topLeft.point.y
        let size = textSize * max(0.2, height / h)
        list.addText(label(g.label(ofRow: row)), centeredAt: centre.point.x, y: centre.point.y - size / 2, size: size,
                     color: RGBA(r: text.r, g: text.g, b: text.b, a: (0.25 + 0.75 * facing) * opacity), clip: f)
    }

    /// The same row laid flat: the plain scroll view the wheel is compared with.
    private static func addFlatRow(_ row: Int, of g: ClockWheelGeometry, offset: Double, textSize: Double,
                                   into list: inout DrawList) {
        let h = g.rowHeight, f = g.frame
        let y = f.minY + Double(row) * h - offset
        list.addImage(rowBand, in: Rect(x: f.minX + 6, y: y, width: f.width - 12, height: h), clip: f)
        list.addText(label(g.label(ofRow: row)), centeredAt: f.midX, y: y + h / 2 - textSize / 2, size: textSize,
                     color: text, clip: f)
    }

    static func label(_ row: Int) -> String { row < 10 ? "0\(row)" : "\(row)" }

    /// A row's band: transparent with a faint line at its top and bottom edges.
    static let rowBand = TextureSource(key: "clock.row", version: 1, width: 4, height: 36) {
        var pixels = [UInt8](repeating: 0, count: 4 * 36 * 4)
        for y in [0, 35] { for x in 0..<4 { let i = (y * 4 + x) * 4; pixels[i] = 90; pixels[i + 1] = 90; pixels[i + 2] = 100; pixels[i + 3] = 255 } }
        for y in 1..<35 { for x in 0..<4 { let i = (y * 4 + x) * 4; pixels[i] = 40; pixels[i + 1] = 40; pixels[i + 2] = 46; pixels[i + 3] = 255 } }
        return pixels
    }
}
