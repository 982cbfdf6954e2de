import XCTest
import ScrollPhysics
@testable import ScrollKit

/// Delegate order and state flags for every path of docs/scroll-behaviour.md "Delegate order", exactly one "ended" each.
final class DelegateOrderTests: XCTestCase {
    func testDragWithoutMomentum() {
        let (v, r) = makeStrip()
        v.contentOffset = Point(x: 300, y: 0)
        r.clear()
        v.drag(dx: -120, over: 0.3, start: 1, rest: 0.2)  // finger rests 200 ms before lifting
        XCTAssertEqual(r.summary, ["willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(false)"])
        XCTAssertEqual(r.lastVelocity, .zero)
        XCTAssertEqual(v.contentOffset.x, 420, accuracy: 1e-9)
        XCTAssertTrue(r.flags["willBeginDragging"]!.dragging)
        XCTAssertTrue(r.flags["willEndDragging"]!.dragging, "still dragging while the target is asked")
        XCTAssertFalse(r.flags["didEndDragging(false)"]!.dragging)
        XCTAssertFalse(v.isDragging || v.isDecelerating || v.isTracking)
        XCTAssertEqual(r.endedCount, 1)
    }

    func testFling() {
        let (v, r) = makeStrip()
        v.drag(dx: -150, over: 0.15, start: 1)
        XCTAssertTrue(v.isDecelerating)
        XCTAssertFalse(v.isDragging)
        v.settle()
        XCTAssertEqual(r.summary, ["willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
                                   "willBeginDecelerating", "didScroll…", "didEndDecelerating"])
        XCTAssertTrue(r.flags["didEndDragging(true)"]!.decelerating)
        XCTAssertFalse(r.flags["didEndDragging(true)"]!.dragging)
        XCTAssertTrue(r.flags["willBeginDecelerating"]!.decelerating)
        XCTAssertFalse(r.flags["didEndDecelerating"]!.decelerating)
        XCTAssertFalse(v.isDecelerating)
        XCTAssertEqual(r.endedCount, 1)
        XCTAssertEqual(v.velocity, .zero)
    }

    func testFlingIntoEdgeBouncesAndRestsOnIt() {
        let (v, r) = makeStrip()
        v.contentOffset = Point(x: 2200, y: 0)
        r.clear()
        v.drag(dx: -300, over: 0.1, start: 1)  // 3000 pt/s toward the end (max 2400)
        var peak = 0.0
        var t = v.currentTime
        while v.isDecelerating { t += 1 / 120; v.advance(to: t); peak = max(peak, v.contentOffset.x - 2400) }
        XCTAssertGreaterThan(peak, 10, "it goes past the edge")
        XCTAssertLessThan(peak, 300, "less than half the bounds width")
        XCTAssertEqual(v.contentOffset.x, 2400, "rests exactly on the edge")
        XCTAssertEqual(r.summary.last, "didEndDecelerating")
        XCTAssertEqual(r.endedCount, 1)
        XCTAssertLessThan(t - 1.1, 3, "the bounce settles quickly")
    }

    func testReleaseWhileOverscrolledSpringsBackWithoutCrossing() {
        let (v, r) = makeStrip()
        v.drag(dx: 200, over: 0.4, start: 1, rest: 0.1)  // pull the start edge 200 pt, rest, lift
        let banded = v.contentOffset.x
        XCTAssertEqual(banded, -RubberBand.band(200, dimension: 600), accuracy: 1e-9)
        XCTAssertTrue(v.isDecelerating, "bounce-back counts as deceleration")
        var t = v.currentTime
        while v.isDecelerating {
            t += 1 / 60
            v.advance(to: t)
            XCTAssertLessThanOrEqual(v.contentOffset.x, 0, "never crosses the edge")
        }
        XCTAssertEqual(v.contentOffset.x, 0)
        XCTAssertEqual(r.summary, ["willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
                                   "willBeginDecelerating", "didScroll…", "didEndDecelerating"])
    }

