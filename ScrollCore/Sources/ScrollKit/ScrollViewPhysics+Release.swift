import ScrollPhysics

/// Policy: which simulation a release (or a move to a target) uses on one axis. The motions live in
/// ScrollPhysics; this only decides (docs/scroll-behaviour.md, "Releases and targets"). Pure functions
/// of the physics value and their arguments.
extension ScrollViewPhysics {
    /// A decay solved to stop on a target is used only when its rate constant k′ = v0/D is at least the
    /// configured |k| (the target lies within the natural reach, so the decay only brakes harder and
    /// never speeds up) and at most this many times |k| (beyond that, e.g. 0.98/ms at `.normal`, it stops
    /// so abruptly that it looks like hitting a wall). Our choice.
    public static let maximumSolvedRateFactor = 10.0

    /// Two offsets closer than this (points) are the same target: a delegate that returns the
    /// proposed target after rounding arithmetic (356.4000000000001 for 356.4) has not changed it.
    /// A thousandth of a point is far below a pixel at any scale.
    public static let targetTolerance = 1e-3

    /// The release velocity that drives a motion: clamped to `maximumFlingSpeed` (by length, keeping the
    /// direction) and zero below `minimumFlingSpeed`. Non-finite components give zero.
    public func flingVelocity(_ v: Point) -> Point {
        guard v.isFinite else { return .zero }
        let speed = v.length
        if speed < minimumFlingSpeed { return .zero }
        if speed > maximumFlingSpeed { return v * (maximumFlingSpeed / speed) }
        return v
    }

    /// Where a free release comes to rest on one axis: the decay's resting point (stopping at
    /// `stopSpeed`) clamped to [lower, upper]; from outside the range, the nearest edge.
    public func naturalTarget(position: Double, velocity: Double, lower: Double, upper: Double) -> Double {
        let upper = max(upper, lower)
        if position < lower { return lower }
        if position > upper { return upper }
        let rest = DecaySimulation(position: position, velocity: velocity, rate: decelerationRate.rawValue,
                                   stopSpeed: stopSpeed).finalPosition
        return min(max(rest, lower), upper)
    }

    /// A free release: iOS's decay with edge bounce, or the spring-back when released overscrolled.
    /// `released`: false for a motion that carries on (a range change mid-motion) rather than one a
    /// finger let go of — its spring-back keeps the velocity it has, with no kick (`SpringBack.kick`).
    public func naturalMotion(position: Double, velocity: Double, lower: Double, upper: Double,
                              dimension: Double, bounces: Bool, released: Bool = true) -> AxisMotion {
        var back = springBack
        if !released { back.kick = 0 }
        let s = BouncingScrollSimulation(position: position, velocity: velocity, rate: decelerationRate.rawValue,
                                         lower: lower, upper: upper, dimension: dimension, bounces: bounces,
                                         spring: bounceSpring, springBack: back, stopSpeed: stopSpeed)
        return s.duration > 0 ? .natural(s) : .rest(s.finalPosition)
    }

    /// A motion from `position` with `velocity` (points/s) that comes to rest exactly on `target` (a
    /// delegate's target, a retarget), with no jump in velocity and, for a fling, never faster than the
    /// release unless that would outlast `landingBound`:
    /// - target ahead within the natural reach (solved rate factor in 1…`maximumSolvedRateFactor`): a
    ///   decay whose rate is solved to stop there — it only brakes harder than a free fling;
    /// - a fling toward a target beyond the reach, or away from one behind the release point: a
    ///   critically damped spring from the release position and velocity, as Flutter's snapping does,
    ///   made soft enough never to move faster than the release (`landingSpring`); it rests (within
    ///   0.25 pt, as a decay does) after about 3.7 × distance ÷ speed — unless that is longer than
    ///   `landingBound` (a slow release sent far away, e.g. by a section-snapping behaviour): then the
    ///   softest spring that still rests within it, which may move faster than the release but never
    ///   faster than the snap spring (a programmatic animation) would;
    /// - a slow release (below `minimumFlingSpeed`): the snap spring, at rest within about 1 s.
    /// `prompt`: the target is reached with the snap spring even after a fling (as Flutter's
    /// `PageScrollPhysics` does) — for pages and for releases from overscroll, which must arrive
    /// promptly however slow the release.
    /// `edgeDimension`: the target is an edge of the range and this is the bounds size on the axis; a
    /// spring that would overshoot it is stiffened so the overshoot stays within
    /// `BouncingScrollSimulation.maximumOvershootFraction` of it, as a free fling's bounce does.
    public func motion(toTarget target: Double, position: Double, velocity: Double, prompt: Bool = false,
                       edgeDimension: Double? = nil) -> AxisMotion {
        guard target.isFinite, position.isFinite, velocity.isFinite else {
            return .rest(target.isFinite ? target : position)
        }
        let distance = target - position
        if abs(distance) <= Tolerance.spring.distance && abs(velocity) <= Tolerance.spring.velocity {
            return .rest(target)
        }
        let speed = abs(velocity)
        if speed >= minimumFlingSpeed, distance * velocity > 0,
           let decay = DecaySimulation(position: position, velocity: velocity, stoppingAt: target, stopSpeed: stopSpeed) {
            let factor = abs(decay.k) / abs(k)
            if factor >= 1 && factor <= Self.maximumSolvedRateFactor { return .decay(decay) }
        }
        var s = speed >= minimumFlingSpeed && !prompt
            ? landingSpring(from: position, to: target, velocity: velocity, within: landingBound(position: position, velocity: velocity))
            : SpringSimulation(spring: snapSpring, start: position, end: target, velocity: velocity)
        if let d = edgeDimension, d > 0, d.isFinite, distance * velocity > 0 || distance == 0 {
            // Peak overshoot of a spring with ζ ≥ 1 is at most |v| / (ω·e) (BouncingScrollSimulation).
            let stiff = BouncingScrollSimulation.stiffened(
                s.spring, velocity: velocity, maximumOvershoot: BouncingScrollSimulation.maximumOvershootFraction * d)
            if stiff != s.spring { s = SpringSimulation(spring: stiff, start: position, end: target, velocity: velocity) }
        }
        return s.duration == 0 ? .rest(target) : .spring(s)
    }

