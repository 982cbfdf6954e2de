import Foundation
import SceneKit
import ScrollPhysics

/// The scenery of a generated photo: a sky (gradient, sun, clouds), ridge lines from far to near
/// (mountains, hills, dunes), each with textured ground, and for some kinds water that mirrors the
/// sky. Every part is a function of the image point and the pixel's footprint (image pixels per
/// texture pixel): edges are covered by their fraction, and texture octaves finer than two
/// footprints are left out, so a render at any scale is anti-aliased and a finer scale shows
/// finer detail. Deterministic for a photo's index. Coordinates are image pixels.
struct PhotoLandscape: Sendable {
    enum Kind: Int, CaseIterable, Sendable {
        case sunsetLake, hills, dunes, sea, peaks

        var title: String {
            switch self {
            case .sunsetLake: "Sunset over the lake"
            case .hills: "Green hills"
            case .dunes: "Dunes at noon"
            case .sea: "Sea at dusk"
            case .peaks: "Snowy peaks"
            }
        }
    }

    /// One ridge line and the ground below it.
    struct Ridge: Sendable {
        /// Ridge height above the image's bottom at its lowest, and how far it rises: fractions of the height.
        var base: Double, rise: Double
        /// Wavelength of its largest hills, image pixels, and the share each finer octave keeps (roughness).
        var wavelength: Double, roughness: Double
        var color: RGB
        /// How strongly the ground's texture varies its brightness (0…1), and the texture's largest wavelength.
        var texture: Double, grain: Double
    }

    let kind: Kind
    let width: Double, height: Double
    let seed: UInt32
    let skyTop: RGB, skyHorizon: RGB
    /// Where the sky meets the land or water, as a fraction of the height.
    let horizon: Double
    /// The sun: centre (fractions of width and height), radius (fraction of the height), colour.
    let sun: (x: Double, y: Double, r: Double, color: RGB)?
    let clouds: Double
    let water: Bool
    let ridges: [Ridge]

    init(index: Int, width: Double, height: Double) {
        let kind = Kind(rawValue: index % Kind.allCases.count)!
        self.kind = kind
        self.width = width; self.height = height
        seed = UInt32(truncatingIfNeeded: index &* 7919 &+ 17)
        let variation = Double(index / Kind.allCases.count % 3) * 0.04
        switch kind {
        case .sunsetLake:
            skyTop = RGB(r: 0.22, g: 0.18, b: 0.42); skyHorizon = RGB(r: 0.98, g: 0.62, b: 0.32)
            horizon = 0.62; sun = (0.68, 0.55 + variation, 0.045, RGB(r: 1, g: 0.86, b: 0.6)); clouds = 0.35; water = true
            ridges = [Ridge(base: 0.42, rise: 0.16, wavelength: 700, roughness: 0.55, color: RGB(r: 0.42, g: 0.30, b: 0.42), texture: 0.08, grain: 60),
                      Ridge(base: 0.39, rise: 0.07, wavelength: 420, roughness: 0.6, color: RGB(r: 0.22, g: 0.15, b: 0.24), texture: 0.15, grain: 40)]
        case .hills:
            skyTop = RGB(r: 0.22, g: 0.45, b: 0.85); skyHorizon = RGB(r: 0.72, g: 0.84, b: 0.95)
            horizon = 0.55; sun = nil; clouds = 0.75; water = false
            ridges = [Ridge(base: 0.42, rise: 0.12, wavelength: 900, roughness: 0.5, color: RGB(r: 0.45, g: 0.58, b: 0.62), texture: 0.06, grain: 80),
                      Ridge(base: 0.32, rise: 0.14, wavelength: 800, roughness: 0.45, color: RGB(r: 0.36, g: 0.58, b: 0.25), texture: 0.25, grain: 50),
                      Ridge(base: 0.12, rise: 0.16, wavelength: 1100, roughness: 0.45, color: RGB(r: 0.26, g: 0.48, b: 0.14), texture: 0.4, grain: 30)]
        case .dunes:
            skyTop = RGB(r: 0.35, g: 0.55, b: 0.85); skyHorizon = RGB(r: 0.93, g: 0.86, b: 0.74)
            horizon = 0.5; sun = (0.25, 0.16, 0.035, RGB(r: 1, g: 0.98, b: 0.9)); clouds = 0; water = false
            ridges = [Ridge(base: 0.42, rise: 0.08, wavelength: 1000, roughness: 0.35, color: RGB(r: 0.85, g: 0.64, b: 0.42), texture: 0.08, grain: 60),
                      Ridge(base: 0.3, rise: 0.14, wavelength: 900, roughness: 0.3, color: RGB(r: 0.9, g: 0.6, b: 0.33), texture: 0.1, grain: 40),
                      Ridge(base: 0.08, rise: 0.18, wavelength: 1300, roughness: 0.3, color: RGB(r: 0.8, g: 0.5, b: 0.27), texture: 0.14, grain: 24)]
        case .sea:
            skyTop = RGB(r: 0.1, g: 0.14, b: 0.36); skyHorizon = RGB(r: 0.95, g: 0.55, b: 0.5)
            horizon = 0.58; sun = (0.4 + variation, 0.5, 0.05, RGB(r: 1, g: 0.8, b: 0.55)); clouds = 0.45; water = true
            ridges = [Ridge(base: 0.41, rise: 0.05, wavelength: 500, roughness: 0.5, color: RGB(r: 0.2, g: 0.14, b: 0.26), texture: 0.1, grain: 40)]
        case .peaks:
            skyTop = RGB(r: 0.08, g: 0.25, b: 0.62); skyHorizon = RGB(r: 0.55, g: 0.72, b: 0.9)
            horizon = 0.6; sun = nil; clouds = 0.3; water = false
            ridges = [Ridge(base: 0.38, rise: 0.36, wavelength: 600, roughness: 0.62, color: RGB(r: 0.9, g: 0.92, b: 0.96), texture: 0.1, grain: 70),
                      Ridge(base: 0.22, rise: 0.14, wavelength: 500, roughness: 0.6, color: RGB(r: 0.35, g: 0.42, b: 0.5), texture: 0.3, grain: 40),
                      Ridge(base: 0.1, rise: 0.1, wavelength: 300, roughness: 0.65, color: RGB(r: 0.1, g: 0.22, b: 0.14), texture: 0.45, grain: 20)]
        }
    }

