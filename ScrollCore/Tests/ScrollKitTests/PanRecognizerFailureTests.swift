import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// The scroll view's pan recognizer losing the touch to another recognizer: the scroll view must still
/// learn that the finger lifted (isTracking off; a drag begun by a catch released).
final class PanRecognizerFailureTests: XCTestCase {
    func makeWindow() -> (Window, ScrollView, View, Recorder) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        scroll.contentSize = Size(width: 8000, height: 600)
        let r = Recorder()
        scroll.delegate = r
        let cell = View(frame: Rect(x: 0, y: 0, width: 8000, height: 600))
        scroll.addSubview(cell)
        window.addSubview(scroll)
        return (window, scroll, cell, r)
    }

    /// Seed 003 variant (c): a tap recognizer on the content, under a visible scroll view. The tap
    /// recognizes at the lift, the pan fails before it sees the lift; isTracking must still clear.
    func testTapRecognizedOnContentClearsTracking() {
        let (window, scroll, cell, r) = makeWindow()
        var taps = 0
        cell.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        window.sendTouch(.began, at: Point(x: 300, y: 300), time: 1)
        XCTAssertTrue(scroll.isTracking)
        window.sendTouch(.ended, at: Point(x: 300, y: 300), time: 1.05)
        XCTAssertEqual(taps, 1)
        XCTAssertFalse(scroll.isTracking, "the finger is up")
        XCTAssertEqual(r.events, [], "nothing scrolled, no drag reported")
    }

    /// A catch (touch-down on an animating scroll) begins a drag at once; if a swipe that the pan must
    /// wait for then wins, the lift must still release that drag — otherwise the scroll view stays
    /// isDragging for ever and ignores wheels and later drags' releases.
    func testCatchThenSwipeWinsStillReleasesTheDrag() {
        let (window, scroll, _, r) = makeWindow()
        let swipe = SwipeGestureRecognizer { _ in }
        swipe.direction = .up
        scroll.addGestureRecognizer(swipe)
        scroll.panGestureRecognizer.require(toFail: swipe)
        scroll.setContentOffset(Point(x: 2000, y: 0), animated: true)
        window.advance(to: 0.1)
        scroll.advance(to: 0.1)
        window.sendTouch(.began, at: Point(x: 300, y: 300), time: 0.12)
        XCTAssertTrue(scroll.isDragging, "caught")
        window.sendTouch(.moved, at: Point(x: 300, y: 200), time: 0.2)   // a swipe up: recognized
        window.sendTouch(.ended, at: Point(x: 300, y: 200), time: 0.25)
        XCTAssertFalse(scroll.isTracking)
        XCTAssertFalse(scroll.isDragging)
        XCTAssertEqual(r.summary, ["didScroll…", "didEndScrollingAnimation", "willBeginDragging", "willEndDragging",
                                   "didEndDragging(false)"])
        XCTAssertEqual(scroll.currentTime, 0.25, "released at the lift")
    }

    /// A long press that wins the touch: tracking lasts until the lift, then clears.
    func testLongPressWinsThenLiftClearsTracking() {
        let (window, scroll, cell, _) = makeWindow()
        var began = 0
        cell.addGestureRecognizer(LongPressGestureRecognizer { g in if g.state == .began { began += 1 } })
        window.sendTouch(.began, at: Point(x: 300, y: 300), time: 1)
        window.advance(to: 1.6)
        XCTAssertEqual(began, 1)
        XCTAssertTrue(scroll.isTracking, "still touching (UIKit: tracking until the finger lifts)")
        window.sendTouch(.moved, at: Point(x: 250, y: 300), time: 1.7)
        XCTAssertEqual(scroll.contentOffset, .zero, "the long press has the touch, not the pan")
        window.sendTouch(.ended, at: Point(x: 250, y: 300), time: 1.8)
        XCTAssertFalse(scroll.isTracking)
    }
}
