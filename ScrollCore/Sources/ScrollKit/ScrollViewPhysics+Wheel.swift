import ScrollPhysics

/// The spring of an animated wheel step (docs/scroll-behaviour.md, "Desktop input").
extension ScrollViewPhysics {
    /// Seconds within which a softened wheel step comes to rest, however far a burst of notches sent
    /// its target: 1.2 s. Our choice (docs/scroll-behaviour.md, "Desktop input", has the reasoning):
    /// desktop smooth scrolling bounds each wheel animation — Firefox ends one within
    /// `general.smoothScroll.mouseWheel.durationMaxMS` (400 ms, gfx/thebes/gfxPrefs.h) — and our
    /// spring is within half a point of its target after about 60% of its rest time, so a rest within
    /// 1.2 s is about 0.7 s of visible motion. A one-notch step (the snap spring: 0.9 s) is unchanged.
    public static let wheelAnimationLimit = 1.2

    /// The spring of an animated wheel step from `position` with `velocity` (points/s) to `target`: the
    /// snap spring, with its ω lowered to speed ÷ |distance| when a burst of clicks has run the target
    /// far ahead, where the speed is `maximumFlingSpeed` or the content's own |velocity| if that is
    /// higher — so a burst never moves the content faster than `maximumFlingSpeed`
    /// (docs/scroll-behaviour.md, "Desktop input"), and content already moving faster (a wheel landing
    /// that carries on a programmatic animation) is never braked: the velocity never jumps. A
    /// critically damped spring's speed peaks at max(|v0|, ω·|distance|), so the whole motion stays
    /// within that speed. It still lands exactly on `target`: n clicks move n steps.
    ///
    /// Time wins over speed: ω is lowered only as far as the spring still rests within
    /// `wheelAnimationLimit` (the softest such ω, found by bisection), and never below the snap
    /// spring's own — so a step rests within max(1.2 s, the snap spring's time for the distance),
    /// at most `longestAnimation` (about 2.6 s) whatever the delta; a burst of tens of notches in
    /// one event then moves faster than `maximumFlingSpeed`, as in any desktop smooth scrolling.
    /// `softened: false` gives the snap spring itself, at the pace of a programmatic animation
    /// (a gesture whose first click carried one on keeps that pace: `ScrollView.scrollGestureChanged`).
    public func wheelSpring(from position: Double, to target: Double, velocity: Double, softened: Bool = true) -> SpringSimulation {
        let cap = max(maximumFlingSpeed, abs(velocity))
        let snap = SpringSimulation(spring: snapSpring, start: position, end: target, velocity: velocity)
        guard softened, cap > 0, cap.isFinite else { return snap }
        let distance = abs(target - position), m = snapSpring.mass > 0 ? snapSpring.mass : 1
        let omegaSnap = snapSpring.naturalFrequency
        guard distance > 0, omegaSnap * distance > cap else { return snap }
        let damping = max(snapSpring.dampingRatio, 1)
        func spring(_ omega: Double) -> SpringSimulation {
            SpringSimulation(spring: SpringDescription(mass: m, stiffness: m * omega * omega, dampingRatio: damping),
                             start: position, end: target, velocity: velocity)
        }
        let soft = spring(max(cap / distance, Self.springFrequencyDomain.lowerBound))
        if soft.duration <= Self.wheelAnimationLimit { return soft }
        // Too slow: the softest ω between the softened one and the snap spring's that rests in time.
        var lo = max(cap / distance, Self.springFrequencyDomain.lowerBound), hi = omegaSnap
        guard spring(hi).duration > Self.wheelAnimationLimit else {
            for _ in 0..<40 where hi - lo > 1e-6 * hi {
                let mid = (lo + hi) / 2
                if spring(mid).duration <= Self.wheelAnimationLimit { hi = mid } else { lo = mid }
            }
            return spring(hi)
        }
        return snap
    }
}
