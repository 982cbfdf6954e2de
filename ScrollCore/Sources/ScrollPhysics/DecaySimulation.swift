
/// UIScrollView's deceleration in closed form (docs/scroll-behaviour.md, "Physics"; ScrollMechanics
/// `DecelerationTimingParameters`; Motion's `DecayFunction`,
/// https://github.com/b3ll/Motion/blob/main/Sources/Motion/Animations/Functions/DecayFunction.swift;
/// Flutter's `FrictionSimulation` is the same law).
///
/// With rate `r` per millisecond (0.998 `.normal`, 0.99 `.fast`) and k = 1000·ln r (per second, < 0):
/// - velocity  v(t) = v0 · r^(1000 t) = v0 · e^(k t)
/// - position  x(t) = x0 + v0 · (e^(k t) − 1) / k
/// - asymptote x∞   = x0 − v0 / k   (≈ x0 + 0.4995 v0 at `.normal`, v0 in pt/s)
///
/// How it ends:
/// - with a stop speed v_s > 0 (UIKit's, about 10 pt/s; docs/scroll-behaviour.md "Physics"): the motion
///   stops dead when its speed falls to v_s, at t_s = ln(v_s / |v0|) / k, on
///   x_s = x0 + (v0 − sign(v0)·v_s) / (−k) — the law's own position then, so there is no jump in position
///   (the speed drops from v_s to 0, as UIKit's does). A start no faster than v_s is at rest at once.
/// - with no stop speed (0): when the remaining distance |x∞ − x(t)| = |v(t) / k| falls to
///   `tolerance.distance`; from then on `x` is exactly x∞ (the skipped distance is at most that
///   tolerance, 0.25 pt by default). A velocity whose whole travel is within the tolerance gives a motion
///   already at rest at the start.
/// The end time depends only on v0, r, the stop speed and the tolerance, never on frame times.
///
/// Rates outside (0, 1) are clamped into [`minimumRate`, `maximumRate`] so every value stays finite.
public struct DecaySimulation: Simulation, Hashable, CustomStringConvertible {
    /// Smallest accepted rate per ms (a stop within ~1 ms); anything lower is raised to it.
    public static let minimumRate = 1e-6
    /// Largest accepted rate per ms (k ≈ −0.001/s, a glide of ~17 minutes); 1 or more would never stop.
    public static let maximumRate = 0.999_999

    /// Start position (points).
    public let start: Double
    /// Start velocity (points/s).
    public let velocity: Double
    /// Deceleration rate per millisecond actually used (clamped).
    public let rate: Double
    /// k = 1000·ln(rate), per second (negative).
    public let k: Double
    /// Speed (points/s) at which the motion stops dead; 0: it ends within `tolerance.distance` of x∞.
    public let stopSpeed: Double
    public private(set) var finalPosition: Double
    public let duration: Double

    /// A decay from `position` with `velocity` (pt/s) at `rate` per ms that stops dead when its speed
    /// falls to `stopSpeed` (pt/s), or, with `stopSpeed` 0 (or negative, or not finite), is done within
    /// `tolerance.distance` of its asymptote.
    public init(position: Double, velocity: Double, rate: Double, stopSpeed: Double = 0,
                tolerance: Tolerance = .deceleration) {
        let r = rate.isNaN ? 0.998 : Swift.min(Swift.max(rate, Self.minimumRate), Self.maximumRate)
        self.start = position
        self.velocity = velocity
        self.rate = r
        self.k = 1000 * Elementary.log(r)
        let vs = stopSpeed.isFinite ? Swift.max(stopSpeed, 0) : 0
        self.stopSpeed = vs
        if vs > 0 {
            let speed = abs(velocity)
            if speed > vs, speed.isFinite {
                let sign: Double = velocity < 0 ? -1 : 1
                self.finalPosition = position - (velocity - sign * vs) / k
                self.duration = Elementary.log(vs / speed) / k
            } else {
                self.finalPosition = position
                self.duration = 0
            }
            return
        }
        let remaining = abs(velocity / k)
        let stop = Swift.max(tolerance.distance, 1e-9)
        if remaining > stop {
            self.finalPosition = position - velocity / k
            // |v0/k|·e^(k t) = stop  ⇒  t = ln(stop / |v0/k|) / k
            self.duration = Elementary.log(stop / remaining) / k
        } else {
            // Too slow to travel more than the tolerance: at rest where it is (no jump at t = 0).
            self.finalPosition = position
            self.duration = 0
        }
    }

