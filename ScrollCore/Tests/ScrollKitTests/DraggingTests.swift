import XCTest
import ScrollPhysics
@testable import ScrollKit

/// Range, rubber band, bounces, directional lock and re-clamping (docs/scroll-behaviour.md, "Geometry", "Dragging").
final class DraggingTests: XCTestCase {
    func testRangeWithInsets() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        v.contentSize = Size(width: 1000, height: 150)
        v.contentInset = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        XCTAssertEqual(v.minContentOffset, Point(x: -20, y: -10))
        XCTAssertEqual(v.maxContentOffset, Point(x: 740, y: -10), "content that fits: max = min")
        XCTAssertTrue(v.scrollsHorizontally)
        XCTAssertFalse(v.scrollsVertically)
        v.alwaysBounceVertical = true
        XCTAssertTrue(v.scrollsVertically)
        v.bounces = false
        XCTAssertFalse(v.scrollsVertically, "alwaysBounce needs bounces")
    }

    func testDragFollowsFingerFromWherePanBegan() {
        let (v, r) = makeStrip()
        v.contentOffset = Point(x: 500, y: 0)
        v.touchDown(time: 0)
        v.panBegan(translation: Point(x: -4, y: 0), time: 0.02)  // 3 pt slop travelled, and 1 pt more
        XCTAssertEqual(v.contentOffset.x, 501, accuracy: 1e-9, "the move beyond the slop is taken up at once")
        v.panChanged(translation: Point(x: -54, y: 3), time: 0.05)
        XCTAssertEqual(v.contentOffset.x, 551, accuracy: 1e-9, "finger left → offset grows, trailing by the slop")
        XCTAssertEqual(v.contentOffset.y, 0, "y does not scroll")
        XCTAssertEqual(r.summary.first, "didScroll…")
        XCTAssertTrue(v.isTracking && v.isDragging)
    }

    func testRubberBandIsOnRawOvershootNotIncremental() {
        let (v, _) = makeStrip()
        v.touchDown(time: 0)
        v.panBegan(translation: .zero, time: 0)
        // Many small steps past the start edge give exactly the band of the total overshoot.
        for i in 1...100 { v.panChanged(translation: Point(x: Double(i), y: 0), time: Double(i) * 0.001) }
        XCTAssertEqual(v.contentOffset.x, -50.38, accuracy: 0.01, "100 pt overshoot with d = 600")
        v.panChanged(translation: Point(x: 30, y: 0), time: 0.2)
        XCTAssertEqual(v.contentOffset.x, -RubberBand.band(30, dimension: 600), accuracy: 1e-9, "back in is symmetric")
        v.panChanged(translation: Point(x: -40, y: 0), time: 0.3)
        XCTAssertEqual(v.contentOffset.x, 40, accuracy: 1e-9, "inside the range: 1:1")
    }

    func testBouncesFalseClamps() {
        let (v, r) = makeStrip()
        v.bounces = false
        v.drag(dx: 200, over: 0.2, start: 0, rest: 0.1)
        XCTAssertEqual(v.contentOffset.x, 0)
        XCTAssertEqual(r.summary.last, "didEndDragging(false)")
        // A fling toward the end stops dead on it.
        v.contentOffset = Point(x: 2300, y: 0)
        v.drag(dx: -300, over: 0.1, start: 1)
        var t = v.currentTime
        while v.isDecelerating { t += 1 / 60; v.advance(to: t); XCTAssertLessThanOrEqual(v.contentOffset.x, 2400) }
        XCTAssertEqual(v.contentOffset.x, 2400)
    }

    func testDirectionalLock() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        v.contentSize = Size(width: 4000, height: 4000)
        v.contentOffset = Point(x: 1000, y: 1000)
        v.isDirectionalLockEnabled = true
        v.touchDown(time: 0)
        v.panBegan(translation: Point(x: -3, y: 0), time: 0.01)
        v.panChanged(translation: Point(x: -30, y: -4), time: 0.05)  // clearly horizontal
        let y = v.contentOffset.y
        v.panChanged(translation: Point(x: -60, y: -40), time: 0.1)
        XCTAssertEqual(v.contentOffset.y, y, "minor axis fixed for the whole gesture")
        XCTAssertEqual(v.contentOffset.x, 1057)
        v.panEnded(translation: Point(x: -60, y: -40), time: 0.3)
        XCTAssertEqual(v.velocity.y, 0)
        // Without the lock a diagonal drag moves both.
        v.isDirectionalLockEnabled = false
        v.settle()
        let start = v.contentOffset
        v.drag(dx: -30, dy: -4, over: 0.1, start: 5, rest: 0.1)
        XCTAssertEqual(v.contentOffset, start + Point(x: 30, y: 4))
    }

    func testScrollDisabledIgnoresInput() {
        let (v, r) = makeStrip()
        v.isScrollEnabled = false
        XCTAssertFalse(v.panGestureRecognizer.isEnabled)
        v.drag(dx: -100, over: 0.1, start: 0)
        v.scrollGestureChanged(delta: Point(x: 50, y: 0), kind: .continuous, time: 1)
        XCTAssertEqual(v.contentOffset, .zero)
        XCTAssertEqual(r.events, [])
    }

    func testContentSizeChangeAtRestClamps() {
        let (v, r) = makeStrip()
        v.contentOffset = Point(x: 2000, y: 0)
        r.clear()
        v.contentSize = Size(width: 1000, height: 100)
        XCTAssertEqual(v.contentOffset.x, 400)
        XCTAssertEqual(r.events, ["didScroll"])
        v.frame = Rect(x: 0, y: 0, width: 800, height: 100)
        XCTAssertEqual(v.contentOffset.x, 200, "resizing re-clamps; contentSize does not follow bounds")
        XCTAssertEqual(v.contentSize.width, 1000)
    }

    func testContentSizeChangeMidDecelerationCarriesOnWithoutJump() {
        let (v, r) = makeStrip()
        v.drag(dx: -300, over: 0.15, start: 1)  // 2000 pt/s → would rest near 1300
        v.advance(to: 1.3)
        let before = v.contentOffset, speed = v.velocity
        v.contentSize = Size(width: 1000, height: 100)  // new max 400, already past it
        XCTAssertEqual(v.contentOffset, before, "no jump")
        XCTAssertEqual(v.velocity.x, speed.x, accuracy: 1, "velocity kept (spring-back starts outward)")
        var t = v.currentTime
        while v.isDecelerating {
            t += 1 / 60
            v.advance(to: t)
            XCTAssertTrue(v.contentOffset.isFinite)
        }
        XCTAssertEqual(v.contentOffset.x, 400)
        XCTAssertEqual(r.endedCount, 1)
    }

    func testSettingContentOffsetMidFlingShiftsTheMotion() {
        // Seed 004's recentring: jump back by 1000 while decelerating; the motion continues 1000 earlier.
        let (reference, _) = makeStrip(content: 100_000)
        let (v, _) = makeStrip(content: 100_000)
        for s in [reference, v] {
            s.contentOffset = Point(x: 5000, y: 0)
            s.drag(dx: -300, over: 0.15, start: 1)
            s.advance(to: 1.5)
        }
        v.contentOffset = v.contentOffset - Point(x: 1000, y: 0)
        for t in stride(from: 1.5, through: 6, by: 0.25) {
            reference.advance(to: t)
            v.advance(to: t)
            XCTAssertEqual(v.contentOffset.x, reference.contentOffset.x - 1000, accuracy: 1e-6)
        }
    }

    func testVelocityDuringDrag() {
        let (v, _) = makeStrip()
        v.contentOffset = Point(x: 1000, y: 0)
        v.drag(dx: -100, over: 0.2, start: 0, lift: false)
        XCTAssertEqual(v.velocity.x, 500, accuracy: 1e-6)
        v.advance(to: 0.3)
        XCTAssertEqual(v.velocity, .zero, "finger resting for 100 ms")
    }
}
