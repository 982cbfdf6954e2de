import DesktopInput
import ScrollKit
import ScrollPhysics
import ViewKit

/// Splits one mouse drag between the photo's zooming scroll view and the pager, as Photos does:
/// a zoomed photo pans first; what it cannot take (it has reached its edge) moves the pager, so one
/// continuous drag pans to the photo's edge and carries on to the next photo. While the pager is
/// off its resting page (mid-turn), movement back towards that page goes to the pager first.
///
/// Each scroll view is driven through its pan API with its own share of the finger's translation,
/// so each tracks its own velocity and does its own release (the page decelerates, the pager pages).
/// A scroll view's pan begins only when it first gets a share, so a plain swipe on an unzoomed
/// photo never makes the photo's scroll view drag.
final class PhotoDragRouter {
    /// Movement (points) before a press becomes a drag: UIKit's pan slop (ViewKit's PanGestureRecognizer).
    static let slop = 10.0

    private struct Drag {
        let page: PhotoPage?
        let pageRest: Double        // the pager offset that shows `page` (its index × stride)
        let start: Point
        var last: Point
        var dragging = false
        var pageShare = Point.zero  // translation given to the page's scroll view
        var pagerShare = 0.0        // horizontal translation given to the pager
        var pageBegan = false, pagerBegan = false
    }

    let pager: ScrollView
    private var drag: Drag?

    init(pager: ScrollView) { self.pager = pager }

    /// True between a press and its release.
    var isPressed: Bool { drag != nil }
    /// True once the press has moved past the slop.
    var isDragging: Bool { drag?.dragging ?? false }

    /// The button went down at window point `p` over `page` (shown when the pager is at `pageRest`).
    /// Both scroll views feel the finger: motion under way stops (the catch).
    func down(at p: Point, page: PhotoPage?, pageRest: Double, time: Double) {
        guard drag == nil else { return }
        pager.touchDown(time: time)
        page?.scrollView.touchDown(time: time)
        drag = Drag(page: page, pageRest: pageRest, start: p, last: p)
    }

    func move(to p: Point, time: Double) {
        guard var d = drag else { return }
        defer { drag = d }
        if !d.dragging {
            guard (p - d.start).length >= Self.slop else { return }
            d.dragging = true      // the translation is measured from here: no jump after the slop
            d.last = p
            return
        }
        let delta = p - d.last
        d.last = p
        // Offset change the finger asks for along x (finger left → offsets grow).
        var want = -delta.x
        var toPager = 0.0, toPage = 0.0
        let excess = pager.contentOffset.x - d.pageRest
        if excess != 0, want != 0, (want > 0) != (excess > 0) {
            let back = want > 0 ? min(want, -excess) : max(want, -excess)
            toPager += back
            want -= back
        }
        if want != 0, let sv = d.page?.scrollView {
            let x = sv.contentOffset.x, lo = sv.minContentOffset.x, hi = sv.maxContentOffset.x
            let take = want > 0 ? min(want, max(0, hi - x)) : max(want, min(0, lo - x))
            toPage += take
            want -= take
        }
        toPager += want
        if let sv = d.page?.scrollView {
            let dy = sv.scrollsVertically ? delta.y : 0
            if toPage != 0 || dy != 0 {
                if !d.pageBegan { sv.panBegan(translation: d.pageShare, time: time); d.pageBegan = true }
                d.pageShare = d.pageShare + Point(x: -toPage, y: dy)
                sv.panChanged(translation: d.pageShare, time: time)
            }
        }
        if toPager != 0 {
            if !d.pagerBegan { pager.panBegan(translation: Point(x: d.pagerShare, y: 0), time: time); d.pagerBegan = true }
            d.pagerShare -= toPager
            pager.panChanged(translation: Point(x: d.pagerShare, y: 0), time: time)
        }
    }

    /// The button went up at `p`: each scroll view that panned releases with its own velocity, the
    /// others just feel the finger lift. Returns whether the press had become a drag.
    @discardableResult
    func up(at p: Point, time: Double) -> Bool {
        move(to: p, time: time)
        guard let d = drag else { return false }
        drag = nil
        if d.pageBegan { d.page?.scrollView.panEnded(translation: d.pageShare, time: time) } else {
            d.page?.scrollView.touchUp(time: time)
        }
        if d.pagerBegan { pager.panEnded(translation: Point(x: d.pagerShare, y: 0), time: time) } else {
            pager.touchUp(time: time)
        }
        return d.dragging
    }

    /// The press is lost (focus loss): both scroll views settle as after a cancelled pan.
    func cancel(time: Double) {
        guard let d = drag else { return }
        drag = nil
        if d.pageBegan { d.page?.scrollView.panCancelled(time: time) } else { d.page?.scrollView.touchUp(time: time) }
        if d.pagerBegan { pager.panCancelled(time: time) } else { pager.touchUp(time: time) }
    }
}
