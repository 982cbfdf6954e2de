import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// Paths where a callback or a limit used to go missing (found in review).
final class ReviewRegressionTests: XCTestCase {
    /// An animated scroll shorter than the spring's tolerance (0.01 pt) still ends with its callback.
    func testTinyAnimatedScrollStillEnds() {
        let (v, r) = makeStrip()
        v.setContentOffset(Point(x: 0.004, y: 0), animated: true)
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 0.004)
        XCTAssertEqual(r.summary, ["didScroll…", "didEndScrollingAnimation"])
        XCTAssertFalse(v.isScrollAnimating)
        r.clear()
        v.setContentOffset(Point(x: 0.004, y: 0), animated: true)
        XCTAssertEqual(r.events, [], "already there: nothing at all (UIKit)")
    }

    /// Scroll to top from a hair below the top: didScrollToTop is still reported.
    func testScrollToTopFromAHairBelowReportsDidScrollToTop() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 600))
        v.contentSize = Size(width: 100, height: 5000)
        let r = Recorder()
        v.delegate = r
        v.contentOffset = Point(x: 0, y: 0.005)
        r.clear()
        XCTAssertTrue(v.scrollToTop(animated: true))
        v.settle()
        XCTAssertEqual(v.contentOffset.y, 0)
        XCTAssertEqual(r.summary, ["shouldScrollToTop", "didScroll…", "didScrollToTop"])
    }

    /// A pinch that ends while a drag goes on cannot bounce (the drag owns the offset), but its scale
    /// must not stay past maximumZoomScale: it returns to the limit and the drag continues smoothly.
    func testPinchEndingDuringADragLeavesTheScaleWithinItsLimits() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        v.contentSize = Size(width: 1000, height: 1000)
        v.maximumZoomScale = 3
        let r = Recorder()
        v.delegate = r
        v.touchDown(time: 1)
        v.panBegan(translation: .zero, time: 1)
        v.panChanged(translation: Point(x: -10, y: 0), time: 1.05)
        v.pinchBegan(scale: 1, anchor: Point(x: 200, y: 200), time: 1.1)
        v.pinchChanged(scale: 6, anchor: Point(x: 200, y: 200), time: 1.2)
        XCTAssertGreaterThan(v.zoomScale, 3, "banded past the limit during the pinch")
        v.pinchEnded(time: 1.3)
        XCTAssertEqual(v.zoomScale, 3)
        XCTAssertEqual(v.contentSize.width, 3000, accuracy: 1e-9)
        XCTAssertEqual(r.events.filter { $0 == "didEndZooming" }.count, 1)
        let before = v.contentOffset
        v.panChanged(translation: Point(x: -30, y: 0), time: 1.4)  // re-anchors after the pinch
        XCTAssertEqual(v.contentOffset, before, "no jump when the drag picks up again")
        v.panChanged(translation: Point(x: -50, y: 0), time: 1.45)
        XCTAssertEqual(v.contentOffset.x - before.x, 20, accuracy: 1e-9, "then follows the finger")
        v.panEnded(translation: Point(x: -50, y: 0), time: 1.7)
        v.settle()
        XCTAssertEqual(v.zoomScale, 3)
        XCTAssertEqual(v.contentOffset, v.clampedOffset(v.contentOffset), "rests in range")
    }
}
