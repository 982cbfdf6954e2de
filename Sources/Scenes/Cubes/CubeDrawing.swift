import SceneKit
import ScrollPhysics

/// Draws the cube scene straight from its state into the renderer's `DrawList`: clear, the strip's
/// backdrop, the big cube, the visible little cubes in one instanced draw clipped to the strip, then
/// the scroll indicator. Nothing is kept between frames but the list's own storage, so a warm frame
/// allocates nothing.
public enum CubeDrawing {
    /// Background: a dark blue-grey that lets every hue read (seed 003's demo draws on dark).
    public static let backgroundColor = RGB(r: 0.08, g: 0.09, b: 0.12)
    /// Backdrop shade: the background moved 5% toward white (dark backgrounds) or black (light
    /// ones) — just enough to show the scrollable band. Chosen by eye.
    public static let backdropContrast = 0.05
    /// Indicator colours by background, as UIScrollView.IndicatorStyle: `.white` (white) on dark
    /// backgrounds, `.black` (black) on light ones; UIKit draws its bar at about 35% black, we use
    /// 45%/55% so it reads on llvmpipe captures. Multiplied by the indicator's fade alpha.
    public static let indicatorOpacityOnLight = 0.45
    public static let indicatorOpacityOnDark = 0.55

    /// Relative luminance (Rec. 709 weights) below which a background counts as dark.
    public static func isDark(_ c: RGB) -> Bool { 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b < 0.5 }

    /// The frame at `time` for the strip scrolled to `offsetX` (content points; may be outside the
    /// range while bouncing). Only the cubes `layout.visibleCubes(offsetX:)` returns are listed.
    /// `indicatorAlpha`: the indicator's opacity, or nil to hide it (option).
    public static func fill(_ list: inout DrawList, layout: SceneLayout, state: SceneState, offsetX: Double,
                            time: Double, indicatorAlpha: Double?) {
        let big = state.bigCube, size = layout.littleCubeSize
        let littles = layout.visibleCubes(offsetX: offsetX).lazy.map { index in
            let style = state.style(ofCube: index)
            return CubeInstance(center: layout.windowCenter(ofCube: index, offsetX: offsetX), size: size,
                                angle: style.angle(at: time), color: style.color(at: time))
        }
        fill(&list, viewSize: layout.windowSize, background: backgroundColor,
             bigCube: CubeInstance(center: layout.bigCubeCenter, size: layout.bigCubeSize,
                                   angle: big.angle(at: time), color: big.color(at: time)),
             stripFrame: layout.stripFrame, littleCubes: littles,
             indicator: indicatorAlpha.map { (ScrollIndicator.rect(layout: layout, offsetX: offsetX), $0) })
    }

    /// The frame from its parts, in window points: clear to `background`, the strip backdrop, the big
    /// cube, `littleCubes` clipped to `stripFrame`, then the indicator (a capsule: corner radius half
    /// its thickness, as UIKit's bar; nothing when its alpha is 0 or not finite). A 0×0 `viewSize`
    /// (minimised) draws nothing.
    public static func fill<Cubes: Sequence>(_ list: inout DrawList, viewSize: Size, background bg: RGB,
                                             bigCube: CubeInstance, stripFrame: Rect, littleCubes: Cubes,
                                             indicator: (rect: Rect, alpha: Double)?) where Cubes.Element == CubeInstance {
        list.reset(viewSize: viewSize, background: bg)
        let target = isDark(bg) ? 1.0 : 0.0
        let k = backdropContrast
        list.addRect(stripFrame, color: RGBA(r: bg.r + (target - bg.r) * k, g: bg.g + (target - bg.g) * k,
                                             b: bg.b + (target - bg.b) * k))
        list.addCube(bigCube)
        list.addCubes(littleCubes, clip: stripFrame)
        if let indicator, indicator.alpha > 0, indicator.alpha.isFinite {
            let dark = isDark(bg)
            let shade = dark ? 1.0 : 0.0
            let opacity = (dark ? indicatorOpacityOnDark : indicatorOpacityOnLight) * min(indicator.alpha, 1)
            let rect = indicator.rect
            list.addRect(rect, color: RGBA(r: shade, g: shade, b: shade, a: opacity),
                         cornerRadius: min(rect.width, rect.height) / 2)
        }
    }
}