    /// `motion(toTarget:position:velocity:)` for a re-aimed motion (a retarget, a resize): the same
    /// landing (whose spring rests within `landingBound`), unless it would still take longer than
    /// `longestAnimation` (a solved decay or a landing after a fast glide, allowed the fling's own time)
    /// — then the snap spring, so a re-aim always ends within about `longestAnimation`. Releases keep
    /// those: they end no later than the free fling would.
    public func boundedMotion(toTarget target: Double, position: Double, velocity: Double) -> AxisMotion {
        let landing = motion(toTarget: target, position: position, velocity: velocity)
        if landing.duration <= longestAnimation { return landing }
        return motion(toTarget: target, position: position, velocity: velocity, prompt: true)
    }

    /// A critically damped spring (`snapSpring`'s mass) from `position` with `velocity` to `target`,
    /// with natural frequency ω chosen so that it never moves faster than |velocity|, done within
    /// `Tolerance.deceleration` (0.25 pt, what a decay skips too). With a = ω·|distance| / |velocity|:
    /// heading for the target, the speed is |v|·(1 + (a−1)ωt)·e^(−ωt), which peaks at t = 0 and never
    /// passes the target for 1 ≤ a ≤ 2 (a = 1 is a pure exponential approach), so ω is clamped into
    /// that band around the snap spring's; heading away, the speed on the way back peaks at
    /// (1+a)·e^(−(2+a)/(1+a))·|v|, which stays ≤ |v| for a ≤ 2.5, so ω is only lowered.
    ///
    /// `bound` (seconds): when that spring would rest later, ω is raised — by bisection, toward the snap
    /// spring's — to the softest that rests within it (the snap spring itself if even it cannot).
    func landingSpring(from position: Double, to target: Double, velocity: Double,
                       within bound: Double = .infinity) -> SpringSimulation {
        let distance = target - position
        let m = snapSpring.mass > 0 ? snapSpring.mass : 1
        var omega = snapSpring.naturalFrequency
        if distance != 0 && velocity != 0 {
            let ratio = abs(velocity) / abs(distance)
            omega = distance * velocity > 0 ? min(max(omega, ratio), 2 * ratio) : min(omega, 2.5 * ratio)
        }
        let snap = SpringSimulation(spring: snapSpring, start: position, end: target, velocity: velocity)
        guard omega.isFinite, omega > 0 else { return snap }
        func spring(_ w: Double) -> SpringSimulation {
            SpringSimulation(spring: SpringDescription(mass: m, stiffness: m * w * w, dampingRatio: 1),
                             start: position, end: target, velocity: velocity, tolerance: .deceleration)
        }
        let landing = spring(omega)
        guard landing.duration > bound else { return landing }
        var lo = omega, hi = snapSpring.naturalFrequency
        guard hi > lo, spring(hi).duration <= bound else { return snap }
        // The rest time falls as ω rises: 30 halvings pin ω to a billionth of the band.
        for _ in 0..<30 {
            let mid = (lo + hi) / 2
            if spring(mid).duration <= bound { hi = mid } else { lo = mid }
        }
        return spring(hi)
    }

