import CGL
import Foundation
import SceneKit
import ScrollPhysics
import TextRendering

/// Draws a scene's `DrawList` with OpenGL 3.3 core: lit cubes (each `.cubes` command in ONE
/// instanced draw), rounded rectangles, textured quads from scene-provided RGBA images (kept as
/// GL textures while frames keep naming them) and text (FreeType glyphs from an atlas texture), each
/// optionally clipped with glScissor.
///
/// Threading and lifetime: create, use and release it on the thread where its GL context is
/// current (GL objects belong to that context). It draws into whatever framebuffer is bound
/// (the window's, or an `OffscreenTarget` after `bind()`). Not `Sendable`.
///
/// Cost: one instance-buffer upload per frame and one draw call per command; a cube scene that
/// passes only its visible cubes costs the same whatever the strip length. Once warm (the
/// instance buffer has grown to the largest count), drawing cubes and rectangles allocates nothing.
public final class SceneRenderer {
    /// Where the GLSL came from: built in, or the folder given (see `ShaderLocator`).
    public let shaderSource: ShaderSource
    /// GL_VERSION and GL_RENDERER of the context the renderer was created in.
    public let glVersion: String
    public let glRenderer: String
    /// What the last `draw` did (for tests and diagnostics).
    public internal(set) var lastFrame = FrameStats()

    /// Counters for one `draw` call.
    public struct FrameStats: Sendable, Equatable {
        /// GL draw calls issued (one per command; 0 for an empty frame).
        public var drawCalls = 0
        /// Instances in each cube draw, in order.
        public var cubeBatches: [Int] = []
        /// Textures uploaded (new keys, or new versions) during this draw.
        public var textureUploads = 0
        /// Scene textures held after this draw (those the frame named).
        public var texturesHeld = 0
        /// Image commands drawn texel for pixel, sampled nearest (`isTexelExact`).
        public var texelExactImages = 0
        /// Instance buffer capacity, in cubes.
        public var instanceCapacity = 0
        /// Times the instance buffer has been (re)allocated since init; constant once warm.
        public var instanceAllocations = 0
        public init() {}
    }

    let cubeProgram: ShaderProgram
    let rectProgram: ShaderProgram
    let imageProgram: ShaderProgram
    let cubeUniforms: (projection: GLint, tilt: GLint, light: GLint, ambient: GLint)
    let rectUniforms: (projection: GLint, rect: GLint, area: GLint, radius: GLint, pixelsPerPoint: GLint, color: GLint)
    let imageUniforms: (projection: GLint, tint: GLint, mode: GLint)
    let instances = InstanceBuffer()
    /// Cube mesh: vertex buffer and index buffer.
    let meshBuffers: (vertices: GLuint, indices: GLuint)
    /// The cubes' vertex array; each cube command points its instance attributes at its first
    /// instance (GL 3.3 has no base-instance draw, so the offset lives in the attribute pointers).
    let cubeArray: GLuint
    /// Quads for images and text: a vertex array over a streamed buffer of (x, y, u, v) floats.
    let quadArray: GLuint
    let quadBuffer: GLuint
    var quadVertices: [Float] = []
    /// Scene textures by key, with the version uploaded and whether every pixel is opaque.
    var textures: [String: HeldTexture] = [:]
    /// The glyphs drawn so far (CPU side) and its one-channel texture with the generation uploaded.
    let glyphAtlas: GlyphAtlas
    let glyphTexture: GLuint
    var glyphTextureGeneration = -1
    /// Attribute-less vertex array for rect.vert (core profile needs one bound to draw).
    let rectArray: GLuint
    /// This frame's projection (window points → clip space), a value: no allocation per frame.
    var projection = SIMD16<Float>(repeating: 0)

