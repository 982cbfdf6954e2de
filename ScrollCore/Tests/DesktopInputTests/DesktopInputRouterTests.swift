import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

final class DesktopInputRouterTests: XCTestCase {
    func testDeltasAreToldApartByWholeNumbers() {
        XCTAssertEqual(ScrollDeltaKind.classify(dx: 0, dy: -1), .wheelClicks)
        XCTAssertEqual(ScrollDeltaKind.classify(dx: 0, dy: 2), .wheelClicks)
        XCTAssertEqual(ScrollDeltaKind.classify(dx: 1, dy: 0), .wheelClicks)
        XCTAssertEqual(ScrollDeltaKind.classify(dx: 0, dy: 0.35), .continuous)
        XCTAssertEqual(ScrollDeltaKind.classify(dx: 1, dy: 0.5), .continuous)
        XCTAssertEqual(ScrollDeltaKind.classify(dx: 0, dy: 1.5), .continuous)
        XCTAssertEqual(DesktopInputRouter.wheelStep(forVisibleLength: 400), 54.288, accuracy: 1e-3)
        XCTAssertEqual(DesktopInputRouter.wheelStep(forVisibleLength: 1000), 100, accuracy: 1e-9)
    }

    /// Three wheel clicks down on a row that only scrolls horizontally: smooth animated steps along x,
    /// ending (100 ms after the last click) on the delegate's snapped target.
    func testWheelClicksEndOnASnappedTarget() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 2000, height: 100), pitch: 100)
        let step = DesktopInputRouter.wheelStep(forVisibleLength: 400) // 54.3 pt
        rig.router.scroll(dx: 0, dy: -1, shift: false, time: 0)
        rig.router.advance(to: 0.016)
        let early = rig.scrollView.contentOffset.x
        XCTAssertGreaterThan(early, 0, "animated: moving")
        XCTAssertLessThan(early, step, "animated: not there at once")
        XCTAssertEqual(rig.scrollView.contentOffset.y, 0)
        rig.router.scroll(dx: 0, dy: -1, shift: false, time: 0.05)
        rig.router.scroll(dx: 0, dy: -1, shift: false, time: 0.10)
        rig.frames(from: 0.10, to: 0.19)
        XCTAssertTrue(rig.scrollView.isDragging, "the gesture is open until 100 ms of silence")
        XCTAssertEqual(rig.delegate.releaseTimes, [])
        let offsets = rig.frames(from: 0.2, to: 3)
        XCTAssertEqual(rig.delegate.releaseTimes.count, 1)
        XCTAssertEqual(rig.delegate.releaseTimes.first ?? 0, 0.2, accuracy: 1e-9, "ended at last delta + 0.1 s")
        XCTAssertEqual(rig.scrollView.contentOffset.x, 200, accuracy: 1e-6, "3 × 54.3 = 163 snapped to 200")
        XCTAssertTrue(rig.isAtRest)
        XCTAssertEqual(rig.delegate.endings.count, 1, "\(rig.delegate.calls)")
        XCTAssertTrue(offsets.allSatisfy { $0.x <= 200 + 1e-6 }, "no overshoot past the snapped target")
    }

    func testWheelGestureEndTimeIsExactEvenWhenFramesAreLate() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 2000, height: 100), pitch: 100)
        rig.router.scroll(dx: 0, dy: -1, shift: false, time: 1)
        rig.router.advance(to: 1.7) // one long hitch
        XCTAssertEqual(rig.delegate.releaseTimes, [1.1])
        rig.frames(from: 1.7, to: 4)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 100, accuracy: 1e-6, "54 pt snapped to the nearest cube")
    }

    /// Continuous deltas pulling past the top edge rubber-band (less than the finger), then settle back.
    func testTrackpadDeltasAtAnEdgeRubberBandAndSettle() {
        let rig = Rig(size: Size(width: 300, height: 300), contentSize: Size(width: 300, height: 1000))
        for i in 0..<10 { rig.router.scroll(dx: 0, dy: 0.5, shift: false, time: Double(i) * 0.016) }
        let pulled = rig.scrollView.contentOffset.y
        XCTAssertLessThan(pulled, 0, "past the top edge")
        XCTAssertGreaterThan(pulled, -50, "banded: less than the 50 pt of finger travel")
        XCTAssertTrue(rig.scrollView.isDragging)
        rig.frames(from: 0.16, to: 2.5)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 0, accuracy: 1e-6)
        XCTAssertTrue(rig.isAtRest)
        XCTAssertEqual(rig.delegate.endings.count, 1, "\(rig.delegate.calls)")
    }

    /// Continuous deltas in the middle move the offset directly and stop where they stop: no momentum
    /// is added, even after a fast swipe on the trackpad
    /// (https://github.com/darkroomengineering/lenis/issues/397).
    func testTrackpadDeltasMoveDirectlyWithoutMomentum() {
        let rig = Rig(size: Size(width: 300, height: 300), contentSize: Size(width: 300, height: 3000))
        for i in 0..<10 { rig.router.scroll(dx: 0, dy: -2.5, shift: false, time: 1 + Double(i) * 0.008) }
        XCTAssertEqual(rig.scrollView.contentOffset.y, 250, accuracy: 1e-9, "10 × 2.5 units × 10 pt, at once")
        rig.frames(from: 1.08, to: 3)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 250, accuracy: 1e-9)
        XCTAssertEqual(rig.delegate.calls.last, "didEndDragging(false)")
    }

    func testShiftWheelScrollsHorizontally() {
        let rig = Rig(size: Size(width: 300, height: 300), contentSize: Size(width: 3000, height: 3000))
        rig.router.scroll(dx: 0, dy: -1, shift: true, time: 0)
        rig.frames(from: 0, to: 2)
        XCTAssertEqual(rig.scrollView.contentOffset.x, DesktopInputRouter.wheelStep(forVisibleLength: 300), accuracy: 1e-6)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 0)
        rig.router.scroll(dx: 0, dy: -1, shift: false, time: 3)
        rig.frames(from: 3, to: 5)
        XCTAssertEqual(rig.scrollView.contentOffset.y, DesktopInputRouter.wheelStep(forVisibleLength: 300), accuracy: 1e-6,
                       "without shift, a 2-D scroll view scrolls vertically")
    }

    func testArrowKeysMoveOneItemAndRepeatedPressesAccumulate() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 2000, height: 100),
                      itemStep: Point(x: 80, y: 80))
        rig.router.keyPressed(.right, time: 0)
        rig.frames(from: 0, to: 2)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 80, accuracy: 1e-6)
        rig.router.keyPressed(.right, time: 3)
        rig.router.advance(to: 3.05)
        rig.router.keyPressed(.right, time: 3.05)
        rig.router.advance(to: 3.1)
        rig.router.keyPressed(.down, time: 3.1) // horizontal-only view: down = next item along x
        rig.frames(from: 3.1, to: 5)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 320, accuracy: 1e-6, "80 + 3 items, from the pending target")
        rig.router.keyPressed(.left, time: 6)
        rig.frames(from: 6, to: 8)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 240, accuracy: 1e-6)
        XCTAssertEqual(rig.delegate.endings.filter { $0 == "didEndScrollingAnimation" }.count, 3,
                       "one animation per run of presses: \(rig.delegate.calls)")
    }

    func testPageKeysMoveOnePageAndHomeEndReachTheEnds() {
        let rig = Rig(size: Size(width: 300, height: 200), contentSize: Size(width: 300, height: 1000))
        rig.router.keyPressed(.pageDown, time: 0)
        rig.frames(from: 0, to: 2)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 200, accuracy: 1e-6, "one bounds height")
        rig.router.keyPressed(.end, time: 3)
        rig.frames(from: 3, to: 5)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 800, accuracy: 1e-6)
        rig.router.keyPressed(.pageDown, time: 6)
        rig.frames(from: 6, to: 8)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 800, accuracy: 1e-6, "clamped at the end")
        rig.router.keyPressed(.pageUp, time: 9)
        rig.frames(from: 9, to: 11)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 600, accuracy: 1e-6)
        rig.router.keyPressed(.home, time: 12)
        rig.frames(from: 12, to: 14)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 0, accuracy: 1e-6)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 0)
    }

    func testTargetBehaviourSnapsPageKeysToWholeItems() {
        let rig = Rig(size: Size(width: 300, height: 200), contentSize: Size(width: 300, height: 1000))
        rig.scrollView.targetBehavior = ItemScrollTargetBehavior(pitch: Point(x: 0, y: 75))
        rig.router.keyPressed(.pageDown, time: 0)   // a page is 200: nearest multiple of 75 is 225
        rig.frames(from: 0, to: 2)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 225, accuracy: 1e-6)
        rig.scrollView.targetBehavior = ClosureTargetBehavior { target, _ in target = Point(x: 0, y: 5000) }
        rig.router.keyPressed(.pageDown, time: 3)
        rig.frames(from: 3, to: 5)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 800, accuracy: 1e-6, "an adjusted target is still clamped")
    }

    /// The left button is one finger: a drag scrolls through the scroll view's pan recognizer; hover
    /// moves are ignored.
    func testMouseDragScrollsThroughTheWindow() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 2000, height: 100))
        rig.router.mouseMoved(to: Point(x: 10, y: 10), time: 0) // hover: nothing
        XCTAssertTrue(rig.window.activeTouches.isEmpty)
        rig.router.mouseDown(at: Point(x: 300, y: 50), time: 1)
        XCTAssertTrue(rig.router.isMouseDown)
        rig.router.mouseMoved(to: Point(x: 296, y: 50), time: 1.01) // past the 3 pt slop: the pan begins here
        XCTAssertTrue(rig.scrollView.isDragging)
        for i in 1...10 { rig.router.mouseMoved(to: Point(x: 296 - Double(i) * 10, y: 50), time: 1.01 + Double(i) * 0.01) }
        XCTAssertEqual(rig.scrollView.contentOffset.x, 101, accuracy: 1e-6, "104 pt of pointer travel less the 3 pt slop")
        rig.router.advance(to: 1.3) // rest before lifting: no fling
        rig.router.mouseUp(at: Point(x: 196, y: 50), time: 1.3)
        rig.frames(from: 1.3, to: 3)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 101, accuracy: 1e-6)
        XCTAssertTrue(rig.isAtRest)
        XCTAssertFalse(rig.router.isMouseDown)
    }

    func testTimeGoingBackwardsIsIgnored() {
        let rig = Rig(size: Size(width: 300, height: 300), contentSize: Size(width: 300, height: 1000))
        rig.router.advance(to: 5)
        rig.router.scroll(dx: 0, dy: -1, shift: false, time: 4)
        XCTAssertEqual(rig.router.time, 5)
        XCTAssertFalse(rig.scrollView.isDragging)
    }
}
