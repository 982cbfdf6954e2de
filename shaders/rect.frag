#version 330 core
// rect.frag — a filled rounded rectangle with an anti-aliased edge (signed distance), blended with
// alpha (SceneRenderer.enableOverBlending: colour SRC_ALPHA, ONE_MINUS_SRC_ALPHA; alpha ONE,
// ONE_MINUS_SRC_ALPHA, so the framebuffer stays opaque).

// ---- Inputs, from rect.vert.
in vec2 vLocal;  // position relative to the rectangle's centre, points

// ---- Uniforms.
uniform vec4 uRect;            // the rectangle (only its size, zw, is used here), points
uniform float uCornerRadius;   // corner radius in points; clamped to half the shorter side
uniform float uPixelsPerPoint; // framebuffer pixels per window point (2 on HiDPI), for the AA ramp
uniform vec4 uColor;           // straight (not premultiplied) RGBA

// ---- Outputs.
out vec4 fragColor;  // uColor with alpha reduced outside the rounded shape

void main() {
    vec2 halfSize = 0.5 * uRect.zw;
    float radius = min(uCornerRadius, min(halfSize.x, halfSize.y));
    vec2 q = abs(vLocal) - (halfSize - radius);
    float distance = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;  // < 0 inside, points
    float coverage = clamp(0.5 - distance * uPixelsPerPoint, 0.0, 1.0);
    fragColor = vec4(uColor.rgb, uColor.a * coverage);
}
