import XCTest
import ScrollPhysics
@testable import ViewKit

final class GestureRulesTests: XCTestCase {
    private let log = Log()

    private func setUpWindow() -> (Window, RecordingView, RecordingView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300), application: RecordingApplication(log: log))
        let outer = RecordingView("outer", frame: window.bounds, log: log)
        let inner = RecordingView("inner", frame: Rect(x: 100, y: 100, width: 100, height: 100), log: log)
        window.addSubview(outer)
        outer.addSubview(inner)
        return (window, outer, inner)
    }

    func testRecognizersOnAncestorsSeeTheTouchAndExcludeEachOther() {
        let (window, outer, inner) = setUpWindow()
        let innerPan = PanGestureRecognizer()
        let outerPan = PanGestureRecognizer()
        record(innerPan, as: "innerPan", in: log)
        record(outerPan, as: "outerPan", in: log)
        inner.addGestureRecognizer(innerPan)
        outer.addGestureRecognizer(outerPan)
        window.drag(from: pt(150, 150), to: pt(150, 180), at: 0, steps: 3)
        XCTAssertEqual(log.entries.filter { $0.contains("Pan") },
                       ["innerPan.began", "innerPan.changed", "innerPan.changed", "innerPan.ended"],
                       "the hit view's recognizer is asked first and wins; the outer one fails")
        log.clear()
        window.drag(from: pt(20, 20), to: pt(20, 50), at: 1, steps: 3)
        XCTAssertEqual(log.entries.filter { $0.contains("Pan") }, ["outerPan.began", "outerPan.changed", "outerPan.changed", "outerPan.ended"])
    }

    func testSimultaneousRecognitionWhenADelegateAllowsIt() {
        final class Both: GestureRecognizerDelegate {
            func gestureRecognizer(_ recognizer: GestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
        }
        let (window, outer, inner) = setUpWindow()
        let innerPan = PanGestureRecognizer()
        let outerPan = PanGestureRecognizer()
        let both = Both()
        outerPan.delegate = both
        record(innerPan, as: "innerPan", in: log)
        record(outerPan, as: "outerPan", in: log)
        inner.addGestureRecognizer(innerPan)
        outer.addGestureRecognizer(outerPan)
        window.drag(from: pt(150, 150), to: pt(150, 160), at: 0, steps: 1)
        XCTAssertEqual(log.entries.filter { $0.contains("Pan") },
                       ["innerPan.began", "outerPan.began", "innerPan.ended", "outerPan.ended"])
    }

    func testShouldReceiveHidesTheTouch() {
        final class Refuse: GestureRecognizerDelegate {
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { false }
        }
        let (window, _, inner) = setUpWindow()
        let tap = TapGestureRecognizer()
        let refuse = Refuse()
        tap.delegate = refuse
        record(tap, as: "tap", in: log)
        inner.addGestureRecognizer(tap)
        let touch = window.sendTouch(.began, at: pt(150, 150), time: 0)
        XCTAssertEqual(touch?.gestureRecognizers.count, 0)
        window.sendTouch(.ended, at: pt(150, 150), time: 0.1)
        XCTAssertEqual(log.entries, ["inner.began", "outer.began", "app.began", "inner.ended", "outer.ended", "app.ended"])
    }

    func testARecognizerBelongsToOneViewAtATime() {
        let (window, outer, inner) = setUpWindow()
        let tap = TapGestureRecognizer()
        record(tap, as: "tap", in: log)
        inner.addGestureRecognizer(tap)
        outer.addGestureRecognizer(tap)
        XCTAssertTrue(tap.view === outer)
        XCTAssertTrue(inner.gestureRecognizers.isEmpty)
        XCTAssertEqual(outer.gestureRecognizers.count, 1)
        window.click(pt(10, 10), at: 0)
        XCTAssertEqual(log.entries.last, "tap.ended", "works from its new view")
        outer.removeGestureRecognizer(tap)
        XCTAssertNil(tap.view)
        log.clear()
        window.click(pt(10, 10), at: 1)
        XCTAssertEqual(log.entries, ["outer.began", "app.began", "outer.ended", "app.ended"])
    }

    func testDelaysTouchesBeganHoldsTheViewBackUntilTheRecognizerFails() {
        let (window, _, inner) = setUpWindow()
        let pan = PanGestureRecognizer()
        pan.delaysTouchesBegan = true
        inner.addGestureRecognizer(pan)
        inner.handlesTouches = true
        window.sendTouch(.began, at: pt(150, 150), time: 0)
        window.sendTouch(.moved, at: pt(151, 150), time: 0.05)
        XCTAssertEqual(log.entries, [], "held back while the pan is possible")
        window.sendTouch(.ended, at: pt(151, 150), time: 0.1)
        XCTAssertEqual(log.entries, ["inner.began", "inner.moved", "inner.ended"], "delivered in order once it failed")
        log.clear()
        window.drag(from: pt(150, 150), to: pt(150, 190), at: 1, steps: 4)
        XCTAssertEqual(log.entries, [], "the pan recognized: the view never hears of the touch")
    }

    func testDisabledRecognizerGetsNoTouches() {
        let (window, _, inner) = setUpWindow()
        let tap = TapGestureRecognizer()
        tap.isEnabled = false
        record(tap, as: "tap", in: log)
        inner.addGestureRecognizer(tap)
        window.click(pt(150, 150), at: 0)
        XCTAssertFalse(log.entries.contains("tap.ended"))
        XCTAssertEqual(log.entries.first, "inner.began")
    }

    func testRecognizerRequiringAnIdleOneDoesNotWait() {
        // The required recognizer is on a view the touch never reaches: it counts as failed.
        let (window, outer, inner) = setUpWindow()
        let elsewhere = View(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        outer.addSubview(elsewhere)
        let other = TapGestureRecognizer()
        elsewhere.addGestureRecognizer(other)
        let tap = TapGestureRecognizer()
        tap.require(toFail: other)
        record(tap, as: "tap", in: log)
        inner.addGestureRecognizer(tap)
        window.click(pt(150, 150), at: 0)
        XCTAssertEqual(log.entries.last, "tap.ended")
    }
}
