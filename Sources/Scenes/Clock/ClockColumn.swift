import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// One wheel of the picker: a plain scroll view over `count` rows whose landings snap to a row
/// (`ClockRowSnapping`, its target behaviour: releases, wheel and keys; the cube scene's technique).
/// Drawing it on a cylinder changes nothing of how it scrolls.
final class ClockColumn: ScrollViewDelegate {
    let name: String
    let count: Int
    let scrollView: ScrollView
    private(set) var geometry: ClockWheelGeometry
    /// The host's event log.
    private let events: SceneEventLog
    /// The scroll view's delegate: records willEndDragging (with "sv"), then forwards every callback here.
    private var recorder: ScrollEventRecorder!

    init(name: String, count: Int, frame: Rect, startRow: Int, events: SceneEventLog) {
        self.name = name
        self.events = events
        self.count = count
        geometry = ClockWheelGeometry(frame: frame)
        scrollView = ScrollView(frame: frame)
        scrollView.alwaysBounceVertical = true
        scrollView.showsVerticalScrollIndicator = false   // a picker wheel shows none
        recorder = ScrollEventRecorder(forwardingTo: self, scrollView: name, callbacks: [.willEndDragging],
                                       recordsProposedTarget: true, log: events)
        scrollView.delegate = recorder
        layout(frame: frame)
        scrollView.contentOffset = Point(x: 0, y: geometry.offset(forRow: startRow))
    }

    /// The selected row: the one on the centre line.
    var selectedRow: Int { geometry.row(at: scrollView.contentOffset.y, count: count) }

    /// Places the column at `frame`, keeping the selected row (and a landing under way) on its row.
    func layout(frame: Rect) {
        let row = scrollView.contentSize == .zero ? 0 : selectedRow
        let landing = scrollView.targetContentOffset.map { geometry.row(at: $0.y, count: count) }
        geometry = ClockWheelGeometry(frame: frame)
        scrollView.frame = frame
        scrollView.contentSize = Size(width: frame.width, height: Double(count) * ClockWheelGeometry.rowHeight)
        scrollView.contentInset = EdgeInsets(top: geometry.inset, left: 0, bottom: geometry.inset, right: 0)
        scrollView.targetBehavior = ClockRowSnapping(geometry: geometry, count: count)
        if scrollView.contentSize.height > 0, !scrollView.isDragging {
            scrollView.contentOffset = Point(x: 0, y: geometry.offset(forRow: row))
            if let landing { scrollView.retargetMotion(to: Point(x: 0, y: geometry.offset(forRow: landing))) }
        }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { rested() }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { rested() }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { rested() }
    }

    private func rested() {
        events.append(SceneEvent("selected", [("sv", .string(name)), ("row", .int(selectedRow)),
                                              ("offset", .point(scrollView.contentOffset))]))
    }
}

/// A wheel's landings: every release, wheel gesture and key ends with the row nearest the proposal on
/// the centre line, and an arrow key or a wheel click moves one row.
struct ClockRowSnapping: ScrollTargetBehavior {
    let geometry: ClockWheelGeometry
    let count: Int

    func updateTarget(_ target: inout Point, context: ScrollTargetContext) {
        target = Point(x: 0, y: geometry.offset(forRow: geometry.row(at: target.y, count: count)))
    }

    func itemStep(visibleSize: Size) -> Point? { Point(x: 0, y: ClockWheelGeometry.rowHeight) }
}