    func testThrowBackFromOverscrollDoesNotCrossEdge() {
        let (v, r) = makeStrip()
        v.drag(dx: 150, over: 0.3, start: 1, lift: false)
        // Now throw back toward the content (700 pt/s for 100 ms) and lift while still overscrolled.
        for i in 1...6 { v.panChanged(translation: Point(x: 150 - 70 * Double(i) / 6, y: 0), time: 1.3 + 0.1 * Double(i) / 6) }
        v.panEnded(translation: Point(x: 80, y: 0), time: 1.4)
        XCTAssertLessThan(v.contentOffset.x, 0)
        XCTAssertGreaterThan(r.lastVelocity!.x, 200, "thrown toward the content (banded velocity)")
        var t = v.currentTime
        while v.isDecelerating { t += 1 / 240; v.advance(to: t); XCTAssertLessThanOrEqual(v.contentOffset.x, 1e-9) }
        XCTAssertEqual(v.contentOffset.x, 0)
    }

    func testTargetChangedWithMomentum() {
        let (v, r) = makeStrip()
        r.retarget = { _, target in Point(x: (target.x / 100).rounded() * 100 + 30, y: target.y) }
        v.drag(dx: -150, over: 0.15, start: 1)
        let atLift = v.contentOffset.x
        let v0 = r.lastVelocity!.x
        // No velocity jump at release: the motion starts with the release velocity.
        XCTAssertEqual(v.velocity.x, v0, accuracy: 1e-6)
        v.advance(to: v.currentTime + 0.001)
        XCTAssertEqual(v.contentOffset.x - atLift, v0 * 0.001, accuracy: 0.01)
        v.settle()
        XCTAssertEqual(v.contentOffset.x.truncatingRemainder(dividingBy: 100), 30, "lands exactly on the target")
        XCTAssertEqual(r.summary, ["willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
                                   "willBeginDecelerating", "didScroll…", "didEndDecelerating"])
    }

