import CGL
import Scenes
import Foundation
import ScrollPhysics

/// Draws a `SceneSnapshot` with OpenGL 3.3 core: the big cube, the strip of little cubes
/// (all of them in ONE instanced draw, clipped to the strip with glScissor), a faint strip
/// backdrop and the alpha-blended scroll indicator.
///
/// Threading and lifetime: create, use and release it on the thread where its GL context is
/// current (GL objects belong to that context). It draws into whatever framebuffer is bound
/// (the window's, or an `OffscreenTarget` after `bind()`). Not `Sendable`.
///
/// Cost: one buffer upload and at most four draw calls per frame whatever the strip length,
/// because the scene passes only the visible little cubes. Once warm (the instance buffer has
/// grown to the largest visible count), `draw` allocates nothing.
public final class CubeRenderer {
    /// Where the GLSL files were loaded from (see `ShaderLocator` for the search order).
    public let shaderDirectory: String
    /// GL_VERSION and GL_RENDERER of the context the renderer was created in.
    public let glVersion: String
    public let glRenderer: String
    /// What the last `draw` did (for tests and diagnostics).
    public internal(set) var lastFrame = FrameStats()

    /// Counters for one `draw` call.
    public struct FrameStats: Sendable, Equatable {
        /// GL draw calls issued (backdrop, big cube, little cubes, indicator; 0 for an empty frame).
        public var drawCalls = 0
        /// Instances in the single little-cube draw (0 when none was issued).
        public var littleCubeInstances = 0
        /// Instance buffer capacity, in cubes.
        public var instanceCapacity = 0
        /// Times the instance buffer has been (re)allocated since init; constant once warm.
        public var instanceAllocations = 0
        public init() {}
    }

    let cubeProgram: ShaderProgram
    let rectProgram: ShaderProgram
    let cubeUniforms: (projection: GLint, tilt: GLint, light: GLint, ambient: GLint)
    let rectUniforms: (projection: GLint, rect: GLint, radius: GLint, pixelsPerPoint: GLint, color: GLint)
    let instances = InstanceBuffer()
    /// Cube mesh: vertex buffer and index buffer.
    let meshBuffers: (vertices: GLuint, indices: GLuint)
    /// Two vertex arrays over the same buffers: the big cube reads instance 0, the little
    /// cubes read from instance 1 on (GL 3.3 has no base-instance draw, so the offset lives here).
    let bigCubeArray: GLuint
    let littleCubeArray: GLuint
    /// Attribute-less vertex array for rect.vert (core profile needs one bound to draw).
    let rectArray: GLuint
    /// This frame's projection (window points → clip space), a value: no allocation per frame.
    var projection = SIMD16<Float>(repeating: 0)

    /// Compiles and links shaders/cube.* and shaders/rect.*, and creates the buffers.
    ///
    /// - Parameter shaderDirectory: explicit shader folder; nil means `CUBESCROLL_SHADERS`, then
    ///   the usual places (see `ShaderLocator`).
    /// - Throws: `RendererError.noCurrentContext` / `.unsupportedVersion` when no GL 3.3 context is
    ///   current; `.shadersNotFound`, `.shaderMissing`, `.compileFailed` (file name + driver log),
    ///   `.linkFailed` or `.interfaceMismatch` for shader problems.
    public init(shaderDirectory: String? = nil) throws {
        guard let versionPointer = glGetString(GLenum(GL_VERSION)) else { throw RendererError.noCurrentContext }
        glVersion = String(cString: versionPointer)
        glRenderer = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "unknown renderer"
        var major: GLint = 0, minor: GLint = 0
        glGetIntegerv(GLenum(GL_MAJOR_VERSION), &major)
        glGetIntegerv(GLenum(GL_MINOR_VERSION), &minor)
        guard (major, minor) >= (3, 3) else {
            throw RendererError.unsupportedVersion(version: glVersion, renderer: glRenderer)
        }

        let directory = try ShaderLocator().locate(override: shaderDirectory)
        self.shaderDirectory = directory
        cubeProgram = try ShaderProgram(directory: directory, vertex: "cube.vert", fragment: "cube.frag")
        rectProgram = try ShaderProgram(directory: directory, vertex: "rect.vert", fragment: "rect.frag")
        for (name, location) in CubeAttribute.all { try cubeProgram.requireAttribute(name, at: location) }
        cubeUniforms = (try cubeProgram.uniform("uProjection"), try cubeProgram.uniform("uTilt"),
                        try cubeProgram.uniform("uLightDirection"), try cubeProgram.uniform("uAmbient"))
        rectUniforms = (try rectProgram.uniform("uProjection"), try rectProgram.uniform("uRect"),
                        try rectProgram.uniform("uCornerRadius"), try rectProgram.uniform("uPixelsPerPoint"),
                        try rectProgram.uniform("uColor"))

        meshBuffers = Self.makeMeshBuffers()
        bigCubeArray = Self.makeCubeArray(mesh: meshBuffers, instances: instances.buffer, firstInstance: 0)
        littleCubeArray = Self.makeCubeArray(mesh: meshBuffers, instances: instances.buffer, firstInstance: 1)
        var array: GLuint = 0
        glGenVertexArrays(1, &array)
        rectArray = array
        setConstantUniforms()
    }

