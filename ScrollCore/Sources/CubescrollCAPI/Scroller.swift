internal import CCubescrollVersion
import DesktopInput
import ScrollKit
import ScrollPhysics
import ViewKit

/// What a `cubescroll_scroller *` points to: a `HostedScrollView` (the hosted-recognizer arrangement
/// of WWDC 2012 session 223, docs/scroll-behaviour.md) the size of the app's scrolling area, with the
/// C callbacks as its delegate and the C landing callback as its target behaviour. The C app reads the
/// offset every frame and draws its own content.
///
/// Not thread-safe: one thread per scroller (include/cubescroll.h, "Threading").
final class Scroller {
    let hosted: HostedScrollView
    var scrollView: ScrollView { hosted.scrollView }
    var router: DesktopInputRouter { hosted.router }
    /// The app's callbacks, copied from `cubescroll_scroller_set_callbacks` (all members NULL at first).
    var callbacks = cubescroll_callbacks()
    /// The delegate calling `callbacks`' notification members.
    let delegate = DelegateBridge()
    /// The landing member and the item step: the scroll view's target behaviour.
    var landing = LandingBridge() {
        didSet { scrollView.targetBehavior = landing }
    }
    /// How many of the app's callbacks are running (nested: a callback's call may run another).
    private(set) var callbackDepth = 0
    /// `cubescroll_scroller_destroy` was called from a callback: freed when the outer call returns.
    var destroyRequested = false

    /// A scroller whose visible area is `size` points, with no content yet (nothing scrolls until
    /// `setContentSize`).
    init(size: Size) {
        hosted = HostedScrollView(frame: Rect(origin: .zero, size: size))
        scrollView.delegate = delegate
        delegate.scroller = self
        landing.scroller = self            // (didSet does not run in init)
        scrollView.targetBehavior = landing
    }

    /// Calls into the app: while `body` runs, calls that change this scroller are refused.
    func callingApp(_ body: () -> Void) {
        guard !destroyRequested else { return }
        callbackDepth += 1
        defer { callbackDepth -= 1 }
        body()
    }

    /// Runs `body` at `time` if `time` is valid and in order: the router is brought up to `time` by
    /// the input call itself; an earlier time is refused rather than silently dropped.
    func atTime(_ time: Double, _ body: () -> Void) -> ResultCode {
        guard time.isFinite else { return .notFinite }
        if let last = router.time, time < last { return .timeWentBackwards }
        body()
        return .ok
    }
}