    func testTargetChangedWithoutMomentum() {
        let (v, r) = makeStrip()
        r.retarget = { _, target in Point(x: (target.x / 100).rounded() * 100, y: target.y) }
        v.drag(dx: -70, over: 0.3, start: 1, rest: 0.2)  // offset 70, no momentum → nearest cube is 100
        XCTAssertEqual(r.lastVelocity, .zero)
        XCTAssertTrue(v.isDecelerating, "a changed target still moves (WWDC 2012 session 223)")
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 100)
        XCTAssertEqual(r.summary, ["willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
                                   "willBeginDecelerating", "didScroll…", "didEndDecelerating"])
    }

    func testProgrammaticAnimation() {
        let (v, r) = makeStrip()
        v.advance(to: 5)
        v.setContentOffset(Point(x: 800, y: 0), animated: true)
        XCTAssertTrue(v.isScrollAnimating)
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 800)
        XCTAssertEqual(r.summary, ["didScroll…", "didEndScrollingAnimation"])
        XCTAssertFalse(r.flags["didEndScrollingAnimation"]!.animating)
        r.clear()
        v.setContentOffset(Point(x: 100, y: 0), animated: false)
        XCTAssertEqual(r.events, ["didScroll"])
        v.setContentOffset(Point(x: 100, y: 0), animated: true)
        XCTAssertEqual(r.events, ["didScroll"], "already there: nothing")
    }

    func testRetargetedAnimationEndsOnce() {
        let (v, r) = makeStrip()
        v.setContentOffset(Point(x: 800, y: 0), animated: true)
        v.advance(to: 0.1)
        let speed = v.velocity.x
        v.setContentOffset(Point(x: 1500, y: 0), animated: true)
        XCTAssertEqual(v.velocity.x, speed, accuracy: 1e-9, "no velocity jump")
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 1500)
        XCTAssertEqual(r.endedCount, 1)
    }

    func testCatchDuringDeceleration() {
        let (v, r) = makeStrip()
        v.drag(dx: -150, over: 0.15, start: 1)
        v.advance(to: 1.4)
        let there = v.contentOffset.x
        r.clear()
        XCTAssertTrue(v.touchDown(time: 1.45), "caught moving content")
        let caughtAt = v.contentOffset.x
        XCTAssertGreaterThan(caughtAt, there, "stopped where the motion was at touch-down time")
        XCTAssertEqual(r.summary, ["didScroll…", "didEndDecelerating", "willBeginDragging"],
                       "the caught motion ends before the new interaction begins")
        XCTAssertTrue(v.isTracking && v.isDragging && !v.isDecelerating)
        v.advance(to: 1.6)
        XCTAssertEqual(v.contentOffset.x, caughtAt, "stays put under the finger")
        v.touchUp(time: 1.7)
        XCTAssertEqual(Array(r.summary.suffix(2)), ["willEndDragging", "didEndDragging(false)"])
        XCTAssertEqual(r.endedCount, 2, "one for the fling, one for the catch")
        XCTAssertFalse(v.touchDown(time: 2), "nothing moving: not a catch")
        v.touchUp(time: 2.1)
    }

    func testCatchDuringBounceThenLiftSpringsBack() {
        let (v, r) = makeStrip()
        v.contentOffset = Point(x: 2300, y: 0)
        v.drag(dx: -300, over: 0.1, start: 1)
        var t = v.currentTime
        while v.contentOffset.x < 2420 { t += 0.005; v.advance(to: t) }
        r.clear()
        XCTAssertTrue(v.touchDown(time: t))
        XCTAssertGreaterThan(v.contentOffset.x, 2400)
        v.touchUp(time: t + 0.05)
        XCTAssertEqual(r.summary, ["didEndDecelerating", "willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                   "willBeginDecelerating"])
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 2400)
    }

    func testCatchAnimationWithPanContinuesFromCaughtPlace() {
        let (v, r) = makeStrip()
        v.setContentOffset(Point(x: 1000, y: 0), animated: true)
        v.advance(to: 0.1)
        XCTAssertTrue(v.touchDown(time: 0.12))
        let caught = v.contentOffset.x
        v.panBegan(translation: Point(x: -5, y: 0), time: 0.15)
        v.panChanged(translation: Point(x: -25, y: 0), time: 0.2)
        XCTAssertEqual(v.contentOffset.x, caught + 22, accuracy: 1e-9, "follows the finger less the 3 pt slop")
        XCTAssertEqual(r.summary.prefix(3), ["didScroll…", "didEndScrollingAnimation", "willBeginDragging"])
        XCTAssertEqual(r.events.filter { $0 == "willBeginDragging" }.count, 1)
    }

    func testScrollToTop() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 600))
        v.contentSize = Size(width: 100, height: 5000)
        let r = Recorder()
        v.delegate = r
        v.contentOffset = Point(x: 0, y: 3000)
        r.clear()
        XCTAssertTrue(v.scrollToTop(animated: true))
        v.settle()
        XCTAssertEqual(v.contentOffset.y, 0)
        XCTAssertEqual(r.summary, ["shouldScrollToTop", "didScroll…", "didScrollToTop"])
        r.allowScrollToTop = false
        v.contentOffset = Point(x: 0, y: 100)
        XCTAssertFalse(v.scrollToTop(animated: true))
        XCTAssertEqual(v.contentOffset.y, 100)
    }
}

extension DelegateOrderTests {
    func testScrollRectToVisible() {
        let (v, r) = makeStrip()
        v.scrollRectToVisible(Rect(x: 100, y: 0, width: 50, height: 50), animated: false)
        XCTAssertEqual(v.contentOffset.x, 0, "already visible: nothing")
        XCTAssertEqual(r.events, [])
        v.scrollRectToVisible(Rect(x: 1000, y: 0, width: 100, height: 50), animated: false)
        XCTAssertEqual(v.contentOffset.x, 500, "its end aligned with the view's end")
        v.scrollRectToVisible(Rect(x: 200, y: 0, width: 100, height: 50), animated: true)
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 200, "its start aligned with the view's start")
        v.scrollRectToVisible(Rect(x: 2900, y: 0, width: 900, height: 50), animated: false)
        XCTAssertEqual(v.contentOffset.x, 2400, "clamped to the range")
        XCTAssertEqual(r.summary.suffix(2), ["didEndScrollingAnimation", "didScroll…"])
    }
}
