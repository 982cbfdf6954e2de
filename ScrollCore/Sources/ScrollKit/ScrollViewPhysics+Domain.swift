import ScrollPhysics
import ViewKit

/// The values a `ScrollViewPhysics` may hold (docs/scroll-behaviour.md, "Domains"). `ScrollView.physics`
/// clamps every value into its domain as it is set, so no setting — the largest or smallest Double,
/// NaN, ∞ — gives a non-finite velocity or a motion that never ends. Each domain is our choice: wide
/// enough for any feel a scroll view could want, narrow enough that the closed forms stay finite and
/// every motion across the whole coordinate range (2^41 points) rests within minutes at the extremes
/// (about 2.6 s with `.iOS`).
extension ScrollViewPhysics {
    /// Deceleration rate per millisecond: 0.5…0.9999. At 0.9999 a fling of 8000 pt/s travels 80,000 pt
    /// in about 2 minutes; at 0.5 it stops within a few milliseconds. NaN reads as `.normal`.
    public static let decelerationRateDomain = 0.5...0.9999
    /// Spring natural frequency ω = √(k/m): 1…1000 rad/s.
    public static let springFrequencyDomain = 1.0...1000.0
    /// Spring damping ratio ζ: 0.1 (a few wobbles) … 10 (very sluggish, still resting within minutes).
    public static let springDampingRatioDomain = 0.1...10.0
    /// Spring mass: 1/1000…1000 (only ω and ζ shape the motion; the mass is kept for its own sake).
    public static let springMassDomain = 0.001...1000.0
    /// Minimum fling speed (points/s): 0…10,000.
    public static let minimumFlingSpeedDomain = 0.0...10_000.0
    /// Maximum fling speed (points/s): up to 1,000,000, and never below the minimum fling speed.
    public static let maximumFlingSpeedLimit = 1_000_000.0
    /// Drag slop (points): 0…100.
    public static let dragSlopDomain = 0.0...100.0

    /// This feel with every value clamped into its domain. NaN (or a spring whose ω or ζ is not a
    /// number) reads as the `.iOS` value.
    public var clampedToDomain: ScrollViewPhysics {
        func clamp(_ x: Double, _ domain: ClosedRange<Double>, _ fallback: Double) -> Double {
            x.isNaN ? fallback : min(max(x, domain.lowerBound), domain.upperBound)
        }
        func spring(_ s: SpringDescription, _ fallback: SpringDescription) -> SpringDescription {
            // ω and ζ from the parts, computed so that huge or tiny parts do not overflow first.
            let m = clamp(s.mass, Self.springMassDomain, fallback.mass)
            let omega = (s.stiffness / s.mass).squareRoot()
            let zeta = s.damping / 2 / s.stiffness.squareRoot() / s.mass.squareRoot()
            let w = clamp(omega, Self.springFrequencyDomain, fallback.naturalFrequency)
            let z = clamp(zeta, Self.springDampingRatioDomain, fallback.dampingRatio)
            let clamped = SpringDescription(mass: m, stiffness: m * w * w, dampingRatio: z)
            // Keep a spring already in its domain bit for bit.
            let inDomain = Self.springMassDomain.contains(s.mass) && Self.springFrequencyDomain.contains(omega)
                && Self.springDampingRatioDomain.contains(zeta)
            return inDomain ? s : clamped
        }
        var p = self
        p.decelerationRate.rawValue = clamp(decelerationRate.rawValue, Self.decelerationRateDomain,
                                            ScrollView.DecelerationRate.normal.rawValue)
        p.snapSpring = spring(snapSpring, .snap)
        p.bounceSpring = spring(bounceSpring, .bounce)
        p.minimumFlingSpeed = clamp(minimumFlingSpeed, Self.minimumFlingSpeedDomain, ScrollViewPhysics.iOS.minimumFlingSpeed)
        p.maximumFlingSpeed = clamp(maximumFlingSpeed, p.minimumFlingSpeed...Self.maximumFlingSpeedLimit,
                                    ScrollViewPhysics.iOS.maximumFlingSpeed)
        p.dragSlop = clamp(dragSlop, Self.dragSlopDomain, ScrollViewPhysics.iOS.dragSlop)
        return p
    }

    /// Seconds the snap spring takes, from rest, across the whole coordinate range (2 ×
    /// `maximumCoordinate`): about 2.6 s with `.iOS`. Programmatic animations and `retargetMotion`
    /// end within about this (a running animation's velocity may add a little).
    public var longestAnimation: Double {
        SpringSimulation(spring: snapSpring, start: 0, end: 2 * ScrollView.maximumCoordinate, velocity: 0).duration
    }
}
