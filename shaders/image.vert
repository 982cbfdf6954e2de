#version 330 core
// image.vert — textured quads (scene images and bitmap-font glyphs), two triangles per quad, with
// positions in window points and texture coordinates already normalised (0…1, origin top-left).

// ---- Inputs, per vertex.
layout(location = 0) in vec2 aPosition;  // window points (origin top-left, y down)
layout(location = 1) in vec2 aTexCoord;  // texture coordinates, 0…1

// ---- Uniforms.
uniform mat4 uProjection;  // window points → clip space (the same matrix as cube.vert)

// ---- Outputs, to image.frag.
out vec2 vTexCoord;

void main() {
    vTexCoord = aTexCoord;
    gl_Position = uProjection * vec4(aPosition, 0.0, 1.0);
}
