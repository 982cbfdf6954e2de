import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// Sequences a library user can produce that used to leave the scroll view out of range, moving for
/// ever or non-finite (docs/scroll-behaviour.md, "Limits"). Each ends at rest, inside the range, with
/// one ended callback per interaction.
final class MisuseTests: XCTestCase {
    private func run(_ v: ScrollView, from t0: Double, seconds: Double = 8) -> Double {
        var t = t0
        while t < t0 + seconds { t += 1.0 / 60; v.advance(to: t) }
        return t
    }

    private func assertAtRestInRange(_ v: ScrollView, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(v.isDecelerating || v.isScrollAnimating || v.isZoomAnimating || v.isDragging, what, file: file, line: line)
        XCTAssertTrue(v.contentOffset.isFinite, what, file: file, line: line)
        XCTAssertEqual(v.clampedOffset(v.contentOffset), v.contentOffset, "\(what): rests at \(v.contentOffset)",
                       file: file, line: line)
    }

    /// Pulled past the start and released: during the bounce-back, scrollToTop (or an animated
    /// setContentOffset to the current x) must not keep the overscroll.
    func testScrollToTopDuringABounceBackDoesNotKeepTheOverscroll() {
        for useScrollToTop in [true, false] {
            let v = ScrollView(frame: Rect(x: 0, y: 0, width: 320, height: 480))
            v.contentSize = Size(width: 1000, height: 2000)
            let r = Recorder()
            v.delegate = r
            let lift = v.drag(dx: 200, dy: -100, over: 0.2, start: 1, rest: 0.1)  // pulled left of x = 0
            v.advance(to: lift + 0.05)
            XCTAssertLessThan(v.contentOffset.x, -20, "bouncing back")
            if useScrollToTop {
                XCTAssertTrue(v.scrollToTop(animated: true))
            } else {
                v.setContentOffset(Point(x: v.contentOffset.x, y: 0), animated: true)
            }
            _ = run(v, from: lift + 0.05)
            assertAtRestInRange(v, useScrollToTop ? "scrollToTop" : "setContentOffset")
            XCTAssertEqual(v.contentOffset, .zero)
            XCTAssertEqual(r.endedCount, 2, "\(r.summary)")
        }
    }

    /// A pan released during a pinch past the maximum zoom, paging on: once the zoom springs back the
    /// landing is re-clamped into the range.
    func testPanReleasedDuringAPinchPastTheMaximumLandsInRange() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 480, height: 720))
        v.contentSize = Size(width: 960, height: 1440)
        v.isPagingEnabled = true
        v.minimumZoomScale = 1
        v.maximumZoomScale = 1.5
        let r = Recorder()
        v.delegate = r
        v.setZoomScale(1.5, animated: false)               // range 0…(960, 1440)
        v.contentOffset = Point(x: 960, y: 1440)          // the last page
        v.touchDown(time: 1)
        v.panBegan(translation: .zero, time: 1.01)
        v.pinchBegan(scale: 1, anchor: Point(x: 240, y: 360), time: 1.01)
        for i in 1...10 {
            let t = 1.01 + Double(i) * 0.02
            v.pinchChanged(scale: 1 + 0.2 * Double(i), anchor: Point(x: 240, y: 360), time: t)  // to 3× the 1.5
            v.panChanged(translation: Point(x: -30 * Double(i), y: -40 * Double(i)), time: t)
        }
        v.panEnded(translation: Point(x: -300, y: -400), time: 1.22)
        v.pinchEnded(time: 1.25)
        XCTAssertTrue(v.isDecelerating && v.isZoomBouncing)
        let aim = v.targetContentOffset ?? .zero
        XCTAssertTrue(aim.x > 960 || aim.y > 1440, "the landing was chosen in the zoomed-past range: \(aim)")
        _ = run(v, from: 1.25)
        XCTAssertEqual(v.zoomScale, 1.5, accuracy: 1e-9)
        assertAtRestInRange(v, "after the zoom bounce")
        XCTAssertLessThanOrEqual(v.contentOffset.x, v.maxContentOffset.x)
    }

    /// A key-like animated scroll started during an animated zoom lands inside the range the zoom
    /// leaves behind.
    func testAnimatedScrollDuringAnAnimatedZoomRestsInRange() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        v.contentSize = Size(width: 800, height: 300)
        v.minimumZoomScale = 0.5
        v.maximumZoomScale = 2
        v.setZoomScale(1.5, animated: true)
        v.advance(to: 0.1)
        // The target a key computes from the range during the zoom (y may scroll at 1.x×).
        let target = v.clampedOffset(Point(x: v.contentOffset.x + 100, y: v.maxContentOffset.y))
        v.setZoomScale(1, animated: true)
        v.advance(to: 0.15)
        v.setContentOffset(Point(x: target.x, y: max(target.y, 0.32)), animated: true)
        _ = run(v, from: 0.15)
        assertAtRestInRange(v, "after the zoom")
    }

    /// A paging fling at an edge overshoots by less than half the bounds, like a free fling.
    func testPagingFlingAtAnEdgeOvershootsLessThanHalfTheBounds() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        v.contentSize = Size(width: 600, height: 60)
        v.isPagingEnabled = true
        v.contentOffset = Point(x: 540, y: 0)  // the last page
        let lift = v.drag(dx: -80, over: 0.01, start: 1, hz: 1000)  // 8000 pt/s outward
        var worst = 0.0, t = lift
        while t < lift + 3 { t += 1.0 / 240; v.advance(to: t); worst = max(worst, v.contentOffset.x - 540) }
        XCTAssertLessThan(worst, 30, "overshoot \(worst) pt with a 60 pt bounds")
        XCTAssertEqual(v.contentOffset.x, 540, accuracy: 1e-9)
    }

    /// Huge numbers are clamped at the API edge (`ScrollView.maximumCoordinate`): animations to
    /// enormous offsets end within a few seconds with finite values and one ended callback.
    func testHugeTargetsEndPromptly() {
        for target in [1.3e307, 1e300, 1e200, 1e100, 1e20] {
            let v = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            v.contentSize = Size(width: .greatestFiniteMagnitude, height: 300)
            let r = Recorder()
            v.delegate = r
            v.setContentOffset(Point(x: target, y: 0), animated: true)
            var t = 0.0
            while v.isScrollAnimating && t < 60 {
                t += 1.0 / 60
                v.advance(to: t)
                XCTAssertTrue(v.contentOffset.isFinite && v.velocity.isFinite, "\(target)")
            }
            XCTAssertLessThan(t, 4, "\(target): ended after \(t) s")
            XCTAssertEqual(r.endedCount, 1, "\(target)")
            XCTAssertLessThanOrEqual(v.contentOffset.x, ScrollView.maximumCoordinate)
        }
    }

    /// A content size of 1e308 then a pinch: the content size stays finite.
    func testHugeContentSizeThenAPinchStaysFinite() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        v.contentSize = Size(width: 1e308, height: 1e308)
        XCTAssertLessThanOrEqual(v.contentSize.width, ScrollView.maximumCoordinate)
        v.minimumZoomScale = 0.5
        v.maximumZoomScale = 4
        v.pinchBegan(scale: 1, anchor: Point(x: 200, y: 150), time: 0)
        v.pinchChanged(scale: 3, anchor: Point(x: 200, y: 150), time: 0.1)
        v.pinchEnded(time: 0.2)
        _ = run(v, from: 0.2)
        XCTAssertTrue(v.contentSize.width.isFinite && v.contentSize.height.isFinite)
        XCTAssertTrue(v.contentOffset.isFinite)
        XCTAssertFalse(v.isZoomAnimating)
    }
}
