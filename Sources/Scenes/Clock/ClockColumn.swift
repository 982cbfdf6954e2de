import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// One wheel of the picker: a plain scroll view over its labels repeated many times (a loop), whose
/// landings snap to a row (`ClockRowSnapping`, its target behaviour: releases, wheel and keys; the
/// cube scene's technique). Drawing it on a cylinder changes nothing of how it scrolls.
///
/// - Loop: past a quarter of the content from its middle the offset jumps back by whole cycles of
///   labels in `scrollViewDidScroll`, carrying any drag or motion along (the street's recentring), so
///   the wheel turns for ever and nothing on screen moves.
/// - Selection: `selected` is reported only when the wheel is at rest (no finger, no drag, no motion)
///   exactly on a row, once per rest (`settle`, after every input and frame). It does not hang on
///   the delegate's "ended" callbacks, which also come when a finger, a wheel notch or a key stops a
///   motion midway. A wheel that comes to rest between rows is first animated to the nearest row, as
///   iOS's picker does.
final class ClockColumn: ScrollViewDelegate {
    let name: String
    let scrollView: ScrollView
    private(set) var geometry: ClockWheelGeometry
    /// The host's event log.
    private let events: SceneEventLog
    /// The scroll view's delegate: records willEndDragging (with "sv"), then forwards every callback here.
    private var recorder: ScrollEventRecorder!
    private var isRecentring = false
    /// The content row last reported as `selected` (nil: moved since).
    private var reportedRow: Int?

    /// Offsets within this of a row's count as on it (points): a landing ends exactly on its target,
    /// so only floating-point noise is forgiven.
    static let onRowTolerance = 1e-6

    init(name: String, count: Int, frame: Rect, rowHeight: Double, startRow: Int, events: SceneEventLog) {
        self.name = name
        self.events = events
        geometry = ClockWheelGeometry(frame: frame, rowHeight: rowHeight, count: count)
        scrollView = ScrollView(frame: frame)
        scrollView.showsVerticalScrollIndicator = false   // a picker wheel shows none
        recorder = ScrollEventRecorder(forwardingTo: self, scrollView: name, callbacks: [.willEndDragging],
                                       recordsProposedTarget: true, log: events)
        scrollView.delegate = recorder
        apply(geometry)
        scrollView.contentOffset = Point(x: 0, y: geometry.offset(forRow: geometry.middleRow(label: startRow)))
        reportedRow = row
    }

    var count: Int { geometry.count }
    /// The content row on the centre line.
    var row: Int { geometry.row(at: scrollView.contentOffset.y) }
    /// The selected label (0 ..< count): the one on the centre line.
    var selectedRow: Int { geometry.label(ofRow: row) }
    /// Whether nothing holds or moves the wheel.
    var isAtRest: Bool {
        !(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating || scrollView.isScrollAnimating)
    }
    /// Whether the offset is exactly on a row.
    var isOnRow: Bool { abs(scrollView.contentOffset.y - geometry.offset(forRow: row)) <= Self.onRowTolerance }

    /// Places the column at `frame` with rows `rowHeight` apart, keeping the selected label (and a
    /// landing under way) on its row.
    func layout(frame: Rect, rowHeight: Double) {
        let r = row
        let landing = scrollView.targetContentOffset.map { geometry.row(at: $0.y) }
        geometry = ClockWheelGeometry(frame: frame, rowHeight: rowHeight, count: count)
        scrollView.frame = frame
        apply(geometry)
        if !scrollView.isDragging {
            isRecentring = true  // the same label: no recentring, no new selection
            scrollView.contentOffset = Point(x: 0, y: geometry.offset(forRow: r))
            isRecentring = false
            if let landing { scrollView.retargetMotion(to: Point(x: 0, y: geometry.offset(forRow: landing))) }
        }
    }

    private func apply(_ g: ClockWheelGeometry) {
        scrollView.contentSize = Size(width: g.frame.width, height: g.contentHeight)
        scrollView.contentInset = EdgeInsets(top: g.inset, left: 0, bottom: g.inset, right: 0)
        scrollView.targetBehavior = ClockRowSnapping(geometry: g)
    }

    /// At rest on a row not reported yet: reports it (`selected`). At rest between rows (a motion
    /// stopped midway and let go): animates to the nearest row, whose end is reported in turn. Called
    /// after every input and every frame's advance.
    func settle() {
        guard isAtRest else { return }
        guard isOnRow else {
            scrollView.setContentOffset(Point(x: 0, y: geometry.offset(forRow: row)), animated: true)
            return
        }
        guard reportedRow != row else { return }
        reportedRow = row
        events.append(SceneEvent("selected", [("sv", .string(name)), ("row", .int(selectedRow)),
                                              ("offset", .point(scrollView.contentOffset))]))
    }

    // MARK: - ScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard !isRecentring else { return }
        if reportedRow != nil, !isOnRow || row != reportedRow { reportedRow = nil }
        recentre()
    }

    /// Moves the offset back by whole cycles once it strays a quarter of the content from the middle.
    private func recentre() {
        let y = scrollView.contentOffset.y
        guard let to = geometry.recentred(y) else { return }
        isRecentring = true
        scrollView.contentOffset = Point(x: 0, y: to)
        isRecentring = false
        if let r = reportedRow { reportedRow = r + Int(((to - y) / geometry.rowHeight).rounded()) }
        events.append(SceneEvent("recenter", [("sv", .string(name)), ("from", .number(y)), ("to", .number(to))]))
    }
}

/// A wheel's landings: every release, wheel gesture and key ends with the row nearest the proposal on
/// the centre line, and an arrow key or a wheel click moves one row.
struct ClockRowSnapping: ScrollTargetBehavior {
    let geometry: ClockWheelGeometry

    func updateTarget(_ target: inout Point, context: ScrollTargetContext) {
        target = Point(x: 0, y: geometry.offset(forRow: geometry.row(at: target.y)))
    }

    func itemStep(visibleSize: Size) -> Point? { Point(x: 0, y: geometry.rowHeight) }
}