    /// Seconds a landing spring may take (`landingSpring`'s bound): `longestAnimation`, or the free
    /// fling's own deceleration from `velocity` if that is longer (a fast fling's landing may take as
    /// long as the fling would have: ln(v / stopSpeed) / |k|, 3.3 s from 8000 pt/s at `.normal`).
    func landingBound(position: Double, velocity: Double) -> Double {
        let fling = DecaySimulation(position: position, velocity: velocity, rate: decelerationRate.rawValue,
                                    stopSpeed: stopSpeed).duration
        return max(longestAnimation, fling.isFinite ? fling : 0)
    }

    /// True when `x` is past an edge of [lower, upper] (overscrolled: released there, or left there
    /// by a range change) and `target` is that edge: the motion is then the spring-back, with its
    /// bounded overscroll (`naturalMotion`), not a landing on a target. An upper end below `lower`
    /// counts as `lower` (content smaller than the view).
    static func springsBack(from x: Double, to target: Double, lower: Double, upper: Double) -> Bool {
        let upper = max(upper, lower)
        return (x < lower && target == lower) || (x > upper && target == upper)
    }

    /// The same motion continued from its state at local time `t`, moved by `shift` and, for motions to a
    /// target, with the target passed through `retarget` (natural motions use the new range). Decays and
    /// springs are memoryless, so an unchanged range and zero shift continue exactly the same path.
    /// - Parameters:
    ///   - m: the motion under way on this axis.
    ///   - t: seconds since `m` started.
    ///   - shift: points added to the position (the content moved under the motion, e.g. on resize).
    ///   - lower: the low end of the new scroll range (points).
    ///   - upper: the high end of the new scroll range (points).
    ///   - dimension: the bounds size on this axis (points), for the overshoot bound.
    ///   - bounces: false stops at the edge instead of bouncing.
    ///   - retarget: maps a motion's old target to its new one (snapping to the new layout).
    ///   - fixed: a new landing point chosen by the caller, reached as a release with a delegate
    ///     target is; nil keeps the motion's own target.
    /// - Returns: the continued motion; its local time 0 is the old motion's time `t`.
    public func continued(_ m: AxisMotion, at t: Double, shift: Double, lower: Double, upper: Double,
                          dimension: Double, bounces: Bool, retarget: (Double) -> Double,
                          landingAt fixed: Double? = nil) -> AxisMotion {
        let x = m.x(t) + shift, v = m.dx(t)
        if let fixed {
            if m.isDone(t) && fixed == x { return .rest(x) }
            return boundedMotion(toTarget: fixed, position: x, velocity: v)
        }
        if m.isDone(t) {
            // At rest: stays, unless the new range (for motions kept in range) leaves it outside: then it
            // springs back as a release from overscroll does.
            let target = retarget(x)
            if target == x { return .rest(x) }
            return .spring(SpringSimulation(spring: springBack.spring, start: x, end: target,
                                            velocity: springBack.startVelocity(overscroll: x - target, velocity: 0),
                                            tolerance: springBack.tolerance))
        }
        switch m {
        case .rest(let p):
            return .rest(p + shift)
        case .natural:
            return naturalMotion(position: x, velocity: v, lower: lower, upper: upper,
                                 dimension: dimension, bounces: bounces, released: false)
        case .decay(let d):
            let target = retarget(d.finalPosition + shift)
            if d.isDone(t) && target == x { return .rest(x) }
            if Self.springsBack(from: x, to: target, lower: lower, upper: upper) {
                return naturalMotion(position: x, velocity: v, lower: lower, upper: upper, dimension: dimension, bounces: bounces, released: false)
            }
            if let again = DecaySimulation(position: x, velocity: v, stoppingAt: target, stopSpeed: stopSpeed) {
                return .decay(again)
            }
            return motion(toTarget: target, position: x, velocity: v)
        case .spring(let s):
            let target = retarget(s.end + shift)
            if s.isDone(t) && target == x { return .rest(x) }
            if Self.springsBack(from: x, to: target, lower: lower, upper: upper) {
                return naturalMotion(position: x, velocity: v, lower: lower, upper: upper, dimension: dimension, bounces: bounces, released: false)
            }
            return .spring(SpringSimulation(spring: s.spring, start: x, end: target, velocity: v))
        case .eased(let e):
            // A scroll to top goes on along its curve (shifted with the content) while its end stays;
            // moved by the new range, it lands as any re-aimed motion does.
            let target = retarget(e.end + shift)
            if target == e.end + shift {
                return .eased(EaseOutCircSimulation(start: e.start + shift, end: target, duration: e.curveDuration,
                                                    elapsed: e.elapsed + t))
            }
            return boundedMotion(toTarget: target, position: x, velocity: v)
        }
    }
}
