import SceneKit
import ScrollKit
import ScrollPhysics

/// Draws the rows at the scroll view's offset, then the two bars over them, translucent, so the
/// content shows tinted through. Reads only.
enum InsetsDrawing {
    /// The bars' tint and opacity: iOS 7's translucent bars (white at about 80 %).
    static let barTint = RGBA(r: 0.97, g: 0.97, b: 0.98, a: 0.8)
    static let rowColors = [RGBA(r: 0.36, g: 0.56, b: 0.95), RGBA(r: 0.30, g: 0.72, b: 0.60), RGBA(r: 0.95, g: 0.58, b: 0.28)]

    static func draw(rows: Int, bars: InsetsBars, scrollView: ScrollView, into list: inout DrawList) {
        let size = scrollView.frame.size, y = scrollView.contentOffset.y, h = InsetsBars.rowHeight
        list.reset(viewSize: size, background: RGB(r: 1, g: 1, b: 1))
        let first = max(0, Int((y / h).rounded(.down))), last = min(rows - 1, Int(((y + size.height) / h).rounded(.down)))
        if first <= last {
            for i in first...last {
                let top = Double(i) * h - y
                list.addRect(Rect(x: 12, y: top + 4, width: size.width - 24, height: h - 8),
                             color: rowColors[i % rowColors.count], cornerRadius: 8)
                list.addText("Label \(i + 1)", at: Point(x: 28, y: top + h / 2 - 8), size: 16, color: .white)
            }
        }
        list.addRect(Rect(x: 0, y: 0, width: size.width, height: bars.top), color: barTint)
        list.addRect(Rect(x: 0, y: bars.top - 1, width: size.width, height: 1), color: RGBA(r: 0.7, g: 0.7, b: 0.72))
        list.addText("Insets", centeredAt: size.width / 2, y: 20 + (bars.top - 20) / 2 - 8, size: 16, color: .black)
        list.addRect(Rect(x: 0, y: size.height - bars.bottom, width: size.width, height: bars.bottom), color: barTint)
        list.addRect(Rect(x: 0, y: size.height - bars.bottom, width: size.width, height: 1), color: RGBA(r: 0.7, g: 0.7, b: 0.72))
        list.addText("B: bar heights", centeredAt: size.width / 2, y: size.height - bars.bottom / 2 - 7, size: 14,
                     color: RGBA(r: 0.0, g: 0.48, b: 1.0))
    }
}
