import Foundation
import Dynamics
import SceneKit
import ScrollPhysics

/// Draws the cradle: the pivot, a string from it to each hanging item, the items (rotated cards) and
/// the toolbar's trash and + buttons. Reads the model; changes nothing.
enum CradleDrawing {
    static let background = RGB(r: 0.93, g: 0.94, b: 0.96)
    /// Card colours by item id (cycled).
    static let palette: [RGB] = [
        RGB(r: 0.20, g: 0.48, b: 0.92), RGB(r: 0.93, g: 0.36, b: 0.29), RGB(r: 0.22, g: 0.70, b: 0.45),
        RGB(r: 0.96, g: 0.66, b: 0.18), RGB(r: 0.55, g: 0.38, b: 0.85), RGB(r: 0.12, g: 0.68, b: 0.74),
        RGB(r: 0.90, g: 0.34, b: 0.60), RGB(r: 0.45, g: 0.52, b: 0.60), RGB(r: 0.62, g: 0.72, b: 0.20),
        RGB(r: 0.80, g: 0.45, b: 0.25),
    ]
    /// How long a deleted item takes to fade out (s): UICollectionView's delete animation.
    static let fadeDuration = 0.3

    static func draw(_ model: CradleModel, toolbar: CradleToolbar, time: Double, into list: inout DrawList) {
        list.reset(viewSize: model.viewSize, background: background)
        let pivot = model.pivot
        for item in model.hanging { addLine(from: pivot, to: item.center, width: 2, into: &list) }
        list.addRect(Rect(x: pivot.x - 6, y: pivot.y - 6, width: 12, height: 12), color: RGBA(r: 0.2, g: 0.22, b: 0.26),
                     cornerRadius: 6)
        for item in model.hanging { addCard(item, alpha: 1, into: &list) }
        if let f = model.falling { addCard(f.item, alpha: 1, into: &list) }
        if let f = model.fading {
            let alpha = 1 - (time - f.deletedAt) / fadeDuration
            if alpha > 0 { addCard(f.item, alpha: alpha, into: &list) }
        }
        toolbar.draw(canInsert: model.canInsert, canDelete: model.canDelete, into: &list)
    }

    /// An item: a card texture mapped onto its rotated square.
    static func addCard(_ item: DynamicItem, alpha: Double, into list: inout DrawList) {
        let h = item.size.width / 2, c = cos(item.angle), s = sin(item.angle)
        func corner(_ x: Double, _ y: Double) -> ProjectedPoint {
            ProjectedPoint(Point(x: item.center.x + x * c - y * s, y: item.center.y + x * s + y * c))
        }
        let quad = ImageQuad(topLeft: corner(-h, -h), topRight: corner(h, -h), bottomRight: corner(h, h), bottomLeft: corner(-h, h))
        list.addImage(cards[(item.id - 1) % cards.count], quad: quad, alpha: alpha)
    }

    /// A `width`-point line as a thin quad.
    static func addLine(from a: Point, to b: Point, width: Double, into list: inout DrawList) {
        let d = b - a, length = (d.x * d.x + d.y * d.y).squareRoot()
        guard length > 0 else { return }
        let n = Point(x: -d.y / length * width / 2, y: d.x / length * width / 2)
        let quad = ImageQuad(topLeft: ProjectedPoint(a + n), topRight: ProjectedPoint(b + n),
                             bottomRight: ProjectedPoint(b - n), bottomLeft: ProjectedPoint(a - n))
        list.addImage(solid, quad: quad, alpha: 0.55)
    }

    /// The card textures, one per palette colour, made once (their pixels only when first uploaded).
    static let cards = palette.indices.map { card(palette[$0], index: $0) }

    /// One grey pixel, stretched for strings.
    static let solid = TextureSource(key: "cradle.string", version: 1, width: 1, height: 1) { [60, 64, 72, 255] }

    /// A 64 × 64 card: the colour, a lighter 4-pixel border and a darker centre dot, so rotation shows.
    static func card(_ color: RGB, index: Int) -> TextureSource {
        TextureSource(key: "cradle.card.\(index)", version: 1, width: 64, height: 64) {
            var pixels = [UInt8](repeating: 255, count: 64 * 64 * 4)
            for y in 0..<64 {
                for x in 0..<64 {
                    let edge = min(x, y, 63 - x, 63 - y) < 4
                    let dx = Double(x) - 31.5, dy = Double(y) - 18
                    let dot = dx * dx + dy * dy < 36
                    let k = edge ? 1.25 : dot ? 0.6 : 1.0
                    let i = (y * 64 + x) * 4
                    pixels[i] = UInt8(min(255, color.r * k * 255))
                    pixels[i + 1] = UInt8(min(255, color.g * k * 255))
                    pixels[i + 2] = UInt8(min(255, color.b * k * 255))
                }
            }
            return pixels
        }
    }
}
