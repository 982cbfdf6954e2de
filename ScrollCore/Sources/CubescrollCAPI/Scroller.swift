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
    /// The C callbacks, called from the delegate methods during input and `advance` calls.
    let callbacks = DelegateBridge()
    /// The landing callback and item step: the scroll view's target behaviour.
    var landing = LandingBridge() {
        didSet { scrollView.targetBehavior = landing }
    }

    /// A scroller whose visible area is `size` points, with no content yet (nothing scrolls until
    /// `setContentSize`).
    init(size: Size) {
        hosted = HostedScrollView(frame: Rect(origin: .zero, size: size))
        scrollView.delegate = callbacks
        callbacks.scroller = self
    }

    /// Resizes the visible area, carrying a motion under way through it.
    func setSize(_ size: Size) {
        hosted.resize(to: size)
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
