import SceneKit
import ScrollPhysics
import SeededRandomness

/// Fills the draw list from the controller's state (reads only): the sky and stars (fixed: far
/// away), the moon behind or in front of the buildings, the buildings as bitmaps at their backing
/// scale, the road with lamps and lane marks, the flag, and the swipe zone's handle.
enum StreetDrawing {
    static let skyTop = RGB(r: 0.016, g: 0.024, b: 0.086)
    static let skyHorizon = RGB(r: 0.11, g: 0.12, b: 0.27)
    /// Street lamps every this many street points; lane marks every `dashPitch`.
    static let lampPitch = 260.0, dashPitch = 64.0

    static func fill(_ list: inout DrawList, _ c: StreetController, time: Double) {
        let size = c.size
        list.reset(viewSize: size, background: skyTop)
        addSky(&list, c)
        let moonFront = c.moon.isInFront(at: time)
        if !moonFront { addMoon(&list, c, time: time) }
        addBuildings(&list, c)
        addRoad(&list, c)
        addFlag(&list, c, time: time)
        if moonFront { addMoon(&list, c, time: time) }
        // The swipe zone's handle, like a home indicator: swipe up from here.
        if !c.flag.isShown {
            list.addRect(Rect(x: size.width / 2 - 30, y: size.height - 12, width: 60, height: 5),
                         color: RGBA(r: 1, g: 1, b: 1, a: 0.45), cornerRadius: 2.5)
        }
    }

    /// The sky, only where it can show: above each building's walls (its roof space is transparent)
    /// and above the road between buildings. The walls and the road are opaque and drawn later, so
    /// the sky under them was texturing and overwriting most of the window for nothing (on
    /// software GL every shaded pixel costs CPU time; docs/techniques/software-gl.md). Each strip
    /// samples the same texels as the whole-window sky did, so the picture is unchanged.
    private static func addSky(_ list: inout DrawList, _ c: StreetController) {
        let size = c.size, sky = skyTexture(size, scale: c.screenScale)
        let sx = Double(sky.width) / size.width, sy = Double(sky.height) / size.height
        let road = min(size.height, max(0, c.toWindow(streetX: 0, y: c.groundY).y))
        func strip(_ x0: Double, _ x1: Double, bottom: Double) {
            let a = max(0, x0), b = min(size.width, x1), h = min(size.height, bottom)
            guard b > a, h > 0 else { return }
            list.addImage(sky, in: Rect(x: a, y: 0, width: b - a, height: h),
                          source: Rect(x: a * sx, y: 0, width: (b - a) * sx, height: h * sy))
        }
        var x = 0.0
        for r in c.tiles.visible.map({ bitmapRect($0, c) }).sorted(by: { $0.minX < $1.minX }) where r.maxX > 0 && r.minX < size.width {
            if r.minX > x { strip(x, r.minX, bottom: road) }
            strip(max(x, r.minX), r.maxX, bottom: r.minY + BuildingArt.roofSpace * c.zoom)
            x = max(x, r.maxX)
        }
        strip(x, size.width, bottom: road)
    }

    /// The screen rectangle of a placed building's bitmap (walls plus roof space).
    static func bitmapRect(_ p: StreetTiles.Placed, _ c: StreetController) -> Rect {
        let h = p.building.height(skyline: c.groundY)
        let top = c.toWindow(streetX: p.x, y: c.groundY - h - BuildingArt.roofSpace)
        let z = c.zoom
        return Rect(x: top.x, y: top.y, width: p.building.width * z, height: (h + BuildingArt.roofSpace) * z)
    }

    /// The texture of a placed building at the controller's current backing scale.
    static func texture(_ p: StreetTiles.Placed, _ c: StreetController) -> TextureSource {
        let b = p.building, h = b.height(skyline: c.groundY), scale = c.backingScale(for: b), text = c.text
        let px = Canvas.pixelSize(BuildingArt.size(of: b, height: h), scale: scale)
        return TextureSource(key: "building.\(b.index)", version: c.renderGeneration, width: px.width, height: px.height) {
            BuildingArt.render(b, height: h, scale: scale, text: text).pixels
        }
    }

    private static func addBuildings(_ list: inout DrawList, _ c: StreetController) {
        let view = Rect(origin: .zero, size: c.size)
        for p in c.tiles.visible {
            let r = bitmapRect(p, c)
            guard r.maxX > view.minX, r.minX < view.maxX, r.maxY > view.minY, r.minY < view.maxY else { continue }
            list.addImage(texture(p, c), in: r)
        }
    }

