import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

final class ZoomTests: XCTestCase {
    func makeZoomable() -> (ScrollView, Recorder) {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        v.contentSize = Size(width: 800, height: 600)
        v.minimumZoomScale = 0.5
        v.maximumZoomScale = 4
        let r = Recorder()
        r.zoomView = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        v.delegate = r
        return (v, r)
    }

    func testZoomKeepsContentUnderAnchor() {
        let (v, r) = makeZoomable()
        v.contentOffset = Point(x: 100, y: 50)
        let anchor = Point(x: 200, y: 150)  // view centre
        let contentPoint = (anchor + v.contentOffset) * (1 / v.zoomScale)
        v.zoom(toScale: 2, anchor: anchor, animated: false)
        XCTAssertEqual(v.zoomScale, 2)
        XCTAssertEqual(v.contentSize, Size(width: 1600, height: 1200), "base size × scale")
        XCTAssertEqual(r.zoomView!.frame.size, v.contentSize)
        let under = (anchor + v.contentOffset) * (1 / v.zoomScale)
        XCTAssertEqual(under.x, contentPoint.x, accuracy: 1e-9)
        XCTAssertEqual(under.y, contentPoint.y, accuracy: 1e-9)
        XCTAssertEqual(r.summary, ["didScroll…", "didZoom…"])
        v.zoomScale = 10
        XCTAssertEqual(v.zoomScale, 4, "clamped to the maximum")
    }

    /// A pinch out at the top-left corner: the content point under the fingers stays under them at every
    /// step, past the range too (not rubber-banded while pinching), and the end springs it back.
    func testPinchNearAnEdgeKeepsTheContentUnderTheFingersAtEveryStep() {
        let (v, _) = makeZoomable()
        v.contentOffset = Point(x: 10, y: 10)
        let anchor = Point(x: 40, y: 30)
        let contentPoint = (anchor + v.contentOffset) * (1 / v.zoomScale)
        v.pinchBegan(scale: 1, anchor: anchor, time: 0)
        for i in 1...10 {
            v.pinchChanged(scale: 1 - 0.06 * Double(i), anchor: anchor, time: 0.02 * Double(i))
            let under = (anchor + v.contentOffset) * (1 / v.zoomScale)
            XCTAssertEqual(under.x, contentPoint.x, accuracy: 1e-9, "step \(i)")
            XCTAssertEqual(under.y, contentPoint.y, accuracy: 1e-9, "step \(i)")
        }
        XCTAssertLessThan(v.contentOffset.x, v.minContentOffset.x, "past the leading edge, under the fingers")
        v.pinchEnded(time: 0.2)
        v.settle(hz: 120)
        XCTAssertEqual(v.contentOffset.x, v.minContentOffset.x, accuracy: 1e-9, "sprung back into the range")
        XCTAssertEqual(v.contentOffset.y, v.minContentOffset.y, accuracy: 1e-9)
    }

    func testAnimatedZoomToRect() {
        let (v, r) = makeZoomable()
        r.clear()
        v.zoom(to: Rect(x: 200, y: 150, width: 100, height: 75), animated: true)
        XCTAssertEqual(r.events.first, "willBeginZooming")
        v.settle()
        XCTAssertEqual(v.zoomScale, 4)
        // The rect's centre (250, 187.5) is in the middle of the view.
        XCTAssertEqual(v.contentOffset.x, 250 * 4 - 200, accuracy: 1e-9)
        XCTAssertEqual(v.contentOffset.y, 187.5 * 4 - 150, accuracy: 1e-9)
        XCTAssertEqual(r.summary.first, "willBeginZooming")
        XCTAssertEqual(r.summary.last, "didEndZooming")
        XCTAssertEqual(r.events.filter { $0 == "didEndZooming" }.count, 1)
    }

    func testPinchPastMaximumBouncesBack() {
        let (v, r) = makeZoomable()
        v.zoomScale = 3
        r.clear()
        let anchor = Point(x: 100, y: 100)
        v.pinchBegan(scale: 1, anchor: anchor, time: 1)
        XCTAssertTrue(v.isZooming)
        v.pinchChanged(scale: 1.5, anchor: anchor, time: 1.1)  // asks for 4.5, past the limit
        XCTAssertGreaterThan(v.zoomScale, 4)
        XCTAssertLessThan(v.zoomScale, 4.5, "rubber-banded")
        v.pinchEnded(scale: 1.6, anchor: anchor, time: 1.2)
        XCTAssertFalse(v.isZooming)
        XCTAssertTrue(v.isZoomBouncing)
        var t = 1.2
        while v.isZoomBouncing { t += 1 / 60; v.advance(to: t) }
        XCTAssertEqual(v.zoomScale, 4)
        XCTAssertEqual(r.summary.first, "willBeginZooming")
        XCTAssertEqual(r.summary.last, "didEndZooming")
        XCTAssertEqual(r.events.filter { $0 == "didEndZooming" }.count, 1)
        XCTAssertTrue(r.events.contains("didZoom"))
        XCTAssertEqual(v.contentOffset, v.clampedOffset(v.contentOffset), "offset back in range")
    }

    func testPinchNeedsZoomRange() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let r = Recorder()
        v.delegate = r
        v.pinchBegan(scale: 1, anchor: .zero, time: 0)
        v.pinchChanged(scale: 2, anchor: .zero, time: 0.1)
        XCTAssertEqual(v.zoomScale, 1)
        XCTAssertEqual(r.events, [])
    }
}

extension ZoomTests {
    func testProgrammaticScrollDuringZoomAnimationCompletesTheZoomFirst() {
        let (v, r) = makeZoomable()
        v.setZoomScale(3, animated: true)
        v.advance(to: 0.05)
        XCTAssertTrue(v.isZoomAnimating)
        v.setContentOffset(Point(x: 10, y: 10), animated: true)
        XCTAssertFalse(v.isZoomAnimating)
        XCTAssertEqual(v.zoomScale, 3, "the zoom jumps to its end: never left between limits or half done")
        XCTAssertEqual(r.events.filter { $0 == "didEndZooming" }.count, 1)
        v.settle()
        XCTAssertEqual(v.contentOffset, Point(x: 10, y: 10))
    }
}
