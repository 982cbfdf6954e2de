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
    func drawRect(_ rect: Rect, cornerRadius: Double, pixelsPerPoint: Double, color: RGBA) {
        let unblended = color.a >= 1 && cornerRadius <= 0
        if unblended {
            glDisable(GLenum(GL_BLEND))
            glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_FALSE))
        } else {
            enableOverBlending()
        }
        defer { if unblended { glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE)) } }
        glUseProgram(rectProgram.id)
        setProjection(rectUniforms.projection)
        glUniform4f(rectUniforms.rect, Float(rect.minX), Float(rect.minY), Float(rect.width), Float(rect.height))
        glUniform1f(rectUniforms.radius, Float(max(0, cornerRadius)))
        glUniform1f(rectUniforms.pixelsPerPoint, Float(pixelsPerPoint))
        glUniform4f(rectUniforms.color, Float(color.r), Float(color.g), Float(color.b), Float(min(max(color.a, 0), 1)))
        glBindVertexArray(rectArray)
        glDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        lastFrame.drawCalls += 1
        glDisable(GLenum(GL_BLEND))
    }
}
