#version 330 core
// image.vert — textured quads (scene images and bitmap-font glyphs), two triangles per quad, with
// positions in window points and texture coordinates already normalised (0…1, origin top-left).
// A quad seen in perspective gives each corner a depth weight w (1 on the screen plane): the clip
// position is scaled by it, so GL divides it back out and interpolates vTexCoord perspective-correctly.

// ---- Inputs, per vertex.
layout(location = 0) in vec3 aPosition;  // window points (origin top-left, y down), then w (> 0)
layout(location = 1) in vec2 aTexCoord;  // texture coordinates, 0…1

// ---- Uniforms.
uniform mat4 uProjection;  // window points → clip space (the same matrix as cube.vert)

// ---- Outputs, to image.frag.
out vec2 vTexCoord;

void main() {
    vTexCoord = aTexCoord;
    gl_Position = (uProjection * vec4(aPosition.xy, 0.0, 1.0)) * aPosition.z;
}
