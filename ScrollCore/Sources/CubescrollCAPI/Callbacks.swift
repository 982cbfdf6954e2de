internal import CCubescrollVersion
import ScrollKit
import ScrollPhysics

// The app's callbacks (include/cubescroll.h, "Callbacks"): one `cubescroll_callbacks` struct, copied
// when set, seen by the scroll view as its delegate (`DelegateBridge`) and its target behaviour
// (`LandingBridge`). Every call into the app goes through `Scroller.callingApp`, so a call back into the
// scroller from there is refused (CUBESCROLL_ERROR_IN_CALLBACK) instead of re-entering the model.

/// Sets all of a scroller's callbacks at once from `callbacks` (copied); NULL clears them all.
@_cdecl("cubescroll_scroller_set_callbacks")
public func cubescroll_scroller_set_callbacks(_ s: OpaquePointer?, _ callbacks: UnsafeRawPointer?) -> Int32 {
    changing(s) { scroller in
        scroller.callbacks = callbacks?.load(as: cubescroll_callbacks.self) ?? cubescroll_callbacks()
        return .ok
    }
}

/// The scroll view's delegate on the C side: each `ScrollViewDelegate` call whose member is set in
/// the app's struct calls it with the app's `user` pointer, synchronously, on the caller's thread.
final class DelegateBridge: ScrollViewDelegate {
    weak var scroller: Scroller?

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point) {
        guard let scroller, let fn = scroller.callbacks.will_end_dragging else { return }
        var x = targetContentOffset.x, y = targetContentOffset.y
        scroller.callingApp { fn(scroller.callbacks.user, velocity.x, velocity.y, &x, &y) }
        // A non-finite answer keeps the proposed target rather than poisoning the motion.
        if x.isFinite, y.isFinite { targetContentOffset = Point(x: x, y: y) }
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) { notify(scroller?.callbacks.did_scroll, scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { notify(scroller?.callbacks.will_begin_dragging, scrollView) }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        guard let scroller, let fn = scroller.callbacks.did_end_dragging else { return }
        scroller.callingApp { fn(scroller.callbacks.user, decelerate ? 1 : 0) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { notify(scroller?.callbacks.did_end_decelerating, scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        notify(scroller?.callbacks.did_end_scrolling_animation, scrollView)
    }

    /// Calls a notification member with the offset at that moment (points).
    private func notify(_ fn: (@convention(c) (UnsafeMutableRawPointer?, Double, Double) -> Void)?,
                        _ scrollView: ScrollView) {
        guard let scroller, let fn else { return }
        let offset = scrollView.contentOffset
        scroller.callingApp { fn(scroller.callbacks.user, offset.x, offset.y) }
    }
}

/// The scroller's target behaviour (include/cubescroll.h, "Callbacks": landing): the app's landing
/// member, asked for every landing (release, wheel, keys), and the item step its arrow keys and wheel
/// notches move (`cubescroll_set_item_step`).
struct LandingBridge: ScrollTargetBehavior {
    weak var scroller: Scroller?
    /// Points per item along x and y; 0 on an axis leaves it to the defaults (40 pt keys, GTK's wheel step).
    var step = Point.zero

    /// The cause's number in the header (`cubescroll_landing_cause`, never renumbered).
    static func code(_ cause: ScrollTargetContext.Cause) -> cubescroll_landing_cause {
        switch cause {
        case .release: CUBESCROLL_LANDING_RELEASE
        case .scrollGestureEnd: CUBESCROLL_LANDING_WHEEL
        case .itemStep: CUBESCROLL_LANDING_ITEM_STEP
        case .pageStep: CUBESCROLL_LANDING_PAGE_STEP
        case .edge: CUBESCROLL_LANDING_EDGE
        }
    }

    func updateTarget(_ target: inout Point, context: ScrollTargetContext) {
        guard let scroller, let fn = scroller.callbacks.landing else { return }
        var x = target.x, y = target.y
        scroller.callingApp {
            fn(scroller.callbacks.user, Self.code(context.cause), context.velocity.x, context.velocity.y, &x, &y)
        }
        // A non-finite answer keeps the proposed target rather than poisoning the motion.
        if x.isFinite, y.isFinite { target = Point(x: x, y: y) }
    }

    func itemStep(visibleSize: Size) -> Point? { step == .zero ? nil : step }
}
