import CGL
import SceneKit
import ScrollPhysics

extension SceneRenderer {
    /// Draws one frame into the currently bound framebuffer.
    ///
    /// The viewport covers the whole framebuffer (pixels); the list's window points map onto it
    /// with scale `framebufferWidth / viewSize.width` (HiDPI: 2). Order: clear to `background`
    /// (written as is, no sRGB encoding), then each command in order. Cubes are depth-tested
    /// among themselves (the depth buffer is cleared once per frame); rectangles, images and
    /// text are alpha-blended on top of what came before.
    ///
    /// The framebuffer's alpha is 1 everywhere after every frame (the clear writes 1 and no
    /// command lowers it), so PNGs and screenshots are opaque.
    ///
    /// Draws nothing at all (not even the clear) when the view or framebuffer is empty (0×0 when
    /// minimised) or not finite, so it never divides by zero.
    public func draw(_ list: DrawList, framebufferWidth: Int, framebufferHeight: Int) {
        lastFrame = FrameStats()
        lastFrame.instanceCapacity = instances.capacity
        lastFrame.instanceAllocations = instances.allocations
        let view = list.viewSize
        guard framebufferWidth > 0, framebufferHeight > 0, view.width > 0, view.height > 0,
              view.width.isFinite, view.height.isFinite else { return }
        let pixelsPerPoint = Double(framebufferWidth) / view.width
        let fb = (width: framebufferWidth, height: framebufferHeight)

        // Upload every cube of the frame at once; commands draw ranges of it.
        var deepest = max(view.width, view.height)
        instances.reset(reserving: list.cubes.count)
        for cube in list.cubes {
            instances.append(cube)
            if cube.size.isFinite, cube.size > deepest { deepest = cube.size }
        }
        instances.upload()
        lastFrame.instanceCapacity = instances.capacity
        lastFrame.instanceAllocations = instances.allocations
        // A cube's corners reach size·√3/2 from its centre: any half-range ≥ that keeps them in depth.
        projection = CubeProjection.windowToClip(viewSize: view, depthHalfRange: deepest)
        uploadTextures(list)

        glViewport(0, 0, GLsizei(framebufferWidth), GLsizei(framebufferHeight))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_BLEND))
        glDepthMask(GLboolean(GL_TRUE))
        glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
        let background = list.background
        glClearColor(Float(background.r), Float(background.g), Float(background.b), 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT) | GLbitfield(GL_DEPTH_BUFFER_BIT))

        for command in list.commands {
            switch command {
            case let .cubes(range, clip):
                guard scissor(clip, view: view, fb) else { continue }
                drawCubes(range)
            case let .rect(rect, color, radius, clip):
                guard scissor(clip, view: view, fb) else { continue }
                drawRect(rect, cornerRadius: radius, pixelsPerPoint: pixelsPerPoint, color: color)
            case let .image(key, rect, source, alpha, clip):
                guard scissor(clip, view: view, fb), let texture = list.textures[key] else { continue }
                drawImage(texture, in: rect, source: source, alpha: alpha, pixelsPerPoint: pixelsPerPoint)
            case let .imageQuad(key, quad, source, alpha, clip):
                guard scissor(clip, view: view, fb), let texture = list.textures[key] else { continue }
                drawImage(texture, quad: quad, source: source, alpha: alpha, pixelsPerPoint: pixelsPerPoint)
            case let .text(run, clip):
                guard scissor(clip, view: view, fb) else { continue }
                drawText(run, pixelsPerPoint: pixelsPerPoint)
            }
        }
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_BLEND))
        glBindVertexArray(0)
        glUseProgram(0)
    }

    /// Sets the scissor for `clip` (none: scissor off); false when the clip is empty (skip the command).
    private func scissor(_ clip: Rect?, view: Size, _ fb: (width: Int, height: Int)) -> Bool {
        guard let clip else {
            glDisable(GLenum(GL_SCISSOR_TEST))
            return true
        }
        guard let r = CubeProjection.pixelRect(clip, viewSize: view, framebufferWidth: fb.width,
                                               framebufferHeight: fb.height) else { return false }
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(r.x), GLint(r.y), GLsizei(r.width), GLsizei(r.height))
        return true
    }

    /// The cubes `range` of the frame's instance buffer in one instanced draw, depth-tested.
    private func drawCubes(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        glDisable(GLenum(GL_BLEND))
        glEnable(GLenum(GL_DEPTH_TEST))
        glDepthFunc(GLenum(GL_LESS))
        glEnable(GLenum(GL_CULL_FACE))
        glCullFace(GLenum(GL_BACK))
        glFrontFace(GLenum(GL_CCW))
        glUseProgram(cubeProgram.id)
        setProjection(cubeUniforms.projection)
        glBindVertexArray(cubeArray)
        pointInstances(at: range.lowerBound)
        glDrawElementsInstanced(GLenum(GL_TRIANGLES), GLsizei(CubeMesh.indexCount), GLenum(GL_UNSIGNED_SHORT),
                                nil, GLsizei(range.count))
        lastFrame.drawCalls += 1
        lastFrame.cubeBatches.append(range.count)
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_DEPTH_TEST))
    }

    /// Points the bound cube array's per-instance attributes at instance `first`.
    private func pointInstances(at first: Int) {
        let stride = GLsizei(InstanceBuffer.bytesPerInstance)
        let base = first * InstanceBuffer.bytesPerInstance
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instances.buffer)
        for (location, offsetFloats) in [(CubeAttribute.placement, 0), (CubeAttribute.color, 4)] {
            glVertexAttribPointer(location, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                                  UnsafeRawPointer(bitPattern: base + offsetFloats * MemoryLayout<Float>.stride))
        }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
    }

    /// Turns on straight-alpha "over" blending for rectangles, images and text.
    ///
    /// Colour: `src·αs + dst·(1 − αs)`. Alpha: `αs + αd·(1 − αs)` (the Porter–Duff *over* operator
    /// for coverage, https://registry.khronos.org/OpenGL-Refpages/gl4/html/glBlendFuncSeparate.xhtml).
    /// With the plain `glBlendFunc(SRC_ALPHA, ONE_MINUS_SRC_ALPHA)` the alpha channel would get
    /// `αs² + αd·(1 − αs)`: a half-transparent rectangle over the opaque clear would leave alpha
    /// 0.75, and PNGs, goldens and screenshots would come out partly see-through. Here anything
    /// drawn over the opaque background stays opaque (alpha 255).
    func enableOverBlending() {
        glEnable(GLenum(GL_BLEND))
        glBlendFuncSeparate(GLenum(GL_SRC_ALPHA), GLenum(GL_ONE_MINUS_SRC_ALPHA),
                            GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
    }

    /// Sends this frame's projection to the bound program's mat4 uniform at `location`.
    func setProjection(_ location: GLint) {
        withUnsafeBytes(of: projection) { bytes in
            glUniformMatrix4fv(location, 1, GLboolean(GL_FALSE), bytes.bindMemory(to: GLfloat.self).baseAddress)
        }
    }
}

extension SceneRenderer {
    /// Blocks until every GL command issued so far has finished (glFinish). Headless capture calls it
    /// once per frame so frames are really rendered even when none is read back, and the reported
    /// frame times are honest (llvmpipe defers rasterisation until something forces it).
    public func finish() { glFinish() }
}