    /// A decay from `position` with `velocity` whose rate is solved so that it comes to rest exactly at
    /// `target` (docs/scroll-behaviour.md, "Physics", decay that stops on D: r' = exp(−v0 / (1000 D)); Flutter
    /// `FrictionSimulation.through`; with a stop speed v_s the travel is (|v0| − v_s)/|k|, so
    /// r' = exp(−(v0 − sign(v0)·v_s) / (1000 D))). Nil when no decay can do it: a velocity no faster than
    /// the stop speed, a target behind the velocity, or one within `tolerance.distance` of the start (a
    /// spring suits such a nudge).
    public init?(position: Double, velocity: Double, stoppingAt target: Double, stopSpeed: Double = 0,
                 tolerance: Tolerance = .deceleration) {
        guard abs(target - position) > tolerance.distance,
              let r = Self.rate(toTravel: target - position, withVelocity: velocity, stopSpeed: stopSpeed)
        else { return nil }
        self.init(position: position, velocity: velocity, rate: r, stopSpeed: stopSpeed, tolerance: tolerance)
        // −v0/k equals the distance up to rounding; rest on the target bit for bit.
        self.finalPosition = target
    }

    /// The rate per ms at which a decay starting with `velocity` (pt/s) and stopping at `stopSpeed`
    /// (pt/s, 0: none) travels exactly `distance` points before resting: r = exp(−(v0 − sign·v_s) / (1000·D)).
    /// Nil when `distance` is 0, of the other sign than `velocity`, `velocity` is no faster than the stop
    /// speed, or the rate would fall outside [`minimumRate`, `maximumRate`].
    public static func rate(toTravel distance: Double, withVelocity velocity: Double,
                            stopSpeed: Double = 0) -> Double? {
        guard distance != 0, velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
        let vs = stopSpeed.isFinite ? Swift.max(stopSpeed, 0) : 0
        guard abs(velocity) > vs else { return nil }
        let r = Elementary.exp(-(velocity - (velocity < 0 ? -vs : vs)) / (1000 * distance))
        guard r.isFinite, r >= minimumRate, r <= maximumRate else { return nil }
        return r
    }

    /// Resting distance of a decay (points): −(v0 − sign·v_s) / (1000·ln r). Examples at 0.998: 1000 pt/s
    /// with no stop speed → 499.5 pt; 481 pt/s stopping at 10 pt/s → 235.3 pt.
    package static func restingDistance(velocity: Double, rate: Double, stopSpeed: Double = 0) -> Double {
        DecaySimulation(position: 0, velocity: velocity, rate: rate, stopSpeed: stopSpeed).finalPosition
    }

    public func x(_ t: Double) -> Double {
        let t = Swift.max(t, 0)
        if t >= duration { return finalPosition }
        return start + velocity * Elementary.expm1(k * t) / k
    }

    public func dx(_ t: Double) -> Double {
        let t = Swift.max(t, 0)
        if t >= duration { return 0 }
        return velocity * Elementary.exp(k * t)
    }

    /// The time (s) at which the exponential law (not cut off at `duration`) reaches `position`, or nil
    /// if it never does (behind the start, or at/after the asymptote x∞). Closed form:
    /// e^(k t) = 1 + k (p − x0) / v0. The result may exceed `duration` when `position` lies within the
    /// tolerance of x∞.
    public func time(toReach position: Double) -> Double? {
        if position == start { return 0 }
        guard velocity != 0, (position > start) == (velocity > 0) else { return nil }
        let arg = 1 + k * (position - start) / velocity
        guard arg > 0 else { return nil }
        let t = Elementary.log(arg) / k
        return t.isFinite ? Swift.max(t, 0) : nil
    }

    /// Position of the exponential law without the cut-off at `duration` (for compositions that switch
    /// to another motion at a crossing time that may lie just past `duration`).
    public func unclampedX(_ t: Double) -> Double {
        start + velocity * Elementary.expm1(k * Swift.max(t, 0)) / k
    }

    /// Velocity of the exponential law without the cut-off at `duration`.
    public func unclampedDX(_ t: Double) -> Double {
        velocity * Elementary.exp(k * Swift.max(t, 0))
    }

    /// A one-line summary of the motion, for logs and test messages.
    public var description: String {
        "Decay(x0: \(start), v0: \(velocity) pt/s, rate: \(rate)/ms, stop: \(stopSpeed) pt/s → \(finalPosition) in \(duration) s)"
    }
}
