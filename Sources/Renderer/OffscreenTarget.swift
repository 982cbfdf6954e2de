import CGL

/// A framebuffer object to render into without a window (headless capture, screenshots):
/// colour (RGBA8) + depth (24-bit) renderbuffers, multisampled when the driver allows, with a
/// single-sampled resolve framebuffer that `readPixels` blits into.
///
/// Create and use it on the thread whose GL context is current. A 0×0 size is allowed (a
/// minimised window): storage stays 1×1, drawing draws nothing, reading returns no bytes.
///
/// Cost on llvmpipe (Mesa 22.3, 2 cores, 1280×720, measured on the development machine): 4× MSAA roughly doubles the
/// draw and its resolve adds ~10 ms to `readPixels` (single-sampled read + flip: ~0.5 ms). Pass
/// `samples: 0` where capture speed matters more than smooth edges. The window draws its frames
/// that need multisampling through one too (`WindowFrameTarget`).
public final class OffscreenTarget {
    /// Size in pixels.
    public private(set) var width: Int
    public private(set) var height: Int
    /// Samples per pixel of the drawing framebuffer (0 = single-sampled, no resolve pass).
    public let samples: Int

    /// Framebuffer drawn into (multisampled when `samples > 0`).
    private let drawFramebuffer: GLuint
    /// Single-sampled framebuffer read back from (the same as `drawFramebuffer` when `samples == 0`).
    private let resolveFramebuffer: GLuint
    private var renderbuffers: [GLuint]

