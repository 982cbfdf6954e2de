import SceneKit
import ScrollPhysics

/// The street lamps on the kerb: a lamp (a post on a plinth, an arm reaching over the road and a
/// lantern, a warm lens under a dark cap) drawn once by `Canvas` at the street's backing scale, like
/// the buildings, so it is sharp on a 2× screen and after a zoom; its light is a soft warm glow
/// around the lens and a pool on the pavement below, both one smooth radial texture (no stacked
/// discs, whose steps showed as rings).
enum StreetLamp {
    /// The sprite's size in points (at zoom 1).
    static let size = Size(width: 34, height: 86)
    /// Where the middle of the post's foot is in the sprite, points: the point placed on the kerb.
    static let foot = Point(x: 7, y: 86)
    /// The middle of the lens, in the sprite, points: the centre of the glow.
    static let lens = Point(x: 25, y: 19.5)
    /// How far the glow around the lens reaches (points), and its opacity at the lens.
    static let glowRadius = 30.0, glowAlpha = 0.42
    /// The pool of light on the pavement: its size (points) and opacity at its middle.
    static let pool = Size(width: 96, height: 14), poolAlpha = 0.34

    static let ironColor = RGBA(r: 0.11, g: 0.12, b: 0.15)
    static let lensColor = RGBA(r: 1, g: 0.88, b: 0.6)
    static let lightColor = RGB(r: 1, g: 0.8, b: 0.48)

    /// Adds the lamp standing with its foot at window point `foot`, drawn at `zoom`: the glow
    /// behind the lamp, the lamp, and its pool of light on the pavement.
    static func add(_ list: inout DrawList, foot p: Point, zoom z: Double, sprite: TextureSource) {
        let light = Point(x: p.x + (lens.x - foot.x) * z, y: p.y + (lens.y - foot.y) * z)
        let g = glowRadius * z
        list.addImage(glow, in: Rect(x: light.x - g, y: light.y - g, width: 2 * g, height: 2 * g), alpha: glowAlpha)
        list.addImage(glow, in: Rect(x: light.x - pool.width * z / 2, y: p.y - pool.height * z / 2,
                                     width: pool.width * z, height: pool.height * z), alpha: poolAlpha)
        list.addImage(sprite, in: Rect(x: p.x - foot.x * z, y: p.y - foot.y * z, width: size.width * z, height: size.height * z))
    }

    /// The lamp at `scale` pixels per point; `version` changes whenever the scale does.
    static func sprite(scale: Double, version: Int) -> TextureSource {
        let px = Canvas.pixelSize(size, scale: scale)
        return TextureSource(key: "street.lamp", version: version, width: px.width, height: px.height) {
            render(scale: scale).pixels
        }
    }

    /// The lamp's pixels: iron parts, then the lantern's lens.
    static func render(scale: Double) -> Canvas {
        var c = Canvas(size: size, scale: scale, fill: RGBA(r: ironColor.r, g: ironColor.g, b: ironColor.b, a: 0))
        let x = foot.x
        c.fill(Rect(x: x - 4, y: foot.y - 7, width: 8, height: 7), ironColor)            // plinth
        c.fill(Rect(x: x - 3, y: foot.y - 9, width: 6, height: 2), ironColor)            // its step
        c.fill(Rect(x: x - 1.5, y: 10, width: 3, height: foot.y - 19), ironColor)        // post
        c.fill(Rect(x: x - 2.5, y: 52, width: 5, height: 2), ironColor)                  // collar
        c.fillCircle(center: Point(x: x, y: 9), radius: 2.2, ironColor)                 // finial
        c.fill(Rect(x: x, y: 11, width: lens.x - x, height: 2.5), ironColor)             // arm
        c.fill(Rect(x: x + 1.5, y: 15, width: 6, height: 1.5), ironColor)                // brace
        c.fill(Rect(x: lens.x - 0.75, y: 11, width: 1.5, height: 4), ironColor)          // hanger
        c.fill(Rect(x: lens.x - 6, y: 14, width: 12, height: 3.5), ironColor)            // cap
        c.fill(Rect(x: lens.x - 4.5, y: 13, width: 9, height: 1.5), ironColor)
        c.fill(Rect(x: lens.x - 5, y: 17.5, width: 10, height: 4), lensColor)            // lens
        c.fill(Rect(x: lens.x - 4, y: 21.5, width: 8, height: 1), RGBA(r: 1, g: 0.95, b: 0.8))
        return c
    }

    /// The glow: the light colour with an opacity falling smoothly from 1 at the middle to 0 at
    /// the edge (a squared smoothstep of the distance, so the middle is bright and the tail soft);
    /// 64 pixels across, stretched with linear filtering.
    static let glow = RadialGlow.texture(key: "street.lamp.glow", size: 64, color: lightColor, alpha: falloff)

    /// The glow's opacity at `rho` (0 at the middle, 1 at the edge).
    static func falloff(_ rho: Double) -> Double {
        let t = min(1, max(0, 1 - rho)), s = t * t * (3 - 2 * t)
        return s * s
    }
}
