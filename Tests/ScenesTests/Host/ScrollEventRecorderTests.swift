import SceneKit
import ScrollKit
import ScrollPhysics
import XCTest

/// The recording delegate: callbacks become trace events in order, each before the scene's own
/// delegate sees it (so what the scene records follows), willEndDragging with the target the scene
/// chose, and only the callbacks asked for.
final class ScrollEventRecorderTests: XCTestCase {
    /// Snaps landings to multiples of 100 and records its own event on each didScroll.
    private final class Snapper: ScrollViewDelegate {
        var log: (SceneEvent) -> Void = { _ in }
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1; log(SceneEvent("sceneSaw")) }
        func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                       targetContentOffset: inout Point) {
            targetContentOffset.x = (targetContentOffset.x / 100).rounded() * 100
        }
    }

    private func fling(_ sv: ScrollView) {
        sv.panBegan(translation: .zero, time: 0)
        for i in 1...6 { sv.panChanged(translation: Point(x: -Double(i) * 20, y: 0), time: Double(i) / 60) }
        sv.panEnded(translation: Point(x: -120, y: 0), time: 0.1)
        var t = 0.1
        while t < 5 { t += 1.0 / 60; sv.advance(to: t) }
    }

    private func makeScrollView() -> ScrollView {
        let sv = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        sv.contentSize = Size(width: 3000, height: 100)
        return sv
    }

    func testEventsComeInOrderBeforeTheScenesAndCarryTheChosenTarget() throws {
        let sv = makeScrollView(), snapper = Snapper()
        let log = SceneEventLog()
        snapper.log = { log.append($0) }
        let recorder = ScrollEventRecorder(forwardingTo: snapper, scrollView: "strip", recordsProposedTarget: true, log: log)
        sv.delegate = recorder
        fling(sv)
        let events = log.drain()

        XCTAssertEqual(events.first?.name, "willBeginDragging")
        XCTAssertEqual(events.first?["sv"], .string("strip"), "named scroll views tag their events")
        let firstScroll = try XCTUnwrap(events.firstIndex { $0.name == "didScroll" })
        XCTAssertEqual(events[firstScroll + 1].name, "sceneSaw", "recorded before the scene's delegate runs")
        XCTAssertGreaterThan(snapper.scrolls, 0, "callbacks are forwarded")
        let willEnd = try XCTUnwrap(events.first { $0.name == "willEndDragging" })
        guard case .numbers(let proposed)? = willEnd["proposedTarget"], case .numbers(let target)? = willEnd["target"]
        else { return XCTFail("\(willEnd)") }
        XCTAssertEqual(target[0], (proposed[0] / 100).rounded() * 100, "the target the scene chose")
        XCTAssertEqual(sv.contentOffset.x, target[0], accuracy: 1e-9)
        XCTAssertEqual(events.filter { $0.name != "sceneSaw" && $0.name != "didScroll" }.map(\.name),
                       ["willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating"])
        XCTAssertEqual(events.last { $0.name == "didEndDecelerating" }?["offset"], .numbers([target[0], 0]))
    }

    func testOnlyTheChosenCallbacksAreRecordedAndTheOffsetCanBeTheScenes() {
        let sv = makeScrollView()
        let log = SceneEventLog()
        let recorder = ScrollEventRecorder(forwardingTo: nil, callbacks: [.willEndDragging, .didEndDecelerating], log: log)
        recorder.reportedOffset = { Point(x: $0.contentOffset.x + 1000, y: 0) }
        sv.delegate = recorder
        fling(sv)
        let events = log.drain()
        XCTAssertEqual(events.map(\.name), ["willEndDragging", "didEndDecelerating"])
        XCTAssertNil(events[0]["proposedTarget"], "without recordsProposedTarget only the target")
        XCTAssertNil(events[0]["sv"], "unnamed: no sv")
        XCTAssertEqual(events[1]["offset"], .numbers([sv.contentOffset.x + 1000, 0]))
    }
}
