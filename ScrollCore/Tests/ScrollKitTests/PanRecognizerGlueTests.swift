import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// The pan recognizer glue with real touches through a ViewKit window.
final class PanRecognizerGlueTests: XCTestCase {
    /// A view that counts the touches it is given (its own taps).
    final class TapCounter: View {
        var began = 0, ended = 0, cancelled = 0
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += 1 }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { ended += 1 }
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { cancelled += 1 }
    }

    func makeWindow() -> (Window, ScrollView, TapCounter, Recorder) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        scroll.contentSize = Size(width: 8000, height: 600)
        let r = Recorder()
        scroll.delegate = r
        let cell = TapCounter(frame: Rect(x: 0, y: 0, width: 8000, height: 600))  // content
        scroll.addSubview(cell)
        window.addSubview(scroll)
        return (window, scroll, cell, r)
    }

    func testDragThroughWindowScrollsAndFlings() {
        let (window, scroll, cell, r) = makeWindow()
        scroll.delaysContentTouches = false  // the content sees the touch at once, so the pan must cancel it
        window.sendTouch(.began, at: Point(x: 600, y: 300), time: 0)
        XCTAssertTrue(scroll.isTracking)
        for i in 1...10 {
            window.sendTouch(.moved, at: Point(x: 600 - 20 * Double(i), y: 300), time: Double(i) * 0.01)
        }
        XCTAssertTrue(scroll.isDragging)
        // The move that began the pan counts: the content trails the finger by the slop only.
        XCTAssertEqual(scroll.contentOffset.x, 197, accuracy: 1e-9, "200 pt of finger travel less the 3 pt slop")
        window.sendTouch(.ended, at: Point(x: 400, y: 300), time: 0.1)
        XCTAssertEqual(r.lastVelocity!.x, 2000, accuracy: 1)
        XCTAssertTrue(scroll.isDecelerating)
        XCTAssertFalse(scroll.isTracking)
        XCTAssertEqual(cell.cancelled, 1, "the pan took the touch from the content")
        XCTAssertEqual(cell.ended, 0)
    }

    func testTouchDownOnMovingContentIsNotATap() {
        let (window, scroll, cell, r) = makeWindow()
        scroll.setContentOffset(Point(x: 2000, y: 0), animated: true)
        window.advance(to: 0.1)
        scroll.advance(to: 0.1)
        window.sendTouch(.began, at: Point(x: 300, y: 300), time: 0.12)
        XCTAssertTrue(scroll.isDragging, "the recognizer began at once")
        let caught = scroll.contentOffset
        window.sendTouch(.ended, at: Point(x: 300, y: 300), time: 0.2)
        XCTAssertEqual(cell.ended, 0, "no tap delivered")
        XCTAssertEqual(scroll.contentOffset, caught)
        XCTAssertEqual(r.summary.suffix(4), ["didEndScrollingAnimation", "willBeginDragging", "willEndDragging", "didEndDragging(false)"])
        // A tap on content at rest is delivered.
        window.sendTouch(.began, at: Point(x: 300, y: 300), time: 1)
        window.sendTouch(.ended, at: Point(x: 300, y: 300), time: 1.05)
        XCTAssertEqual(cell.ended, 1)
        XCTAssertFalse(scroll.isTracking)
    }

    func testScrollViewStopsTheResponderChain() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = TapCounter(frame: window.bounds)
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        scroll.contentSize = Size(width: 2000, height: 200)
        window.addSubview(parent)
        parent.addSubview(scroll)
        window.sendTouch(.began, at: Point(x: 50, y: 50), time: 0)
        window.sendTouch(.ended, at: Point(x: 50, y: 50), time: 0.05)
        XCTAssertEqual(parent.began + parent.ended, 0, "UIScrollView does not forward touches (WWDC 2012 session 223 pitfall 2)")
    }

    func testHostedRecognizerDrivesHiddenScrollView() {
        // Seed 003's fix: hidden scroll view, its pan recognizer on a plain dummy view.
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let parent = TapCounter(frame: window.bounds)
        let scroll = ScrollView(frame: Rect(x: 0, y: 200, width: 400, height: 200))
        scroll.contentSize = Size(width: 2000, height: 200)
        scroll.isHidden = true
        let dummy = View(frame: scroll.frame)
        window.addSubview(parent)
        parent.addSubview(scroll)
        parent.addSubview(dummy)
        dummy.addGestureRecognizer(scroll.panGestureRecognizer)
        XCTAssertTrue(scroll.panGestureRecognizer.view === dummy)
        // A tap in the scrollable frame reaches the parent.
        window.sendTouch(.began, at: Point(x: 50, y: 300), time: 0)
        window.sendTouch(.ended, at: Point(x: 50, y: 300), time: 0.05)
        XCTAssertEqual(parent.ended, 1)
        // A drag there still scrolls the invisible scroll view.
        window.sendTouch(.began, at: Point(x: 300, y: 300), time: 1)
        for i in 1...5 { window.sendTouch(.moved, at: Point(x: 300 - 30 * Double(i), y: 300), time: 1 + Double(i) * 0.02) }
        window.sendTouch(.ended, at: Point(x: 150, y: 300), time: 1.3)
        XCTAssertEqual(scroll.contentOffset.x, 147, accuracy: 1e-9, "150 pt less the slop")
        XCTAssertEqual(parent.cancelled, 1, "the drag's touch was taken by the recognizer")
    }
}
