import XCTest
import ScrollPhysics
@testable import ViewKit

final class ResponderChainTests: XCTestCase {
    func testPlainChildForwardsUpToTheApplication() {
        let log = Log()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), application: RecordingApplication(log: log))
        let parent = RecordingView("parent", frame: Rect(x: 0, y: 0, width: 200, height: 200), log: log)
        let child = RecordingView("child", frame: Rect(x: 50, y: 50, width: 50, height: 50), log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        window.click(pt(60, 60), at: 1)
        XCTAssertEqual(log.entries, ["child.began", "parent.began", "app.began",
                                     "child.ended", "parent.ended", "app.ended"])
        XCTAssertTrue(child.next === parent)
        XCTAssertTrue(parent.next === window)
        XCTAssertTrue(window.next === window.application)
    }

    func testAViewThatHandlesTouchesStopsTheChain() {
        let log = Log()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200), application: RecordingApplication(log: log))
        let parent = RecordingView("parent", frame: Rect(x: 0, y: 0, width: 200, height: 200), log: log)
        let handler = RecordingView("handler", frame: Rect(x: 50, y: 50, width: 50, height: 50), log: log,
                                    handlesTouches: true)
        window.addSubview(parent)
        parent.addSubview(handler)
        window.drag(from: pt(60, 60), to: pt(70, 60), at: 0, steps: 2)
        XCTAssertEqual(log.entries, ["handler.began", "handler.moved", "handler.moved", "handler.ended"])
    }

    func testTouchStaysWithItsViewAfterLeavingIt() {
        let log = Log()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let a = RecordingView("a", frame: Rect(x: 0, y: 0, width: 100, height: 200), log: log, handlesTouches: true)
        let b = RecordingView("b", frame: Rect(x: 100, y: 0, width: 100, height: 200), log: log, handlesTouches: true)
        window.addSubview(a)
        window.addSubview(b)
        let touch = window.sendTouch(.began, at: pt(50, 50), time: 0)
        window.sendTouch(.moved, at: pt(150, 50), time: 0.1)
        window.sendTouch(.ended, at: pt(160, 50), time: 0.2)
        XCTAssertEqual(log.entries, ["a.began", "a.moved", "a.ended"])
        XCTAssertTrue(touch?.view === a)
        XCTAssertEqual(touch?.location(in: a), pt(160, 50))
        XCTAssertEqual(touch?.location(in: b), pt(60, 50))
        XCTAssertEqual(touch?.previousLocation(in: nil), pt(150, 50))
        XCTAssertEqual(touch?.phase, .ended)
        XCTAssertEqual(touch?.timestamp, 0.2)
    }

    func testTapCountCountsQuickClicksAtOnePlace() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let first = window.sendTouch(.began, at: pt(10, 10), time: 0)
        window.sendTouch(.ended, at: pt(10, 10), time: 0.05)
        let second = window.sendTouch(.began, at: pt(12, 11), time: 0.3)
        window.sendTouch(.ended, at: pt(12, 11), time: 0.35)
        let late = window.sendTouch(.began, at: pt(12, 11), time: 0.35 + Window.multiTapInterval + 0.01)
        window.sendTouch(.ended, at: pt(12, 11), time: 1)
        let far = window.sendTouch(.began, at: pt(150, 150), time: 1.1)
        XCTAssertEqual(first?.tapCount, 1)
        XCTAssertEqual(second?.tapCount, 2)
        XCTAssertEqual(late?.tapCount, 1)
        XCTAssertEqual(far?.tapCount, 1)
    }

    func testEventsForUnknownFingersAreIgnored() {
        let log = Log()
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(RecordingView("v", frame: window.bounds, log: log, handlesTouches: true))
        XCTAssertNil(window.sendTouch(.moved, at: pt(1, 1), time: 0))
        XCTAssertNil(window.sendTouch(.ended, at: pt(1, 1), time: 0))
        XCTAssertTrue(log.entries.isEmpty)
        XCTAssertTrue(window.activeTouches.isEmpty)
    }

    func testTouchOnNothingGoesNowhere() {
        let log = Log()
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100), application: RecordingApplication(log: log))
        let t = window.sendTouch(.began, at: pt(500, 500), time: 0)
        window.sendTouch(.ended, at: pt(500, 500), time: 0.1)
        XCTAssertNil(t?.view)
        XCTAssertTrue(log.entries.isEmpty)
    }
}
