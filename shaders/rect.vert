#version 330 core
// rect.vert — one screen-aligned rectangle (the strip backdrop, the scroll indicator), drawn as a
// 4-vertex triangle strip with no vertex attributes: the corners come from gl_VertexID.

// ---- Inputs: none (gl_VertexID 0…3 picks the corner).

// ---- Uniforms.
uniform mat4 uProjection;  // window points → clip space (the same matrix as cube.vert)
uniform vec4 uRect;        // x, y: top-left corner in window points; z, w: width, height (points)
uniform vec4 uArea;        // the part of uRect this draw covers (same layout): all of it, or a band

// ---- Outputs, to rect.frag.
out vec2 vLocal;  // this corner relative to the rectangle's centre, in points

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));  // (0,0) (1,0) (0,1) (1,1)
    vec2 position = uArea.xy + corner * uArea.zw;
    vLocal = position - (uRect.xy + 0.5 * uRect.zw);
    gl_Position = uProjection * vec4(position, 0.0, 1.0);
}