    /// The sky's gradient colour at `f` (0 at the top, 1 at the horizon).
    func sky(_ f: Double) -> RGB {
        let t = pow(min(1, max(0, f)), 1.6)
        return RGB(r: skyTop.r + (skyHorizon.r - skyTop.r) * t, g: skyTop.g + (skyHorizon.g - skyTop.g) * t,
                   b: skyTop.b + (skyHorizon.b - skyTop.b) * t)
    }

    /// The ridge lines' heights (image y of each ridge's top, far to near) over the column at `x`.
    func column(x: Double, footprint: Double) -> [Double] {
        ridges.enumerated().map { k, r in
            let n = Self.fbm1(x / r.wavelength, octaves: Self.octaves(r.wavelength, footprint), roughness: r.roughness,
                              seed: seed &+ UInt32(k) &* 101)
            return height * (1 - r.base - r.rise * n)
        }
    }

    /// The colour at (x, y), given its column's ridge heights; `footprint`: image pixels per
    /// texture pixel (edges are blended over it, texture finer than twice it is left out).
    func color(x: Double, y: Double, column tops: [Double], footprint: Double) -> RGB {
        var out = RGB(r: 0, g: 0, b: 0), remaining = 1.0
        // Over water, the ridges are far shores: they end at the horizon, the water is in front.
        let shoreCut = water ? min(1, max(0, (height * horizon - y) / footprint + 0.5)) : 1
        for k in ridges.indices.reversed() where shoreCut > 0 {
            let cover = min(1, max(0, (y - tops[k]) / footprint + 0.5)) * shoreCut
            guard cover > 0 else { continue }
            let c = ground(k, x: x, y: y, top: tops[k], footprint: footprint)
            out = Self.add(out, c, remaining * cover)
            remaining *= 1 - cover
            if remaining < 1e-3 { return out }
        }
        return Self.add(out, backdrop(x: x, y: y, footprint: footprint), remaining)
    }

    /// Ridge `k`'s ground at (x, y): its colour, darker and more saturated toward the front and
    /// lighter near its crest (haze), with a texture.
    private func ground(_ k: Int, x: Double, y: Double, top: Double, footprint: Double) -> RGB {
        let r = ridges[k]
        let depth = min(1, max(0, (y - top) / (height * 0.25)))
        var c = Self.scale(r.color, 1.08 - 0.25 * depth)
        // Haze at the crest blends toward the horizon's sky.
        let haze = 0.25 * (1 - depth) * Double(ridges.count - k) / Double(ridges.count)
        c = Self.mix(c, skyHorizon, haze)
        let n = Self.fbm2(x / r.grain, y / (r.grain * 0.5), octaves: Self.octaves(r.grain * 0.5, footprint) + 1, roughness: 0.8,
                          seed: seed &+ 7 &+ UInt32(k) &* 31)
        return Self.scale(c, 1 + r.texture * (n - 0.5) * 2)
    }

    /// What is behind every ridge: the sky above the horizon, water (the sky mirrored, rippled)
    /// below it, or the sky down to the bottom where there is no water.
    private func backdrop(x: Double, y: Double, footprint: Double) -> RGB {
        let horizonY = height * horizon
        if water, y > horizonY {
            let below = (y - horizonY) / (height - horizonY)
            let mirrored = horizonY - (y - horizonY) * 1.6
            var c = Self.scale(skyColor(x: x, y: max(0, mirrored), footprint: footprint, reflected: true), 0.72 - 0.25 * below)
            // Ripples: noise stretched along the horizon, finer toward the horizon (farther away).
            let ripple = Self.fbm2(x / 36, y / (3 + 14 * below), octaves: Self.octaves(3 + 14 * below, footprint),
                                   roughness: 0.82, seed: seed &+ 99)
            c = Self.scale(c, 0.7 + 0.6 * ripple)
            if let sun {
                // The sun's path on the water: glitter in a band under the sun, widening toward the viewer.
                let half = width * (0.02 + 0.08 * below)
                let d = abs(x - sun.x * width) / half
                if d < 1 { c = Self.mix(c, sun.color, max(0, ripple - 0.45) * 1.6 * (1 - d * d)) }
            }
            return c
        }
        return skyColor(x: x, y: y, footprint: footprint, reflected: false)
    }

