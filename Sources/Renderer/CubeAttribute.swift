import CGL

/// Vertex input locations of shaders/cube.vert, mirrored from its `layout(location = N)` lines.
/// `CubeRenderer.init` checks each against the linked program, so the two cannot drift apart.
enum CubeAttribute {
    /// `aPosition` vec3: unit-cube corner (±0.5), per vertex.
    static let position: GLuint = 0
    /// `aNormal` vec3: face normal, per vertex.
    static let normal: GLuint = 1
    /// `aFaceCoord` vec2: position on the face (±1), per vertex.
    static let faceCoord: GLuint = 2
    /// `iPlacement` vec4: centre x, y (window points), edge (points), spin (radians), per instance.
    static let placement: GLuint = 3
    /// `iColor` vec4: base colour rgb + unused, per instance.
    static let color: GLuint = 4

    /// (GLSL name, location) for every input, for the link-time check.
    static let all: [(name: String, location: GLuint)] = [
        ("aPosition", position), ("aNormal", normal), ("aFaceCoord", faceCoord),
        ("iPlacement", placement), ("iColor", color),
    ]
}
