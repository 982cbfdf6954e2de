import XCTest
import ScrollPhysics
@testable import ScrollKit

/// Wheels and trackpads (docs/scroll-behaviour.md, "Desktop input").
final class ScrollGestureTests: XCTestCase {
    func testDirectDeltasMoveAndRubberBand() {
        let (v, r) = makeStrip()
        v.scrollGestureChanged(delta: Point(x: 30, y: 0), kind: .continuous, time: 1)
        XCTAssertEqual(r.summary, ["willBeginDragging", "didScroll…"])
        XCTAssertTrue(v.isDragging)
        XCTAssertEqual(v.contentOffset.x, 30)
        // 130 pt back: 100 pt of raw overshoot accumulates, then is banded.
        for i in 1...13 { v.scrollGestureChanged(delta: Point(x: -10, y: 5), kind: .continuous, time: 1 + Double(i) * 0.01) }
        XCTAssertEqual(v.contentOffset.x, -50.38, accuracy: 0.01)
        XCTAssertEqual(v.contentOffset.y, 0, "y does not scroll")
        // Silence, then the end: no momentum of our own, the overscroll springs back.
        v.scrollGestureEnded(time: 1.35)
        XCTAssertEqual(r.lastVelocity, .zero)
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 0)
        XCTAssertEqual(Array(r.summary.suffix(5)), ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
                                                    "didScroll…", "didEndDecelerating"])
        XCTAssertEqual(r.endedCount, 1)
    }

    func testDirectGestureEndInRangeHasNoMomentum() {
        let (v, r) = makeStrip()
        for i in 1...10 { v.scrollGestureChanged(delta: Point(x: 20, y: 0), kind: .continuous, time: Double(i) * 0.01) }
        v.scrollGestureEnded(time: 0.1)  // right away: velocity is reported but nothing is added
        XCTAssertEqual(r.lastVelocity!.x, 2000, accuracy: 1)
        XCTAssertEqual(v.contentOffset.x, 200)
        XCTAssertEqual(r.summary.last, "didEndDragging(false)")
    }

    func testAnimatedWheelStepsRetargetWithoutVelocityJump() {
        let (v, r) = makeStrip()
        v.scrollGestureChanged(delta: Point(x: 100, y: 0), kind: .wheelClicks, time: 1)
        v.advance(to: 1.05)
        XCTAssertGreaterThan(v.contentOffset.x, 0)
        let speed = v.velocity.x
        v.scrollGestureChanged(delta: Point(x: 100, y: 0), kind: .wheelClicks, time: 1.05)
        XCTAssertEqual(v.velocity.x, speed, accuracy: 1e-9, "retargeted from the current velocity")
        v.advance(to: 3)
        XCTAssertEqual(v.contentOffset.x, 200, "lands exactly on the accumulated target")
        // Steps past the end are clamped: no overscroll from a wheel.
        for i in 0..<40 { v.scrollGestureChanged(delta: Point(x: 100, y: 0), kind: .wheelClicks, time: 3 + Double(i) * 0.01) }
        var t = 3.4
        while t < 6 { t += 1 / 60; v.advance(to: t); XCTAssertLessThanOrEqual(v.contentOffset.x, 2400) }
        XCTAssertEqual(v.contentOffset.x, 2400)
        v.scrollGestureEnded(time: 6.1)
        XCTAssertEqual(r.summary.suffix(2), ["willEndDragging", "didEndDragging(false)"])
        XCTAssertEqual(r.endedCount, 1)
    }

    func testWheelEndSnapsThroughDelegate() {
        let (v, r) = makeStrip()
        r.retarget = { _, target in Point(x: (target.x / 150).rounded() * 150, y: target.y) }
        for i in 0..<3 { v.scrollGestureChanged(delta: Point(x: 40, y: 0), kind: .wheelClicks, time: Double(i) * 0.02) }
        v.advance(to: 0.1)
        let speed = v.velocity.x
        v.scrollGestureEnded(time: 0.1)
        XCTAssertEqual(v.velocity.x, speed, accuracy: 1e-9, "no jump when the target changes")
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 150, "120 snapped to the nearest 150")
        XCTAssertEqual(r.summary.last, "didEndDecelerating")
        XCTAssertEqual(r.endedCount, 1)
    }

    func testWheelCatchesDecelerationAndTouchTakesOverWheel() {
        let (v, r) = makeStrip()
        v.drag(dx: -150, over: 0.15, start: 1)
        v.advance(to: 1.3)
        r.clear()
        v.scrollGestureChanged(delta: Point(x: 10, y: 0), kind: .continuous, time: 1.35)
        XCTAssertEqual(r.summary.prefix(3), ["didScroll…", "didEndDecelerating", "willBeginDragging"])
        XCTAssertTrue(v.isDragging)
        v.scrollGestureChanged(delta: Point(x: 100, y: 0), kind: .wheelClicks, time: 1.4)
        XCTAssertTrue(v.touchDown(time: 1.42), "a finger catches the wheel animation")
        let here = v.contentOffset
        v.advance(to: 1.6)
        XCTAssertEqual(v.contentOffset, here)
        v.touchUp(time: 1.7)
        XCTAssertFalse(v.isDragging)
        XCTAssertEqual(r.events.filter { $0 == "willBeginDragging" }.count, 1, "one interaction")
        XCTAssertEqual(r.endedCount, 2)
    }
}