    private static func addRoad(_ list: inout DrawList, _ c: StreetController) {
        let z = c.zoom, w = c.size.width
        let kerb = c.toWindow(streetX: 0, y: c.groundY).y
        let road = c.toWindow(streetX: 0, y: c.groundY + 12).y
        let bottom = c.toWindow(streetX: 0, y: c.size.height).y
        list.addRect(Rect(x: 0, y: kerb, width: w, height: road - kerb), color: RGBA(r: 0.24, g: 0.25, b: 0.3))
        list.addRect(Rect(x: 0, y: road - 2 * z, width: w, height: 2 * z), color: RGBA(r: 0.42, g: 0.43, b: 0.48))
        list.addRect(Rect(x: 0, y: road, width: w, height: bottom - road), color: RGBA(r: 0.09, g: 0.09, b: 0.12))
        let left = c.toStreet(window: .zero).x, right = c.toStreet(window: Point(x: w, y: 0)).x
        // Lane marks.
        let laneY = c.toWindow(streetX: 0, y: c.groundY + 27).y
        var k = (left / dashPitch).rounded(.down)
        while k * dashPitch < right {
            let p = c.toWindow(streetX: k * dashPitch, y: 0)
            list.addRect(Rect(x: p.x, y: laneY, width: 30 * z, height: 3 * z), color: RGBA(r: 0.85, g: 0.8, b: 0.55, a: 0.8))
            k += 1
        }
        // Street lamps on the kerb, their light pooled on the pavement (StreetLamp).
        let lamp = StreetLamp.sprite(scale: c.backingScale, version: c.renderGeneration)
        k = ((left - 60) / lampPitch).rounded(.down)
        while k * lampPitch < right + 60 {
            StreetLamp.add(&list, foot: c.toWindow(streetX: k * lampPitch + 20, y: c.groundY + 6), zoom: z, sprite: lamp)
            k += 1
        }
    }

    private static func addFlag(_ list: inout DrawList, _ c: StreetController, time: Double) {
        guard let x = c.flag.streetX, let r = flagRect(c, streetX: x, time: time) else { return }
        let z = c.zoom
        list.addRect(Rect(x: r.minX, y: r.minY, width: 3 * z, height: r.height), color: RGBA(r: 0.85, g: 0.86, b: 0.9))
        let banner = Rect(x: r.minX + 3 * z, y: r.minY + 2 * z, width: FlagState.banner.width * z,
                          height: FlagState.banner.height * z)
        list.addRect(banner, color: RGBA(r: 0.9, g: 0.22, b: 0.2))
        list.addRect(Rect(x: banner.minX, y: banner.minY + banner.height * 0.4, width: banner.width,
                          height: banner.height * 0.2), color: RGBA(r: 1, g: 0.85, b: 0.3))
        list.addRect(Rect(x: r.minX - 1 * z, y: r.minY - 3 * z, width: 5 * z, height: 5 * z),
                     color: RGBA(r: 1, g: 0.85, b: 0.3), cornerRadius: 2.5 * z)
    }

    /// The flag's screen rectangle (pole and banner) at `time`: planted on the pavement at street
    /// x, pushed below the window by the part of the slide still to go; nil when fully hidden.
    static func flagRect(_ c: StreetController, streetX x: Double, time: Double) -> Rect? {
        let q = c.flag.slide.value(at: time)
        guard q > 0 else { return nil }
        let z = c.zoom
        let foot = c.toWindow(streetX: x, y: c.groundY + 8)
        let height = FlagState.poleHeight * z
        let drop = (1 - q) * (c.size.height - foot.y + height)
        return Rect(x: foot.x, y: foot.y - height + drop, width: (FlagState.banner.width + 3) * z, height: height)
    }

