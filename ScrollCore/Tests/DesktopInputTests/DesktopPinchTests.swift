import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

/// Ctrl+wheel and a script's pinch fingers become a pinch, in one place.
final class DesktopPinchTests: XCTestCase {
    private func makeRig() -> Rig {
        let rig = Rig(size: Size(width: 400, height: 300), contentSize: Size(width: 800, height: 600))
        rig.scrollView.minimumZoomScale = 0.5
        rig.scrollView.maximumZoomScale = 4
        rig.scrollView.contentOffset = Point(x: 100, y: 50)
        return rig
    }

    func testEachCtrlWheelNotchScalesByTheFactorAtThePointerAndTheSilenceEndsIt() {
        let rig = makeRig(), sv = rig.scrollView, p = Point(x: 300, y: 100)
        let under = (p + sv.contentOffset) * (1 / sv.zoomScale)
        rig.router.zoomWheel(notches: 1, at: p, time: 1)
        XCTAssertTrue(sv.isZooming, "a pinch, begun by the recognizer under the pointer")
        XCTAssertEqual(sv.zoomScale, DesktopInputRouter.wheelZoomFactor)
        rig.router.zoomWheel(notches: 1, at: Point(x: 50, y: 50), time: 1.05)
        XCTAssertEqual(sv.zoomScale, 1.25 * 1.25, accuracy: 1e-12)
        let now = (p + sv.contentOffset) * (1 / sv.zoomScale)
        XCTAssertEqual(now.x, under.x, accuracy: 1e-9, "anchored where it began")
        XCTAssertEqual(now.y, under.y, accuracy: 1e-9)
        XCTAssertTrue(rig.router.needsAdvance)
        rig.frames(from: 1.06, to: 1.14)
        XCTAssertTrue(sv.isZooming, "within the 100 ms silence")
        rig.frames(from: 1.16, to: 1.2)
        XCTAssertFalse(sv.isZooming)
        rig.router.zoomWheel(notches: -1, at: p, time: 2)
        XCTAssertEqual(sv.zoomScale, 1.25, accuracy: 1e-12, "turned toward the user: out by the same factor")
    }

    func testPastTheMaximumTheWheelRubberBandsThenSpringsBackOnce() {
        let rig = makeRig(), sv = rig.scrollView
        for i in 0..<10 { rig.router.zoomWheel(notches: 1, at: Point(x: 200, y: 150), time: 1 + 0.02 * Double(i)) }
        XCTAssertGreaterThan(sv.zoomScale, 4)
        XCTAssertLessThan(sv.zoomScale, 8, "banded: never past twice the limit")
        rig.frames(from: 1.2, to: 3)
        XCTAssertEqual(sv.zoomScale, 4)
        XCTAssertFalse(rig.router.needsAdvance)
    }

    func testAScriptsFingersAreRealTouches() {
        let rig = makeRig(), sv = rig.scrollView
        rig.router.touch(.began, id: 1, at: Point(x: 150, y: 150), time: 0)
        rig.router.touch(.began, id: 2, at: Point(x: 250, y: 150), time: 0)
        XCTAssertEqual(rig.window.activeTouches.map(\.identifier), [1, 2])
        rig.router.touch(.moved, id: 2, at: Point(x: 260, y: 150), time: 0.02)
        rig.router.touch(.moved, id: 2, at: Point(x: 350, y: 150), time: 0.1)
        XCTAssertEqual(sv.zoomScale, 2, accuracy: 1e-12, "twice the distance at touch-down")
        rig.router.touch(.began, id: 0, at: Point(x: 10, y: 10), time: 0.11)
        XCTAssertEqual(rig.window.activeTouches.count, 2, "id 0 is the mouse's")
        rig.router.touch(.ended, id: 1, at: Point(x: 150, y: 150), time: 0.12)
        rig.router.touch(.ended, id: 2, at: Point(x: 370, y: 150), time: 0.12)
        XCTAssertFalse(sv.isZooming)
        XCTAssertTrue(rig.window.activeTouches.isEmpty)
    }

    func testTheWheelReachesTheZoomingScrollViewAroundOneThatCannotZoom() {
        let rig = makeRig()
        let inner = ScrollView(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        inner.contentSize = Size(width: 400, height: 100)
        rig.scrollView.addSubview(inner)
        rig.router.zoomWheel(notches: 1, at: Point(x: 10, y: 10), time: 0)
        XCTAssertEqual(rig.scrollView.zoomScale, 1.25)
        XCTAssertEqual(inner.zoomScale, 1)
    }
}
