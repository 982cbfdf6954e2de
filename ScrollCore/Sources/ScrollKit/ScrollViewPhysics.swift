import ScrollPhysics
import ViewKit

/// How a scroll view feels, as one value (Flutter's `ScrollPhysics`): how flings slow down, which
/// release speeds count as flings, the springs for snapping and bouncing, and how far a pointer moves
/// before a drag begins. Assign `ScrollView.physics` once to change the feel; the default is `.iOS`.
///
/// Every number is documented in docs/scroll-behaviour.md ("Physics"), with its public source.
/// The policy — which simulation a release or a move to a target uses — is in
/// `ScrollViewPhysics+Release.swift`; the motions themselves are ScrollPhysics simulations.
public struct ScrollViewPhysics: Sendable, Hashable {
    /// Speed kept per millisecond by a free fling (v(t) = v0 · r^(1000 t)). `.normal` (0.998) on iOS.
    public var decelerationRate: ScrollView.DecelerationRate
    /// Speed (points/s) at which a fling's deceleration stops dead. UIKit's is about 10 pt/s: a 481 pt/s
    /// release travels 235.3 pt and ends 1.93 s later (docs/scroll-behaviour.md, "Physics"). Every
    /// resting point — the natural target offered to the delegate, decays solved onto a snapped target,
    /// edge crossings — uses it: x∞ = x0 + (v0 − sign·v_stop) / (−k). 0: decays run until 0.25 pt remain.
    public var stopSpeed: Double
    /// Release speeds (points/s) below this give no momentum: the release is a "slow release" that
    /// only settles (on the delegate's target, or back inside the range). Flutter measured iOS at
    /// ≈ 83 px/s (https://github.com/flutter/flutter/issues/103762); 80 here.
    public var minimumFlingSpeed: Double
    /// Release speeds (points/s) are clamped to this length, keeping the direction (Flutter
    /// `kMaxFlingVelocity` = 8000).
    public var maximumFlingSpeed: Double
    /// The spring that moves to a chosen offset: snapped landings the decay cannot reach, pages, wheel
    /// steps, programmatic animations. Critically damped, ω ≈ 14.1 rad/s (`SpringDescription.snap`).
    public var snapSpring: SpringDescription
    /// The spring of an edge bounce and of the spring-back from overscroll (`SpringDescription.bounce`,
    /// Flutter's `BouncingScrollPhysics` spring).
    public var bounceSpring: SpringDescription
    /// How content released past an edge returns to it (`SpringBack.iOS`: starts fast, as UIKit's does).
    public var springBack: SpringBack
    /// Repeated flicks: a flick in the direction of a glide still under way adds to it
    /// (`MomentumCarry.iOS`); nil: each flick starts from its own speed only.
    public var momentumCarry: MomentumCarry?
    /// Pointer movement (points) before a drag begins (the pan recognizer's slop). Once it begins the
    /// content trails the pointer by at most this much.
    public var dragSlop: Double

    /// A feel; every value defaults to iOS's (see the properties for units and sources).
    public init(decelerationRate: ScrollView.DecelerationRate = .normal, stopSpeed: Double = 10,
                minimumFlingSpeed: Double = 80, maximumFlingSpeed: Double = 8000,
                snapSpring: SpringDescription = .snap, bounceSpring: SpringDescription = .bounce,
                springBack: SpringBack = .iOS, momentumCarry: MomentumCarry? = .iOS,
                dragSlop: Double = PanGestureRecognizer.defaultSlop) {
        self.decelerationRate = decelerationRate
        self.stopSpeed = stopSpeed
        self.springBack = springBack
        self.momentumCarry = momentumCarry
        self.minimumFlingSpeed = minimumFlingSpeed
        self.maximumFlingSpeed = maximumFlingSpeed
        self.snapSpring = snapSpring
        self.bounceSpring = bounceSpring
        self.dragSlop = dragSlop
    }

    /// UIScrollView's feel: 0.998/ms stopping at 10 pt/s, flings from 80 to 8000 pt/s, repeated flicks
    /// carry momentum, critically damped snap spring, Flutter's bounce spring, UIKit's fast spring-back,
    /// 3 pt slop (mouse).
    public static let iOS = ScrollViewPhysics()

    /// Seconds an animated scroll to top takes, at any distance, along the ease-out-circ curve
    /// (`EaseOutCircSimulation`): 1.035 s, iOS's status-bar scroll to top recorded from 5000 pt in
    /// flutter/flutter PR 96574 (docs/scroll-behaviour.md, "Scroll to top", on why it does not grow
    /// with the distance).
    public static let scrollToTopDuration = 1.035

    /// The decay's rate constant k = 1000 · ln r (per second, negative).
    var k: Double { DecaySimulation(position: 0, velocity: 1, rate: decelerationRate.rawValue).k }
}