    private static func addMoon(_ list: inout DrawList, _ c: StreetController, time: Double) {
        let center = c.moonCenter(), r = MoonState.radius * c.moon.scale(at: time), a = c.moon.alpha(at: time)
        // The glow belongs to the sky: it fades while the moon is held and is gone in the street.
        let glowAlpha: Double
        if case .sky = c.moon.place { glowAlpha = 1 - c.moon.lift.value(at: time) } else { glowAlpha = 0 }
        if glowAlpha > 0 {
            let g = r * glowReach
            list.addImage(glowTexture, in: Rect(x: center.x - g, y: center.y - g, width: 2 * g, height: 2 * g), alpha: glowAlpha)
        }
        list.addImage(moonTexture, in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r), alpha: a)
    }

    /// The sky at the screen's pixel scale (one texture pixel per framebuffer pixel, so the stars
    /// are crisp on a 2× screen): a vertical gradient with a fixed, deterministic scatter of stars
    /// over its upper part (one texture rather than a draw per star).
    static func skyTexture(_ size: Size, scale: Double = 1) -> TextureSource {
        let px = Canvas.pixelSize(size, scale: scale)
        return TextureSource(key: "sky.\(px.width)x\(px.height)", version: 1, width: px.width, height: px.height) {
            var c = Canvas(size: size, scale: scale, fill: RGBA(skyTop))
            let bands = 48
            for i in 0..<bands {
                let f = Double(i) / Double(bands - 1)
                let color = RGBA(r: skyTop.r + (skyHorizon.r - skyTop.r) * f, g: skyTop.g + (skyHorizon.g - skyTop.g) * f,
                                 b: skyTop.b + (skyHorizon.b - skyTop.b) * f)
                let y0 = size.height * Double(i) / Double(bands)
                c.fill(Rect(x: 0, y: y0, width: size.width, height: size.height / Double(bands) + 1), color)
            }
            var rng = SeededRandom(seed: 2011)
            let count = Int(size.width * size.height / 4000)
            for _ in 0..<count {
                let x = Double.random(in: 0..<1, using: &rng) * size.width
                let y = Double.random(in: 0..<1, using: &rng) * size.height * 0.7
                let s = Double.random(in: 0..<1, using: &rng) < 0.15 ? 2.0 : 1.0
                let a = Double.random(in: 0.35...0.95, using: &rng)
                c.fill(Rect(x: x.rounded(), y: y.rounded(), width: s, height: s), RGBA(r: 0.9, g: 0.92, b: 1, a: a))
            }
            return c.pixels
        }
    }

    /// How far the moon's glow reaches, in moon radii from its centre.
    static let glowReach = 2.3
    /// The glow's opacity at the moon's rim; it falls smoothly to 0 at `glowReach`.
    static let glowRimAlpha = 0.2

    /// The glow's opacity at `rho` moon radii from the centre: `glowRimAlpha` inside the rim, then
    /// a smoothstep down to 0 at `glowReach` (no steps, so no rings).
    static func glowAlpha(rho: Double) -> Double {
        let t = min(1, max(0, (glowReach - rho) / (glowReach - 1)))
        return glowRimAlpha * t * t * (3 - 2 * t)
    }

    /// The glow around the moon in the sky: one texture with a smooth radial falloff, stretched over
    /// `glowReach` radii (128 pixels across: at most about 1.5 points per pixel on a 1× screen, and
    /// linear filtering keeps the slope smooth).
    static let glowTexture = RadialGlow.texture(key: "moon.glow", size: 128, color: RGB(r: 0.95, g: 0.95, b: 0.8)) {
        glowAlpha(rho: $0 * glowReach)
    }

    /// The moon at 2 pixels per point (crisp also when picked up at 1.2×).
    static let moonTexture: TextureSource = {
        let r = MoonState.radius, scale = 2.0
        let px = Canvas.pixelSize(Size(width: 2 * r, height: 2 * r), scale: scale)
        return TextureSource(key: "moon", version: 1, width: px.width, height: px.height) {
            let face = RGBA(r: 0.97, g: 0.95, b: 0.84)
            var c = Canvas(size: Size(width: 2 * r, height: 2 * r), scale: scale, fill: RGBA(r: 0.97, g: 0.95, b: 0.84, a: 0))
            c.fillCircle(center: Point(x: r, y: r), radius: r, face)
            let crater = RGBA(r: 0.84, g: 0.82, b: 0.72)
            for (x, y, cr) in [(0.62, 0.38, 0.16), (0.35, 0.62, 0.12), (0.7, 0.7, 0.09), (0.3, 0.3, 0.07), (0.52, 0.85, 0.06)] {
                c.fillCircle(center: Point(x: 2 * r * x, y: 2 * r * y), radius: r * cr * 2, crater)
            }
            return c.pixels
        }
    }()
}

extension Canvas {
    /// The pixel size a canvas of `size` points at `scale` has.
    static func pixelSize(_ size: Size, scale: Double) -> (width: Int, height: Int) {
        (max(1, Int((size.width * scale).rounded())), max(1, Int((size.height * scale).rounded())))
    }
}
