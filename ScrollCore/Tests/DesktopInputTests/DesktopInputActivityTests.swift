import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

/// What a window that draws only when something changes asks the router and the scroll view
/// (`needsAdvance`), and how an input older than the last is reported.
final class DesktopInputActivityTests: XCTestCase {
    func testAFlickNeedsFramesUntilItLandsThenNone() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 4000, height: 100), pitch: 100)
        XCTAssertFalse(rig.router.needsAdvance, "at rest")
        rig.router.mouseDown(at: Point(x: 300, y: 50), time: 1)
        for i in 1...5 { rig.router.mouseMoved(to: Point(x: 300 - Double(i) * 40, y: 50), time: 1 + Double(i) * 0.02) }
        rig.router.mouseUp(at: Point(x: 100, y: 50), time: 1.1)
        XCTAssertTrue(rig.scrollView.needsAdvance, "decelerating")
        XCTAssertTrue(rig.router.needsAdvance)
        var t = 1.1
        while rig.router.needsAdvance && t < 20 { t += 1.0 / 60; rig.router.advance(to: t) }
        XCTAssertFalse(rig.scrollView.isDecelerating, "landed by \(t) s")
        let rest = rig.scrollView.contentOffset
        rig.router.advance(to: t + 5)
        XCTAssertEqual(rig.scrollView.contentOffset, rest, "nothing moves once no frame is needed")
    }

    /// A wheel gesture needs frames until its silence has ended it (then it snaps), even when its
    /// animated step landed earlier.
    func testAWheelGestureNeedsFramesUntilItsSilenceEnds() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 4000, height: 100), pitch: 100)
        rig.router.scroll(dx: 0, dy: -1, shift: false, time: 1)
        XCTAssertTrue(rig.router.needsAdvance)
        rig.router.advance(to: 1 + DesktopInputRouter.scrollGestureSilence / 2)
        XCTAssertTrue(rig.router.needsAdvance, "the gesture is still open")
        var t = 1.0
        while rig.router.needsAdvance && t < 20 { t += 1.0 / 60; rig.router.advance(to: t) }
        XCTAssertGreaterThanOrEqual(t, 1 + DesktopInputRouter.scrollGestureSilence)
        XCTAssertFalse(rig.scrollView.isDragging || rig.scrollView.isDecelerating)
        XCTAssertEqual(rig.delegate.endings.count, 1, "the gesture ended: \(rig.delegate.calls)")
    }

    /// A press held still waits on its recognizers' deadlines: frames are needed until the release.
    func testAHeldPressNeedsFrames() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 4000, height: 100))
        rig.router.mouseDown(at: Point(x: 200, y: 50), time: 1)
        rig.router.advance(to: 2)
        XCTAssertTrue(rig.router.needsAdvance)
        rig.router.mouseUp(at: Point(x: 200, y: 50), time: 2.1)
        rig.router.advance(to: 3)
        XCTAssertFalse(rig.router.needsAdvance)
    }

    func testAnInputOlderThanTheLastIsCountedAndReported() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 4000, height: 100))
        var reports: [(Double, Double)] = []
        rig.router.reportOutOfOrderInput = { reports.append(($0, $1)) }
        rig.router.mouseDown(at: Point(x: 200, y: 50), time: 2)
        rig.router.mouseMoved(to: Point(x: 150, y: 50), time: 1.5)   // older: ignored
        rig.router.advance(to: 1.8)                                  // a frame time going back is not an input
        XCTAssertEqual(rig.router.outOfOrderInputCount, 1)
        #if DEBUG
        XCTAssertEqual(reports.map(\.0), [1.5])
        XCTAssertEqual(reports.map(\.1), [2])
        #else
        XCTAssertTrue(reports.isEmpty)
        #endif
    }
}
