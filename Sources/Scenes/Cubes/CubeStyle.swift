import SceneKit
/// How a cube looks and spins over time, in closed form so any frame time gives the same state.
///
/// angle(t) = anglePhase + speed·t (radians); hue(t) = huePhase + hueDrift·t (turns, wrapped).
/// Restyling at time t0 re-phases so the angle never jumps (a clicked cube keeps its pose and
/// changes only how fast it turns).
struct CubeStyle: Equatable, Sendable {
    /// Angle at t = 0, radians.
    var anglePhase: Double
    /// Spin speed, radians per second (may be negative).
    var speed: Double
    /// Hue at t = 0, turns (0…1 wraps).
    var huePhase: Double
    /// Hue change, turns per second (0 for a fixed colour).
    var hueDrift: Double
    /// HSV saturation and value, 0…1.
    var saturation: Double
    var value: Double

    init(anglePhase: Double = 0, speed: Double, huePhase: Double, hueDrift: Double = 0,
                saturation: Double = 0.75, value: Double = 0.95) {
        self.anglePhase = anglePhase; self.speed = speed; self.huePhase = huePhase
        self.hueDrift = hueDrift; self.saturation = saturation; self.value = value
    }

    /// Spin angle at `time` seconds, radians (not wrapped).
    func angle(at time: Double) -> Double { anglePhase + speed * time }

    /// Hue at `time`, turns in 0..<1.
    func hue(at time: Double) -> Double {
        let h = huePhase + hueDrift * time
        return h - h.rounded(.down)
    }

    /// Colour at `time`.
    func color(at time: Double) -> RGB {
        RGB(hue: hue(at: time), saturation: saturation, value: value)
    }

    /// This style with a new speed, re-phased so that angle(time) is unchanged.
    func withSpeed(_ newSpeed: Double, at time: Double) -> CubeStyle {
        var s = self
        s.anglePhase = angle(at: time) - newSpeed * time
        s.speed = newSpeed
        return s
    }

    /// This style with a fixed colour equal to `hue`, `saturation`, `value` from `time` on.
    func withColor(hue: Double, saturation: Double, value: Double, drift: Double = 0, at time: Double) -> CubeStyle {
        var s = self
        s.huePhase = hue - drift * time
        s.hueDrift = drift
        s.saturation = saturation
        s.value = value
        return s
    }
}

extension RGB {
    /// HSV → RGB (all 0…1; hue in turns, wrapped).
    init(hue: Double, saturation s: Double, value v: Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: self.init(r: v, g: t, b: p)
        case 1: self.init(r: q, g: v, b: p)
        case 2: self.init(r: p, g: v, b: t)
        case 3: self.init(r: p, g: q, b: v)
        case 4: self.init(r: t, g: p, b: v)
        default: self.init(r: v, g: p, b: q)
        }
    }
}
