/// Pixelmatch's perceptual pixel test, written for this project from the published algorithm of
/// mapbox/pixelmatch 5.3 (ISC licence; https://github.com/mapbox/pixelmatch/blob/v5.3.0/index.js):
///
/// - Colour distance: both pixels are blended onto white by their alpha, converted to YIQ, and
///   the squared distance is weighted 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ² (Y. Kotsarenko and
///   F. Ramos, "Measuring perceived color difference using YIQ NTSC transmission color space in
///   mobile applications", 2010). 35215 is the largest value this can take (black against white),
///   so a `threshold` t ∈ 0…1 accepts distances up to 35215·t².
/// - Anti-aliasing: a differing pixel is not counted when, in either image, it has both a darker
///   and a brighter neighbour among its 8, at most 2 neighbours of the same brightness, and the
///   darkest or the brightest neighbour has 3 or more identical neighbours of its own in both
///   images (V. Vysniauskas, "Anti-aliased Pixel and Intensity Slope Detector", 2009).
///
/// Images are RGBA, 8 bits per channel, rows of `width` pixels packed, equal sizes.
enum Pixelmatch {
    /// The largest YIQ distance (`colorDelta` of black and white).
    static let maxYIQDelta = 35215.0
    /// Pixelmatch's default threshold: 0.1.
    static let defaultThreshold = 0.1

    /// The squared distance `colorDelta` may reach before two pixels count as different.
    static func maxDelta(threshold: Double) -> Double { maxYIQDelta * threshold * threshold }

    /// Weighted squared YIQ distance between pixel `i` of `a` and pixel `j` of `b` (byte offsets of
    /// their R), 0 for equal pixels. With `brightnessOnly`, the signed difference of Y alone
    /// (positive when `a`'s pixel is brighter).
    @inline(__always)
    static func colorDelta(_ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int,
                           brightnessOnly: Bool = false) -> Double {
        let r1 = a[i], g1 = a[i + 1], b1 = a[i + 2], a1 = a[i + 3]
        let r2 = b[j], g2 = b[j + 1], b2 = b[j + 2], a2 = b[j + 3]
        if r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2 { return 0 }
        let (rr1, gg1, bb1) = blendOnWhite(r1, g1, b1, a1)
        let (rr2, gg2, bb2) = blendOnWhite(r2, g2, b2, a2)
        let y = luma(rr1, gg1, bb1) - luma(rr2, gg2, bb2)
        if brightnessOnly { return y }
        let iDelta = (rr1 * 0.59597799 - gg1 * 0.27417610 - bb1 * 0.32180189)
            - (rr2 * 0.59597799 - gg2 * 0.27417610 - bb2 * 0.32180189)
        let qDelta = (rr1 * 0.21147017 - gg1 * 0.52261711 + bb1 * 0.31114694)
            - (rr2 * 0.21147017 - gg2 * 0.52261711 + bb2 * 0.31114694)
        return 0.5053 * y * y + 0.299 * iDelta * iDelta + 0.1957 * qDelta * qDelta
    }

    /// YIQ's Y (brightness) of an RGB colour, 0…255.
    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// The colour as seen over white: c' = 255 + (c − 255)·α.
    @inline(__always)
    private static func blendOnWhite(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: UInt8) -> (Double, Double, Double) {
        if alpha == 255 { return (Double(r), Double(g), Double(b)) }
        let a = Double(alpha) / 255
        return (255 + (Double(r) - 255) * a, 255 + (Double(g) - 255) * a, 255 + (Double(b) - 255) * a)
    }

    /// Whether pixel (x, y) of `image` looks like anti-aliasing (see the type's summary); `other`
    /// is the image it is compared with.
    static func isAntiAliased(_ image: UnsafeBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int,
                              other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = (y * width + x) * 4
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let delta = colorDelta(image, center, image, (ny * width + nx) * 4, brightnessOnly: true)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta; brightestAt = (nx, ny)
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        func flat(_ at: (Int, Int)) -> Bool {
            hasManySiblings(image, x: at.0, y: at.1, width: width, height: height)
                && hasManySiblings(other, x: at.0, y: at.1, width: width, height: height)
        }
        return flat(darkestAt) || flat(brightestAt)
    }

    /// Whether pixel (x, y) has 3 or more identical neighbours among its 8 (an image edge counts
    /// as one).
    static func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, x: Int, y: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x - 1, 0), y0 = max(y - 1, 0), x2 = min(x + 1, width - 1), y2 = min(y + 1, height - 1)
        let center = (y * width + x) * 4
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let p = (ny * width + nx) * 4
                if image[center] == image[p] && image[center + 1] == image[p + 1]
                    && image[center + 2] == image[p + 2] && image[center + 3] == image[p + 3] {
                    equal += 1
                }
                if equal > 2 { return true }
            }
        }
        return false
    }
}
