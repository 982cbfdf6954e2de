import CGL
import SceneKit
import ScrollPhysics

/// Flat, screen-aligned rectangles (rect.vert/rect.frag): anti-aliased rounded corners, blended.
extension SceneRenderer {
    /// One rounded rectangle (4-vertex strip, no attributes), alpha-blended (straight alpha). An
    /// opaque rectangle with square corners is written without blending: its edges are the pixels
    /// whose centres it covers, exactly (no anti-aliasing ramp). That path leaves the
    /// framebuffer's alpha alone (the shader's alpha there is the edge's coverage, and written as
    /// is it would make the edge pixels see-through in PNGs); the clear made it 1.
    ///
    /// A large opaque rounded rectangle is drawn in two parts so that only its rim is blended: the
    /// core (inset by the corner radius plus a pixel) is written unblended, then the four bands
    /// around it (corners and edge ramps) blended. Same pixels, a fraction of the blending (on
    /// llvmpipe, a full-window card costs about as much as the rest of the frame when blended).
    func drawRect(_ rect: Rect, cornerRadius: Double, pixelsPerPoint: Double, color: RGBA) {
        let opaque = color.a >= 1
        glUseProgram(rectProgram.id)
        setProjection(rectUniforms.projection)
        glUniform4f(rectUniforms.rect, Float(rect.minX), Float(rect.minY), Float(rect.width), Float(rect.height))
        glUniform1f(rectUniforms.radius, Float(max(0, cornerRadius)))
        glUniform1f(rectUniforms.pixelsPerPoint, Float(pixelsPerPoint))
        glUniform4f(rectUniforms.color, Float(color.r), Float(color.g), Float(color.b), Float(min(max(color.a, 0), 1)))
        glBindVertexArray(rectArray)
        if opaque && cornerRadius <= 0 {
            drawRectArea(rect, blended: false)
            return
        }
        let inset = min(max(0, cornerRadius), rect.width / 2, rect.height / 2) + 1 / pixelsPerPoint
        let core = Rect(x: rect.minX + inset, y: rect.minY + inset, width: rect.width - 2 * inset,
                        height: rect.height - 2 * inset)
        // Worth splitting only when the core is large next to the extra draw calls.
        guard opaque, core.width * core.height * pixelsPerPoint * pixelsPerPoint > 16_384 else {
            drawRectArea(rect, blended: true)
            return
        }
        drawRectArea(core, blended: false)
        drawRectArea(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: inset), blended: true)
        drawRectArea(Rect(x: rect.minX, y: core.maxY, width: rect.width, height: inset), blended: true)
        drawRectArea(Rect(x: rect.minX, y: core.minY, width: inset, height: core.height), blended: true)
        drawRectArea(Rect(x: core.maxX, y: core.minY, width: inset, height: core.height), blended: true)
    }

    /// Draws the part `area` of the rectangle set in the uniforms. Unblended, the framebuffer's
    /// alpha is left alone (the shader's alpha is the edge's coverage; written as is it would make
    /// edge pixels see-through in PNGs; the clear made it 1).
    private func drawRectArea(_ area: Rect, blended: Bool) {
        if blended {
            enableOverBlending()
        } else {
            glDisable(GLenum(GL_BLEND))
            glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_FALSE))
        }
        glUniform4f(rectUniforms.area, Float(area.minX), Float(area.minY), Float(area.width), Float(area.height))
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        lastFrame.drawCalls += 1
        if !blended { glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE)) }
        glDisable(GLenum(GL_BLEND))
    }
}
