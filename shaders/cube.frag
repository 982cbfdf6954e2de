#version 330 core
// cube.frag — directional + ambient lighting, a soft bevel at the face edges and a little sheen,
// so faces that meet at an edge always read as different planes. The directional term is
// half-Lambert (Valve, "Half-Life 2 shading", 2006): (½·n·l + ½)², which keeps faces turned
// away from the light shaped instead of flat ambient.

// ---- Inputs, from cube.vert.
in vec3 vNormal;     // interpolated face normal (x right, y up, z toward the viewer)
in vec3 vColor;      // base colour 0…1
in vec2 vFaceCoord;  // position on the face, each component −1…1

// ---- Uniforms.
uniform vec3 uLightDirection;  // unit vector pointing TOWARD the light, same space as vNormal
uniform float uAmbient;        // share of the base colour lit by ambient light alone, 0…1

// ---- Outputs.
out vec4 fragColor;  // RGBA written as is (no sRGB encoding); alpha always 1

void main() {
    vec3 n = normalize(vNormal);
    float halfLambert = 0.5 * dot(n, uLightDirection) + 0.5;
    float diffuse = halfLambert * halfLambert;
    vec3 lit = vColor * (uAmbient + (1.0 - uAmbient) * diffuse);

    // Bevel: darken the outer 6% of each face by up to 35%.
    float edge = max(abs(vFaceCoord.x), abs(vFaceCoord.y));
    lit *= 1.0 - 0.35 * smoothstep(0.94, 1.0, edge);

    // Sheen: a weak Blinn-Phong highlight (viewer along +z), kept small so hues stay true.
    vec3 halfway = normalize(uLightDirection + vec3(0.0, 0.0, 1.0));
    float sheen = 0.12 * pow(max(dot(n, halfway), 0.0), 24.0);

    fragColor = vec4(min(lit + sheen, vec3(1.0)), 1.0);
}
