import SceneKit
import ScrollPhysics

/// Draws the cube scene straight from its layout and styles into the renderer's `DrawList`: clear, the strip's
/// backdrop, the big cube, then the visible little cubes in one instanced draw clipped to the strip
/// (the strip's scroll indicator is its scroll view's own, drawn by the host). Nothing is kept between frames but the list's own storage, so a warm frame
/// allocates nothing.
enum CubeDrawing {
    /// Background: a dark blue-grey that lets every hue read (seed 003's demo draws on dark).
    static let backgroundColor = RGB(r: 0.08, g: 0.09, b: 0.12)
    /// Backdrop shade: the background moved 5% toward white (dark backgrounds) or black (light
    /// ones) — just enough to show the scrollable band. Chosen by eye.
    static let backdropContrast = 0.05
    /// Relative luminance (Rec. 709 weights) below which a background counts as dark.
    static func isDark(_ c: RGB) -> Bool { 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b < 0.5 }

    /// The frame at `time` for the strip scrolled to `offsetX` (content points; may be outside the
    /// range while bouncing). Only the cubes `layout.visibleCubes(offsetX:)` returns are listed.
    static func fill(_ list: inout DrawList, layout: CubeLayout, styles: CubeStyles, offsetX: Double,
                            time: Double) {
        let big = styles.bigCube, size = layout.littleCubeSize
        let littles = layout.visibleCubes(offsetX: offsetX).lazy.map { index in
            let style = styles.style(ofCube: index)
            return CubeInstance(center: layout.windowCenter(ofCube: index, offsetX: offsetX), size: size,
                                angle: style.angle(at: time), color: style.color(at: time))
        }
        fill(&list, viewSize: layout.windowSize, background: backgroundColor,
             bigCube: CubeInstance(center: layout.bigCubeCenter, size: layout.bigCubeSize,
                                   angle: big.angle(at: time), color: big.color(at: time)),
             stripFrame: layout.stripFrame, littleCubes: littles)
    }

    /// The frame from its parts, in window points: clear to `background`, the strip backdrop, the big
    /// cube, then `littleCubes` clipped to `stripFrame`. A 0×0 `viewSize` (minimised) draws nothing.
    static func fill<Cubes: Sequence>(_ list: inout DrawList, viewSize: Size, background bg: RGB,
                                             bigCube: CubeInstance, stripFrame: Rect, littleCubes: Cubes)
        where Cubes.Element == CubeInstance {
        list.reset(viewSize: viewSize, background: bg)
        let target = isDark(bg) ? 1.0 : 0.0
        let k = backdropContrast
        list.addRect(stripFrame, color: RGBA(r: bg.r + (target - bg.r) * k, g: bg.g + (target - bg.g) * k,
                                             b: bg.b + (target - bg.b) * k))
        list.addCube(bigCube)
        list.addCubes(littleCubes, clip: stripFrame)
    }
}
