import Foundation
import Dynamics
import SceneKit
import ScrollPhysics

/// Draws the cradle back to front: the springs from the pivot to each hanging item, the pivot, every
/// item's shadow, then the items — collection view cells with rounded corners and their number as a
/// label, rotated with their bodies — and the toolbar's trash and + buttons. Reads the model;
/// changes nothing.
enum CradleDrawing {
    static let background = RGB(r: 0.93, g: 0.94, b: 0.96)
    /// Cell colours by item id (cycled).
    static let palette: [RGB] = [
        RGB(r: 0.96, g: 0.55, b: 0.16), RGB(r: 0.20, g: 0.48, b: 0.92), RGB(r: 0.93, g: 0.36, b: 0.29),
        RGB(r: 0.22, g: 0.70, b: 0.45), RGB(r: 0.55, g: 0.38, b: 0.85), RGB(r: 0.12, g: 0.68, b: 0.74),
        RGB(r: 0.90, g: 0.34, b: 0.60), RGB(r: 0.45, g: 0.52, b: 0.60), RGB(r: 0.62, g: 0.72, b: 0.20),
        RGB(r: 0.80, g: 0.45, b: 0.25),
    ]
    /// How long a deleted item takes to fade out (s): UICollectionView's delete animation.
    static let fadeDuration = 0.3
    /// The shadow's offset (points, down and right: light from the top left) and how far it spreads
    /// past the cell's edge (points).
    static let shadowOffset = Point(x: 3, y: 6), shadowSpread = 10.0
    /// Pixels per point the cell textures are made at: sharp at 2× (HiDPI) too.
    static let textureScale = 2.0

    /// The model's items at `time`, their numbers set with `text`, and the toolbar.
    static func draw(_ model: CradleModel, toolbar: CradleToolbar, time: Double, text: any TextMeasuring,
                     into list: inout DrawList) {
        list.reset(viewSize: model.viewSize, background: background)
        let pivot = model.pivot
        var items: [(item: DynamicItem, alpha: Double)] = model.hanging.map { ($0, 1) }
        if let f = model.falling { items.append((f.item, 1)) }
        if let f = model.fading {
            let alpha = 1 - (time - f.deletedAt) / fadeDuration
            if alpha > 0 { items.append((f.item, alpha)) }
        }
        // Springs first: behind every item, not only their own.
        for item in model.hanging { addLine(from: pivot, to: item.center, width: 2, into: &list) }
        list.addRect(Rect(x: pivot.x - 6, y: pivot.y - 6, width: 12, height: 12), color: RGBA(r: 0.2, g: 0.22, b: 0.26),
                     cornerRadius: 6)
        for (item, alpha) in items { addShadow(item, alpha: alpha, into: &list) }
        for (item, alpha) in items { addCell(item, alpha: alpha, text: text, into: &list) }
        toolbar.draw(canInsert: model.canInsert, canDelete: model.canDelete, into: &list)
    }

    /// The quad of a square of half-edge `h` around `item`'s centre moved by `offset`, turned with it.
    static func quad(_ item: DynamicItem, halfEdge h: Double, offset: Point = .zero) -> ImageQuad {
        let c = cos(item.angle), s = sin(item.angle), o = item.center + offset
        func corner(_ x: Double, _ y: Double) -> ProjectedPoint { ProjectedPoint(Point(x: o.x + x * c - y * s, y: o.y + x * s + y * c)) }
        return ImageQuad(topLeft: corner(-h, -h), topRight: corner(h, -h), bottomRight: corner(h, h), bottomLeft: corner(-h, h))
    }

    /// An item's soft shadow under it, turned with it.
    static func addShadow(_ item: DynamicItem, alpha: Double, into list: inout DrawList) {
        list.addImage(shadow, quad: quad(item, halfEdge: item.size.width / 2 + shadowSpread, offset: shadowOffset), alpha: 0.45 * alpha)
    }