    /// Compiles and links shaders/cube.* and shaders/rect.*, and creates the buffers.
    ///
    /// - Parameter shaderDirectory: a shader folder to load instead of the built-in shaders; nil
    ///   means `CUBESCROLL_SHADERS` when set, else the built-in ones (see `ShaderLocator`).
    /// - Throws: `RendererError.noCurrentContext` / `.unsupportedVersion` when no GL 3.3 context is
    ///   current; `.badShaderDirectory`, `.shaderMissing`, `.compileFailed` (file name + driver log),
    ///   `.linkFailed` or `.interfaceMismatch` for shader problems.
    /// - Parameter typesetter: the font; nil means `Typesetter.system()` (DejaVu Sans via fontconfig).
    /// - Throws: `FontError` naming fonts-dejavu-core when no typesetter is given and the font is missing.
    package init(shaderDirectory: String? = nil, typesetter: Typesetter? = nil) throws {
        guard let versionPointer = glGetString(GLenum(GL_VERSION)) else { throw RendererError.noCurrentContext }
        glVersion = String(cString: versionPointer)
        glRenderer = glGetString(GLenum(GL_RENDERER)).map { String(cString: $0) } ?? "unknown renderer"
        var major: GLint = 0, minor: GLint = 0
        glGetIntegerv(GLenum(GL_MAJOR_VERSION), &major)
        glGetIntegerv(GLenum(GL_MINOR_VERSION), &minor)
        guard (major, minor) >= (3, 3) else {
            throw RendererError.unsupportedVersion(version: glVersion, renderer: glRenderer)
        }

        let source = try ShaderLocator().locate(override: shaderDirectory)
        shaderSource = source
        cubeProgram = try ShaderProgram(source: source, vertex: "cube.vert", fragment: "cube.frag")
        rectProgram = try ShaderProgram(source: source, vertex: "rect.vert", fragment: "rect.frag")
        imageProgram = try ShaderProgram(source: source, vertex: "image.vert", fragment: "image.frag")
        for (name, location) in CubeAttribute.all { try cubeProgram.requireAttribute(name, at: location) }
        cubeUniforms = (try cubeProgram.uniform("uProjection"), try cubeProgram.uniform("uTilt"),
                        try cubeProgram.uniform("uLightDirection"), try cubeProgram.uniform("uAmbient"))
        rectUniforms = (try rectProgram.uniform("uProjection"), try rectProgram.uniform("uRect"), try rectProgram.uniform("uArea"),
                        try rectProgram.uniform("uCornerRadius"), try rectProgram.uniform("uPixelsPerPoint"),
                        try rectProgram.uniform("uColor"))
        imageUniforms = (try imageProgram.uniform("uProjection"), try imageProgram.uniform("uTint"),
                         try imageProgram.uniform("uMode"))

        meshBuffers = Self.makeMeshBuffers()
        cubeArray = Self.makeCubeArray(mesh: meshBuffers, instances: instances.buffer, firstInstance: 0)
        var array: GLuint = 0
        glGenVertexArrays(1, &array)
        rectArray = array
        (quadArray, quadBuffer) = Self.makeQuadArray()
        glyphAtlas = GlyphAtlas(typesetter: try typesetter ?? Typesetter.system())
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glyphTexture = texture
        setConstantUniforms()
    }

    deinit {
        var arrays = [cubeArray, rectArray, quadArray]
        glDeleteVertexArrays(3, &arrays)
        var buffers = [meshBuffers.vertices, meshBuffers.indices, quadBuffer]
        glDeleteBuffers(3, &buffers)
        var names = textures.values.map(\.name) + [glyphTexture]
        glDeleteTextures(GLsizei(names.count), &names)
    }

    private func setConstantUniforms() {
        glUseProgram(cubeProgram.id)
        let tilt = CubeProjection.tiltMatrix()
        glUniformMatrix3fv(cubeUniforms.tilt, 1, GLboolean(GL_FALSE), tilt)
        let light = CubeProjection.lightDirection
        glUniform3f(cubeUniforms.light, Float(light.0), Float(light.1), Float(light.2))
        glUniform1f(cubeUniforms.ambient, Float(CubeProjection.ambient))
        glUseProgram(imageProgram.id)
        glUniform1i(glGetUniformLocation(imageProgram.id, "uTexture"), 0)
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
    /// starting at instance `firstInstance` (`pointInstances(at:)` moves it).
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
