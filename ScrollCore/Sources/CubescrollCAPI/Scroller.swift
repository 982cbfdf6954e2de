import DesktopInput
import ScrollKit
import ScrollPhysics
import ViewKit

/// What a `cubescroll_scroller *` points to: the hosted-recognizer arrangement of WWDC 2012 session 223
/// (docs/scroll-behaviour.md): a window the size of the app's scrolling area, a hidden `ScrollView`
/// that only tracks, decelerates and bounces, a plain view carrying its pan recognizer, and the
/// `DesktopInputRouter` that turns the app's mouse, wheel and keys into touches and scroll calls.
/// The C app reads the offset every frame and draws its own content.
///
/// Not thread-safe: one thread per scroller (include/cubescroll.h, "Threading").
final class Scroller {
    let window: Window
    let scrollView: ScrollView
    /// The plain view that carries the scroll view's pan recognizer (the scroll view is hidden).
    let panHost: View
    let router: DesktopInputRouter
    /// The C callbacks, called from the delegate methods during input and `advance` calls.
    let callbacks = DelegateBridge()
    /// The landing callback and item step: the scroll view's target behaviour.
    var landing = LandingBridge() {
        didSet { scrollView.targetBehavior = landing }
    }

    /// A scroller whose visible area is `size` points, with no content yet (nothing scrolls until
    /// `setContentSize`).
    init(size: Size) {
        window = Window(frame: Rect(origin: .zero, size: size))
        scrollView = ScrollView(frame: window.bounds)
        scrollView.isHidden = true
        panHost = View(frame: window.bounds)
        panHost.addGestureRecognizer(scrollView.panGestureRecognizer)
        window.addSubview(scrollView)
        window.addSubview(panHost)
        router = DesktopInputRouter(window: window, scrollView: scrollView)
        scrollView.delegate = callbacks
        callbacks.scroller = self
    }

    /// Resizes the visible area, carrying a motion under way through it.
    func setSize(_ size: Size) {
        window.frame = Rect(origin: .zero, size: size)
        panHost.frame = window.bounds
        scrollView.frame = window.bounds
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
