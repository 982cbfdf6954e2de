import Foundation
import ScrollPhysics

/// Pure maths shared by the shaders' uniforms and the tests: the projection from window points
/// to clip space, the fixed tilt, the light, and points → framebuffer pixel rectangles.
/// Matrices are column-major, as `glUniformMatrix*fv(…, GL_FALSE, …)` expects; the per-frame
/// projection is a `SIMD16<Float>` (a value, so computing it allocates nothing).
public enum CubeProjection {
    /// Tilt of every cube's spin axis toward the viewer, radians (28°): the top face shows
    /// clearly without hiding the sides. Chosen by eye; an isometric view would be 35.26°.
    public static let tilt = 28.0 * Double.pi / 180
    /// Spin added to every cube's `angle`, radians (30°), so that angle 0 already shows two
    /// side faces plus the top (three faces) instead of one flat front face.
    public static let baseYaw = 30.0 * Double.pi / 180
    /// Unit vector toward the light (x right, y up, z toward the viewer): from the upper left and
    /// in front, so the three visible faces get three distinct shades (at angle 0 with the tilt
    /// and yaw above, half-Lambert gives top 0.87, left 0.57, front 0.30). Chosen by eye.
    public static let lightDirection: (Double, Double, Double) = normalized(-0.4, 0.6, 0.7)
    /// Ambient share of the base colour (0…1): a face turned away from the light keeps 35%.
    public static let ambient = 0.35

    /// Orthographic projection for a window of `viewSize` points: x 0…width → −1…1, y 0…height
    /// (down) → 1…−1, z (toward the viewer) −depth…depth → 1…−1, so nearer is smaller depth
    /// (GL_LESS). A cube centred at window point (x, y) lands on exactly that point.
    /// Returns the identity for an empty or non-finite size (the caller draws nothing then).
    public static func windowToClip(viewSize: Size, depthHalfRange: Double) -> SIMD16<Float> {
        let w = viewSize.width, h = viewSize.height, d = depthHalfRange
        guard w > 0, h > 0, d > 0, w.isFinite, h.isFinite, d.isFinite else {
            return SIMD16(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)
        }
        let sx = Float(2 / w), sy = Float(-2 / h), sz = Float(-1 / d)
        var m = SIMD16<Float>(repeating: 0)
        m[0] = sx        // column 0: x scale
        m[5] = sy        // column 1: y scale (flips y down → up)
        m[10] = sz       // column 2: z scale (toward the viewer → smaller depth)
        m[12] = -1       // column 3: translation, x
        m[13] = 1        //                        y
        m[15] = 1
        return m
    }

    /// Where window point (x, y, z) lands in normalised device coordinates under `matrix`
    /// (x, y: −1…1 across the viewport, y up; z: −1 near … 1 far).
    public static func apply(_ matrix: SIMD16<Float>, to point: (x: Double, y: Double, z: Double)) -> (Double, Double, Double) {
        let v = SIMD4<Float>(Float(point.x), Float(point.y), Float(point.z), 1)
        var out = SIMD4<Float>(repeating: 0)
        for column in 0..<4 {
            let base = column * 4
            let c = SIMD4<Float>(matrix[base], matrix[base + 1], matrix[base + 2], matrix[base + 3])
            out += c * v[column]
        }
        return (Double(out.x / out.w), Double(out.y / out.w), Double(out.z / out.w))
    }

    /// Rotation about +x by `radians` (column-major 3×3): tips +y toward +z (the viewer).
    public static func tiltMatrix(_ radians: Double = tilt) -> [Float] {
        let c = Float(cos(radians)), s = Float(sin(radians))
        return [1, 0, 0, 0, c, s, 0, -s, c]
    }

    /// `angle + baseYaw` reduced to 0…2π, so the shader's single-precision sin/cos stay exact
    /// for cubes that have spun for hours; non-finite angles become `baseYaw`.
    public static func spin(_ angle: Double) -> Double {
        guard angle.isFinite else { return baseYaw }
        let r = (angle + baseYaw).truncatingRemainder(dividingBy: 2 * .pi)
        return r < 0 ? r + 2 * .pi : r
    }

    /// The framebuffer pixel rectangle covering `rect` (window points), in GL's convention
    /// (origin bottom-left), as used by glScissor. Edges round to the nearest pixel and are
    /// clamped to the framebuffer; nil when the result is empty or the sizes are unusable.
    public static func pixelRect(
        _ rect: Rect, viewSize: Size, framebufferWidth: Int, framebufferHeight: Int
    ) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard viewSize.width > 0, viewSize.height > 0, framebufferWidth > 0, framebufferHeight > 0 else { return nil }
        let sx = Double(framebufferWidth) / viewSize.width
        let sy = Double(framebufferHeight) / viewSize.height
        func clampX(_ v: Double) -> Int { v.isFinite ? Int(min(max((v * sx).rounded(), 0), Double(framebufferWidth))) : 0 }
        func clampY(_ v: Double) -> Int { v.isFinite ? Int(min(max((v * sy).rounded(), 0), Double(framebufferHeight))) : 0 }
        let left = clampX(rect.minX), right = clampX(rect.maxX)
        let top = clampY(rect.minY), bottom = clampY(rect.maxY)
        guard right > left, bottom > top else { return nil }
        return (left, framebufferHeight - bottom, right - left, bottom - top)
    }

    private static func normalized(_ x: Double, _ y: Double, _ z: Double) -> (Double, Double, Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        return (x / length, y / length, z / length)
    }
}
