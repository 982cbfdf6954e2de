/// A one-dimensional motion given in closed form: position and velocity are pure functions of the
/// time since the simulation started, so the same simulation gives the same values at the same time
/// whatever the frame rate (docs/scroll-behaviour.md, "Physics"; Flutter `Simulation`: `x(t)`, `dx(t)`, `isDone(t)`).
///
/// Units: `t` in seconds since the start (negative values are treated as 0), positions in points,
/// velocities in points per second.
///
/// Every simulation in this module has a precomputed `duration`: `isDone(t)` is exactly `t >= duration`,
/// so once done it stays done, and from `duration` on `x(t)` is exactly `finalPosition` and `dx(t)` is 0
/// (the motion settles exactly on its final value instead of creeping toward it forever).
public protocol Simulation: Sendable {
    /// Position (points) at `t` seconds.
    func x(_ t: Double) -> Double
    /// Velocity (points/s) at `t` seconds.
    func dx(_ t: Double) -> Double
    /// True from `duration` on.
    func isDone(_ t: Double) -> Bool
    /// Seconds until the motion is done (0 for a motion that is already at rest; never NaN).
    var duration: Double { get }
    /// Where the motion comes to rest (points).
    var finalPosition: Double { get }
}

extension Simulation {
    public func isDone(_ t: Double) -> Bool { t >= duration }
}
