import ScrollPhysics

/// The motion of the content offset along one axis after an input: one of the ScrollPhysics
/// simulations, chosen by `ScrollViewPhysics`. A `Simulation` itself (so the simulation property checks
/// cover it). A value type with no references: evaluating it allocates
/// nothing. Times are seconds since the motion started.
public enum AxisMotion: Simulation, Hashable {
    /// Not moving, at this position.
    case rest(Double)
    /// iOS's free deceleration, with the edge bounce or spring-back (no target was imposed).
    case natural(BouncingScrollSimulation)
    /// A decay whose rate was solved to stop exactly on a target.
    case decay(DecaySimulation)
    /// A critically damped spring to a target.
    case spring(SpringSimulation)
    /// The ease-out-circ curve of a scroll to top.
    case eased(EaseOutCircSimulation)

    /// Position (points) at `t` seconds.
    public func x(_ t: Double) -> Double {
        switch self {
        case .rest(let p): p
        case .natural(let s): s.x(t)
        case .decay(let s): s.x(t)
        case .spring(let s): s.x(t)
        case .eased(let s): s.x(t)
        }
    }

    /// Velocity (points/s) at `t` seconds.
    public func dx(_ t: Double) -> Double {
        switch self {
        case .rest: 0
        case .natural(let s): s.dx(t)
        case .decay(let s): s.dx(t)
        case .spring(let s): s.dx(t)
        case .eased(let s): s.dx(t)
        }
    }

    /// Seconds until the motion is at rest on `finalPosition` (0 for `.rest`).
    public var duration: Double {
        switch self {
        case .rest: 0
        case .natural(let s): s.duration
        case .decay(let s): s.duration
        case .spring(let s): s.duration
        case .eased(let s): s.duration
        }
    }

    /// Where it comes to rest (points).
    public var finalPosition: Double {
        switch self {
        case .rest(let p): p
        case .natural(let s): s.finalPosition
        case .decay(let s): s.finalPosition
        case .spring(let s): s.finalPosition
        case .eased(let s): s.finalPosition
        }
    }
}

/// The two axes' motions and the time (s) they started: the content offset as a function of time.
public struct ScrollMotion: Sendable, Hashable {
    /// The motion of the horizontal content offset.
    public var x: AxisMotion
    /// The motion of the vertical content offset.
    public var y: AxisMotion
    /// Time (s) of the input that started the motion.
    public var startTime: Double

    /// The motions of both axes, started at `startTime` (seconds).
    public init(x: AxisMotion, y: AxisMotion, startTime: Double) {
        self.x = x
        self.y = y
        self.startTime = startTime
    }

    /// A motion that stays at `p`.
    public static func rest(at p: Point, time: Double) -> ScrollMotion {
        ScrollMotion(x: .rest(p.x), y: .rest(p.y), startTime: time)
    }

    /// Offset (points) at absolute time `time` (s).
    public func offset(at time: Double) -> Point {
        let t = time - startTime
        return Point(x: x.x(t), y: y.x(t))
    }

    /// Velocity (points/s) at absolute time `time` (s).
    public func velocity(at time: Double) -> Point {
        let t = time - startTime
        return Point(x: x.dx(t), y: y.dx(t))
    }

    /// True when both axes are at rest at absolute time `time`.
    public func isDone(at time: Double) -> Bool {
        let t = time - startTime
        return x.isDone(t) && y.isDone(t)
    }

    /// Where the motion comes to rest.
    public var finalOffset: Point { Point(x: x.finalPosition, y: y.finalPosition) }

    /// Absolute time (s) at which both axes are at rest.
    public var endTime: Double { startTime + max(x.duration, y.duration) }
}
