/// How content released past an edge returns to it (docs/scroll-behaviour.md, "Physics", spring-back).
///
/// A UIScrollView released at rest 177 pt past its edge is already 20 pt on its way after 16 ms — it does
/// not start from zero speed as a spring released from rest would. The recorded curve (iOS Simulator:
/// 157 pt at 16 ms, 81 at 100, 34 at 200, 14 at 300, 2.3 at 500, at rest by about 0.7 s) is, within
/// 0.3 pt, the overscroll y(t) = y0·(1 + 3.7·t)·e^(−11·t): a critically damped spring of ω = 11 rad/s
/// started with a speed toward the edge of (11 − 3.7) = 7.3 per second times the overscroll. The law
/// scales with y0, so it holds for any start.
///
/// A release that already moves adds its velocity to that start (continuous in the release velocity);
/// the simulation using it (`BouncingScrollSimulation`) bounds what comes of it.
public struct SpringBack: Sendable, Hashable {
    /// The spring pulling the content to the edge (ζ ≥ 1 expected; any mass — only ω and ζ matter).
    public var spring: SpringDescription
    /// Start speed toward the edge per point of overscroll (1/s): v0 = v_release − kick·y0.
    public var kick: Double
    /// When the spring-back counts as done (snapped onto the edge).
    public var tolerance: Tolerance

    /// A spring-back law: `spring`, started with `kick` × overscroll toward the edge, done within `tolerance`.
    public init(spring: SpringDescription, kick: Double, tolerance: Tolerance) {
        self.spring = spring
        self.kick = kick
        self.tolerance = tolerance
    }

    /// UIScrollView's, fitted to the recorded curve above: ω = 11 rad/s, critically damped, kick 7.3/s,
    /// done within 0.25 pt (half a pixel at 2×, as a deceleration) and 10 pt/s (UIKit's stop speed) —
    /// at rest 0.72 s after a 177 pt release.
    public static let iOS = SpringBack(spring: SpringDescription(mass: 1, stiffness: 121, dampingRatio: 1),
                                       kick: 7.3, tolerance: Tolerance(distance: 0.25, velocity: 10))

    /// A spring released from rest with no kick (the behaviour before this law; Flutter's
    /// `BouncingScrollPhysics` spring), done within `Tolerance.spring`.
    public static let fromRest = SpringBack(spring: .bounce, kick: 0, tolerance: .spring)

    /// The spring-back from `position`, `overscroll` = position − edge, with release `velocity` (pt/s):
    /// the start velocity the law gives, v_release − kick·overscroll.
    public func startVelocity(overscroll y0: Double, velocity: Double) -> Double {
        let kick = kick.isFinite ? Swift.max(kick, 0) : 0
        return velocity - kick * y0
    }
}
