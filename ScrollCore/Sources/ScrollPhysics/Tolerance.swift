/// How close to rest a motion must be before it is declared done and snapped to its final value.
///
/// Flutter's `Tolerance` uses 1e-3 for everything (logical pixels); a scroll view can stop earlier
/// because nothing under half a pixel is visible.
public struct Tolerance: Hashable, Sendable {
    /// Largest remaining distance (points) to the final position that may be skipped.
    public var distance: Double
    /// Largest speed (points/s) that may be dropped to zero (springs only; a decay's end is set by
    /// `distance`, since its remaining distance is proportional to its speed).
    public var velocity: Double

    /// A tolerance of `distance` points and `velocity` points/s (both ≥ 0).
    public init(distance: Double, velocity: Double) {
        self.distance = distance
        self.velocity = velocity
    }

    /// Decelerations: stop when half a pixel (at 2× scale) remains, i.e. 0.25 pt — ScrollMechanics
    /// `DecelerationTimingParameters` uses `0.5 / UIScreen.main.scale`. At `.normal` (0.998/ms) that is a
    /// speed of 0.5 pt/s, whatever the frame rate.
    public static let deceleration = Tolerance(distance: 0.25, velocity: 0.5)

    /// Springs (bounce, snap, animations): 0.01 pt and 0.1 pt/s — far below anything visible, so the
    /// snap to the target at the end cannot be seen; a spring with ω ≈ 14 rad/s gets there in < 1 s.
    public static let spring = Tolerance(distance: 0.01, velocity: 0.1)
}
