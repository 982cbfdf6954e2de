#version 330 core
// image.frag — an RGBA texture times a tint (uMode 0: scene images, tint = (1, 1, 1, alpha)), or a
// one-channel coverage mask filled with the tint (uMode 1: text), blended with
// SceneRenderer.enableOverBlending (straight-alpha "over"; the framebuffer stays opaque).

// ---- Inputs, from image.vert.
in vec2 vTexCoord;

// ---- Uniforms.
uniform sampler2D uTexture;  // texture unit 0
uniform vec4 uTint;          // straight RGBA
uniform int uMode;           // 0: RGBA image × tint; 1: coverage (red channel) × tint

// ---- Outputs.
out vec4 fragColor;

void main() {
    vec4 texel = texture(uTexture, vTexCoord);
    fragColor = uMode == 1 ? vec4(uTint.rgb, uTint.a * texel.r) : texel * uTint;
}
