#version 330 core
// cube.vert — lit, instanced cubes. One draw call draws every cube in the instance buffer: the
// mesh is per vertex, each cube's placement and colour are per instance (divisor 1).
// Attribute locations are defined HERE and mirrored in Sources/Renderer/CubeAttribute.swift;
// CubeRenderer checks at link time that the two agree.

// ---- Inputs, per vertex: a unit cube centred on the origin (model space: x right, y up, z toward
// the viewer), 4 vertices per face so each face has its own normal.
layout(location = 0) in vec3 aPosition;   // corner; every component is ±0.5
layout(location = 1) in vec3 aNormal;     // outward face normal, unit length
layout(location = 2) in vec2 aFaceCoord;  // where on its face the corner is; each component ±1

// ---- Inputs, per instance (one per cube).
layout(location = 3) in vec4 iPlacement;  // xy: centre in window points (origin top-left, y down)
                                          // z: edge length in points; w: spin in radians, 0…2π
layout(location = 4) in vec4 iColor;      // rgb: base colour 0…1 before lighting; a: unused

// ---- Uniforms.
uniform mat4 uProjection;  // window points (x right, y down, z toward the viewer) → clip space
uniform mat3 uTilt;        // fixed tilt (about x) applied after the spin, so three faces show

// ---- Outputs, to cube.frag.
out vec3 vNormal;     // face normal after spin and tilt (x right, y up, z toward the viewer)
out vec3 vColor;      // base colour, passed through
out vec2 vFaceCoord;  // position on the face, for the edge bevel

void main() {
    // Spin about the cube's own vertical axis (+y), then tilt that axis toward the viewer.
    float c = cos(iPlacement.w);
    float s = sin(iPlacement.w);
    mat3 spin = mat3(c, 0.0, -s,    // column 0
                     0.0, 1.0, 0.0, // column 1
                     s, 0.0, c);    // column 2
    mat3 orientation = uTilt * spin;

    vec3 p = orientation * (aPosition * iPlacement.z);           // points, y up
    vec3 window = vec3(iPlacement.x + p.x, iPlacement.y - p.y, p.z); // y up → window y down
    gl_Position = uProjection * vec4(window, 1.0);

    vNormal = orientation * aNormal;
    vColor = iColor.rgb;
    vFaceCoord = aFaceCoord;
}
