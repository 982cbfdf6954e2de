/// A release on one axis: iOS's decay inside the scroll range, handed over — at the exact time the decay
/// crosses an edge, computed in closed form — to a spring that bounces back to that edge, started with the
/// decay's velocity there (docs/scroll-behaviour.md, "Physics"; Flutter `BouncingScrollSimulation` composes friction and spring
/// the same way, switching at a precomputed time).
///
/// Cases, decided once at creation:
/// - start outside [lower, upper]: spring back to the nearest edge at once (`crossingTime` 0) with the
///   `springBack` law (UIKit's starts fast: the release velocity plus a kick toward the edge in
///   proportion to the overscroll). A start velocity pointing toward the range is limited so the spring reaches the edge without crossing it
///   (for ζ ≥ 1 that is v ≥ s_fast·y0, s_fast the spring's faster root — the slow mode's coefficient must
///   not change sign). A velocity pointing further out stiffens the spring (as below) so the overscroll
///   stays within `maximumOvershootFraction` of `dimension`, or within a quarter of the room left to it
///   when the release is already near or past that — always less than `dimension`.
/// - the decay comes to rest inside the range: just the decay.
/// - it reaches an edge: decay until `crossingTime`, then (bounces) the spring from the edge, or
///   (no bounce) a stop exactly at the edge.
///
/// The bounce overshoot is kept under `maximumOvershootFraction` of `dimension`: when the spring would go
/// further, it is stiffened (same mass and damping ratio, higher ω) to bring its peak within that bound.
/// Units: points, seconds, points/s.
public struct BouncingScrollSimulation: Simulation, Hashable, CustomStringConvertible {
    /// A bounce never goes further past the edge than this fraction of the bounds dimension
    /// (the bound is half the bounds, docs/scroll-behaviour.md "Invariants"; one third leaves room for ζ rounding and looks like iOS,
    /// where a hard fling shows about a quarter of a screen of overshoot).
    public static let maximumOvershootFraction = 1.0 / 3

    /// The free deceleration from the release (used until `crossingTime`).
    public let decay: DecaySimulation
    /// Lower end of the scroll range on this axis (points).
    public let lower: Double
    /// Upper end of the scroll range on this axis (points; never below `lower`).
    public let upper: Double
    /// Time (s) of the hand-over to the edge motion; +∞ when the decay stays in range.
    public let crossingTime: Double
    /// The edge the motion ends on after a crossing (or the decay's rest when there is none).
    public let edge: Double
    /// The spring after the crossing (its time starts at `crossingTime`); nil when there is no crossing or
    /// when the motion stops at the edge (no bounce).
    public let spring: SpringSimulation?
    public let duration: Double
    public let finalPosition: Double

