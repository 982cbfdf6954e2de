import XCTest
import ScrollPhysics
@testable import ViewKit

final class LongPressAndSwipeTests: XCTestCase {
    private let log = Log()

    func testLongPressBeginsAfterHalfASecondAtAdvance() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let view = RecordingView("view", frame: window.bounds, log: log, handlesTouches: true)
        window.addSubview(view)
        let press = LongPressGestureRecognizer()
        record(press, as: "press", in: log)
        view.addGestureRecognizer(press)
        window.sendTouch(.began, at: pt(50, 50), time: 10)
        window.sendTouch(.moved, at: pt(55, 55), time: 10.2) // 7 pt < 10 pt
        window.advance(to: 10.49)
        XCTAssertEqual(press.state, .possible)
        window.advance(to: 10.5)
        XCTAssertEqual(press.state, .began)
        XCTAssertEqual(log.entries, ["view.began", "view.moved", "view.cancelled", "press.began"])
        window.sendTouch(.moved, at: pt(150, 150), time: 10.6)
        window.sendTouch(.ended, at: pt(150, 150), time: 10.7)
        XCTAssertEqual(log.entries.suffix(2), ["press.changed", "press.ended"], "no movement limit once begun")
    }

    func testLongPressFailsWhenMovedOrLiftedEarly() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let view = RecordingView("view", frame: window.bounds, log: log, handlesTouches: true)
        window.addSubview(view)
        let press = LongPressGestureRecognizer()
        record(press, as: "press", in: log)
        view.addGestureRecognizer(press)
        window.sendTouch(.began, at: pt(50, 50), time: 0)
        window.sendTouch(.moved, at: pt(61, 50), time: 0.1)
        XCTAssertEqual(press.state, .failed)
        window.advance(to: 1)
        window.sendTouch(.ended, at: pt(61, 50), time: 1)
        window.click(pt(50, 50), at: 2, duration: 0.3)
        window.advance(to: 3)
        XCTAssertFalse(log.entries.contains { $0.hasPrefix("press") })
    }

    /// Seed 004: press the moon to pick it up, drag it; it keeps the offset between finger and centre,
    /// does not jump, stays where dropped, and the scroll view underneath does not scroll.
    func testLongPressPicksUpAndDragsKeepingTheGrabOffset() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scrollLike = View(frame: window.bounds)
        let scrollPan = PanGestureRecognizer()
        var scrolled = Point.zero
        scrollPan.addTarget { g in scrolled = (g as! PanGestureRecognizer).translation(in: nil) }
        scrollLike.addGestureRecognizer(scrollPan)
        let buildings = View(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        buildings.isUserInteractionEnabled = false // WWDC 2011 session 104: so the moon behind it gets touches
        let moon = View(frame: Rect(x: 200, y: 40, width: 60, height: 60))
        scrollLike.addSubview(moon)
        scrollLike.addSubview(buildings)
        window.addSubview(scrollLike)

        let press = LongPressGestureRecognizer()
        var grabOffset = Point.zero
        var centres: [Point] = []
        press.addTarget { g in
            switch g.state {
            case .began:
                scrollLike.bringSubviewToFront(moon)
                grabOffset = moon.center - g.location(in: scrollLike)
            case .changed:
                moon.center = g.location(in: scrollLike) + grabOffset
                centres.append(moon.center)
            default: break
            }
        }
        moon.addGestureRecognizer(press)

        let grab = pt(245, 85) // near the moon's corner, not its centre (230, 70)
        window.sendTouch(.began, at: grab, time: 0)
        window.advance(to: 0.6)
        XCTAssertEqual(press.state, .began)
        XCTAssertEqual(scrollPan.state, .failed, "holding still lost to the long press; no explicit wiring")
        XCTAssertTrue(scrollLike.subviews.last === moon)
        window.sendTouch(.moved, at: grab + pt(1, 1), time: 0.65)
        XCTAssertEqual(centres.first, pt(231, 71), "moves by the finger's 1 pt, no jump to the finger")
        window.sendTouch(.moved, at: grab + pt(-100, 200), time: 0.8)
        window.sendTouch(.ended, at: grab + pt(-100, 200), time: 0.9)
        XCTAssertEqual(moon.center, pt(130, 270), "stays where it was dropped")
        XCTAssertEqual(scrolled, .zero, "the scroll pan never began")
    }

    func testSwipeRecognizesAQuickStraightStrokeOnly() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let swipe = SwipeGestureRecognizer()
        swipe.direction = [.left, .up]
        record(swipe, as: "swipe", in: log)
        window.addGestureRecognizer(swipe)
        // Quick, 60 pt up, 10 pt sideways: recognized as soon as it qualifies, while the finger is down.
        window.sendTouch(.began, at: pt(200, 300), time: 0)
        window.sendTouch(.moved, at: pt(205, 270), time: 0.05)
        XCTAssertEqual(swipe.state, .possible)
        window.sendTouch(.moved, at: pt(210, 240), time: 0.1)
        XCTAssertEqual(log.entries, ["swipe.ended"])
        XCTAssertEqual(swipe.recognizedDirection, .up)
        XCTAssertEqual(swipe.location(in: nil), pt(200, 300))
        window.sendTouch(.ended, at: pt(210, 240), time: 0.12)
        // Right is not allowed.
        window.drag(from: pt(100, 100), to: pt(200, 100), at: 1, duration: 0.1)
        // Too slow: 60 pt in 0.6 s.
        window.drag(from: pt(300, 100), to: pt(240, 100), at: 2, duration: 0.6)
        // Too slanted: 60 left, 40 down.
        window.drag(from: pt(300, 100), to: pt(240, 140), at: 3, duration: 0.1)
        // Too short.
        window.drag(from: pt(300, 100), to: pt(260, 100), at: 4, duration: 0.1)
        XCTAssertEqual(log.entries, ["swipe.ended"])
        window.drag(from: pt(300, 100), to: pt(240, 100), at: 5, duration: 0.1)
        XCTAssertEqual(log.entries, ["swipe.ended", "swipe.ended"])
        XCTAssertEqual(swipe.state, .possible)
    }

    /// Seed 004: a swipe-up from the bottom 75 points must fail before the scroll view's pan may begin;
    /// elsewhere the swipe receives no touches and the pan begins as usual.
    func testPanRequiresSwipeToFailOnlyInTheBottomZone() {
        final class BottomZone: GestureRecognizerDelegate {
            let scrollView: View
            init(_ scrollView: View) { self.scrollView = scrollView }
            func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
                let p = touch.location(in: scrollView)
                return p.y >= scrollView.bounds.maxY - 75
            }
        }
        let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scrollLike = View(frame: window.bounds)
        scrollLike.bounds.origin = pt(0, 1000) // scrolled: the zone follows the visible bounds
        window.addSubview(scrollLike)
        let pan = PanGestureRecognizer()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = .up
        let zone = BottomZone(scrollLike)
        swipe.delegate = zone
        pan.require(toFail: swipe)
        scrollLike.addGestureRecognizer(pan)
        scrollLike.addGestureRecognizer(swipe)
        record(pan, as: "pan", in: log)
        record(swipe, as: "swipe", in: log)

        // Fast swipe up from the bottom zone: the swipe wins, the pan never begins.
        window.drag(from: pt(160, 470), to: pt(160, 350), at: 0, duration: 0.1, steps: 6)
        XCTAssertEqual(log.entries, ["swipe.ended"])

        // Slow drag up from the bottom zone: the pan waits until the swipe fails (time runs out),
        // then begins with the whole translation so far.
        log.clear()
        window.sendTouch(.began, at: pt(160, 470), time: 1)
        window.sendTouch(.moved, at: pt(160, 460), time: 1.2)
        XCTAssertEqual(pan.state, .possible)
        XCTAssertTrue(pan.isWaitingForFailure)
        window.sendTouch(.moved, at: pt(160, 440), time: 1.4)
        XCTAssertEqual(pan.state, .possible)
        window.advance(to: 1.51)
        XCTAssertEqual(swipe.state, .failed)
        XCTAssertEqual(pan.state, .began)
        XCTAssertEqual(pan.translation(in: nil), pt(0, -30))
        window.sendTouch(.moved, at: pt(160, 430), time: 1.6)
        window.sendTouch(.ended, at: pt(160, 430), time: 1.7)
        XCTAssertEqual(log.entries, ["pan.began", "pan.changed", "pan.ended"])

        // Outside the zone the swipe never takes part: the pan begins after its slop, at once.
        log.clear()
        window.sendTouch(.began, at: pt(160, 200), time: 3)
        window.sendTouch(.moved, at: pt(160, 195), time: 3.01)
        XCTAssertEqual(pan.state, .began)
        XCTAssertFalse(swipe.isParticipating)
        window.sendTouch(.ended, at: pt(160, 195), time: 3.02)
        XCTAssertEqual(log.entries, ["pan.began", "pan.ended"])
    }
}