    /// The sky at (x, y): its gradient, the sun's glow and disc, and clouds. `reflected`: the sky
    /// as the water mirrors it, with the glow but without clouds and without the sun's disc — the
    /// disc sits low, often behind a ridge, and its mirror image was a flat hard-edged ellipse on
    /// the water; the glitter band under the sun (`backdrop`) is the sun's reflection instead.
    private func skyColor(x: Double, y: Double, footprint: Double, reflected: Bool) -> RGB {
        var c = sky(y / (height * horizon))
        if let sun {
            let dx = x - sun.x * width, dy = y - sun.y * height, r = sun.r * height
            let d = (dx * dx + dy * dy).squareRoot()
            c = Self.mix(c, sun.color, 0.55 * exp(-d / (r * 5)))
            if !reflected { c = Self.mix(c, sun.color, min(1, max(0, (r - d) / max(footprint, 0.5) + 0.5))) }
        }
        if !reflected, clouds > 0, y < height * horizon {
            let n = Self.fbm2(x / 420, y / 140, octaves: Self.octaves(420, footprint / 3), roughness: 0.55, seed: seed &+ 5)
            let density = min(1, max(0, (n - (0.72 - 0.3 * clouds)) * 3.5)) * clouds
            if density > 0 {
                let lit = Self.mix(RGB(r: 1, g: 1, b: 1), skyHorizon, 0.35 + 0.3 * y / (height * horizon))
                c = Self.mix(c, lit, density)
            }
        }
        return c
    }

    // MARK: - Noise

    /// How many octaves from `wavelength` down to 1.5 footprints (at least 1, at most 10): value
    /// noise is smooth within its cells, so an octave that fine still does not alias.
    static func octaves(_ wavelength: Double, _ footprint: Double) -> Int {
        max(1, min(10, Int(log2(max(1, wavelength / max(1.5 * footprint, 1e-3)))) + 1))
    }

    /// Value noise in 0…1 at lattice cell (ix, iy): a 32-bit integer hash.
    static func lattice(_ ix: Int32, _ iy: Int32, _ seed: UInt32) -> Double {
        var h = UInt32(bitPattern: ix) &* 0x27d4_eb2d ^ UInt32(bitPattern: iy) &* 0x1656_67b1 ^ seed &* 0x9e37_79b9
        h = (h ^ (h >> 15)) &* 0x2c1b_3c6d
        h = (h ^ (h >> 12)) &* 0x297a_2d39
        h ^= h >> 15
        return Double(h & 0xFFFF) / 65535
    }

    /// Smooth value noise at (x, y) in lattice units, 0…1.
    static func noise(_ x: Double, _ y: Double, _ seed: UInt32) -> Double {
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let ix = Int32(truncatingIfNeeded: Int(fx)), iy = Int32(truncatingIfNeeded: Int(fy))
        var u = x - fx, v = y - fy
        u = u * u * (3 - 2 * u); v = v * v * (3 - 2 * v)
        let a = lattice(ix, iy, seed), b = lattice(ix &+ 1, iy, seed)
        let c = lattice(ix, iy &+ 1, seed), d = lattice(ix &+ 1, iy &+ 1, seed)
        return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v
    }

    /// Fractal noise: `octaves` octaves, each twice the frequency and `roughness` times the
    /// amplitude of the one before, normalised to 0…1.
    static func fbm2(_ x: Double, _ y: Double, octaves: Int, roughness: Double, seed: UInt32) -> Double {
        var sum = 0.0, amplitude = 1.0, total = 0.0, f = 1.0
        for o in 0..<octaves {
            sum += amplitude * noise(x * f + Double(o) * 17.3, y * f - Double(o) * 9.1, seed &+ UInt32(o))
            total += amplitude
            amplitude *= roughness
            f *= 2
        }
        return sum / total
    }

    /// Fractal noise along one axis (a ridge line), 0…1.
    static func fbm1(_ x: Double, octaves: Int, roughness: Double, seed: UInt32) -> Double {
        fbm2(x, 0.5, octaves: octaves, roughness: roughness, seed: seed)
    }

    static func mix(_ a: RGB, _ b: RGB, _ t: Double) -> RGB {
        RGB(r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t)
    }

    static func scale(_ a: RGB, _ k: Double) -> RGB { RGB(r: a.r * k, g: a.g * k, b: a.b * k) }

    static func add(_ a: RGB, _ b: RGB, _ k: Double) -> RGB { RGB(r: a.r + b.r * k, g: a.g + b.g * k, b: a.b + b.b * k) }
}
