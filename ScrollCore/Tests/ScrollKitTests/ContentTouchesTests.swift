import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// A content view that records its touch calls with the window's time at each call.
private final class RecordingView: View {
    var calls: [(String, Double)] = []
    var names: [String] { calls.map(\.0) }
    private func note(_ name: String) { calls.append((name, window?.time ?? -1)) }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { note("began") }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { note("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { note("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { note("cancelled") }
}

/// A scroll view that keeps touches in its content (a slider's way).
private final class KeepingScrollView: ScrollView {
    override func touchesShouldCancel(in view: View) -> Bool { false }
}

/// Content touches (docs/scroll-behaviour.md, "Content touches"): delaysContentTouches,
/// canCancelContentTouches and touchesShouldCancel(in:), with the scroll view visible and the content
/// its subview.
final class ContentTouchesTests: XCTestCase {
    private func makeList(_ sv: ScrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        -> (Window, ScrollView, RecordingView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        sv.contentSize = Size(width: 400, height: 8000)
        let content = RecordingView(frame: Rect(x: 0, y: 0, width: 400, height: 8000))
        sv.addSubview(content)
        window.addSubview(sv)
        return (window, sv, content)
    }

    /// Frames of 10 ms from `from` to `to` (s).
    private func run(_ window: Window, _ sv: ScrollView, from: Double, to: Double) {
        var t = from
        while t < to - 1e-9 { t = min(to, t + 0.01); window.advance(to: t); sv.advance(to: t) }
    }

    /// Drags 100 pt up in 5 moves from `start` (s), 10 ms apart.
    private func drag(_ window: Window, from start: Double) {
        for i in 1...5 { window.sendTouch(.moved, at: Point(x: 200, y: 300 - Double(i) * 20), time: start + Double(i) * 0.01) }
    }

    func testAHeldTouchReachesTheContentAfter150ms() {
        let (window, sv, content) = makeList()
        window.sendTouch(.began, at: Point(x: 200, y: 300), time: 1)
        run(window, sv, from: 1, to: 1.14)
        XCTAssertEqual(content.names, [], "held back for 150 ms")
        run(window, sv, from: 1.14, to: 1.2)
        XCTAssertEqual(content.names, ["began"])
        XCTAssertEqual(content.calls[0].1, 1.15, accuracy: 0.0101, "delivered at touch-down + 150 ms")
        window.sendTouch(.ended, at: Point(x: 200, y: 300), time: 1.3)
        XCTAssertEqual(content.names, ["began", "ended"])
        XCTAssertEqual(sv.contentOffset, .zero)
    }

    func testADragWithin150msNeverReachesTheContent() {
        let (window, sv, content) = makeList()
        window.sendTouch(.began, at: Point(x: 200, y: 300), time: 1)
        drag(window, from: 1.05)
        run(window, sv, from: 1.1, to: 1.5)
        window.sendTouch(.ended, at: Point(x: 200, y: 200), time: 1.5)
        run(window, sv, from: 1.5, to: 3)
        XCTAssertEqual(content.names, [], "the drag took the touch before the content saw it")
        XCTAssertGreaterThan(sv.contentOffset.y, 90, "the content scrolled")
    }

    func testAQuickTapIsDeliveredBeganAndEndedAtTheLift() {
        let (window, sv, content) = makeList()
        window.sendTouch(.began, at: Point(x: 200, y: 300), time: 1)
        run(window, sv, from: 1, to: 1.04)
        XCTAssertEqual(content.names, [])
        window.sendTouch(.ended, at: Point(x: 200, y: 300), time: 1.05)
        XCTAssertEqual(content.names, ["began", "ended"])
        XCTAssertEqual(content.calls.map(\.1), [1.05, 1.05], "both at the lift")
    }

    func testADragAfterTheContentBeganCancelsTheContent() {
        let (window, sv, content) = makeList()
        window.sendTouch(.began, at: Point(x: 200, y: 300), time: 1)
        run(window, sv, from: 1, to: 1.2)
        XCTAssertEqual(content.calls.first?.1 ?? 0, 1.15, accuracy: 0.0101, "began after the delay")
        drag(window, from: 1.2)
        window.sendTouch(.ended, at: Point(x: 200, y: 200), time: 1.3)
        XCTAssertEqual(content.names, ["began", "cancelled"], "the drag took the touch from the content")
        XCTAssertGreaterThan(sv.contentOffset.y, 90, "the content scrolled")
    }

    func testWithoutCanCancelContentTouchesTheContentKeepsTheTouch() {
        let (window, sv, content) = makeList()
        sv.canCancelContentTouches = false
        window.sendTouch(.began, at: Point(x: 200, y: 300), time: 1)
        run(window, sv, from: 1, to: 1.2)
        drag(window, from: 1.2)
        window.sendTouch(.ended, at: Point(x: 200, y: 200), time: 1.3)
        run(window, sv, from: 1.3, to: 2)
        XCTAssertEqual(content.names, ["began", "moved", "moved", "moved", "moved", "moved", "ended"])
        XCTAssertEqual(sv.contentOffset, .zero, "no scrolling for a touch the content tracks")
        XCTAssertFalse(sv.isDragging || sv.isTracking || sv.isDecelerating)
    }

    func testWithoutCanCancelContentTouchesADragWithinTheDelayStillScrolls() {
        let (window, sv, content) = makeList()
        sv.canCancelContentTouches = false
        window.sendTouch(.began, at: Point(x: 200, y: 300), time: 1)
        drag(window, from: 1.05)
        window.sendTouch(.ended, at: Point(x: 200, y: 200), time: 1.1)
        XCTAssertEqual(content.names, [], "the content had not begun tracking")
        XCTAssertGreaterThan(sv.contentOffset.y, 90)
    }

    func testTouchesShouldCancelFalseKeepsTheTouchInTheContent() {
        let (window, sv, content) = makeList(KeepingScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400)))
        window.sendTouch(.began, at: Point(x: 200, y: 300), time: 1)
        run(window, sv, from: 1, to: 1.2)
        drag(window, from: 1.2)
        window.sendTouch(.ended, at: Point(x: 200, y: 200), time: 1.3)
        XCTAssertEqual(content.names.first, "began")
        XCTAssertEqual(content.names.last, "ended")
        XCTAssertFalse(content.names.contains("cancelled"))
        XCTAssertEqual(sv.contentOffset, .zero, "no scrolling for a touch the content keeps")
    }

    func testWithoutDelaysContentTouchesTheContentGetsTheTouchAtOnce() {
        let (window, sv, content) = makeList()
        window.sendTouch(.began, at: Point(x: 200, y: 300), time: 0)
        XCTAssertEqual(content.names, [], "by default the touch-down waits")
        window.sendTouch(.ended, at: Point(x: 200, y: 300), time: 0.05)
        content.calls.removeAll()
        sv.delaysContentTouches = false
        window.sendTouch(.began, at: Point(x: 200, y: 300), time: 1)
        XCTAssertEqual(content.names, ["began"])
        XCTAssertEqual(content.calls[0].1, 1)
        drag(window, from: 1.01)
        window.sendTouch(.ended, at: Point(x: 200, y: 200), time: 1.1)
        XCTAssertEqual(content.names.last, "cancelled", "the drag still cancels the content")
        XCTAssertGreaterThan(sv.contentOffset.y, 90)
    }
}
