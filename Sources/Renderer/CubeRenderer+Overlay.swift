import CGL
import Scenes
import ScrollPhysics

/// The flat, screen-aligned parts of a frame: the strip backdrop and the scroll indicator.
extension CubeRenderer {
    /// Backdrop shade: the background moved 5% toward white (dark backgrounds) or black (light
    /// ones) — just enough to show the scrollable band. Chosen by eye.
    static let backdropContrast = 0.05
    /// Indicator colours by background, as UIScrollView.IndicatorStyle: `.white` (white) on dark
    /// backgrounds, `.black` (black) on light ones; UIKit draws its bar at about 35% black, we use
    /// 45%/55% so it reads on llvmpipe captures. Multiplied by the snapshot's fade alpha.
    static let indicatorOpacityOnLight = 0.45
    static let indicatorOpacityOnDark = 0.55

    /// Relative luminance (Rec. 709 weights) below which a background counts as dark.
    static func isDark(_ c: RGB) -> Bool { 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b < 0.5 }

    func drawStripBackdrop(_ snapshot: SceneSnapshot, pixelsPerPoint: Double) {
        let strip = snapshot.stripFrame
        guard strip.width > 0, strip.height > 0 else { return }
        let bg = snapshot.background
        let target = Self.isDark(bg) ? 1.0 : 0.0
        let k = Self.backdropContrast
        drawRect(strip, cornerRadius: 0, pixelsPerPoint: pixelsPerPoint,
                 color: (bg.r + (target - bg.r) * k, bg.g + (target - bg.g) * k, bg.b + (target - bg.b) * k, 1))
    }

    /// The indicator: a capsule (corner radius = half its thickness, as UIKit's bar), blended.
    func drawIndicator(_ indicator: IndicatorInstance, background: RGB, pixelsPerPoint: Double) {
        let rect = indicator.rect
        guard indicator.alpha > 0, indicator.alpha.isFinite, rect.width > 0, rect.height > 0 else { return }
        let dark = Self.isDark(background)
        let shade = dark ? 1.0 : 0.0
        let opacity = (dark ? Self.indicatorOpacityOnDark : Self.indicatorOpacityOnLight) * min(indicator.alpha, 1)
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_SRC_ALPHA), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        drawRect(rect, cornerRadius: min(rect.width, rect.height) / 2, pixelsPerPoint: pixelsPerPoint,
                 color: (shade, shade, shade, opacity))
        glDisable(GLenum(GL_BLEND))
    }

    /// One rounded rectangle with rect.vert/rect.frag (4-vertex strip, no attributes).
    private func drawRect(_ rect: Rect, cornerRadius: Double, pixelsPerPoint: Double,
                          color: (Double, Double, Double, Double)) {
        glUseProgram(rectProgram.id)
        setProjection(rectUniforms.projection)
        glUniform4f(rectUniforms.rect, Float(rect.minX), Float(rect.minY), Float(rect.width), Float(rect.height))
        glUniform1f(rectUniforms.radius, Float(cornerRadius))
        glUniform1f(rectUniforms.pixelsPerPoint, Float(pixelsPerPoint))
        glUniform4f(rectUniforms.color, Float(color.0), Float(color.1), Float(color.2), Float(color.3))
        glBindVertexArray(rectArray)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        lastFrame.drawCalls += 1
    }
}
