import CGL
import SceneKit
import ScrollPhysics
import TextRendering

/// Text: each run's glyphs come from the glyph atlas (rasterised by FreeType at the framebuffer's
/// pixel size on first use), drawn as one batch of quads that tint the atlas's coverage.
extension SceneRenderer {
    /// One text run at `pixelsPerPoint` framebuffer pixels per point.
    func drawText(_ run: TextRun, pixelsPerPoint: Double) {
        let quads = glyphAtlas.quads(for: run, pixelsPerPoint: pixelsPerPoint)
        guard !quads.isEmpty else { return }
        uploadGlyphs()
        let w = Double(glyphAtlas.width), h = Double(glyphAtlas.height)
        quadVertices.removeAll(keepingCapacity: true)
        for q in quads {
            appendQuad(Rect(x: q.x0, y: q.y0, width: q.x1 - q.x0, height: q.y1 - q.y0),
                       u0: Double(q.u0) / w, v0: Double(q.v0) / h, u1: Double(q.u1) / w, v1: Double(q.v1) / h)
        }
        drawQuads(texture: glyphTexture, mode: 1, tint: run.color)
    }

    /// Sends the atlas's new rows to the texture (all of it after the atlas grew or was emptied).
    private func uploadGlyphs() {
        glBindTexture(GLenum(GL_TEXTURE_2D), glyphTexture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        let width = glyphAtlas.width
        if glyphTextureGeneration != glyphAtlas.generation {
            glyphAtlas.pixels.withUnsafeBytes {
                glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_R8, GLsizei(width), GLsizei(glyphAtlas.height), 0,
                             GLenum(GL_RED), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
            }
            // Glyph quads sit on whole pixels at the size they were rasterised for: sampled 1:1.
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
            glyphTextureGeneration = glyphAtlas.generation
            lastFrame.textureUploads += 1
        } else if let rows = glyphAtlas.dirtyRows {
            glyphAtlas.pixels.withUnsafeBytes {
                glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, GLint(rows.lowerBound), GLsizei(width), GLsizei(rows.count),
                                GLenum(GL_RED), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress! + rows.lowerBound * width)
            }
        }
        glyphAtlas.markUploaded()
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    }
}
