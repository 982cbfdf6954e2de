import ScrollPhysics
import ViewKit

/// What a scroll view tells its delegate (UIScrollViewDelegate, same names). Every method is optional:
/// the extension below gives each a default that does nothing (or UIKit's default answer).
///
/// Order (docs/scroll-behaviour.md, "Delegate order"), with exactly one "ended" callback per interaction — `didEndDragging(false)`,
/// `didEndDecelerating` or `didEndScrollingAnimation`:
/// - drag without momentum: willBeginDragging → didScroll… → willEndDragging → didEndDragging(false);
/// - fling / target changed / released overscrolled / paging: … → didEndDragging(true) →
///   willBeginDecelerating → didScroll… → didEndDecelerating (paging and bounce-back count as
///   deceleration; with paging this path is taken even when the page is already in place, *Programming iOS*);
/// - scroll to top: shouldScrollToTop → didScroll… → didScrollToTop (its ended callback; if caught or
///   replaced before reaching the top it ends with didEndScrollingAnimation instead);
/// - zoom: willBeginZooming → didZoom… → didEndZooming (not counted among the scroll "ended" callbacks);
/// - programmatic animated scroll: didScroll… → didEndScrollingAnimation;
/// - catch (touch-down on moving content): the caught motion ends first, with its own ended callback
///   (didEndDecelerating or didEndScrollingAnimation), then the new drag begins (willBeginDragging).
///
/// Velocities are in points per second (UIKit's willEndDragging uses points per millisecond), positive
/// when the content offset grows.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (any cause).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted. `velocity` is the content offset's velocity in points/s; `targetContentOffset`
    /// holds where the content will come to rest and may be changed (it is then clamped to the range
    /// and reached exactly, with no jump in velocity).
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point)
    /// The drag ended; `decelerate` says whether a deceleration follows.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a drag (fling, snap, page, bounce-back).
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// That motion came to rest (or was caught).
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset`/`scrollRectToVisible`/`scrollToTop` finished (or was caught).
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// Scroll to top asked; return false to refuse. Default true.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// Scroll to top reached the top.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// The view that zooming scales (its frame size follows `contentSize`); nil is allowed.
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// A zoom (pinch or animated programmatic zoom) is about to start.
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// A zoom ended (after any zoom bounce) at `scale`.
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                          targetContentOffset: inout Point) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: Double) {}
}
