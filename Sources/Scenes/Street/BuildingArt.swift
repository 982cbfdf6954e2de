import SceneKit
import ScrollPhysics

/// How a building draws itself (its `draw(_:)`), in its own points: walls, a roof ledge, a grid of
/// lit and dark windows in one of four styles, a door with its house number, and a water tower or
/// an antenna on the roof. Rendered by `Canvas` at any backing scale.
enum BuildingArt {
    /// Side margin of the window grid, points.
    static let margin = 10.0
    /// Space above the roof kept for the tower or antenna, points (part of the bitmap).
    static let roofSpace = 26.0
    /// Height of the ground floor (door, number), points.
    static let groundFloor = 34.0
    static let litColor = RGBA(r: 1.0, g: 0.84, b: 0.46)
    static let warmLitColor = RGBA(r: 1.0, g: 0.70, b: 0.36)
    static let darkColor = RGBA(r: 0.07, g: 0.08, b: 0.13)

    /// The bitmap's size in points for a building `height` points tall.
    static func size(of b: Building, height: Double) -> Size {
        Size(width: b.width, height: height + roofSpace)
    }

    /// RGBA8 pixels of `b`, `height` points tall, at `scale` pixels per point; the house number
    /// set with `text`.
    static func render(_ b: Building, height: Double, scale: Double, text: any TextMeasuring) -> Canvas {
        let size = size(of: b, height: height)
        var c = Canvas(size: size, scale: scale, fill: RGBA(b.body, alpha: 0))
        let top = roofSpace, w = b.width
        let lighter = RGBA(r: min(1, b.body.r * 1.35 + 0.04), g: min(1, b.body.g * 1.35 + 0.04),
                           b: min(1, b.body.b * 1.35 + 0.04))
        let darker = RGBA(r: b.body.r * 0.6, g: b.body.g * 0.6, b: b.body.b * 0.6)
        // Roof furniture first (behind the ledge).
        if b.hasTower {
            let x = w * 0.28
            c.fill(Rect(x: x, y: 8, width: 3, height: top - 8), darker)
            c.fill(Rect(x: x + 17, y: 8, width: 3, height: top - 8), darker)
            c.fill(Rect(x: x - 2, y: 2, width: 24, height: 14), darker)
            c.fill(Rect(x: x - 3, y: 1, width: 26, height: 3), lighter)
        } else {
            let x = w * 0.7
            c.fill(Rect(x: x, y: 4, width: 2, height: top - 4), darker)
            c.fillCircle(center: Point(x: x + 1, y: 4), radius: 2.5, RGBA(r: 0.95, g: 0.2, b: 0.18))
        }
        c.fill(Rect(x: 0, y: top, width: w, height: height), RGBA(b.body))
        c.fill(Rect(x: 0, y: top, width: w, height: 5), lighter)
        c.fill(Rect(x: 0, y: top + 5, width: w, height: 2), darker)
        drawWindows(b, into: &c, top: top + 16, bottom: top + height - groundFloor - 6)
        // Ground floor: a door with a lamp, and the house number.
        let doorW = 18.0, doorH = 26.0
        let doorX = (w - doorW) / 2, doorY = top + height - doorH
        c.fill(Rect(x: 0, y: top + height - groundFloor - 2, width: w, height: 2), darker)
        c.fill(Rect(x: doorX - 2, y: doorY - 2, width: doorW + 4, height: doorH + 2), darker)
        c.fill(Rect(x: doorX, y: doorY, width: doorW, height: doorH), RGBA(r: 0.55, g: 0.38, b: 0.22))
        c.fill(Rect(x: doorX + doorW / 2 - 0.75, y: doorY, width: 1.5, height: doorH), darker)
        c.fillCircle(center: Point(x: doorX + doorW / 2, y: doorY - 5), radius: 2, litColor)
        let number = String(houseNumber(b.index))
        let numberSize = 8.0
        let textW = text.width(of: number, size: numberSize, weight: .bold)
        if textW + 6 < doorX {
            c.text(number, baselineAt: Point(x: doorX - textW - 5, y: doorY + 10), size: numberSize, weight: .bold,
                   RGBA(r: 0.93, g: 0.93, b: 0.86), measure: text)
        }
        return c
    }

    /// The number on building `index`'s door: odd numbers as on one side of a real street, the
    /// first building 501, rising to the right and falling to the left, from 1 to 999 and round
    /// again (250 buildings, about 35 000 pt, each way from the start). The index itself would
    /// show 0 and negative numbers, which no street has.
    static func houseNumber(_ index: Int) -> Int {
        let m = ((index + 250) % 500 + 500) % 500
        return 2 * m + 1
    }

    /// The window grid between `top` and `bottom` (points), centred across the width.
    private static func drawWindows(_ b: Building, into c: inout Canvas, top: Double, bottom: Double) {
        let cell = b.style.cell
        let rows = max(0, min(b.rows, Int((bottom - top) / cell.height)))
        let gridW = Double(b.columns) * cell.width
        let x0 = (b.width - gridW) / 2
        for row in 0..<rows {
            for col in 0..<b.columns {
                let lit = b.lit[row * b.columns + col]
                let color = lit ? ((row + col) % 5 == 0 ? warmLitColor : litColor) : darkColor
                let cx = x0 + (Double(col) + 0.5) * cell.width
                let cy = top + (Double(row) + 0.5) * cell.height
                let ws = cell.window
                let r = Rect(x: cx - ws.width / 2, y: cy - ws.height / 2, width: ws.width, height: ws.height)
                switch b.style {
                case .round:
                    c.fillCircle(center: Point(x: cx, y: cy), radius: ws.width / 2, color)
                case .squares, .tall, .bands:
                    c.fill(r, color)
                    if lit && b.style != .bands {
                        // Window bars: a cross of frame colour.
                        let frame = RGBA(r: 0.3, g: 0.22, b: 0.14, a: 0.8)
                        c.fill(Rect(x: cx - 0.5, y: r.minY, width: 1, height: r.height), frame)
                        c.fill(Rect(x: r.minX, y: cy - 0.5, width: r.width, height: 1), frame)
                    }
                }
            }
        }
    }
}
