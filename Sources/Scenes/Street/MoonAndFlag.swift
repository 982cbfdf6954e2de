import ScrollPhysics

/// Eases a 0…1 progress over `duration` seconds (smoothstep), from `from` toward `to`, started at `start`.
struct Ramp: Equatable {
    var from = 0.0, to = 0.0, start = -Double.infinity
    /// Seconds a pick-up, a drop and the flag's slide take (docs/techniques/infinite-street.md).
    static let duration = 0.25

    /// The value at `time`.
    func value(at time: Double) -> Double {
        let f = min(1, max(0, (time - start) / Self.duration))
        return from + (to - from) * f * f * (3 - 2 * f)
    }

    /// True once the ramp has reached `to` at `time`.
    func isDone(at time: Double) -> Bool { time - start >= Self.duration }

    /// A new ramp from where this one is at `time` to `target`.
    mutating func retarget(_ target: Double, at time: Double) {
        from = value(at: time)
        to = target
        start = time
    }
}

/// The moon (a stationary view, picked up with a long press; docs/techniques/infinite-street.md,
/// "The moon"). Where it is decides how it moves: in the sky it keeps its screen x while the street
/// scrolls (and scrolls vertically with the content); held, it follows the finger; dropped into the
/// street, it is pinned to a street point and scrolls with the buildings.
struct MoonState {
    enum Place: Equatable {
        /// Centre at (right edge − `rightInset`, `topInset` in content points).
        case sky(rightInset: Double, topInset: Double)
        /// Held by the finger: centre in window points.
        case held(center: Point)
        /// Pinned to street x `x` and unzoomed content y `y`.
        case street(x: Double, y: Double)
    }

    /// Radius in points at scale 1.
    static let radius = 38.0
    /// Picked up: slightly bigger and slightly transparent (seed 004 gives no numbers; these are ours).
    static let pickedScale = 1.2
    static let pickedAlpha = 0.8
    /// The starting place: top right, inset from the right edge and the top (points).
    static let startRightInset = 150.0
    static let startTopInset = 92.0

    var place = Place.sky(rightInset: startRightInset, topInset: startTopInset)
    /// 0 at rest, 1 picked up.
    var lift = Ramp()

    func scale(at time: Double) -> Double { 1 + (Self.pickedScale - 1) * lift.value(at: time) }
    func alpha(at time: Double) -> Double { 1 - (1 - Self.pickedAlpha) * lift.value(at: time) }

    /// In front of the buildings while held and until the drop animation ends, and for good once in
    /// the street (it would hide behind the building it was dropped on); behind them in the sky.
    func isInFront(at time: Double) -> Bool {
        if case .sky = place { return lift.value(at: time) > 0 }
        return true
    }

    var name: String {
        switch place {
        case .sky: "sky"
        case .held: "held"
        case .street: "street"
        }
    }
}

/// The flag a swipe up from the bottom zone plants in the street (docs/techniques/infinite-street.md,
/// "Swipe versus pan"): it slides up from below the window in 0.25 s at the street x where the swipe
/// began, then scrolls with the street; a swipe down in the zone slides it back out.
struct FlagState {
    /// Street x of the pole, or nil before the first swipe.
    var streetX: Double?
    /// 0 below the window, 1 planted.
    var slide = Ramp()
    /// Pole height and banner size, points.
    static let poleHeight = 96.0
    static let banner = Size(width: 46, height: 30)

    var isShown: Bool { slide.to == 1 }
}
