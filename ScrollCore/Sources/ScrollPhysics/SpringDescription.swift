/// A damped spring's constants (Flutter `SpringDescription`): m·x″ = −k·(x − end) − c·x′.
///
/// Units: mass in arbitrary mass units, stiffness k per mass unit per s², damping c per mass unit per s.
/// Only ratios matter: natural frequency ω = √(k/m) rad/s, damping ratio ζ = c / (2·√(k·m)).
public struct SpringDescription: Hashable, Sendable, CustomStringConvertible {
    /// m, > 0.
    public var mass: Double
    /// k, > 0.
    public var stiffness: Double
    /// c, ≥ 0.
    public var damping: Double

    /// A spring from its mass, stiffness and damping coefficient.
    public init(mass: Double, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring from its mass, stiffness and damping ratio ζ (1 critical, < 1 under-, > 1 over-damped):
    /// c = ζ · 2·√(k·m).
    public init(mass: Double, stiffness: Double, dampingRatio: Double) {
        self.init(mass: mass, stiffness: stiffness, damping: dampingRatio * 2 * (stiffness * mass).squareRoot())
    }

    /// ω = √(k/m), rad/s.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// ζ = c / (2·√(k·m)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Edge bounce and spring-back after overscroll: Flutter `BouncingScrollPhysics.spring`
    /// (mass 0.5, stiffness 100, ratio 1.1 → ω ≈ 14.1 rad/s, slightly over-damped: no wobble past the edge).
    public static let bounce = SpringDescription(mass: 0.5, stiffness: 100, dampingRatio: 1.1)

    /// Moving to a chosen offset (snap target, page, programmatic and wheel animations): Flutter's mass and
    /// stiffness with critical damping (docs/scroll-behaviour.md, "Physics": ζ 1, ω ≈ 14 rad/s;
    /// ScrollMechanics uses m 1, k 100, ζ 1). ω ≈ 14.1 rad/s: a 300 pt move settles in about 1 s.
    public static let snap = SpringDescription(mass: 0.5, stiffness: 100, dampingRatio: 1)

    /// Mass, stiffness, damping, ω and ζ in one line, for logs and test messages.
    public var description: String {
        "Spring(m: \(mass), k: \(stiffness), c: \(damping); ω \(naturalFrequency) rad/s, ζ \(dampingRatio))"
    }
}