    /// An item: its cell texture (colour, rounded corners, its number) mapped onto its turned square.
    static func addCell(_ item: DynamicItem, alpha: Double, text: any TextMeasuring, into list: inout DrawList) {
        list.addImage(cell(id: item.id, edge: item.size.width, text: text), quad: quad(item, halfEdge: item.size.width / 2), alpha: alpha)
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

    /// One grey pixel, stretched for strings.
    static let solid = TextureSource(key: "cradle.string", version: 1, width: 1, height: 1) { [60, 64, 72, 255] }

    /// The label a cell shows: its item's number.
    static func label(_ id: Int) -> String { String(id) }

    /// Item `id`'s cell, `edge` points square: its palette colour, lighter toward the top, 12 % rounded
    /// corners (transparent outside), and its number in bold white at the centre. The pixels are made
    /// only when the renderer first uploads them.
    static func cell(id: Int, edge: Double, text measure: any TextMeasuring) -> TextureSource {
        let n = Int((edge * textureScale).rounded()), color = palette[(id - 1) % palette.count]
        return TextureSource(key: "cradle.cell.\(id)", version: 1, width: n, height: n) {
            var pixels = [UInt8](repeating: 0, count: n * n * 4)
            let radius = Double(n) * 0.12
            for y in 0..<n {
                let light = 1.12 - 0.16 * Double(y) / Double(n)
                for x in 0..<n {
                    let coverage = roundedSquareCoverage(x: x, y: y, size: n, radius: radius)
                    guard coverage > 0 else { continue }
                    let i = (y * n + x) * 4
                    pixels[i] = byte(color.r * light); pixels[i + 1] = byte(color.g * light); pixels[i + 2] = byte(color.b * light)
                    pixels[i + 3] = byte(coverage)
                }
            }
            let text = measure.bitmap(of: label(id), pixelSize: Double(n) * 0.42, weight: .bold)
            let left = (n - Int(text.advance.rounded())) / 2 + text.left
            let top = n / 2 + Int(Double(n) * 0.15) - text.baseline
            for ty in 0..<text.height {
                for tx in 0..<text.width {
                    let X = left + tx, Y = top + ty, c = Int(text.coverage[ty * text.width + tx])
                    guard X >= 0, X < n, Y >= 0, Y < n, c > 0 else { continue }
                    let i = (Y * n + X) * 4
                    for k in 0..<3 { pixels[i + k] = UInt8((Int(pixels[i + k]) * (255 - c) + 255 * c + 127) / 255) }
                }
            }
            return pixels
        }
    }

    /// A soft dark rounded square for the shadows: opaque inside the cell's edge less `shadowSpread`,
    /// fading to nothing `shadowSpread` outside it (a smoothstep of the distance to a rounded square).
    static let shadow = TextureSource(key: "cradle.shadow", version: 2, width: 64, height: 64) {
        var pixels = [UInt8](repeating: 0, count: 64 * 64 * 4)
        let half = 32.0, fade = half * shadowSpread / (CradleModel.itemSize / 2 + shadowSpread)
        let edge = half - fade, radius = fade  // the cell's edge, in texture pixels, with round corners
        for y in 0..<64 {
            for x in 0..<64 {
                let qx = abs(Double(x) + 0.5 - half) - (edge - radius), qy = abs(Double(y) + 0.5 - half) - (edge - radius)
                let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot() + min(max(qx, qy), 0) - radius
                let t = min(max((fade - outside) / (2 * fade), 0), 1)
                let i = (y * 64 + x) * 4
                pixels[i] = 20; pixels[i + 1] = 24; pixels[i + 2] = 32
                pixels[i + 3] = byte(t * t * (3 - 2 * t))
            }
        }
        return pixels
    }

    /// Coverage (0…1) of pixel (x, y) by a `size`-pixel square with corners rounded by `radius`.
    private static func roundedSquareCoverage(x: Int, y: Int, size: Int, radius: Double) -> Double {
        let px = Double(x) + 0.5, py = Double(y) + 0.5, s = Double(size)
        let cx = min(max(px, radius), s - radius), cy = min(max(py, radius), s - radius)
        let d = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
        return min(max(radius + 0.5 - d, 0), 1)
    }

    private static func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
}
