/// Repeated flicks accelerate (docs/scroll-behaviour.md, "Repeated flicks"): a finger that catches
/// content still gliding and flicks it on in the same direction releases it with the flick's velocity
/// plus a carried part of the glide's. The carried amount is Flutter's law, measured against
/// UIScrollView (`BouncingScrollPhysics.carriedMomentum` in `widgets/scroll_physics.dart`); the retain
/// rule is ours: Flutter keeps the carry only for a release at least half the *carried* speed
/// (`ScrollDragController`), which a steady rhythm fails on every other catch once the carry has grown
/// past twice the flick — so momentum never builds, where UIKit's keeps building (flutter/flutter issue
/// 103762; zepojo/UPCarouselFlowLayout issue 18). Here a release keeps the carry when it is at least half
/// the *glide's* speed at the catch: a rhythm of equal flicks builds up to the maximum fling speed.
///
/// Rules, per axis:
/// - the carried speed comes from the glide's speed at the catch, the moment the finger goes down (a
///   closed-form value at the touch's own time, so it does not depend on the frame rate);
/// - nothing is carried from content at rest, nor from a motion other than a deceleration (an animation,
///   a wheel step);
/// - it is lost when the pointer rests longer than `stationaryLimit` during the drag, or between the
///   catch and the first movement (a hold);
/// - it is added only to a release in the same direction at least `minimumFactor` × the glide's speed
///   at the catch (a slow flick, or one the other way, carries nothing);
/// - the sum is capped by the scroll view's maximum fling speed (ScrollKit's `ScrollViewPhysics`).
public struct MomentumCarry: Sendable, Hashable {
    /// carried = sign(v)·min(coefficient·|v|^exponent, maximum), v in points/s.
    public var coefficient: Double
    /// See `coefficient`.
    public var exponent: Double
    /// Largest carried speed (points/s).
    public var maximum: Double
    /// A release slower than this fraction of the glide's speed at the catch gets nothing carried.
    public var minimumFactor: Double
    /// Seconds the pointer may rest during the drag before the carried momentum is lost.
    public var stationaryLimit: Double

    /// A carry law (see the properties for units).
    public init(coefficient: Double, exponent: Double, maximum: Double, minimumFactor: Double,
                stationaryLimit: Double) {
        self.coefficient = coefficient
        self.exponent = exponent
        self.maximum = maximum
        self.minimumFactor = minimumFactor
        self.stationaryLimit = stationaryLimit
    }

    /// Flutter's iOS values: 0.000816·|v|^1.967 up to 40 000 pt/s; lost after 20 ms at rest; needs a
    /// release of at least half the glide's speed (Flutter's factor, applied to the glide).
    public static let iOS = MomentumCarry(coefficient: 0.000816, exponent: 1.967, maximum: 40_000,
                                          minimumFactor: 0.5, stationaryLimit: 0.020)

    /// The speed (points/s, signed) carried from a glide moving at `velocity` (points/s). Non-finite
    /// input gives 0.
    public func carried(_ velocity: Double) -> Double {
        guard velocity.isFinite, velocity != 0, coefficient.isFinite, exponent.isFinite else { return 0 }
        let magnitude = Swift.min(coefficient * Elementary.exp(exponent * Elementary.log(abs(velocity))), maximum)
        guard magnitude.isFinite, magnitude > 0 else { return 0 }
        return velocity < 0 ? -magnitude : magnitude
    }

    /// The release velocity on one axis with `carried` (signed) added when the rules allow it: a
    /// release in the carry's direction at least `minimumFactor` × |`glide`|, the glide's speed at the
    /// catch (points/s).
    public func apply(_ carried: Double, glide: Double, to release: Double) -> Double {
        guard carried != 0, release != 0, (carried > 0) == (release > 0),
              abs(release) >= minimumFactor * abs(glide) else { return release }
        return release + carried
    }
}
