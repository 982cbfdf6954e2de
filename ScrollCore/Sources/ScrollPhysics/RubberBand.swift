/// The rubber band that resists dragging past the edge of the scroll range (docs/scroll-behaviour.md, "Physics";
/// ScrollMechanics `RubberBand`, Unity `ScrollRect.RubberDelta`; the formula attributed to iOS):
///
///     b(x) = (1 − 1 / (x·c / d + 1)) · d
///
/// x is the raw overshoot (how far the finger went past the edge, points), d the bounds dimension on
/// that axis (points), c = 0.55. b is odd in x, b′(0) = c (the content first follows at 55 % of the
/// finger's speed), and b stays below d however far the finger goes. Example: x = 100, d = 600 → 50.38.
public enum RubberBand {
    /// c, iOS's constant (ScrollMechanics, Unity).
    public static let coefficient = 0.55

    /// Banded overshoot (points) for a raw overshoot `x` (points, either sign) and dimension `d`.
    /// d ≤ 0 or non-finite inputs give 0 (nothing can be pulled), and an infinite x gives ±d.
    public static func band(_ x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0, d.isFinite, !x.isNaN else { return 0 }
        if x.isInfinite { return x > 0 ? d : -d }
        let magnitude = (1 - 1 / (abs(x) * c / d + 1)) * d
        return x < 0 ? -magnitude : magnitude
    }

    /// The raw overshoot that bands to `b` (inverse of `band`): x = b / (c · (1 − |b|/d)). Used to pick a
    /// drag up again while overscrolled without a jump. |b| ≥ d gives ±∞ clamped to a huge finite value.
    public static func raw(_ b: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0, d.isFinite, b.isFinite, c > 0 else { return 0 }
        let fraction = Swift.min(abs(b) / d, 1 - 1e-9)
        let magnitude = abs(b) / (c * (1 - fraction))
        return b < 0 ? -magnitude : magnitude
    }

    /// db/dx at raw overshoot `x`: c / (|x|·c/d + 1)² — how fast the banded content moves per point of
    /// finger movement (used to turn a finger velocity into the content's velocity while overscrolled).
    public static func slope(_ x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard d > 0, d.isFinite, x.isFinite else { return 0 }
        let q = abs(x) * c / d + 1
        return c / (q * q)
    }

    /// A raw position mapped into [lower, upper] with the overshoot on either side banded; inside the
    /// range it is returned unchanged. An empty range (upper < lower) is treated as [lower, lower].
    public static func clamp(_ value: Double, lower: Double, upper: Double, dimension d: Double) -> Double {
        let upper = Swift.max(upper, lower)
        if value < lower { return lower + band(value - lower, dimension: d) }
        if value > upper { return upper + band(value - upper, dimension: d) }
        return value
    }
}
