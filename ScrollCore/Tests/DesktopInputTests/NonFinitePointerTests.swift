import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

/// Positions that are not numbers never leave a press open (docs/scroll-behaviour.md, "Domains").
final class NonFinitePointerTests: XCTestCase {
    func testMouseUpAtNaNEndsTheDragWhereTheTouchLastWas() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 2000, height: 100), pitch: 100)
        rig.router.mouseDown(at: Point(x: 300, y: 50), time: 1)
        for i in 1...10 { rig.router.mouseMoved(to: Point(x: 300 - 13 * Double(i), y: 50), time: 1 + 0.01 * Double(i)) }
        XCTAssertTrue(rig.scrollView.isDragging)
        rig.router.mouseUp(at: Point(x: .nan, y: 50), time: 1.3)
        XCTAssertFalse(rig.router.isMouseDown)
        XCTAssertTrue(rig.router.window.activeTouches.isEmpty, "the touch ended")
        XCTAssertFalse(rig.scrollView.isDragging || rig.scrollView.isTracking)
        rig.frames(from: 1.3, to: 4)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 100, accuracy: 1e-6, "130 pt snapped to the nearest item")
        XCTAssertEqual(rig.delegate.endings.count, 1, "\(rig.delegate.calls)")
        // The next press and release work.
        rig.router.mouseDown(at: Point(x: 300, y: 50), time: 5)
        for i in 1...10 { rig.router.mouseMoved(to: Point(x: 300 - 10 * Double(i), y: 50), time: 5 + 0.01 * Double(i)) }
        rig.router.mouseUp(at: Point(x: 200, y: 50), time: 5.3)
        rig.frames(from: 5.3, to: 8)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 200, accuracy: 1e-6)
        XCTAssertEqual(rig.delegate.endings.count, 2, "\(rig.delegate.calls)")
    }

    func testMouseDownAtInfinityIsIgnored() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 2000, height: 100), pitch: 100)
        rig.router.mouseDown(at: Point(x: .infinity, y: 50), time: 1)
        XCTAssertFalse(rig.router.isMouseDown)
        XCTAssertTrue(rig.router.window.activeTouches.isEmpty)
    }
}
