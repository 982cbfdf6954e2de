import Foundation
import SceneKit
import ScrollPhysics

/// The lock screen's wallpaper, in the manner of iOS 7's default ones: a deep blue-violet field
/// with a few large, soft, out-of-focus patches of colour. Made once at `width`×`height` pixels
/// (any window stretches it; the patches are so soft that linear filtering keeps them smooth),
/// with a dither of half a level so the dark gradients show no bands.
enum LockscreenWallpaper {
    /// Texture size, pixels (16:10; a 2560-wide window magnifies it 8×, still smooth).
    static let width = 320, height = 200

    /// Soft patches: centre (fractions of the width and height), radius (fraction of the
    /// height, the Gaussian's σ) and colour.
    static let patches: [(x: Double, y: Double, r: Double, color: RGB)] = [
        (0.18, 0.22, 0.34, RGB(r: 0.16, g: 0.55, b: 0.85)),
        (0.78, 0.15, 0.28, RGB(r: 0.62, g: 0.26, b: 0.78)),
        (0.62, 0.72, 0.36, RGB(r: 0.85, g: 0.32, b: 0.45)),
        (0.12, 0.85, 0.30, RGB(r: 0.10, g: 0.62, b: 0.62)),
        (0.95, 0.60, 0.22, RGB(r: 0.95, g: 0.58, b: 0.25)),
    ]
    /// The field under the patches, top and bottom.
    static let top = RGB(r: 0.05, g: 0.07, b: 0.20), bottom = RGB(r: 0.12, g: 0.05, b: 0.18)
    /// How strongly the patches tint the field (0…1).
    static let patchStrength = 0.75

    static let texture = TextureSource(key: "lockscreen.wallpaper", version: 1, width: width, height: height) { render() }

    /// RGBA8 pixels, rows top first, opaque.
    static func render() -> [UInt8] {
        var out = [UInt8](repeating: 255, count: width * height * 4)
        let h = Double(height), w = Double(width)
        for y in 0..<height {
            let fy = (Double(y) + 0.5) / h
            for x in 0..<width {
                let fx = (Double(x) + 0.5) / w
                var c = [top.r + (bottom.r - top.r) * fy, top.g + (bottom.g - top.g) * fy, top.b + (bottom.b - top.b) * fy]
                for p in patches {
                    // Distances in heights, so the patches stay round on a 16:10 texture.
                    let dx = (fx - p.x) * w / h, dy = fy - p.y
                    let k = patchStrength * exp(-(dx * dx + dy * dy) / (2 * p.r * p.r))
                    c[0] += (p.color.r - c[0]) * k; c[1] += (p.color.g - c[1]) * k; c[2] += (p.color.b - c[2]) * k
                }
                // An ordered dither of ±½ level (a 4×4 Bayer matrix) hides 8-bit steps.
                let bayer = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5][(y % 4) * 4 + x % 4]
                let d = (Double(bayer) + 0.5) / 16 - 0.5
                let o = (y * width + x) * 4
                for k in 0..<3 { out[o + k] = UInt8(min(255, max(0, (c[k] * 255 + d).rounded()))) }
            }
        }
        return out
    }
}
