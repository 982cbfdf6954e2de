import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

/// A mouse release that never arrives (focus lost mid-drag, button released outside the window) must
/// not leave the mouse "down" (docs/scroll-behaviour.md, "Desktop input").
final class LostReleaseTests: XCTestCase {
    private func dragWithoutRelease(_ rig: Rig, from x: Double, by dx: Double, start: Double) -> Double {
        rig.router.mouseDown(at: Point(x: x, y: 50), time: start)
        var t = start
        for i in 1...10 {
            t = start + Double(i) * 0.01
            rig.router.mouseMoved(to: Point(x: x + dx * Double(i) / 10, y: 50), time: t)
        }
        return t
    }

    /// Focus lost mid-drag: the touch is cancelled, the drag ends once (snapped, no momentum), and the
    /// next press starts a new drag that scrolls.
    func testFocusLossCancelsTheDrag() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 2000, height: 100), pitch: 100)
        let t = dragWithoutRelease(rig, from: 300, by: -130, start: 1)
        XCTAssertTrue(rig.scrollView.isDragging)
        rig.router.cancelPointer(time: t + 0.01)
        XCTAssertFalse(rig.router.isMouseDown)
        XCTAssertFalse(rig.scrollView.isDragging || rig.scrollView.isTracking)
        rig.frames(from: t + 0.01, to: t + 3)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 100, accuracy: 1e-6, "127 pt snapped to the nearest item")
        XCTAssertEqual(rig.delegate.calls.filter { $0 == "willBeginDragging" }.count, 1)
        XCTAssertEqual(rig.delegate.endings.count, 1, "\(rig.delegate.calls)")
        // The next press is not ignored.
        let t2 = dragWithoutRelease(rig, from: 300, by: -100, start: 5)
        XCTAssertTrue(rig.scrollView.isDragging, "a new drag after the cancel")
        rig.router.mouseUp(at: Point(x: 200, y: 50), time: t2 + 0.2)
        rig.frames(from: t2 + 0.2, to: t2 + 3)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 200, accuracy: 1e-6)
        XCTAssertEqual(rig.delegate.endings.count, 2, "\(rig.delegate.calls)")
    }

    /// A press while a press is still open (its release was lost outside the window): the old touch is
    /// cancelled and the new press is delivered — it catches nothing stale and drags again.
    func testPressWhileAPressIsOpenCancelsTheOldOne() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 2000, height: 100), pitch: 100)
        let t = dragWithoutRelease(rig, from: 300, by: -130, start: 1)
        // No mouseUp: the release happened outside the window and was never reported.
        let t2 = dragWithoutRelease(rig, from: 300, by: -100, start: t + 2)
        XCTAssertTrue(rig.router.isMouseDown)
        XCTAssertTrue(rig.scrollView.isDragging, "the second press drags")
        rig.router.mouseUp(at: Point(x: 200, y: 50), time: t2 + 0.2)
        rig.frames(from: t2 + 0.2, to: t2 + 3)
        XCTAssertFalse(rig.router.isMouseDown)
        XCTAssertTrue(rig.isAtRest)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 200, accuracy: 1e-6, "first drag landed on 100, second moved one more")
        XCTAssertEqual(rig.delegate.calls.filter { $0 == "willBeginDragging" }.count, 2)
        XCTAssertEqual(rig.delegate.endings.count, 2, "\(rig.delegate.calls)")
    }

    /// A second touch (id 1) down, a wheel click, then the mouse down and up: every interaction ends;
    /// the scroll view does not stay dragging.
    func testSecondTouchThenWheelThenMouseEnds() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 2000, height: 100), pitch: 100)
        rig.window.sendTouch(.began, at: Point(x: 100, y: 50), time: 1, id: 1)
        rig.router.scroll(dx: 0, dy: -1, shift: false, time: 1.05)
        rig.router.mouseDown(at: Point(x: 300, y: 50), time: 1.1)
        rig.router.mouseUp(at: Point(x: 300, y: 50), time: 1.2)
        rig.window.sendTouch(.ended, at: Point(x: 100, y: 50), time: 1.3, id: 1)
        rig.frames(from: 1.3, to: 5)
        XCTAssertFalse(rig.scrollView.isDragging || rig.scrollView.isTracking || rig.scrollView.isDecelerating,
                       "\(rig.delegate.calls)")
        XCTAssertEqual(rig.delegate.calls.filter { $0 == "willBeginDragging" }.count, rig.delegate.endings.count,
                       "\(rig.delegate.calls)")
        XCTAssertEqual(rig.scrollView.contentOffset.x.truncatingRemainder(dividingBy: 100), 0, accuracy: 1e-6)
    }
}
