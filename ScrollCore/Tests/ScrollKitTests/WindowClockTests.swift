import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// A scroll view in a window runs on the window's clock (docs/architecture.md, "Time: one clock per
/// view tree"): `currentTime` is `Window.time`, the window's `advance(to:)` alone carries every scroll
/// view in its tree, motion ends split its steps in time order with recognizer deadlines, and a
/// scroll view in no window keeps a clock of its own.
final class WindowClockTests: XCTestCase {
    /// A window holding two strips, one nested in a plain view (as a pager holds its pages).
    private func scene() -> (window: Window, a: ScrollView, b: ScrollView, ra: Recorder, rb: Recorder) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 600, height: 300))
        let (a, ra) = makeStrip()
        let (b, rb) = makeStrip()
        let holder = View(frame: Rect(x: 0, y: 150, width: 600, height: 150))
        window.addSubview(a)
        holder.addSubview(b)
        window.addSubview(holder)
        return (window, a, b, ra, rb)
    }

    /// When (s) an animation to `x` started at time 0 on a strip like `scene()`'s ends: a bare scroll
    /// view's own `advance(to:)` ends it at its own time, which its delegate reads.
    private func animationEnd(to x: Double) throws -> Double {
        let (twin, _) = makeStrip()
        var end: Double?
        let spy = EndSpy { end = $0.currentTime }
        twin.delegate = spy
        twin.advance(to: 0)
        twin.setContentOffset(Point(x: x, y: 0), animated: true)
        twin.advance(to: 100)
        return try XCTUnwrap(end)
    }

    /// Frames at `hz` from `a` to `b` through the window alone.
    private func frames(_ window: Window, from a: Double, to b: Double, hz: Double = 30) {
        var i = 0
        while a + Double(i) / hz <= b + 1e-9 {
            window.advance(to: a + Double(i) / hz)
            i += 1
        }
    }

    /// The window's frames alone move every scroll view in its tree: both animations land and end,
    /// each at its own time, with no call to either scroll view.
    func testTheWindowAloneCarriesEveryScrollViewInItsTree() {
        let (window, a, b, ra, rb) = scene()
        window.advance(to: 1)
        a.setContentOffset(Point(x: 900, y: 0), animated: true)
        b.setContentOffset(Point(x: 300, y: 0), animated: true)
        XCTAssertEqual(a.currentTime, 1, "the animation starts at the window's time")
        frames(window, from: 1, to: 4)
        XCTAssertEqual(a.contentOffset, Point(x: 900, y: 0))
        XCTAssertEqual(b.contentOffset, Point(x: 300, y: 0), "the nested scroll view moved on with the window too")
        XCTAssertEqual(ra.endedCount, 1)
        XCTAssertEqual(rb.endedCount, 1)
        XCTAssertEqual(a.currentTime, window.time)
        XCTAssertEqual(b.currentTime, window.time)
    }

    /// A motion that ends between two frames ends at its own time (the delegate reads it as
    /// `currentTime`), not at the frame's, and its end comes before whatever the later frame brings.
    func testAMotionEndingBetweenFramesEndsAtItsOwnTime() throws {
        let (window, a, _, _, _) = scene()
        window.advance(to: 0)
        a.setContentOffset(Point(x: 600, y: 0), animated: true)
        let end = try animationEnd(to: 600)
        var endedAt: Double?
        let spy = EndSpy { endedAt = $0.currentTime }
        a.delegate = spy
        frames(window, from: 0, to: end + 0.5, hz: 7)  // a coarse rate: the end falls between frames
        XCTAssertEqual(try XCTUnwrap(endedAt), end, accuracy: 1e-12)
        XCTAssertNotEqual(endedAt, window.time)
    }

    /// A long press's deadline and a glide's end inside one frame happen in time order, whichever
    /// comes first: the delegate and the press's action see them in the order they happened.
    func testADeadlineAndAMotionEndInOneFrameHappenInTimeOrder() throws {
        for pressFirst in [true, false] {
            let (window, a, _, _, _) = scene()
            var log: [String] = []
            let spy = EndSpy { _ in log.append("didEndScrollingAnimation") }
            a.delegate = spy
            let pad = View(frame: Rect(x: 0, y: 100, width: 600, height: 50))
            window.addSubview(pad)
            let press = LongPressGestureRecognizer { g in if g.state == .began { log.append("longPress") } }
            pad.addGestureRecognizer(press)
            window.advance(to: 0)
            a.setContentOffset(Point(x: 600, y: 0), animated: true)
            let end = try animationEnd(to: 600)
            // The press begins 0.5 s after touch-down: 0.05 s before or after the animation's end.
            let down = end - 0.5 + (pressFirst ? -0.05 : 0.05)
            window.sendTouch(.began, at: Point(x: 300, y: 120), time: down)
            XCTAssertEqual(log, [], "neither has happened yet")
            window.advance(to: end + 0.2)  // one long frame past both
            XCTAssertEqual(log, pressFirst ? ["longPress", "didEndScrollingAnimation"] : ["didEndScrollingAnimation", "longPress"],
                           pressFirst ? "the press came first" : "the animation ended first")
        }
    }

    /// `advance(to:)` on a scroll view in a window moves the window's clock, and with it every other
    /// scroll view in the tree.
    func testAdvancingOneScrollViewInAWindowMovesTheWholeTree() {
        let (window, a, b, _, rb) = scene()
        window.advance(to: 0)
        b.setContentOffset(Point(x: 300, y: 0), animated: true)
        a.advance(to: 5)
        XCTAssertEqual(window.time, 5)
        XCTAssertEqual(b.currentTime, 5)
        XCTAssertEqual(b.contentOffset, Point(x: 300, y: 0), "the other scroll view landed")
        XCTAssertEqual(rb.endedCount, 1)
        a.advance(to: 4)
        XCTAssertEqual(window.time, 5, "an earlier time is ignored")
    }

    /// A scroll view in no window keeps its own clock; taken out of a window it carries on from the
    /// window's time; put into a window whose clock has not started, its own time stands until it does.
    func testABareScrollViewKeepsItsOwnClock() {
        let (window, a, _, _, _) = scene()
        window.advance(to: 3)
        a.removeFromSuperview()
        XCTAssertEqual(a.currentTime, 3, "it keeps the window's time from there")
        window.advance(to: 4)
        XCTAssertEqual(a.currentTime, 3, "no longer on the window's clock")
        a.advance(to: 6)
        XCTAssertEqual(a.currentTime, 6)
        let fresh = Window(frame: Rect(x: 0, y: 0, width: 600, height: 300))
        fresh.addSubview(a)
        XCTAssertEqual(a.currentTime, 6, "the new window has no time yet")
        fresh.advance(to: 7)
        XCTAssertEqual(a.currentTime, 7)
        window.advance(to: 8)
        XCTAssertEqual(a.currentTime, 7, "the old window's clock no longer moves it")
    }

    /// A window that goes away while the app still holds a scroll view in it leaves the scroll view
    /// on a clock of its own, from the window's last time, and still working.
    func testAScrollViewOutlivingItsWindowCarriesOnFromTheWindowsTime() {
        let (a, _) = makeStrip()
        do {
            let window = Window(frame: Rect(x: 0, y: 0, width: 600, height: 300))
            window.addSubview(a)
            window.advance(to: 2)
            a.setContentOffset(Point(x: 300, y: 0), animated: true)
            window.advance(to: 2.1)
        }
        XCTAssertNil(a.window, "the window is gone")
        XCTAssertEqual(a.currentTime, 2.1, "its own time starts at the window's last")
        a.advance(to: 10)
        XCTAssertEqual(a.currentTime, 10)
        XCTAssertEqual(a.contentOffset, Point(x: 300, y: 0), "its animation carried on and landed")
    }

    /// Registration follows the tree: a subtree moved into a window brings its scroll views onto the
    /// window's clock, one moved out takes them off, and a move inside one window keeps them on it.
    func testScrollViewsJoinAndLeaveTheClockWithTheirSubtree() {
        let (window, a, b, _, _) = scene()
        window.advance(to: 1)
        let holder = b.superview!
        holder.removeFromSuperview()
        window.advance(to: 2)
        XCTAssertEqual(b.currentTime, 1, "the holder took its scroll view off the window's clock")
        let outer = View(frame: window.bounds)
        outer.addSubview(holder)
        window.advance(to: 3)
        XCTAssertEqual(b.currentTime, 1, "still in no window")
        window.addSubview(outer)
        b.setContentOffset(Point(x: 300, y: 0), animated: true)
        window.bringSubviewToFront(a)
        window.advance(to: 9)
        XCTAssertEqual(b.currentTime, 9, "back on the window's clock with its new ancestor")
        XCTAssertEqual(b.contentOffset, Point(x: 300, y: 0), "and carried by it")
        XCTAssertEqual(a.currentTime, 9, "a move within the window keeps it on the clock")
    }
}

/// Calls `ended` at the end of a programmatic scroll.
private final class EndSpy: ScrollViewDelegate {
    let ended: (ScrollView) -> Void
    init(_ ended: @escaping (ScrollView) -> Void) { self.ended = ended }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { ended(scrollView) }
}
