import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

/// Interleavings of mouse, wheel and keys that the main router tests do not cover.
final class DesktopInputRouterEdgeTests: XCTestCase {
    /// A click outside the scroll view while a wheel gesture is still open must not orphan that gesture:
    /// it still ends 100 ms after its last click, on the snapped target, with one ended callback.
    /// (Before the fix the router forgot the gesture on any mouse-down and the scroll view stayed
    /// `isDragging` for ever, never snapping.)
    func testClickElsewhereDoesNotOrphanAWheelGesture() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let sv = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        sv.contentSize = Size(width: 2000, height: 100)
        let delegate = SnappingDelegate(pitch: 100)
        sv.delegate = delegate
        window.addSubview(sv)
        let router = DesktopInputRouter(window: window, scrollView: sv)
        router.scroll(dx: 0, dy: -1, shift: false, time: 0)
        router.mouseDown(at: Point(x: 200, y: 250), time: 0.05)  // below the scroll view
        router.mouseUp(at: Point(x: 200, y: 250), time: 0.07)
        var t = 0.07
        while t < 3 { t += 1.0 / 60; router.advance(to: t) }
        XCTAssertFalse(sv.isDragging || sv.isDecelerating || sv.isTracking, "\(delegate.calls)")
        XCTAssertEqual(delegate.releaseTimes, [0.1], "ended 100 ms after the click")
        XCTAssertEqual(sv.contentOffset.x, 100, accuracy: 1e-6, "54 pt snapped to the nearest item")
        XCTAssertEqual(delegate.endings.count, 1, "\(delegate.calls)")
    }

    /// A click on the scroll view during an open wheel gesture takes it over: the finger's lift ends it
    /// (no second release 100 ms later).
    func testClickOnTheScrollViewTakesTheWheelGestureOver() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 2000, height: 100), pitch: 100)
        rig.router.scroll(dx: 0, dy: -1, shift: false, time: 0)
        rig.router.mouseDown(at: Point(x: 200, y: 50), time: 0.05)
        rig.frames(from: 0.05, to: 0.3)
        XCTAssertTrue(rig.scrollView.isDragging, "the finger holds the content")
        XCTAssertEqual(rig.delegate.releaseTimes, [], "no release while the finger is down")
        rig.router.mouseUp(at: Point(x: 200, y: 50), time: 0.3)
        rig.frames(from: 0.3, to: 3)
        XCTAssertEqual(rig.delegate.releaseTimes, [0.3])
        XCTAssertTrue(rig.isAtRest)
        XCTAssertEqual(rig.delegate.endings.count, 1, "\(rig.delegate.calls)")
    }

    /// A key press continues from the pending key target only while that key scroll is what animates;
    /// after another programmatic animation took over it starts from that animation's target.
    func testKeyPressIgnoresAStaleKeyTarget() {
        let rig = Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 4000, height: 100),
                      itemStep: Point(x: 100, y: 100))
        rig.router.keyPressed(.right, time: 0)            // key target 100
        rig.router.advance(to: 0.05)
        rig.scrollView.setContentOffset(Point(x: 2000, y: 0), animated: true)  // code scrolls elsewhere
        rig.router.advance(to: 0.1)
        rig.router.keyPressed(.right, time: 0.1)          // one item on from where the content is heading
        rig.frames(from: 0.1, to: 3)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 2100, accuracy: 1e-6)
    }
}

/// Keys while the pointer holds the content (docs/scroll-behaviour.md, "Desktop input": the pointer wins).
final class KeysDuringADragTests: XCTestCase {
    func testKeysAreIgnoredWhileThePointerHoldsTheContent() {
        let rig = Rig(size: Size(width: 600, height: 100), contentSize: Size(width: 6000, height: 100), pitch: 100)
        rig.router.mouseDown(at: Point(x: 500, y: 50), time: 1)
        for i in 1...10 { rig.router.mouseMoved(to: Point(x: 500 - Double(i) * 10, y: 50), time: 1 + Double(i) * 0.016) }
        let held = rig.scrollView.contentOffset
        XCTAssertEqual(held.x, 97, accuracy: 1e-9, "100 pt dragged, less the 3 pt slop")
        for key in [DesktopKey.end, .right, .pageDown] { rig.router.keyPressed(key, time: 1.2) }
        rig.router.advance(to: 1.25)
        XCTAssertEqual(rig.scrollView.contentOffset, held, "the content stays under the pointer")
        rig.router.mouseUp(at: Point(x: 400, y: 50), time: 1.3)
        rig.frames(from: 1.3, to: 4)
        XCTAssertLessThan(rig.scrollView.contentOffset.x, 400, "the release lands near the drag, not near the end")
        XCTAssertTrue(rig.isAtRest)
        rig.router.keyPressed(.end, time: 4.1)
        rig.frames(from: 4.1, to: 7)
        XCTAssertEqual(rig.scrollView.contentOffset.x, 5400, accuracy: 1e-9, "keys work again once the button is up")
    }

    func testAPressThatCaughtTheContentHoldsItToo() {
        let rig = Rig(size: Size(width: 600, height: 100), contentSize: Size(width: 6000, height: 100))
        rig.router.keyPressed(.end, time: 1)
        rig.router.advance(to: 1.05)
        rig.router.mouseDown(at: Point(x: 300, y: 50), time: 1.1)  // catches the animation
        let caught = rig.scrollView.contentOffset
        rig.router.keyPressed(.home, time: 1.2)
        rig.router.advance(to: 1.4)
        XCTAssertEqual(rig.scrollView.contentOffset, caught)
        rig.router.mouseUp(at: Point(x: 300, y: 50), time: 1.5)
    }
}
