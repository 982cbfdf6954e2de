import XCTest
import ScrollPhysics
@testable import ViewKit

/// UIPinchGestureRecognizer's public behaviour, with explicit times.
final class PinchGestureRecognizerTests: XCTestCase {
    private var log = Log()
    private var window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    private var host = RecordingView("host", frame: .zero, log: Log())
    private var pinch = PinchGestureRecognizer()
    /// (state, scale, location in window) at every action call.
    private var calls: [(GestureRecognizerState, Double, Point)] = []

    override func setUp() {
        log = Log()
        window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400), application: RecordingApplication(log: log))
        host = RecordingView("host", frame: Rect(x: 50, y: 50, width: 300, height: 300), log: log)
        window.addSubview(host)
        pinch = PinchGestureRecognizer()
        host.addGestureRecognizer(pinch)
        calls = []
        pinch.addTarget { [unowned self] g in
            let p = g as! PinchGestureRecognizer
            calls.append((p.state, p.scale, p.location(in: nil)))
        }
    }

    /// Finger 1 at (150, 200) and finger 2 `span` points to its right (one event per finger, as the
    /// window takes them); `.moved` moves finger 2 only, so the distance is exactly `span`.
    private func fingers(_ phase: TouchPhase, span: Double, time: Double) {
        if phase != .moved { window.sendTouch(phase, at: pt(150, 200), time: time, id: 1) }
        window.sendTouch(phase, at: pt(150 + span, 200), time: time, id: 2)
    }

    func testBeginsPastTheThresholdWithScaleOneThenFollowsTheDistance() {
        fingers(.began, span: 100, time: 0)
        XCTAssertEqual(pinch.state, .possible, "two fingers down is not yet a pinch")
        fingers(.moved, span: 102, time: 0.01)
        XCTAssertEqual(pinch.state, .possible, "2 pt of spread < the 3 pt threshold")
        fingers(.moved, span: 104, time: 0.02)
        XCTAssertEqual(pinch.state, .began)
        XCTAssertEqual(pinch.scale, 1.04, accuracy: 1e-12,
                       "the scale counts from touch-down (UIKit): the threshold's 4 pt are caught up at recognition")
        fingers(.moved, span: 200, time: 0.1)
        XCTAssertEqual(pinch.state, .changed)
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-12, "fingers twice as far apart as at touch-down: 2×")
        XCTAssertEqual(pinch.location(in: nil), pt(250, 200), "the centroid")
        XCTAssertEqual(pinch.location(in: host), pt(200, 150))
        fingers(.ended, span: 200, time: 0.1)
        XCTAssertEqual(calls.map(\.0), [.began, .changed, .changed, .ended],
                       "a move changes it; the first lift changes it, the last ends it")
        XCTAssertEqual(pinch.state, .possible, "reset once both lifted")
    }

    func testOneFingerOrNoSpreadIsNeverAPinch() {
        window.sendTouch(.began, at: pt(100, 100), time: 0, id: 1)
        window.sendTouch(.moved, at: pt(180, 100), time: 0.1, id: 1)
        window.sendTouch(.ended, at: pt(180, 100), time: 0.2, id: 1)
        // Two fingers moving together (a two-finger pan): the distance does not change.
        window.sendTouch(.began, at: pt(150, 200), time: 1, id: 1)
        window.sendTouch(.began, at: pt(250, 200), time: 1, id: 2)
        for i in 1...10 {
            let dx = Double(i) * 2  // each finger's own event changes the distance by 2 pt < 3 pt
            window.sendTouch(.moved, at: pt(150 + dx, 200), time: 1 + Double(i) * 0.01, id: 1)
            window.sendTouch(.moved, at: pt(250 + dx, 200), time: 1 + Double(i) * 0.01, id: 2)
        }
        window.sendTouch(.ended, at: pt(170, 200), time: 1.2, id: 1)
        window.sendTouch(.ended, at: pt(270, 200), time: 1.2, id: 2)
        XCTAssertTrue(calls.isEmpty, "\(calls.map(\.0))")
    }

    func testVelocityIsScaleFactorPerSecond() {
        fingers(.began, span: 100, time: 0)
        fingers(.moved, span: 104, time: 0.01)
        XCTAssertEqual(pinch.state, .began)
        // The distance grows by 1040 pt/s: the scale by 10 per second.
        for i in 1...10 { fingers(.moved, span: 104 + 10.4 * Double(i), time: 0.01 + 0.01 * Double(i)) }
        XCTAssertEqual(pinch.scale, 2.08, accuracy: 1e-12, "208 pt over the 100 pt at touch-down")
        XCTAssertEqual(pinch.velocity, 10.4, accuracy: 1e-6)
        pinch.scale = 1
        XCTAssertEqual(pinch.velocity, 0, "setting the scale resets the velocity (UIKit)")
        fingers(.moved, span: 312, time: 0.2)
        XCTAssertEqual(pinch.scale, 1.5, accuracy: 1e-12, "relative to the value set")
    }

    func testAThirdFingerIsIgnored() {
        fingers(.began, span: 100, time: 0)
        fingers(.moved, span: 120, time: 0.05)
        XCTAssertEqual(pinch.state, .began)
        window.sendTouch(.began, at: pt(300, 300), time: 0.1, id: 3)
        XCTAssertEqual(pinch.numberOfTouches, 2, "tracks the first two fingers only")
        window.sendTouch(.moved, at: pt(390, 390), time: 0.15, id: 3)
        XCTAssertEqual(pinch.state, .began, "the third finger neither changes nor ends it")
        XCTAssertEqual(pinch.location(in: nil), pt(210, 200), "nor moves its centroid")
        fingers(.moved, span: 200, time: 0.2)
        XCTAssertEqual(pinch.state, .changed)
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-12)
        window.sendTouch(.ended, at: pt(390, 390), time: 0.25, id: 3)
        XCTAssertEqual(pinch.state, .changed, "its lift does not end the pinch")
    }

    func testALiftedFingerHoldsTheScaleAndTheLastLiftEnds() {
        fingers(.began, span: 100, time: 0)
        fingers(.moved, span: 120, time: 0.05)
        fingers(.moved, span: 150, time: 0.1)
        window.sendTouch(.ended, at: pt(150, 200), time: 0.15, id: 1)
        XCTAssertEqual(pinch.state, .changed, "UIKit: a pinch ends when both fingers lift")
        XCTAssertEqual(pinch.numberOfTouches, 1)
        XCTAssertEqual(pinch.scale, 1.5, accuracy: 1e-12, "the scale is held")
        XCTAssertEqual(pinch.location(in: nil), pt(300, 200), "the remaining finger")
        window.sendTouch(.moved, at: pt(330, 220), time: 0.2, id: 2)
        XCTAssertEqual(pinch.scale, 1.5, accuracy: 1e-12)
        XCTAssertEqual(pinch.location(in: nil), pt(330, 220))
        window.sendTouch(.began, at: pt(100, 100), time: 0.25, id: 4)
        XCTAssertEqual(pinch.numberOfTouches, 1, "a finger after the pair broke is not tracked")
        window.sendTouch(.ended, at: pt(330, 220), time: 0.3, id: 2)
        XCTAssertEqual(calls.last?.0, .ended)
        XCTAssertEqual(calls.last?.1 ?? 0, 1.5, accuracy: 1e-12)
    }

    func testCancelledTouchesCancelIt() {
        fingers(.began, span: 100, time: 0)
        fingers(.moved, span: 140, time: 0.05)
        window.sendTouch(.cancelled, at: pt(150, 200), time: 0.1, id: 1)
        XCTAssertEqual(calls.last?.0, .cancelled)
    }

    func testAFingerLiftedBeforeRecognitionFailsOnlyWhenTheLastLifts() {
        fingers(.began, span: 100, time: 0)
        window.sendTouch(.ended, at: pt(150, 200), time: 0.05, id: 1)
        XCTAssertEqual(pinch.state, .possible)
        fingers(.moved, span: 150, time: 0.07)
        XCTAssertEqual(pinch.state, .possible, "one finger is no pinch, however it moves")
        window.sendTouch(.began, at: pt(340, 200), time: 0.1, id: 3)  // a new pair: 40 pt apart
        window.sendTouch(.moved, at: pt(345, 200), time: 0.15, id: 3)
        XCTAssertEqual(pinch.state, .began, "the new pair is measured from its own distance")
        window.sendTouch(.moved, at: pt(380, 200), time: 0.2, id: 3)
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-12, "80 pt over the pair's 40 at touch-down")
    }

    func testRecognizingCancelsTheViewsTouches() {
        fingers(.began, span: 100, time: 0)
        fingers(.moved, span: 110, time: 0.05)
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("host.") }.suffix(2), ["host.cancelled", "host.cancelled"],
                       "cancelsTouchesInView: the view's two touches are cancelled")
    }

    // MARK: - A pinch without touches (a trackpad's pinch, Ctrl+wheel)

    func testAPinchWithoutTouchesGoesToTheRecognizerUnderThePointer() {
        let other = RecordingView("other", frame: Rect(x: 0, y: 360, width: 400, height: 40), log: log)
        window.addSubview(other)
        XCTAssertNil(window.sendPinch(.began, scale: 1, at: pt(10, 380), time: 0), "nothing pinches there")
        XCTAssertTrue(window.sendPinch(.began, scale: 1, at: pt(100, 120), time: 1) === pinch)
        XCTAssertEqual(pinch.state, .began)
        XCTAssertEqual(pinch.location(in: host), pt(50, 70))
        XCTAssertEqual(pinch.numberOfTouches, 0)
        window.sendPinch(.moved, scale: 1.25, at: pt(100, 120), time: 1.02)
        window.sendPinch(.moved, scale: 1.5625, at: pt(100, 120), time: 1.04)
        XCTAssertEqual(pinch.scale, 1.5625)
        XCTAssertGreaterThan(pinch.velocity, 0)
        XCTAssertTrue(window.hasGestureInProgress, "a window that draws on change keeps advancing")
        window.sendPinch(.ended, scale: 1.5625, at: pt(100, 120), time: 1.2)
        XCTAssertEqual(calls.map(\.0), [.began, .changed, .changed, .ended])
        XCTAssertEqual(pinch.state, .possible)
        XCTAssertFalse(window.hasGestureInProgress)
        XCTAssertTrue(log.entries.isEmpty, "no touch reached a view: \(log.entries)")
    }

    func testAPinchWithoutTouchesSkipsDisabledRecognizersAndReachesAnAncestors() {
        let inner = RecordingView("inner", frame: Rect(x: 10, y: 10, width: 100, height: 100), log: log)
        host.addSubview(inner)
        let innerPinch = PinchGestureRecognizer()
        inner.addGestureRecognizer(innerPinch)
        innerPinch.isEnabled = false
        XCTAssertTrue(window.sendPinch(.began, scale: 1, at: pt(80, 80), time: 0) === pinch)
        window.sendPinch(.cancelled, scale: 1, at: pt(80, 80), time: 0.1)
        XCTAssertEqual(calls.map(\.0), [.began, .cancelled])
    }
}
