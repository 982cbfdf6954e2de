#version 330 core
// image.frag — an RGBA texture times a tint (uMode 0: scene images, tint = (1, 1, 1, alpha)), or a
// one-channel coverage mask filled with the tint (uMode 1: text), blended with
// SceneRenderer.enableOverBlending (straight-alpha "over"; the framebuffer stays opaque).
// The alpha is also scaled by the pixel's coverage of the quad: with d the distance (pixels) from
// the pixel's centre to the nearest edge, positive inside, coverage = clamp(d + 0.5, 0, 1), the
// share of a one-pixel box over a straight edge that lies inside it (a slanted edge is ramped as
// rect.frag ramps a rectangle's, so perspective quads need no multisampling).

// ---- Inputs, from image.vert.
in vec2 vTexCoord;
noperspective in vec4 vEdges;  // distances to the four edges, pixels

// ---- Uniforms.
uniform sampler2D uTexture;  // texture unit 0
uniform vec4 uTint;          // straight RGBA
uniform int uMode;           // 0: RGBA image × tint; 1: coverage (red channel) × tint

// ---- Outputs.
out vec4 fragColor;

void main() {
    vec4 texel = texture(uTexture, vTexCoord);
    float coverage = clamp(min(min(vEdges.x, vEdges.y), min(vEdges.z, vEdges.w)) + 0.5, 0.0, 1.0);
    fragColor = uMode == 1 ? vec4(uTint.rgb, uTint.a * texel.r) : texel * uTint;
    fragColor.a *= coverage;
}
