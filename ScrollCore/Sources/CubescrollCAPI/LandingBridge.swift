import ScrollKit
import ScrollPhysics

/// `cubescroll_landing_fn`: why (a `CUBESCROLL_LANDING_*` cause), velocity (pt/s) in, target offset (pt)
/// in and out.
public typealias LandingFunction = @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double,
                                                   UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void

/// The scroller's target behaviour on the C side (include/cubescroll.h, "Landings"): the app's
/// landing callback, asked for every landing (release, wheel, keys), and the item step its arrow keys
/// and wheel notches move.
struct LandingBridge: ScrollTargetBehavior {
    /// The app's callback and its `user` pointer; nil: landings are left where they point.
    var callback: (LandingFunction, UnsafeMutableRawPointer?)?
    /// Points per item along x and y; 0 on an axis leaves it to the defaults (40 pt keys, GTK's wheel step).
    var step = Point.zero

    /// The cause's number in the header (`CUBESCROLL_LANDING_*`, never renumbered).
    static func code(_ cause: ScrollTargetContext.Cause) -> Int32 {
        switch cause {
        case .release: return 0
        case .scrollGestureEnd: return 1
        case .itemStep: return 2
        case .pageStep: return 3
        case .edge: return 4
        }
    }

    func updateTarget(_ target: inout Point, context: ScrollTargetContext) {
        guard let (fn, user) = callback else { return }
        var x = target.x, y = target.y
        fn(user, Self.code(context.cause), context.velocity.x, context.velocity.y, &x, &y)
        // A non-finite answer keeps the proposed target rather than poisoning the motion.
        if x.isFinite, y.isFinite { target = Point(x: x, y: y) }
    }

    func itemStep(visibleSize: Size) -> Point? { step == .zero ? nil : step }
}
