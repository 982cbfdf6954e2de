import ScrollPhysics

/// Policy: which simulation a release (or a move to a target) uses on one axis. Motion itself lives in
/// ScrollPhysics; this type only decides (design doc §4, the "target offset in/out" and
/// "edges" points). Pure functions of their arguments.
public enum ReleasePolicy {
    /// Below this release speed (points/s) there is no momentum: design doc §4 "min fling speed
    /// ~80–100 pt/s"; Flutter #103762 measured iOS at ≈ 83 px/s.
    public static let minimumFlingSpeed = 80.0
    /// Release speeds are clamped to this (points/s): Flutter `kMaxFlingVelocity` = 8000.
    public static let maximumFlingSpeed = 8000.0
    /// A decay solved to stop on a target is used only when its rate constant k′ = v0/D is within this
    /// factor range of the configured rate's |k| = −1000·ln r. Slower (k′ < ¾|k|, a target more than a
    /// third beyond the natural resting point) crawls for seconds — the decay's duration grows as
    /// (D/v0)·ln(D/0.25 pt); faster than 10·|k| (e.g. 0.98/ms at `.normal`) stops so abruptly that it
    /// looks like hitting a wall. Outside it a critically damped spring is used. (Our choice: the issue
    /// asks for a spring "when the solved rate would look wrong".)
    public static let solvedRateFactors: ClosedRange<Double> = 0.75...10

    /// The release velocity that drives a motion: clamped to `maximumFlingSpeed` (by length, keeping the
    /// direction) and zero below `minimumFlingSpeed`. Non-finite components give zero.
    public static func flingVelocity(_ v: Point) -> Point {
        guard v.isFinite else { return .zero }
        let speed = v.length
        if speed < minimumFlingSpeed { return .zero }
        if speed > maximumFlingSpeed { return v * (maximumFlingSpeed / speed) }
        return v
    }

    /// Where a free release comes to rest on one axis: the decay's resting point clamped to
    /// [lower, upper]; from outside the range, the nearest edge.
    public static func naturalTarget(position: Double, velocity: Double, rate: Double,
                                     lower: Double, upper: Double) -> Double {
        let upper = max(upper, lower)
        if position < lower { return lower }
        if position > upper { return upper }
        let rest = DecaySimulation(position: position, velocity: velocity, rate: rate).finalPosition
        return min(max(rest, lower), upper)
    }

    /// A free release: iOS's decay with edge bounce, or the spring-back when released overscrolled.
    public static func naturalMotion(position: Double, velocity: Double, rate: Double, lower: Double,
                                     upper: Double, dimension: Double, bounces: Bool) -> AxisMotion {
        let s = BouncingScrollSimulation(position: position, velocity: velocity, rate: rate, lower: lower,
                                         upper: upper, dimension: dimension, bounces: bounces)
        return s.duration > 0 ? .natural(s) : .rest(s.finalPosition)
    }

    /// A motion from `position` with `velocity` that comes to rest exactly on `target`, with no jump in
    /// velocity: a decay whose rate is solved to stop there when the velocity points at the target, is at
    /// least `minimumFlingSpeed`, and the solved rate is within `solvedRateFactors` of `rate`; otherwise a
    /// critically damped spring (`SpringDescription.snap`) started with the current velocity.
    public static func motion(toTarget target: Double, position: Double, velocity: Double,
                              rate: Double) -> AxisMotion {
        let spring = SpringSimulation(spring: .snap, start: position, end: target, velocity: velocity)
        if spring.duration == 0 { return .rest(target) }
        if abs(velocity) >= minimumFlingSpeed,
           let decay = DecaySimulation(position: position, velocity: velocity, stoppingAt: target) {
            let k = abs(DecaySimulation(position: 0, velocity: 1, rate: rate).k)
            let factor = abs(decay.k) / k
            if solvedRateFactors.contains(factor) { return .decay(decay) }
        }
        return .spring(spring)
    }

    /// The same motion continued from its state at local time `t`, moved by `shift` and, for motions to a
    /// target, with the target passed through `retarget` (natural motions use the new range). Decays and
    /// springs are memoryless, so an unchanged range and zero shift continue exactly the same path.
    public static func continued(_ m: AxisMotion, at t: Double, shift: Double, rate: Double, lower: Double,
                                 upper: Double, dimension: Double, bounces: Bool,
                                 retarget: (Double) -> Double, landingAt fixed: Double? = nil) -> AxisMotion {
        let x = m.x(t) + shift, v = m.dx(t)
        if let fixed {
            // A new landing point chosen by the caller (ScrollView.retargetMotion): same rule as a
            // release with a delegate target, from the current position and velocity.
            if m.isDone(t) && fixed == x { return .rest(x) }
            return motion(toTarget: fixed, position: x, velocity: v, rate: rate)
        }
        if m.isDone(t) {
            // At rest: stays, unless the new range (for motions kept in range) leaves it outside.
            let target = retarget(x)
            if target == x { return .rest(x) }
            return .spring(SpringSimulation(spring: .bounce, start: x, end: target, velocity: 0))
        }
        switch m {
        case .rest(let p):
            return .rest(p + shift)
        case .natural:
            return naturalMotion(position: x, velocity: v, rate: rate, lower: lower, upper: upper,
                                 dimension: dimension, bounces: bounces)
        case .decay(let d):
            let target = retarget(d.finalPosition + shift)
            if d.isDone(t) && target == x { return .rest(x) }
            if let again = DecaySimulation(position: x, velocity: v, stoppingAt: target) {
                return .decay(again)
            }
            return motion(toTarget: target, position: x, velocity: v, rate: rate)
        case .spring(let s):
            let target = retarget(s.end + shift)
            if s.isDone(t) && target == x { return .rest(x) }
            return .spring(SpringSimulation(spring: s.spring, start: x, end: target, velocity: v))
        }
    }
}
