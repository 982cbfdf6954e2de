import CGL
import Scenes
import ScrollPhysics

extension CubeRenderer {
    /// Draws one frame into the currently bound framebuffer.
    ///
    /// The viewport covers the whole framebuffer (pixels); the snapshot's window points map onto
    /// it with scale `framebufferWidth / viewSize.width` (HiDPI: 2). Order: clear to
    /// `snapshot.background` (written as is, no sRGB encoding), faint strip backdrop, big cube,
    /// little cubes (one instanced draw, scissored to `stripFrame`), indicator (alpha-blended).
    ///
    /// Draws nothing at all (not even the clear) when the view or framebuffer is empty (0×0 when
    /// minimised) or not finite, so it never divides by zero.
    public func draw(_ snapshot: SceneSnapshot, framebufferWidth: Int, framebufferHeight: Int) {
        lastFrame = FrameStats()
        lastFrame.instanceCapacity = instances.capacity
        lastFrame.instanceAllocations = instances.allocations
        let view = snapshot.viewSize
        guard framebufferWidth > 0, framebufferHeight > 0, view.width > 0, view.height > 0,
              view.width.isFinite, view.height.isFinite else { return }
        let pixelsPerPoint = Double(framebufferWidth) / view.width

        // Upload first: instance 0 is the big cube, 1… the little cubes.
        var deepest = max(view.width, view.height, snapshot.bigCube.size.isFinite ? snapshot.bigCube.size : 0)
        instances.reset(reserving: 1 + snapshot.littleCubes.count)
        instances.append(snapshot.bigCube)
        for cube in snapshot.littleCubes {
            instances.append(cube)
            if cube.size.isFinite, cube.size > deepest { deepest = cube.size }
        }
        instances.upload()
        lastFrame.instanceCapacity = instances.capacity
        lastFrame.instanceAllocations = instances.allocations

        // A cube's corners reach size·√3/2 from its centre: any half-range ≥ that keeps them in depth.
        projection = CubeProjection.windowToClip(viewSize: view, depthHalfRange: deepest)

        glViewport(0, 0, GLsizei(framebufferWidth), GLsizei(framebufferHeight))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_BLEND))
        glDepthMask(GLboolean(GL_TRUE))
        let background = snapshot.background
        glClearColor(Float(background.r), Float(background.g), Float(background.b), 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT) | GLbitfield(GL_DEPTH_BUFFER_BIT))

        drawStripBackdrop(snapshot, pixelsPerPoint: pixelsPerPoint)
        drawCubes(snapshot, framebufferWidth: framebufferWidth, framebufferHeight: framebufferHeight)
        if let indicator = snapshot.indicator {
            drawIndicator(indicator, background: background, pixelsPerPoint: pixelsPerPoint)
        }
        glBindVertexArray(0)
        glUseProgram(0)
    }

    /// Big cube, then all visible little cubes in one instanced draw clipped to the strip.
    private func drawCubes(_ snapshot: SceneSnapshot, framebufferWidth: Int, framebufferHeight: Int) {
        glEnable(GLenum(GL_DEPTH_TEST))
        glDepthFunc(GLenum(GL_LESS))
        glEnable(GLenum(GL_CULL_FACE))
        glCullFace(GLenum(GL_BACK))
        glFrontFace(GLenum(GL_CCW))
        glUseProgram(cubeProgram.id)
        setProjection(cubeUniforms.projection)

        glBindVertexArray(bigCubeArray)
        glDrawElementsInstanced(GLenum(GL_TRIANGLES), GLsizei(CubeMesh.indexCount), GLenum(GL_UNSIGNED_SHORT), nil, 1)
        lastFrame.drawCalls += 1

        let count = snapshot.littleCubes.count
        if count > 0, let clip = CubeProjection.pixelRect(
            snapshot.stripFrame, viewSize: snapshot.viewSize,
            framebufferWidth: framebufferWidth, framebufferHeight: framebufferHeight) {
            glEnable(GLenum(GL_SCISSOR_TEST))
            glScissor(GLint(clip.x), GLint(clip.y), GLsizei(clip.width), GLsizei(clip.height))
            glBindVertexArray(littleCubeArray)
            glDrawElementsInstanced(GLenum(GL_TRIANGLES), GLsizei(CubeMesh.indexCount), GLenum(GL_UNSIGNED_SHORT),
                                    nil, GLsizei(count))
            glDisable(GLenum(GL_SCISSOR_TEST))
            lastFrame.drawCalls += 1
            lastFrame.littleCubeInstances = count
        }
        glDisable(GLenum(GL_CULL_FACE))
        glDisable(GLenum(GL_DEPTH_TEST))
    }

    /// Sends this frame's projection to the bound program's mat4 uniform at `location`.
    func setProjection(_ location: GLint) {
        withUnsafeBytes(of: projection) { bytes in
            glUniformMatrix4fv(location, 1, GLboolean(GL_FALSE), bytes.bindMemory(to: GLfloat.self).baseAddress)
        }
    }
}

extension CubeRenderer {
    /// Blocks until every GL command issued so far has finished (glFinish). Headless capture calls it
    /// once per frame so frames are really rendered even when none is read back, and the reported
    /// frame times are honest (llvmpipe defers rasterisation until something forces it).
    public func finish() { glFinish() }
}
