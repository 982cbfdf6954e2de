/// A damped spring pulling a position toward `end`, in closed form for all three damping cases and any
/// mass (Flutter `SpringSimulation`; its closed forms had mass-dependent bugs,
/// https://github.com/flutter/flutter/issues/109675 and https://github.com/flutter/flutter/issues/163858,
/// which tests with mass 1 did not catch — ours are tested with mass ≠ 1).
///
/// With y = x − end, the equation m·y″ + c·y′ + k·y = 0 has roots of m·s² + c·s + k = 0:
/// - critically damped (c² = 4mk): s = −c/2m,         y = (c1 + c2·t)·e^(s t),        c1 = y0, c2 = v0 − s·y0
/// - over-damped (c² > 4mk):       s1,2 = (−c ± √(c²−4mk))/2m, y = c1·e^(s1 t) + c2·e^(s2 t),
///                                 c2 = (v0 − s1·y0)/(s2 − s1), c1 = y0 − c2
/// - under-damped (c² < 4mk):      y = e^(σ t)·(c1·cos ωd t + c2·sin ωd t), σ = −c/2m,
///                                 ωd = √(4mk − c²)/2m, c1 = y0, c2 = (v0 − σ·y0)/ωd
/// Damping within 1e-9 (relative) of critical is treated as critical (the over-damped form divides by
/// s2 − s1, which vanishes there).
///
/// `duration` is the first time after which the position stays within `tolerance.distance` of `end` and
/// the speed within `tolerance.velocity` for ever (found once, at creation, on a decreasing upper bound
/// of the envelope); from then on `x` is exactly `end` and `dx` is 0. A spring without damping never
/// settles: its duration is +∞.
public struct SpringSimulation: Simulation, Hashable, CustomStringConvertible {
    /// Which closed form applies.
    public enum Kind: Sendable, Hashable {
        /// ζ = 1 (within 1e-9): the fastest approach without passing the end.
        case criticallyDamped
        /// ζ < 1: oscillates about the end while the amplitude decays.
        case underDamped
        /// ζ > 1: creeps to the end without passing it, more slowly than critical damping.
        case overDamped
    }

    /// Mass, stiffness and damping.
    public let spring: SpringDescription
    /// Position at t = 0 (points).
    public let start: Double
    /// The rest position the spring pulls toward (points); also `finalPosition`.
    public let end: Double
    /// Velocity at t = 0 (points/s).
    public let velocity: Double
    /// Which closed form applies, from the damping ratio.
    public let kind: Kind
    public let duration: Double
    public var finalPosition: Double { end }

    // Closed-form coefficients (see the type's documentation for their meaning per kind).
    private let c1: Double, c2: Double, s1: Double, s2: Double

    /// A spring from `start` (points) with `velocity` (points/s) toward rest at `end`.
    /// Non-positive mass or stiffness, or non-finite inputs, give a motion that is already at rest at `end`.
    public init(spring: SpringDescription, start: Double, end: Double, velocity: Double,
                tolerance: Tolerance = .spring) {
        self.spring = spring
        self.start = start
        self.end = end
        self.velocity = velocity
        let m = spring.mass, k = spring.stiffness, c = Swift.max(spring.damping, 0)
        let y0 = start - end, v0 = velocity
        guard m > 0, k > 0, m.isFinite, k.isFinite, c.isFinite, y0.isFinite, v0.isFinite else {
            kind = .criticallyDamped
            (c1, c2, s1, s2) = (0, 0, 0, 0)
            duration = 0
            return
        }
        let discriminant = c * c - 4 * m * k
        if abs(discriminant) <= 1e-9 * 4 * m * k {
            kind = .criticallyDamped
            let s = -c / (2 * m)
            (c1, c2, s1, s2) = (y0, v0 - s * y0, s, s)
        } else if discriminant > 0 {
            kind = .overDamped
            let root = discriminant.squareRoot()
            let a = (-c + root) / (2 * m), b = (-c - root) / (2 * m)
            let q = (v0 - a * y0) / (b - a)
            (c1, c2, s1, s2) = (y0 - q, q, a, b)
        } else {
            kind = .underDamped
            let sigma = -c / (2 * m), wd = (-discriminant).squareRoot() / (2 * m)
            (c1, c2, s1, s2) = (y0, (v0 - sigma * y0) / wd, sigma, wd)
        }
        duration = SpringEnvelope(kind: kind, c1: c1, c2: c2, s1: s1, s2: s2)
            .settlingTime(distance: tolerance.distance, velocity: tolerance.velocity)
    }

    public func x(_ t: Double) -> Double {
        let t = Swift.max(t, 0)
        if t >= duration { return end }
        switch kind {
        case .criticallyDamped:
            return end + (c1 + c2 * t) * Elementary.exp(s1 * t)
        case .overDamped:
            return end + c1 * Elementary.exp(s1 * t) + c2 * Elementary.exp(s2 * t)
        case .underDamped:
            let w = s2 * t
            return end + Elementary.exp(s1 * t) * (c1 * Elementary.cos(w) + c2 * Elementary.sin(w))
        }
    }

    public func dx(_ t: Double) -> Double {
        let t = Swift.max(t, 0)
        if t >= duration { return 0 }
        switch kind {
        case .criticallyDamped:
            return (c2 + s1 * (c1 + c2 * t)) * Elementary.exp(s1 * t)
        case .overDamped:
            return s1 * c1 * Elementary.exp(s1 * t) + s2 * c2 * Elementary.exp(s2 * t)
        case .underDamped:
            let w = s2 * t, cw = Elementary.cos(w), sw = Elementary.sin(w)
            return Elementary.exp(s1 * t) * ((s1 * c1 + s2 * c2) * cw + (s1 * c2 - s2 * c1) * sw)
        }
    }

    /// A one-line summary of the motion, for logs and test messages.
    public var description: String {
        "SpringSimulation(\(kind), \(start) → \(end), v0 \(velocity) pt/s, done in \(duration) s; \(spring))"
    }
}
