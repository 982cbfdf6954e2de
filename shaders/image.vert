#version 330 core
// image.vert — textured quads (scene images and bitmap-font glyphs), as triangles, with positions
// in window points and texture coordinates already normalised (0…1, origin top-left).
// A quad seen in perspective gives each corner a depth weight w (1 on the screen plane): the clip
// position is scaled by it, so GL divides it back out and interpolates vTexCoord perspective-correctly.
// Each vertex also carries its signed distances to the quad's four edges in framebuffer pixels
// (positive inside; very large where an edge needs no ramp): affine in screen position, so they are
// interpolated without perspective and image.frag gets every pixel's exact distance.

// ---- Inputs, per vertex.
layout(location = 0) in vec3 aPosition;  // window points (origin top-left, y down), then w (> 0)
layout(location = 1) in vec2 aTexCoord;  // texture coordinates, 0…1
layout(location = 2) in vec4 aEdges;     // distances to the four edges, pixels

// ---- Uniforms.
uniform mat4 uProjection;  // window points → clip space (the same matrix as cube.vert)

// ---- Outputs, to image.frag.
out vec2 vTexCoord;
noperspective out vec4 vEdges;

void main() {
    vTexCoord = aTexCoord;
    vEdges = aEdges;
    gl_Position = (uProjection * vec4(aPosition.xy, 0.0, 1.0)) * aPosition.z;
}
