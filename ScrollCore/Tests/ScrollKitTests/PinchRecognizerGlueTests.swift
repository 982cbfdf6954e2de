import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// The scroll view's own pinch recognizer: real touches in a window zoom it about their centroid.
final class PinchRecognizerGlueTests: XCTestCase {
    private func makeWindow() -> (Window, ScrollView, Recorder) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let v = ScrollView(frame: window.bounds)
        v.contentSize = Size(width: 800, height: 600)
        v.minimumZoomScale = 0.5
        v.maximumZoomScale = 4
        v.contentOffset = Point(x: 100, y: 50)
        let r = Recorder()
        r.zoomView = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        v.delegate = r
        window.addSubview(v)
        return (window, v, r)
    }

    /// The content point (zoom 1) under window point `p`.
    private func content(under p: Point, _ v: ScrollView) -> Point { (p + v.contentOffset) * (1 / v.zoomScale) }

    func testAPinchZoomsAboutTheCentroidFromRecognition() {
        let (w, v, r) = makeWindow()
        w.sendTouch(.began, at: Point(x: 150, y: 150), time: 0, id: 1)
        w.sendTouch(.began, at: Point(x: 250, y: 150), time: 0, id: 2)
        w.sendTouch(.moved, at: Point(x: 260, y: 150), time: 0.02, id: 2)   // 110 apart: recognized
        XCTAssertTrue(v.isZooming)
        XCTAssertEqual(v.zoomScale, 1.1, accuracy: 1e-12,
                       "the scale counts from touch-down (UIKit): the threshold's change is caught up at once")
        let centroid = Point(x: 205, y: 150)
        let under = content(under: centroid, v)
        w.sendTouch(.moved, at: Point(x: 350, y: 150), time: 0.1, id: 2)     // 200 apart: ×2
        XCTAssertEqual(v.zoomScale, 2, accuracy: 1e-12, "fingers twice as far apart as at touch-down")
        let now = content(under: Point(x: 250, y: 150), v)
        XCTAssertEqual(now.x, under.x, accuracy: 1e-9, "the content under the centroid stays under it")
        XCTAssertEqual(now.y, under.y, accuracy: 1e-9)
        w.sendTouch(.ended, at: Point(x: 150, y: 150), time: 0.12, id: 1)
        XCTAssertFalse(v.isZooming, "the first lift ends the zoom")
        w.sendTouch(.ended, at: Point(x: 370, y: 150), time: 0.12, id: 2)
        let zooms = r.summary.filter { $0.contains("Zoom") }
        XCTAssertEqual(zooms.first, "willBeginZooming")
        XCTAssertEqual(zooms.last, "didEndZooming")
        XCTAssertFalse(v.isTracking)
    }

    func testPastTheLimitItSpringsBackAfterTheLift() {
        let (w, v, _) = makeWindow()
        w.sendTouch(.began, at: Point(x: 180, y: 150), time: 0, id: 1)
        w.sendTouch(.began, at: Point(x: 220, y: 150), time: 0, id: 2)
        // Both fingers spread 2 pt per step (the centroid stays put: no pan), 40 → 280 pt apart.
        for i in 1...60 {
            let t = 0.005 * Double(i), d = 2 * Double(i)
            w.sendTouch(.moved, at: Point(x: 180 - d, y: 150), time: t, id: 1)
            w.sendTouch(.moved, at: Point(x: 220 + d, y: 150), time: t, id: 2)
        }
        XCTAssertFalse(v.isDragging)
        XCTAssertGreaterThan(v.zoomScale, 4, "rubber-banded past the maximum")
        w.sendTouch(.ended, at: Point(x: 60, y: 150), time: 0.35, id: 1)
        XCTAssertTrue(v.isZoomBouncing, "the first lift ends the zoom: it springs back")
        w.sendTouch(.ended, at: Point(x: 340, y: 150), time: 0.35, id: 2)
        v.settle()
        XCTAssertEqual(v.zoomScale, 4)
    }

    func testTwoFingersZoomWhileTheirPanIsIgnoredAndTheLastFingerPans() {
        let (w, v, _) = makeWindow()
        w.sendTouch(.began, at: Point(x: 100, y: 100), time: 0, id: 1)
        for i in 1...5 { w.sendTouch(.moved, at: Point(x: 100 - 4 * Double(i), y: 100), time: 0.01 * Double(i), id: 1) }
        XCTAssertTrue(v.isDragging, "one finger pans")
        w.sendTouch(.began, at: Point(x: 200, y: 100), time: 0.06, id: 2)
        w.sendTouch(.moved, at: Point(x: 260, y: 100), time: 0.08, id: 2)
        XCTAssertTrue(v.isZooming, "the pinch recognizes together with the pan")
        XCTAssertTrue(v.panGestureRecognizer.state.isActive)
        w.sendTouch(.ended, at: Point(x: 80, y: 100), time: 0.1, id: 1)
        XCTAssertFalse(v.isZooming)
        XCTAssertTrue(v.isDragging, "the remaining finger still drags")
        w.sendTouch(.moved, at: Point(x: 250, y: 100), time: 0.11, id: 2)  // the drag takes up from here
        let before = v.contentOffset
        for i in 1...4 { w.sendTouch(.moved, at: Point(x: 250 - 10 * Double(i), y: 100), time: 0.11 + 0.01 * Double(i), id: 2) }
        XCTAssertEqual(v.contentOffset.x, before.x + 40, accuracy: 1e-9, "and pans the content with it")
        w.sendTouch(.ended, at: Point(x: 210, y: 100), time: 0.16, id: 2)
        v.settle()
        XCTAssertFalse(v.isDragging)
    }

    func testItIsEnabledOnlyWhileTheScrollViewCanZoom() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertFalse(v.pinchGestureRecognizer.isEnabled, "limits 1…1")
        v.maximumZoomScale = 2
        XCTAssertTrue(v.pinchGestureRecognizer.isEnabled)
        v.minimumZoomScale = 2
        XCTAssertFalse(v.pinchGestureRecognizer.isEnabled)
    }

    func testAPinchWithoutTouchesZoomsAtThePointer() {
        let (w, v, _) = makeWindow()
        let p = Point(x: 300, y: 100)
        let under = content(under: p, v)
        XCTAssertTrue(w.sendPinch(.began, scale: 1, at: p, time: 0) === v.pinchGestureRecognizer)
        w.sendPinch(.moved, scale: 1.25, at: p, time: 0)
        XCTAssertEqual(v.zoomScale, 1.25)
        let now = content(under: p, v)
        XCTAssertEqual(now.x, under.x, accuracy: 1e-9)
        XCTAssertEqual(now.y, under.y, accuracy: 1e-9)
        w.sendPinch(.ended, scale: 1.25, at: p, time: 0.1)
        XCTAssertFalse(v.isZooming)
    }

    func testFingersThatCatchAnOuterScrollViewStillPinchTheOneInside() {
        let w = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let pager = ScrollView(frame: w.bounds)
        pager.contentSize = Size(width: 1200, height: 300)
        pager.isPagingEnabled = true
        w.addSubview(pager)
        let photo = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        photo.contentSize = Size(width: 400, height: 300)
        photo.maximumZoomScale = 4
        pager.addSubview(photo)
        pager.setContentOffset(Point(x: 40, y: 0), animated: false)
        pager.setContentOffset(.zero, animated: true)   // settling back onto the page
        pager.advance(to: 0.05)
        XCTAssertTrue(pager.isScrollAnimating)
        w.sendTouch(.began, at: Point(x: 150, y: 150), time: 0.1, id: 1)
        w.sendTouch(.began, at: Point(x: 250, y: 150), time: 0.1, id: 2)
        XCTAssertTrue(pager.isDragging, "the fingers caught the pager")
        for i in 1...25 {
            let t = 0.1 + 0.01 * Double(i), d = 2 * Double(i)
            w.sendTouch(.moved, at: Point(x: 150 - d, y: 150), time: t, id: 1)
            w.sendTouch(.moved, at: Point(x: 250 + d, y: 150), time: t, id: 2)
        }
        XCTAssertTrue(photo.isZooming, "the catch does not prevent the pinch on the content")
        XCTAssertGreaterThan(photo.zoomScale, 1.4)
        XCTAssertFalse(pager.isDragging, "the catch yielded: the pager settles on its own")
        w.sendTouch(.ended, at: Point(x: 100, y: 150), time: 0.4, id: 1)
        w.sendTouch(.ended, at: Point(x: 300, y: 150), time: 0.4, id: 2)
        pager.settle()
        XCTAssertEqual(pager.contentOffset, .zero)
    }
}
