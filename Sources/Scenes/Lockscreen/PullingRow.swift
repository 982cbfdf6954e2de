import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// What a pulling row tells the owner of the pager (the talk's scrolling-cell delegate).
protocol PullingRowOwner: AnyObject {
    /// The row's offset passed the threshold: it now drives the pager.
    func rowDidBeginPulling(_ row: PullingRow)
    /// The pager's offset should now be `pull` points (every didScroll while pulling).
    func row(_ row: PullingRow, didChangePullOffset pull: Double)
    /// The row came to rest: the pager is the user's again.
    func rowDidEndPulling(_ row: PullingRow)
    /// A delegate callback or pull event of the row, for the trace.
    func row(_ row: PullingRow, record event: SceneEvent)
}

/// One cell of the list: a plain view holding a horizontal two-page paging scroll view whose
/// first page shows the notification card. Dragging the card to the left scrolls the row alone
/// up to `threshold` points, then the row catches the outer pager and pulls it along:
/// pull = max(0, offset − threshold), and the row is translated by the pull so it stays under
/// the pointer. All of it lives in the row's scroll-view delegate, as in the talk
/// (docs/techniques/nested-scroll-views.md).
final class PullingRow: View, ScrollViewDelegate {
    let index: Int
    let color: RGB
    /// The row's own scroll view (`row.K` in the trace): two pages of `pageWidth`.
    let scrollView: ScrollView
    /// The row's scroll view's delegate: records each callback, then forwards it to the row.
    private var recorder: ScrollEventRecorder!
    weak var owner: PullingRowOwner?

    /// Points the row scrolls alone before it catches the pager.
    private(set) var threshold: Double
    private(set) var fix: LockscreenFix

    /// True from the moment the offset passes the threshold until the row comes to rest.
    private(set) var isPulling = false
    /// True while decelerating back to zero with the landing ratio in force.
    private(set) var isReturning = false
    /// Pager offset per row offset while returning: pull/offset at release, (o₀ − T)/o₀ after an
    /// ordinary drag. 0 when not returning.
    private(set) var ratio = 0.0
    /// The pager offset the row asked for last (points).
    private(set) var pullOffset = 0.0
    /// Lowers the threshold after the row was caught while returning, so the pull carries on from
    /// where the pager is instead of jumping (0 normally).
    private var carry = 0.0
    /// A release forward after such a catch: the pull goes linearly from (offset, pull) at release
    /// to (target, target − threshold) so both land together.
    private var forwardLanding: (o: Double, pull: Double, target: Double, pullAtTarget: Double)?
    /// True while a row at rest is resized: its offset moves with the new page, which is no pull.
    private var isResizing = false

    /// A row of `frame` whose scroll view's callbacks go to `log` with `"sv": "row.INDEX"`.
    init(index: Int, color: RGB, frame: Rect, threshold: Double, fix: LockscreenFix, log: SceneEventLog) {
        self.index = index
        self.color = color
        self.threshold = threshold
        self.fix = fix
        scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
        super.init(frame: frame)
        scrollView.isPagingEnabled = true
        // A row is a card that slides, not a list: it shows no indicator (the pager's dots say the page).
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.decelerationRate = .fast  // pages settle quickly (docs/techniques/nested-scroll-views.md, "The technique")
        recorder = ScrollEventRecorder(forwardingTo: self, scrollView: "row.\(index)", log: log)
        scrollView.delegate = recorder
        addSubview(scrollView)
        layoutRow()
    }

    /// The row's page width: the cell's width plus the threshold once the page is widened (so when
    /// the row lands on its second page the pager has moved exactly one cell width), else the
    /// cell's width.
    var pageWidth: Double { bounds.width + (fix.widensPage ? threshold : 0) }

    /// The card's rectangle in the row's content coordinates: the cell's bounds (x 0…cell width).
    var cardArea: Rect { Rect(x: 0, y: 0, width: bounds.width, height: bounds.height) }

    /// The counter-translation applied now (points along x).
    var translation: Double { scrollView.frame.minX }

    /// The row's scroll view geometry for the cell's size: a frame `pageWidth` wide at the current
    /// counter-translation (it hangs off the right edge, which draws nothing), two pages of content.
    private var rowGeometry: (frame: Rect, contentSize: Size) {
        let w = pageWidth, h = bounds.height
        return (Rect(x: translation, y: 0, width: w, height: h), Size(width: 2 * w, height: h))
    }

    /// Lays the row's scroll view out (`rowGeometry`).
    func layoutRow() {
        let g = rowGeometry
        scrollView.frame = g.frame
        scrollView.contentSize = g.contentSize
    }

