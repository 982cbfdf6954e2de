import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

/// The view tree has one clock, the window's (`Window.time`): the router reads it rather than
/// keeping its own, so whatever input arrives — a press, a hover, a wheel delta, a key — every
/// reader sees the same latest time, and what the window has waiting (a tap's wait for a second
/// tap, a long press) happens at its own time, before a later input, whichever kind that is.
final class OneClockTests: XCTestCase {
    private func rig() -> Rig { Rig(size: Size(width: 300, height: 300), contentSize: Size(width: 300, height: 1000)) }

    /// Each kind of input at t leaves the router and the window agreeing on t.
    func testEveryKindOfInputMovesTheOneClock() {
        let r = rig()
        let inputs: [(String, Double, () -> Void)] = [
            ("hover", 0.1, { r.router.mouseMoved(to: Point(x: 10, y: 10), time: 0.1) }),
            ("wheel", 0.2, { r.router.scroll(dx: 0, dy: -1, shift: false, time: 0.2) }),
            ("frame", 0.3, { r.router.advance(to: 0.3) }),
            ("key", 0.9, { r.router.keyPressed(.down, time: 0.9) }),
            ("press", 1.5, { r.router.mouseDown(at: Point(x: 150, y: 150), time: 1.5) }),
            ("drag", 1.6, { r.router.mouseMoved(to: Point(x: 150, y: 100), time: 1.6) }),
            ("lift", 1.7, { r.router.mouseUp(at: Point(x: 150, y: 100), time: 1.7) }),
            ("focus lost", 1.8, { r.router.cancelPointer(time: 1.8) }),
        ]
        for (what, t, send) in inputs {
            send()
            XCTAssertEqual(r.window.time, t, "the window's clock after a \(what) at \(t)")
            XCTAssertEqual(r.router.time, t, "the router reads the window's clock after a \(what)")
            if what == "drag" || what == "lift" {
                // Driven through its pan recognizer, which reads the window's clock, the scroll
                // view is evaluated at the input's time.
                XCTAssertEqual(r.scrollView.currentTime, t, "the scroll view after a \(what)")
            }
        }
    }

    /// Two routers over one window (a pager and a zoomed page, as the photo browser has) share its
    /// clock: an input through one is the latest time for the other, and an older input through
    /// the other is refused as out of order.
    func testRoutersOverOneWindowShareItsClock() {
        let r = rig()
        let second = DesktopInputRouter(window: r.window, scrollView: nil)
        second.reportOutOfOrderInput = { _, _ in }
        r.router.scroll(dx: 0, dy: -1, shift: false, time: 2)
        XCTAssertEqual(second.time, 2)
        second.mouseDown(at: Point(x: 150, y: 150), time: 1)
        XCTAssertFalse(second.isMouseDown, "an input older than the window's latest is refused")
        XCTAssertEqual(second.outOfOrderInputCount, 1)
    }

    /// A single tap waiting out the double-tap interval is recognized at the interval's end, before
    /// a trackpad delta that comes later: with a clock of the router's own, the delta scrolled first
    /// and the tap, recognized at the next frame, saw the content already moved.
    func testADeadlinePassedBeforeATrackpadDeltaActsBeforeIt() {
        let r = rig()
        var offsetAtTap: Point?
        let single = TapGestureRecognizer { _ in offsetAtTap = r.scrollView.contentOffset }
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        r.window.addGestureRecognizer(double)
        r.window.addGestureRecognizer(single)
        r.router.mouseDown(at: Point(x: 150, y: 150), time: 0)
        r.router.mouseUp(at: Point(x: 150, y: 150), time: 0.05)
        XCTAssertNil(offsetAtTap, "the single tap waits for a second one")
        // A trackpad delta: it moves the content at once, with no animation.
        r.router.scroll(dx: 0, dy: -1, shift: false, kind: .continuous, time: 1)
        XCTAssertGreaterThan(r.scrollView.contentOffset.y, 0, "the trackpad scrolled")
        r.frames(from: 1, to: 1.5)
        XCTAssertEqual(offsetAtTap, .zero, "the tap came first, at its own time")
    }

    /// A second scroll view in the window, which the router does not point at, glides on with the
    /// router's frames and inputs: every scroll view in the tree reads the window's clock.
    func testFramesAndInputsCarryAScrollViewTheRouterDoesNotPointAt() {
        let r = rig()
        let other = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        other.contentSize = Size(width: 3000, height: 100)
        r.window.insertSubview(other, at: 0)  // under the router's scroll view: the mouse never reaches it
        r.router.advance(to: 0)
        other.setContentOffset(Point(x: 900, y: 0), animated: true)
        r.router.scroll(dx: 0, dy: -1, shift: false, time: 0.2)
        XCTAssertEqual(other.currentTime, 0.2, "an input to the router's scroll view moved the other's time")
        XCTAssertGreaterThan(other.contentOffset.x, 0, "and its animation with it")
        r.frames(from: 0.25, to: 3)
        XCTAssertEqual(other.contentOffset, Point(x: 900, y: 0), "the router's frames carried it to its target")
        XCTAssertFalse(other.isScrollAnimating)
        XCTAssertEqual(other.currentTime, r.window.time)
        XCTAssertEqual(r.scrollView.currentTime, r.window.time)
    }

    /// After every kind of input and every frame, each scroll view's `currentTime` is the window's.
    func testEveryScrollViewReadsTheWindowsTimeAfterInputsAndFrames() {
        let r = rig()
        let other = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        r.window.insertSubview(other, at: 0)
        let steps: [(Double, () -> Void)] = [
            (0.1, { r.router.scroll(dx: 0, dy: -1, shift: false, time: 0.1) }),
            (0.35, { r.router.advance(to: 0.35) }),
            (0.5, { r.router.mouseDown(at: Point(x: 150, y: 200), time: 0.5) }),
            (0.55, { r.router.mouseMoved(to: Point(x: 150, y: 120), time: 0.55) }),
            (0.6, { r.router.mouseUp(at: Point(x: 150, y: 100), time: 0.6) }),
            (0.9, { r.router.advance(to: 0.9) }),
            (1.0, { r.router.keyPressed(.down, time: 1.0) }),
        ]
        for (t, send) in steps {
            send()
            XCTAssertEqual(r.scrollView.currentTime, t)
            XCTAssertEqual(other.currentTime, t, "the scroll view the router does not point at, at \(t)")
        }
    }

    /// Two routers over one window (the photo browser's pager and zoomed page): a wheel gesture
    /// through one ends at its own time — its last delta + the silence — when an input through the
    /// other moves the clock past that, released from where it was then, not later.
    func testAWheelGestureEndsAtItsSilenceWhicheverRouterMovesTheClock() {
        let r = rig()
        let second = DesktopInputRouter(window: r.window, scrollView: nil)
        r.router.scroll(dx: 0, dy: -0.5, shift: false, kind: .continuous, time: 1)
        XCTAssertTrue(r.scrollView.isDragging, "a trackpad gesture is open")
        second.mouseMoved(to: Point(x: 10, y: 10), time: 1.5)  // a hover: moves the clock only
        XCTAssertFalse(r.scrollView.isDragging, "the gesture ended when the clock passed its silence")
        XCTAssertEqual(r.delegate.releaseTimes, [1 + DesktopInputRouter.scrollGestureSilence])
    }
}
