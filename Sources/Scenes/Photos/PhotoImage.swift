import SceneKit
import ScrollPhysics

/// A procedurally generated "photograph" (the photo browser without a folder): a landscape under a
/// sky — sunset over mountains and a lake, green hills under clouds, desert dunes, the sea at dusk,
/// snowy peaks — made of gradients, ridge lines and textured ground (`PhotoLandscape`). Any part of
/// it can be rendered at any scale (`render`), and finer scales show finer texture, so the scene
/// can re-render the visible part sharply after a zoom (seed 004's contentScaleFactor technique)
/// instead of magnifying a small texture.
///
/// Coordinates are image pixels, origin top-left.
struct PhotoImage: Sendable {
    /// The photo's number (from 0).
    let index: Int
    /// Size in image pixels.
    let width: Double, height: Double
    let landscape: PhotoLandscape

    /// Photo sizes cycle through two wide 16:9 ones (they fill a 16:9 window, so the gap between
    /// them shows alone), portrait 3:4, landscape 4:3 and square, so fitting and centring show on
    /// both axes.
    static let sizes: [(Double, Double)] = [(1920, 1080), (1600, 900), (1200, 1600), (1600, 1200), (1400, 1400)]

    init(index: Int) {
        self.index = index
        let size = Self.sizes[index % Self.sizes.count]
        width = size.0; height = size.1
        landscape = PhotoLandscape(index: index, width: width, height: height)
    }

    var size: Size { Size(width: width, height: height) }

    /// A colour typical of the photo (its sky at the horizon): what a placeholder would be filled with.
    var averageColor: RGB { landscape.sky(0.75) }

    /// The photo's title (its caption): its scenery, numbered from the second of a kind on.
    var name: String {
        let round = index / PhotoLandscape.Kind.allCases.count
        return round == 0 ? landscape.kind.title : "\(landscape.kind.title) \(round + 1)"
    }

    /// RGBA8 pixels of the image rectangle `region` rendered at `scale` texture pixels per image
    /// pixel: ⌈region.width·scale⌉ × ⌈region.height·scale⌉ pixels, rows top first. The pixels
    /// cover `region` exactly (each axis' step is the region's length over its pixel count, within
    /// a pixel of 1/scale), so a render drawn over the region's rectangle lines up with any other
    /// render of the photo to the pixel. Each pixel averages the image over its footprint: edges
    /// by their covered fraction, texture only down to the footprint's size.
    func render(region: Rect, scale: Double) -> (width: Int, height: Int, pixels: [UInt8]) {
        let w = max(1, Int((region.width * scale).rounded(.up))), h = max(1, Int((region.height * scale).rounded(.up)))
        var pixels = [UInt8](repeating: 255, count: w * h * 4)
        let stepX = region.width / Double(w), stepY = region.height / Double(h)
        let columns = (0..<w).map { landscape.column(x: region.minX + (Double($0) + 0.5) * stepX, footprint: stepX) }
        pixels.withUnsafeMutableBufferPointer { out in
            for j in 0..<h {
                let y = region.minY + (Double(j) + 0.5) * stepY
                for i in 0..<w {
                    let c = landscape.color(x: region.minX + (Double(i) + 0.5) * stepX, y: y, column: columns[i],
                                            footprint: stepY)
                    let k = (j * w + i) * 4
                    out[k] = UInt8(min(255, max(0, c.r * 255).rounded()))
                    out[k + 1] = UInt8(min(255, max(0, c.g * 255).rounded()))
                    out[k + 2] = UInt8(min(255, max(0, c.b * 255).rounded()))
                }
            }
        }
        return (w, h, pixels)
    }

    /// The colour at image point (x, y) at full detail, components 0…1.
    func color(x: Double, y: Double) -> RGB {
        landscape.color(x: x, y: y, column: landscape.column(x: x, footprint: 1), footprint: 1)
    }
}