    /// Sets the fix level and threshold (only at rest: the caller checks), resetting the row.
    func configure(threshold: Double, fix: LockscreenFix) {
        self.threshold = threshold
        self.fix = fix
        scrollView.setContentOffset(.zero, animated: false)
        scrollView.frame.origin.x = 0
        layoutRow()
    }

    /// Resizes the cell (window resize). The row's motion is carried into its new page width
    /// (`ScrollView.setGeometry`: offset and velocity scale with the page, a landing still ends on a
    /// whole page); a pull under way goes on in the new layout, the pager set by the row's next
    /// didScroll (a forward landing goes on from where the pager now is, `pagerScale` being how much
    /// the pager's page grew). A row at rest stays on its page and starts no pull.
    func resize(to frame: Rect, pagerScale: Double) {
        let sv = scrollView
        let moving = isPulling || sv.isTracking || sv.isDragging || sv.isDecelerating || sv.isScrollAnimating
        let oldPage = pageWidth, o = sv.contentOffset.x
        self.frame = frame
        let w = pageWidth, k = w / oldPage
        // A forward landing after a catch goes on from where the pager now is to the new page.
        if isPulling, let l = forwardLanding {
            forwardLanding = (o * k, pullOffset * pagerScale, l.target * k, max(0, l.target * k - threshold))
        }
        isResizing = !moving
        let g = rowGeometry
        sv.setGeometry(frame: g.frame, contentSize: g.contentSize, contentScale: Point(x: k, y: 1))
        isResizing = false
    }

    private func record(_ name: String, _ args: [(String, TraceValue)] = []) {
        owner?.row(self, record: SceneEvent(name, args))
    }

    // MARK: - ScrollViewDelegate (the technique; each callback is recorded first by `recorder`)

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard !isResizing else { return }
        let o = scrollView.contentOffset.x
        if o > threshold && !isPulling {
            isPulling = true
            owner?.row(self, record: SceneEvent("pullBegan", [("row", .int(index)), ("offset", .number(o))]))
            owner?.rowDidBeginPulling(self)
        }
        guard isPulling else { return }
        let pull: Double
        if isReturning {
            pull = o * ratio
        } else if let l = forwardLanding, l.target != l.o {
            pull = l.pull + (o - l.o) * (l.pullAtTarget - l.pull) / (l.target - l.o)
        } else {
            pull = max(0, o - threshold + carry)
        }
        pullOffset = pull
        owner?.row(self, didChangePullOffset: pull)
        if fix.pinsRow { scrollView.frame.origin.x = pull }
    }

    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point) {
        let o = scrollView.contentOffset.x
        guard fix.matchesLanding else { return }
        if targetContentOffset.x == 0 && o > 0 {
            isReturning = true
            forwardLanding = nil
            ratio = (isPulling ? pullOffset : max(0, o - threshold)) / o
            record("returning", [("row", .int(index)), ("offset", .number(o)), ("ratio", .number(ratio))])
        } else if isPulling && carry != 0 {
            forwardLanding = (o, pullOffset, targetContentOffset.x, max(0, targetContentOffset.x - threshold))
        }
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { scrollingEnded() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        if scrollView.isTracking {
            caught()
        } else {
            scrollingEnded()
        }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        if !scrollView.isTracking && !scrollView.isDragging { scrollingEnded() }
    }

    /// A finger caught the row while it moved on its own: it is not at rest, so the pull goes on.
    /// The ratio no longer applies (the finger drives again); the threshold is lowered by `carry`
    /// so the pager stays where it is instead of jumping to max(0, offset − threshold).
    private func caught() {
        guard isPulling else { return }
        isReturning = false
        ratio = 0
        forwardLanding = nil
        let o = scrollView.contentOffset.x
        carry = pullOffset > 0 ? max(0, pullOffset - (o - threshold)) : 0
    }

    /// The row came to rest: the pull ends, the row goes back to its first page and loses its
    /// translation (the talk's scrollingEnded).
    private func scrollingEnded() {
        let wasPulling = isPulling
        isPulling = false
        isReturning = false
        ratio = 0
        carry = 0
        forwardLanding = nil
        if wasPulling {
            owner?.row(self, record: SceneEvent("pullEnded", [("row", .int(index)), ("pull", .number(pullOffset))]))
            owner?.rowDidEndPulling(self)
        }
        pullOffset = 0
        if fix.resetsRowOffset { scrollView.contentOffset = .zero }
        scrollView.frame.origin.x = 0
    }
}