    /// The release of one axis at `position` with `velocity`, in a range [`lower`, `upper`].
    /// - Parameters:
    ///   - position: where the release starts (points).
    ///   - velocity: the release velocity (points/s).
    ///   - rate: deceleration rate per ms (`ScrollView.DecelerationRate` raw value).
    ///   - lower: the low end of the scroll range on this axis (points).
    ///   - upper: the high end (points); upper < lower is read as [lower, lower].
    ///   - dimension: bounds size on this axis (points), for the overshoot bound.
    ///   - bounces: false stops dead at the edge instead of bouncing.
    ///   - spring: the spring of a bounce after an edge crossing (ζ ≥ 1 expected; default
    ///     `SpringDescription.bounce`).
    ///   - springBack: the law of a release from overscroll (default `SpringBack.iOS`).
    ///   - stopSpeed: the decay stops dead at this speed (pt/s; 0: within `decayTolerance` of its asymptote).
    ///   - decayTolerance: when the deceleration counts as done (default `Tolerance.deceleration`).
    ///   - springTolerance: when the spring counts as done (default `Tolerance.spring`).
    public init(position: Double, velocity: Double, rate: Double, lower: Double, upper: Double,
                dimension: Double, bounces: Bool = true, spring: SpringDescription = .bounce,
                springBack: SpringBack = .iOS, stopSpeed: Double = 0,
                decayTolerance: Tolerance = .deceleration, springTolerance: Tolerance = .spring) {
        let upper = Swift.max(upper, lower)
        self.lower = lower
        self.upper = upper
        if position < lower || position > upper {
            // Overscrolled at release: spring back, never past the edge.
            let edge = position < lower ? lower : upper
            let y0 = position - edge
            var spring = springBack.spring
            var v = springBack.startVelocity(overscroll: y0, velocity: velocity)
            if v * y0 > 0, dimension > 0, dimension.isFinite {
                // Thrown further out: stiffen so the extra travel keeps the overscroll within the bound,
                // or, released near or beyond it already, within a quarter of the room left to `dimension`.
                let room = Swift.max(Self.maximumOvershootFraction * dimension - abs(y0), (dimension - abs(y0)) / 4)
                // (Stiffened for the release velocity, at least the start's: the kick only lowers the peak.)
                spring = Self.stiffened(spring, velocity: Swift.max(abs(velocity), abs(v)), maximumOvershoot: room)
            }
            let fast = Self.fastRoot(spring)
            if y0 > 0 { v = Swift.max(v, fast * y0) } else { v = Swift.min(v, fast * y0) }
            let s = SpringSimulation(spring: spring, start: position, end: edge, velocity: v, tolerance: springBack.tolerance)
            self.decay = DecaySimulation(position: position, velocity: 0, rate: rate, stopSpeed: stopSpeed,
                                         tolerance: decayTolerance)
            self.crossingTime = 0
            self.edge = edge
            self.spring = s
            self.duration = s.duration
            self.finalPosition = edge
            return
        }
        let decay = DecaySimulation(position: position, velocity: velocity, rate: rate, stopSpeed: stopSpeed,
                                    tolerance: decayTolerance)
        self.decay = decay
        let rest = decay.finalPosition
        let edge: Double? = rest > upper ? upper : (rest < lower ? lower : nil)
        guard let edge, let tc = decay.time(toReach: edge) else {
            self.crossingTime = .infinity
            self.edge = Swift.min(Swift.max(rest, lower), upper)
            self.spring = nil
            self.duration = decay.duration
            self.finalPosition = rest
            return
        }
        self.crossingTime = tc
        self.edge = edge
        self.finalPosition = edge
        let vc = decay.unclampedDX(tc)
        if bounces, dimension > 0, dimension.isFinite {
            let stiff = Self.stiffened(spring, velocity: vc, maximumOvershoot: Self.maximumOvershootFraction * dimension)
            let s = SpringSimulation(spring: stiff, start: edge, end: edge, velocity: vc, tolerance: springTolerance)
            self.spring = s
            self.duration = tc + s.duration
        } else {
            self.spring = nil
            self.duration = tc
        }
    }

    public func x(_ t: Double) -> Double {
        let t = Swift.max(t, 0)
        if t >= duration { return finalPosition }
        if t < crossingTime { return crossingTime.isFinite ? decay.unclampedX(t) : decay.x(t) }
        return spring?.x(t - crossingTime) ?? edge
    }

    public func dx(_ t: Double) -> Double {
        let t = Swift.max(t, 0)
        if t >= duration { return 0 }
        if t < crossingTime { return crossingTime.isFinite ? decay.unclampedDX(t) : decay.dx(t) }
        return spring?.dx(t - crossingTime) ?? 0
    }

    /// True while `t` is in the spring phase (bounce or spring-back), for the model's isBouncing-like state.
    package func isSpringing(at t: Double) -> Bool { spring != nil && t >= crossingTime && t < duration }

    /// The faster (more negative) root of m s² + c s + k = 0 for ζ ≥ 1; −ω for under-damped springs.
    static func fastRoot(_ spring: SpringDescription) -> Double {
        let m = spring.mass, c = spring.damping, k = spring.stiffness
        let disc = c * c - 4 * m * k
        guard m > 0 else { return 0 }
        return disc >= 0 ? (-c - disc.squareRoot()) / (2 * m) : -spring.naturalFrequency
    }

    /// `spring` with ω raised (same mass and ζ) so that a bounce started at the edge with `velocity` peaks
    /// at most `maximumOvershoot` past it. For ζ ≥ 1 the peak is at most |v| / (ω·e) (the critically damped
    /// peak; more damping only lowers it).
    public static func stiffened(_ spring: SpringDescription, velocity: Double, maximumOvershoot: Double) -> SpringDescription {
        guard maximumOvershoot > 0, spring.mass > 0 else { return spring }
        let needed = abs(velocity) / (2.718281828459045 * maximumOvershoot)
        guard needed > spring.naturalFrequency else { return spring }
        return SpringDescription(mass: spring.mass, stiffness: spring.mass * needed * needed,
                                 dampingRatio: Swift.max(spring.dampingRatio, 1))
    }

    /// A one-line summary of the motion, for logs and test messages.
    public var description: String {
        if crossingTime.isFinite {
            return "Bouncing(\(decay), crossing \(edge) at \(crossingTime) s, then \(spring.map { "\($0)" } ?? "stop"))"
        }
        return "Bouncing(\(decay) within [\(lower), \(upper)])"
    }
}
