import XCTest
import ScrollPhysics
@testable import ViewKit

final class PanGestureRecognizerTests: XCTestCase {
    private var log = Log()
    private var window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    private var host = RecordingView("host", frame: .zero, log: Log())
    private var pan = PanGestureRecognizer()

    override func setUp() {
        log = Log()
        window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400), application: RecordingApplication(log: log))
        host = RecordingView("host", frame: Rect(x: 50, y: 50, width: 300, height: 300), log: log)
        window.addSubview(host)
        pan = PanGestureRecognizer()
        host.addGestureRecognizer(pan)
        record(pan, as: "pan", in: log)
    }

    func testSlopThenBeganChangedEnded() {
        window.sendTouch(.began, at: pt(100, 100), time: 0)
        window.sendTouch(.moved, at: pt(102, 100), time: 0.01)
        XCTAssertEqual(pan.state, .possible, "2 pt < 3 pt slop")
        window.sendTouch(.moved, at: pt(104, 100), time: 0.02)
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(pan.translation(in: host), pt(4, 0), "UIKit: translation at began includes the slop")
        window.sendTouch(.moved, at: pt(110, 95), time: 0.03)
        XCTAssertEqual(pan.state, .changed)
        XCTAssertEqual(pan.translation(in: nil), pt(10, -5))
        window.sendTouch(.ended, at: pt(110, 95), time: 0.04)
        XCTAssertEqual(log.entries, ["host.began", "app.began", "host.moved",
                                     "host.cancelled", "app.cancelled", "pan.began", "pan.changed", "pan.ended"],
                       "the view saw the touch until the pan began, then touchesCancelled, then the action")
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("pan.") }, ["pan.began", "pan.changed", "pan.ended"])
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("host.") }, ["host.began", "host.moved", "host.cancelled"],
                       "the view saw the touch until the pan began, then touchesCancelled")
        XCTAssertEqual(pan.state, .possible, "reset after the touch lifted")
        XCTAssertEqual(pan.translation(in: nil), .zero)
    }

    func testTapWithoutMovementFailsAndReachesTheView() {
        window.click(pt(100, 100), at: 0)
        XCTAssertEqual(log.entries, ["host.began", "app.began", "host.ended", "app.ended"])
        XCTAssertEqual(pan.state, .possible)
    }

    func testSetTranslationRebasesWithoutTouchingVelocity() {
        window.sendTouch(.began, at: pt(0 + 60, 60), time: 0)
        for i in 1...10 { window.sendTouch(.moved, at: pt(60 + Double(i) * 10, 60), time: Double(i) * 0.01) }
        XCTAssertEqual(pan.translation(in: host), pt(100, 0))
        let v = pan.velocity(in: host)
        pan.setTranslation(.zero, in: host)
        XCTAssertEqual(pan.translation(in: host), .zero)
        XCTAssertEqual(pan.velocity(in: host), v)
        window.sendTouch(.moved, at: pt(175, 60), time: 0.11)
        XCTAssertEqual(pan.translation(in: host), pt(15, 0))
    }

    func testVelocityIsPointsPerSecondAndZeroAfterARest() {
        window.sendTouch(.began, at: pt(60, 60), time: 0)
        for i in 1...10 { window.sendTouch(.moved, at: pt(60, 60 + Double(i) * 5), time: Double(i) * 0.01) }
        XCTAssertEqual(pan.velocity(in: nil).y, 500, accuracy: 1e-6, "5 pt per 10 ms")
        XCTAssertEqual(pan.velocity(in: nil).x, 0, accuracy: 1e-9)
        window.sendTouch(.ended, at: pt(60, 110), time: 0.2)
        XCTAssertEqual(pan.velocity(in: nil), .zero, "finger rested 100 ms before lifting")
    }

    func testFlingReleaseKeepsVelocityInTheEndedAction() {
        var released: Point?
        pan.addTarget { g in if g.state == .ended { released = (g as? PanGestureRecognizer)?.velocity(in: nil) } }
        window.drag(from: pt(300, 100), to: pt(100, 100), at: 0, duration: 0.1, steps: 10)
        XCTAssertEqual(released?.x ?? 0, -2000, accuracy: 1e-6)
    }

    func testTranslationIgnoresTheHostsMovingBoundsOrigin() {
        // The host is the scrolled view itself: every change moves its bounds origin by the drag.
        var offsets: [Point] = []
        let start = host.bounds.origin
        pan.addTarget { [host] g in
            guard let p = g as? PanGestureRecognizer, g.state.isActive else { return }
            host.bounds.origin = start - p.translation(in: host)
            offsets.append(host.bounds.origin)
        }
        window.drag(from: pt(100, 300), to: pt(100, 100), at: 0, duration: 0.2, steps: 4)
        XCTAssertEqual(offsets.last, pt(0, 200), "content followed the finger exactly, no feedback")
        XCTAssertEqual(offsets, [pt(0, 50), pt(0, 100), pt(0, 150), pt(0, 200)])
    }

    func testSecondFingerDoesNotJump() {
        window.sendTouch(.began, at: pt(100, 100), time: 0, id: 0)
        window.sendTouch(.moved, at: pt(100, 120), time: 0.01, id: 0)
        XCTAssertEqual(pan.translation(in: nil), pt(0, 20))
        window.sendTouch(.began, at: pt(200, 200), time: 0.02, id: 1)
        XCTAssertEqual(pan.translation(in: nil), pt(0, 20))
        window.sendTouch(.moved, at: pt(200, 210), time: 0.03, id: 1)
        XCTAssertEqual(pan.translation(in: nil), pt(0, 25), "centroid moved 5")
        window.sendTouch(.ended, at: pt(200, 210), time: 0.04, id: 1)
        XCTAssertEqual(pan.translation(in: nil), pt(0, 25))
        XCTAssertEqual(pan.state, .changed)
        window.sendTouch(.moved, at: pt(100, 130), time: 0.05, id: 0)
        XCTAssertEqual(pan.translation(in: nil), pt(0, 35))
    }

    /// A subclass that begins at once on touch-down, as a scroll view catching moving content does.
    private final class CatchingPan: PanGestureRecognizer {
        var isMoving = true
        override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
            super.touchesBegan(touches, with: event)
            if isMoving { state = .began }
        }
    }

    func testSubclassCanBeginOnTouchDownAndTheViewSeesNothing() {
        host.removeGestureRecognizer(pan)
        let catcher = CatchingPan()
        record(catcher, as: "catch", in: log)
        host.addGestureRecognizer(catcher)
        window.click(pt(100, 100), at: 0)
        XCTAssertEqual(log.entries, ["catch.began", "catch.ended"], "caught; not delivered as a tap")
        XCTAssertEqual(catcher.translation(in: nil), .zero)
        log.clear()
        catcher.isMoving = false
        window.click(pt(100, 100), at: 1)
        XCTAssertEqual(log.entries, ["host.began", "app.began", "host.ended", "app.ended"])
    }

    func testCancelledTouchCancelsThePan() {
        window.sendTouch(.began, at: pt(100, 100), time: 0)
        window.sendTouch(.moved, at: pt(100, 150), time: 0.05)
        window.sendTouch(.cancelled, at: pt(100, 150), time: 0.06)
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("pan.") }, ["pan.began", "pan.cancelled"])
        XCTAssertEqual(pan.state, .possible)
    }

    func testDisablingMidGestureCancels() {
        window.sendTouch(.began, at: pt(100, 100), time: 0)
        window.sendTouch(.moved, at: pt(100, 150), time: 0.05)
        pan.isEnabled = false
        window.sendTouch(.moved, at: pt(100, 170), time: 0.06)
        window.sendTouch(.ended, at: pt(100, 170), time: 0.07)
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("pan.") }, ["pan.began", "pan.cancelled"])
        pan.isEnabled = true
        window.drag(from: pt(100, 100), to: pt(100, 120), at: 1, steps: 2)
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("pan.") }.suffix(3), ["pan.began", "pan.changed", "pan.ended"])
    }
}