    /// - Parameters:
    ///   - samples: samples wanted per pixel; clamped to GL_MAX_SAMPLES (llvmpipe: 4). 0 or 1
    ///     gives a single-sampled target. Default 4, the window's MSAA.
    /// - Throws: `RendererError.noCurrentContext`, `.invalidSize` (negative or beyond
    ///   GL_MAX_RENDERBUFFER_SIZE), `.framebufferIncomplete`.
    public init(width: Int, height: Int, samples wanted: Int = 4) throws {
        guard glGetString(GLenum(GL_VERSION)) != nil else { throw RendererError.noCurrentContext }
        var maxSamples: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_SAMPLES), &maxSamples)
        let allowed = min(wanted, Int(maxSamples))
        samples = allowed > 1 ? allowed : 0
        self.width = width
        self.height = height
        var framebuffers = [GLuint](repeating: 0, count: 2)
        glGenFramebuffers(samples > 0 ? 2 : 1, &framebuffers)
        drawFramebuffer = framebuffers[0]
        resolveFramebuffer = samples > 0 ? framebuffers[1] : framebuffers[0]
        renderbuffers = [GLuint](repeating: 0, count: samples > 0 ? 3 : 2)
        glGenRenderbuffers(GLsizei(renderbuffers.count), &renderbuffers)
        try allocateStorage()
    }

    deinit {
        glDeleteRenderbuffers(GLsizei(renderbuffers.count), renderbuffers)
        var framebuffers = [drawFramebuffer, resolveFramebuffer]
        glDeleteFramebuffers(samples > 0 ? 2 : 1, &framebuffers)
    }

    /// Makes this target the draw and read framebuffer. Call before `CubeRenderer.draw`.
    public func bind() {
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), drawsSingleSampled ? resolveFramebuffer : drawFramebuffer)
    }

    /// Whether the frame being drawn goes straight to the single-sampled buffer (see `bind(multisampled:)`).
    public private(set) var drawsSingleSampled = false

    /// Binds for drawing a frame, multisampled or not: a frame whose edges are all anti-aliased by
    /// its shaders (`DrawList.needsMultisampling` false: rectangles, images, perspective quads, text)
    /// is drawn straight into the single-sampled buffer, with a quarter of the samples to shade,
    /// blend and store and no resolve (on llvmpipe that is most of a flat frame's cost). Depth is
    /// not available in that mode (no cube commands use it there).
    public func bind(multisampled: Bool) {
        drawsSingleSampled = samples > 0 && !multisampled
        bind()
    }

    /// Reallocates the storage for a new size (contents are lost). No-op if the size is unchanged.
    public func resize(width newWidth: Int, height newHeight: Int) throws {
        guard newWidth != width || newHeight != height else { return }
        width = newWidth
        height = newHeight
        try allocateStorage()
    }

    /// Resolves (when multisampled) and reads the whole target into `buffer` as RGBA8, TOP ROW
    /// FIRST, `width * 4` bytes per row. Leaves this target bound for drawing.
    /// - Precondition: `buffer.count >= width * height * 4`.
    public func readPixels(into buffer: UnsafeMutableRawBufferPointer) {
        resolveIfNeeded()
        PixelReadback.readRGBA(width: width, height: height, into: buffer)
        bind()
    }

    /// Same as `readPixels(into:)` for an array, resized only when its count differs from
    /// `width * height * 4` (reuse one array to read every frame without allocating).
    public func readPixels(into pixels: inout [UInt8]) {
        resolveIfNeeded()
        PixelReadback.readRGBA(width: width, height: height, into: &pixels)
        bind()
    }

    /// Resolves (when multisampled) and copies the whole target's colour into `framebuffer` (the
    /// window's is 0), which must be at least this target's size; leaves `framebuffer` bound for
    /// drawing and reading.
    ///
    /// A multisampled target is resolved straight into `framebuffer` (one blit) while the driver
    /// accepts that. GL 3.3 allows such a resolve only between identical formats, and the
    /// window's format is the driver's choice: if the blit is refused (GL_INVALID_OPERATION), this
    /// and every later copy resolve into this target's own RGBA8 buffer first and copy that.
    public func copy(into framebuffer: GLuint) {
        let w = GLint(width), h = GLint(height)
        if samples > 0, !drawsSingleSampled, resolvesDirectly {
            while glGetError() != GLenum(GL_NO_ERROR) {}   // so the check below sees only the blit's
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), drawFramebuffer)
            glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
            glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
            if glGetError() == GLenum(GL_NO_ERROR) {
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
                return
            }
            resolvesDirectly = false
        }
        resolveIfNeeded()
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
        glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
    }

    /// False once a direct resolve into another framebuffer was refused (`copy(into:)`).
    private var resolvesDirectly = true

    /// Blits the multisampled colour into the resolve framebuffer and binds that for reading.
    private func resolveIfNeeded() {
        guard samples > 0 else {
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), drawFramebuffer)
            return
        }
        guard !drawsSingleSampled else {   // drawn into the single-sampled buffer: nothing to resolve
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), resolveFramebuffer)
            return
        }
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), drawFramebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), resolveFramebuffer)
        let w = GLint(width), h = GLint(height)
        glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), resolveFramebuffer)
    }

    /// (Re)creates the renderbuffer storage at max(1, size) and checks completeness.
    private func allocateStorage() throws {
        var limit: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_RENDERBUFFER_SIZE), &limit)
        guard width >= 0, height >= 0, width <= Int(limit), height <= Int(limit) else {
            throw RendererError.invalidSize(width: width, height: height, limit: Int(limit))
        }
        let w = GLsizei(max(width, 1)), h = GLsizei(max(height, 1))
        let color = renderbuffers[0], depth = renderbuffers[1]
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), color)
        glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(GL_RGBA8), w, h)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), depth)
        glRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(GL_DEPTH_COMPONENT24), w, h)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), drawFramebuffer)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), color)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_ATTACHMENT), GLenum(GL_RENDERBUFFER), depth)
        try checkComplete()
        if samples > 0 {
            let resolved = renderbuffers[2]
            glBindRenderbuffer(GLenum(GL_RENDERBUFFER), resolved)
            glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_RGBA8), w, h)
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), resolveFramebuffer)
            glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_RENDERBUFFER), resolved)
            try checkComplete()
        }
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), 0)
        bind()
    }

    private func checkComplete() throws {
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        guard status != GLenum(GL_FRAMEBUFFER_COMPLETE) else { return }
        let names: [GLenum: String] = [
            GLenum(GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT): "GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT",
            GLenum(GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT): "GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT",
            GLenum(GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE): "GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE",
            GLenum(GL_FRAMEBUFFER_UNSUPPORTED): "GL_FRAMEBUFFER_UNSUPPORTED",
        ]
        throw RendererError.framebufferIncomplete(
            status: names[status] ?? "status 0x\(String(status, radix: 16))",
            width: width, height: height, samples: samples)
    }
}
