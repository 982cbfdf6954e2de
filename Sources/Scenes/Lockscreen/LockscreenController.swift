import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// Builds the lock screen's views and owns the pager: the outer two-page pager (`outer`), the
/// vertical list on its first page (`list`), a `PullingRow` per notification (`row.K`), and the
/// "opened" page on the second page. As the rows' owner it lets a row drive the pager while it
/// pulls (pager scrolling off, offset set every didScroll, on again when the row rests).
final class LockscreenController: PullingRowOwner {
    let window: Window
    let outer: ScrollView
    let list: ScrollView
    private(set) var rows: [PullingRow] = []
    private(set) var layout: LockscreenLayout
    private(set) var threshold: Double
    private(set) var fix: LockscreenFix
    /// The row pulling the pager now, if any.
    private(set) var pullingRow: PullingRow?
    /// The row that last pulled the pager (its colour tints the opened page).
    private(set) var lastPulled: Int?
    /// The host's event log.
    private let events: SceneEventLog
    /// The pager's and the list's delegates: they record each callback with "sv".
    private var recorders: [ScrollEventRecorder] = []
    /// Direction gates for the pans (recognizer delegates are weak, so they are kept here).
    private let horizontal = AxisGate(.horizontal), vertical = AxisGate(.vertical)

    init(size: Size, rowCount: Int, threshold: Double, fix: LockscreenFix, events: SceneEventLog) {
        self.events = events
        layout = LockscreenLayout(size: size, rowCount: rowCount)
        self.threshold = threshold
        self.fix = fix
        window = Window(frame: Rect(origin: .zero, size: size))
        outer = ScrollView(frame: layout.outerFrame)
        outer.isPagingEnabled = true
        outer.decelerationRate = .fast
        outer.contentSize = layout.outerContentSize
        list = ScrollView(frame: layout.listFrame)
        list.contentSize = layout.listContentSize
        // Arrow keys and wheel clicks move one notification row; landings stay free.
        list.targetBehavior = ItemScrollTargetBehavior(pitch: Point(x: 0, y: LockscreenLayout.rowHeight),
                                                       alignsLandings: false)
        window.addSubview(outer)
        outer.addSubview(list)
        recorders = [outer, list].map { sv in
            ScrollEventRecorder(forwardingTo: nil, scrollView: sv === outer ? "outer" : "list", log: events)
        }
        outer.delegate = recorders[0]
        list.delegate = recorders[1]
        outer.panGestureRecognizer.delegate = horizontal
        list.panGestureRecognizer.delegate = vertical
        for k in 0..<rowCount {
            let c = LockscreenLayout.rowColor(k)
            let row = PullingRow(index: k, color: RGB(hue: c.hue, saturation: c.saturation, value: c.value),
                                 frame: layout.cellFrame(k), threshold: threshold, fix: fix, log: events)
            row.owner = self
            row.scrollView.panGestureRecognizer.delegate = horizontal
            list.addSubview(row)
            rows.append(row)
        }
    }

    /// Every scroll view: the rows, the list and the pager.
    var allScrollViews: [ScrollView] { rows.map(\.scrollView) + [list, outer] }

    /// True while anything moves or a finger is down (settings changes wait for rest).
    var isBusy: Bool {
        pullingRow != nil || allScrollViews.contains { $0.isTracking || $0.isDragging || $0.isDecelerating || $0.isScrollAnimating }
    }

    /// Changes the fix level and threshold at rest; false (nothing changes) while anything moves.
    @discardableResult
    func configure(threshold: Double, fix: LockscreenFix) -> Bool {
        guard !isBusy else { return false }
        self.threshold = threshold
        self.fix = fix
        for row in rows { row.configure(threshold: threshold, fix: fix) }
        events.append(SceneEvent("configure", [("fix", .int(fix.rawValue)), ("threshold", .number(threshold))]))
        return true
    }

    /// Lays out for a new window size, keeping the pager on its page and the list's top row. A motion
    /// under way is carried into the new layout (`ScrollView.setGeometry`): the pager's and the rows'
    /// offsets and velocities scale with their page widths and still land on a whole page; the list's
    /// rows keep their height, so its offset and velocity stay and it lands inside its new range. A
    /// row that pulls the pager keeps pulling it (its next didScroll sets the pager's offset).
    func resize(to size: Size) {
        let old = layout
        layout = LockscreenLayout(size: size, rowCount: rows.count)
        window.frame = Rect(origin: .zero, size: size)
        let kx = size.width / old.size.width
        outer.setGeometry(frame: layout.outerFrame, contentSize: layout.outerContentSize, contentScale: Point(x: kx, y: 1))
        list.setGeometry(frame: layout.listFrame, contentSize: layout.listContentSize, contentScale: Point(x: kx, y: 1))
        for (k, row) in rows.enumerated() { row.resize(to: layout.cellFrame(k), pagerScale: kx) }
        events.append(SceneEvent("resize", [("window", .size(size))]))
    }

    /// The trace name of a scroll view.
    func name(of sv: ScrollView) -> String {
        if sv === outer { return "outer" }
        if sv === list { return "list" }
        return rows.first { $0.scrollView === sv }.map { "row.\($0.index)" } ?? "?"
    }

    /// The row whose cell is under window point `p` on the visible list, if any.
    func row(at p: Point) -> PullingRow? {
        var v = window.hitTest(p)
        while let cur = v {
            if let row = cur as? PullingRow { return row }
            v = cur.superview
        }
        return nil
    }

    // MARK: - PullingRowOwner

    func rowDidBeginPulling(_ row: PullingRow) {
        pullingRow = row
        lastPulled = row.index
        outer.isScrollEnabled = false
    }

    func row(_ row: PullingRow, didChangePullOffset pull: Double) {
        outer.setContentOffset(Point(x: pull, y: outer.contentOffset.y), animated: false)
    }

    func rowDidEndPulling(_ row: PullingRow) {
        if pullingRow === row { pullingRow = nil }
        outer.isScrollEnabled = true
    }

    func row(_ row: PullingRow, record event: SceneEvent) {
        events.append(event.from(scrollView: "row.\(row.index)"))
    }
}
