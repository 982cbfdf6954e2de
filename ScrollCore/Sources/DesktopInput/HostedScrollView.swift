import ScrollKit
import ScrollPhysics
import ViewKit

/// The main way to use the scroll library: an invisible `ScrollView` for an app that draws its own
/// content (with OpenGL, Dear ImGui, anything), ready to take desktop input.
///
/// It is the hosted-recognizer arrangement of WWDC 2012 session 223 (docs/scroll-behaviour.md): a
/// `Window`, a hidden `ScrollView` that only tracks, decelerates, bounces and snaps, a plain view
/// (`panHost`) over the scrolling area that carries the scroll view's pan recognizer — so touches
/// still reach the app's own views under it through the responder chain — and the
/// `DesktopInputRouter` that turns mouse, wheel, trackpad and keys into touches and scroll-view
/// calls. Each frame the app reads `scrollView.contentOffset` and draws its content shifted by it.
///
/// ```swift
/// let list = HostedScrollView(frame: Rect(x: 0, y: 0, width: 480, height: 640))
/// list.scrollView.contentSize = Size(width: 480, height: 1000 * 28)
/// list.scrollView.targetBehavior = ItemScrollTargetBehavior(pitch: Point(x: 0, y: 28))
/// // on input:     list.handle(event, time: t)     (t: when it happened, seconds)
/// // each frame:   list.advance(to: now); draw rows at y - list.scrollView.contentOffset.y
/// // at rest:      sleep until the next input while !list.needsAdvance
/// ```
///
/// Set `scrollView.delegate` to hear UIScrollViewDelegate's callbacks, and `scrollView.targetBehavior`
/// to say where landings go. Add your own views and recognizers to `window` (under `panHost`, so
/// that drags over the scrolling area still scroll). Times are seconds on one monotonic clock, taken
/// when each input happened; they must not go backwards.
///
/// Not thread-safe: use it from the thread that runs the frames.
public final class HostedScrollView {
    /// The window the mouse clicks into: as large as the app's window (points, origin top-left).
    public let window: Window
    /// The invisible scroll model: read `contentOffset` every frame; set `contentSize`, `delegate`,
    /// `targetBehavior` and the rest of UIScrollView's properties here.
    public let scrollView: ScrollView
    /// The plain view over the scrolling area that carries the scroll view's pan recognizer (the
    /// scroll view itself is hidden, so it never receives touches).
    public let panHost: View
    /// The router turning desktop input into touches and scroll-view calls (for the lower-level
    /// calls `handle(_:time:)` does not cover, such as `DesktopInputRouter.cancelPointer(time:)`).
    public let router: DesktopInputRouter

    /// A hidden scroll view over `frame` (window points) in a window of `windowSize` (default: just
    /// large enough to hold `frame`), with its pan recognizer on a plain view over the same frame.
    /// The content size is zero: nothing scrolls until you set `scrollView.contentSize` (or
    /// `alwaysBounceVertical`/`Horizontal`).
    public init(frame: Rect, windowSize: Size? = nil) {
        let size = windowSize ?? Size(width: max(0, frame.maxX), height: max(0, frame.maxY))
        window = Window(frame: Rect(origin: .zero, size: size))
        scrollView = ScrollView(frame: frame)
        scrollView.isHidden = true                 // tracks, decelerates and bounces; draws nothing
        panHost = View(frame: frame)
        panHost.addGestureRecognizer(scrollView.panGestureRecognizer)
        window.addSubview(scrollView)
        window.addSubview(panHost)
        router = DesktopInputRouter(window: window, scrollView: scrollView)
    }

    /// Delivers one input at `time` (seconds, when it happened): the left button is a finger, the
    /// wheel and trackpad scroll (`DesktopEvent.wheel`'s `kind`), Ctrl+wheel pinches what zooms,
    /// scrolling keys step, lost focus cancels a press (`DesktopInputRouter.route(_:time:)`).
    /// - Returns: true when it used the event; false for the app's own: other buttons, Tab, Escape,
    ///   character keys and `.resize` (call `resize(to:frame:)` for that).
    @discardableResult
    public func handle(_ event: DesktopEvent, time: Double) -> Bool {
        router.route(event, time: time)
    }

    /// Moves time on to `time` (seconds): ends a wheel gesture after its 100 ms of silence, runs due
    /// gesture deadlines and advances the scroll view's motion (delegate callbacks run inside). Call
    /// it once a frame, before reading `scrollView.contentOffset`. Earlier times are ignored.
    public func advance(to time: Double) {
        router.advance(to: time)
    }

    /// True while `advance(to:)` would still change something with no new input (the content glides,
    /// bounces or animates, a wheel gesture waits for its silence, a gesture waits on a deadline).
    /// When it is false, nothing moves until the next input: the app may sleep until one arrives.
    public var needsAdvance: Bool { router.needsAdvance }

    /// The window is now `windowSize` points and the scrolling area `frame` (default: the whole
    /// window). A motion under way carries on in the new range (`ScrollView.frame`). A zero size (a minimised window) is ignored, so restoring it brings
    /// back the same view. Call `advance(to:)` with the resize's time first.
    public func resize(to windowSize: Size, frame: Rect? = nil) {
        guard windowSize.width > 0, windowSize.height > 0, windowSize.width.isFinite, windowSize.height.isFinite else { return }
        let area = frame ?? Rect(origin: .zero, size: windowSize)
        window.frame = Rect(origin: .zero, size: windowSize)
        panHost.frame = area
        scrollView.frame = area
    }
}
