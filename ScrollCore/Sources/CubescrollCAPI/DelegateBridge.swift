import ScrollKit
import ScrollPhysics
import ViewKit

/// `cubescroll_will_end_dragging_fn`: velocity (pt/s) in, target offset (pt) in and out.
public typealias WillEndDraggingFunction = @convention(c) (UnsafeMutableRawPointer?, Double, Double,
                                                    UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?) -> Void
/// `cubescroll_did_scroll_fn`: the new offset (pt).
public typealias DidScrollFunction = @convention(c) (UnsafeMutableRawPointer?, Double, Double) -> Void
/// `cubescroll_did_end_dragging_fn`: whether a deceleration follows (0 or 1).
public typealias DidEndDraggingFunction = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Void
/// `cubescroll_notify_fn`: the other delegate calls, with the scroller's offset (pt) at that moment.
public typealias NotifyFunction = @convention(c) (UnsafeMutableRawPointer?, Double, Double) -> Void

/// The scroll view's delegate on the C side: each `ScrollViewDelegate` call that has a C callback set
/// calls it with the app's `user` pointer. Calls happen synchronously inside the input and advance
/// calls that caused them, on the caller's thread.
final class DelegateBridge: ScrollViewDelegate {
    weak var scroller: Scroller?
    var willEndDragging: (WillEndDraggingFunction, UnsafeMutableRawPointer?)?
    var didScroll: (DidScrollFunction, UnsafeMutableRawPointer?)?
    var willBeginDragging: (NotifyFunction, UnsafeMutableRawPointer?)?
    var didEndDragging: (DidEndDraggingFunction, UnsafeMutableRawPointer?)?
    var didEndDecelerating: (NotifyFunction, UnsafeMutableRawPointer?)?
    var didEndScrollingAnimation: (NotifyFunction, UnsafeMutableRawPointer?)?

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point) {
        guard let (fn, user) = willEndDragging else { return }
        var x = targetContentOffset.x, y = targetContentOffset.y
        fn(user, velocity.x, velocity.y, &x, &y)
        // A non-finite answer keeps the proposed target rather than poisoning the motion.
        if x.isFinite, y.isFinite { targetContentOffset = Point(x: x, y: y) }
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard let (fn, user) = didScroll else { return }
        fn(user, scrollView.contentOffset.x, scrollView.contentOffset.y)
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { notify(willBeginDragging, scrollView) }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        guard let (fn, user) = didEndDragging else { return }
        fn(user, decelerate ? 1 : 0)
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { notify(didEndDecelerating, scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { notify(didEndScrollingAnimation, scrollView) }

    private func notify(_ callback: (NotifyFunction, UnsafeMutableRawPointer?)?, _ scrollView: ScrollView) {
        guard let (fn, user) = callback else { return }
        fn(user, scrollView.contentOffset.x, scrollView.contentOffset.y)
    }
}