    deinit {
        var arrays = [bigCubeArray, littleCubeArray, rectArray]
        glDeleteVertexArrays(3, &arrays)
        var buffers = [meshBuffers.vertices, meshBuffers.indices]
        glDeleteBuffers(2, &buffers)
    }

    private func setConstantUniforms() {
        glUseProgram(cubeProgram.id)
        let tilt = CubeProjection.tiltMatrix()
        glUniformMatrix3fv(cubeUniforms.tilt, 1, GLboolean(GL_FALSE), tilt)
        let light = CubeProjection.lightDirection
        glUniform3f(cubeUniforms.light, Float(light.0), Float(light.1), Float(light.2))
        glUniform1f(cubeUniforms.ambient, Float(CubeProjection.ambient))
        glUseProgram(0)
    }

    private static func makeMeshBuffers() -> (vertices: GLuint, indices: GLuint) {
        var names = [GLuint](repeating: 0, count: 2)
        glGenBuffers(2, &names)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), names[0])
        CubeMesh.vertices.withUnsafeBytes {
            glBufferData(GLenum(GL_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
        // The element buffer binding is vertex-array state: bound again in makeCubeArray.
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), names[1])
        CubeMesh.indices.withUnsafeBytes {
            glBufferData(GLenum(GL_ELEMENT_ARRAY_BUFFER), $0.count, $0.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), 0)
        return (names[0], names[1])
    }

    /// A vertex array reading the mesh per vertex and the instance buffer per instance,
    /// starting at instance `firstInstance`.
    private static func makeCubeArray(mesh: (vertices: GLuint, indices: GLuint), instances: GLuint,
                                      firstInstance: Int) -> GLuint {
        var array: GLuint = 0
        glGenVertexArrays(1, &array)
        glBindVertexArray(array)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), mesh.indices)

        let vertexStride = GLsizei(CubeMesh.floatsPerVertex * MemoryLayout<Float>.stride)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), mesh.vertices)
        for (location, components, offsetFloats) in [(CubeAttribute.position, 3, 0), (CubeAttribute.normal, 3, 3),
                                                     (CubeAttribute.faceCoord, 2, 6)] {
            glEnableVertexAttribArray(location)
            glVertexAttribPointer(location, GLint(components), GLenum(GL_FLOAT), GLboolean(GL_FALSE), vertexStride,
                                  UnsafeRawPointer(bitPattern: offsetFloats * MemoryLayout<Float>.stride))
        }

        let instanceStride = GLsizei(InstanceBuffer.bytesPerInstance)
        let base = firstInstance * InstanceBuffer.bytesPerInstance
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), instances)
        for (location, offsetFloats) in [(CubeAttribute.placement, 0), (CubeAttribute.color, 4)] {
            glEnableVertexAttribArray(location)
            // bitPattern 0 gives nil, which GL reads as offset 0, as intended.
            glVertexAttribPointer(location, 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE), instanceStride,
                                  UnsafeRawPointer(bitPattern: base + offsetFloats * MemoryLayout<Float>.stride))
            glVertexAttribDivisor(location, 1)
        }
        glBindVertexArray(0)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
        return array
    }
}
