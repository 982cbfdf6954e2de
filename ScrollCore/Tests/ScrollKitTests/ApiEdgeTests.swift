import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// What a caller can pass at the API edge (docs/scroll-behaviour.md, "Domains"): out-of-domain values
/// are clamped or ignored, and nothing a caller passes leaves the view outside its range, moving for
/// ever, or with a non-finite value.
final class ApiEdgeTests: XCTestCase {
    /// Advances at `hz` until nothing moves; returns the time it came to rest (or `limit` later).
    private func restTime(_ v: ScrollView, from start: Double, hz: Double = 60, limit: Double = 60) -> Double {
        var t = start
        while (v.isDecelerating || v.isScrollAnimating || v.isZoomAnimating) && t - start < limit {
            t += 1 / hz
            v.advance(to: t)
        }
        return t
    }

    func testScrollToTopDuringABounceWithYAlreadyAtTheTopLandsInRange() {
        let (v, r) = makeStrip()
        v.setContentOffset(Point(x: 2400, y: 0), animated: false)
        let lift = v.drag(dx: -150, over: 0.1, start: 0, rest: 0.1)  // pulled past the end, released at rest
        XCTAssertGreaterThan(v.contentOffset.x, 2400)
        XCTAssertTrue(v.isDecelerating, "springs back")
        v.advance(to: lift + 0.02)
        XCTAssertEqual(v.contentOffset.y, v.minContentOffset.y, "y is already at the top")
        r.clear()
        XCTAssertTrue(v.scrollToTop(animated: true))
        _ = restTime(v, from: lift + 0.02)
        XCTAssertEqual(v.contentOffset, v.clampedOffset(v.contentOffset), "rests inside the range")
        XCTAssertEqual(r.events.filter { $0 == "didScrollToTop" }.count, 1)
        XCTAssertEqual(r.events.last, "didScrollToTop")
    }

    func testScrollToTopNotAnimatedDuringABounceRestsInRange() {
        let (v, r) = makeStrip()
        v.setContentOffset(Point(x: 2400, y: 0), animated: false)
        v.drag(dx: -150, over: 0.1, start: 0, rest: 0.1)
        XCTAssertTrue(v.isDecelerating)
        r.clear()
        v.scrollToTop(animated: false)
        XCTAssertFalse(v.isDecelerating)
        XCTAssertEqual(v.contentOffset, v.clampedOffset(v.contentOffset))
        XCTAssertEqual(r.events.last, "didScrollToTop")
    }

    /// A pan released during a pinch decelerates while the zoom bounces back and shrinks the range.
    private func flingDuringZoomBounce() -> (ScrollView, Double) {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        v.contentSize = Size(width: 1200, height: 900)
        v.minimumZoomScale = 0.5
        v.maximumZoomScale = 1
        let anchor = Point(x: 200, y: 150)
        v.touchDown(time: 0)
        v.panBegan(translation: .zero, time: 0)
        for i in 1...6 { v.panChanged(translation: Point(x: -60 * Double(i), y: -40 * Double(i)), time: 0.01 * Double(i)) }
        v.pinchBegan(scale: 1, anchor: anchor, time: 0.06)
        v.pinchChanged(scale: 2.5, anchor: anchor, time: 0.07)  // past the maximum: banded
        v.panEnded(translation: Point(x: -360, y: -240), time: 0.08)
        v.touchUp(time: 0.08)
        v.pinchEnded(time: 0.09)
        XCTAssertTrue(v.isZoomAnimating, "the zoom bounces back")
        XCTAssertTrue(v.isDecelerating, "the fling still runs")
        return (v, 0.09)
    }

    func testFlingDuringAZoomBounceRestsInTheSamePlaceAcrossAFrameHitch() {
        let (smooth, start) = flingDuringZoomBounce()
        _ = restTime(smooth, from: start)
        let (hitched, _) = flingDuringZoomBounce()
        hitched.advance(to: start + 10)
        XCTAssertFalse(hitched.isDecelerating || hitched.isZoomAnimating, "at rest after one 10 s frame")
        XCTAssertEqual(hitched.contentOffset.x, smooth.contentOffset.x, accuracy: 1e-6)
        XCTAssertEqual(hitched.contentOffset.y, smooth.contentOffset.y, accuracy: 1e-6)
        XCTAssertEqual(hitched.contentOffset, hitched.clampedOffset(hitched.contentOffset))
        XCTAssertEqual(smooth.contentOffset, smooth.clampedOffset(smooth.contentOffset))
    }

    func testRetargetMotionEndsWithinTheAnimationBound() {
        for distance in [20_000.0, 1e6, ScrollView.maximumCoordinate - 1e4] {
            let (v, _) = makeStrip(content: ScrollView.maximumCoordinate)
            var t = v.drag(dx: -300, over: 0.15, start: 0)
            while v.isDecelerating && abs(v.velocity.x) > 150 { t += 1.0 / 60; v.advance(to: t) }
            XCTAssertTrue(v.isDecelerating, "a slow glide")
            let target = v.contentOffset.x + distance
            v.retargetMotion(to: Point(x: target, y: 0))
            let end = restTime(v, from: t, limit: 100)
            XCTAssertLessThanOrEqual(end - t, v.physics.longestAnimation + 1 / 60, "to \(distance)")
            XCTAssertEqual(v.contentOffset.x, target, accuracy: 1e-9 * distance)
        }
    }

    /// A content scale past `zoomScaleDomain` is read as the domain's end (1000), as documented: the
    /// motion carried through the resize — its velocity right after, every frame's offset, where it
    /// rests — is the one a scale of exactly 1000 gives, finite, and it ends inside the range.
    func testGeometryWithAHugeContentScaleIsReadAsTheDomainsEnd() {
        let domainEnd = ScrollView.zoomScaleDomain.upperBound
        for scale in [1e300, .greatestFiniteMagnitude, 1e4] {
            for start in 0..<3 {  // a fling, an animation, a bounce back from past the end
                let (huge, _) = makeStrip(), (clamped, _) = makeStrip()
                for v in [huge, clamped] {
                    switch start {
                    case 0: v.drag(dx: -300, over: 0.1, start: 0)
                    case 1: v.setContentOffset(Point(x: 2000, y: 0), animated: true)
                    default: v.setContentOffset(Point(x: 2400, y: 0), animated: false); v.drag(dx: -300, over: 0.1, start: 0)
                    }
                    XCTAssertTrue(v.isDecelerating || v.isScrollAnimating)
                    v.advance(to: 0.2)
                }
                let v0 = huge.velocity
                XCTAssertNotEqual(v0.x, 0, "start \(start): moving when resized")
                let frame = Rect(x: 0, y: 0, width: 600, height: 100), content = Size(width: 3e9, height: 100)
                huge.setGeometry(frame: frame, contentSize: content, contentScale: Point(x: scale, y: scale))
                clamped.setGeometry(frame: frame, contentSize: content, contentScale: Point(x: domainEnd, y: domainEnd))
                let label = "scale \(scale), start \(start)"
                XCTAssertTrue(huge.velocity.isFinite && huge.contentOffset.isFinite, label)
                XCTAssertEqual(huge.velocity, clamped.velocity, "\(label): velocity scaled by \(domainEnd), not more")
                XCTAssertEqual(huge.velocity.x, v0.x * domainEnd, accuracy: abs(v0.x) * 1e-9, label)
                var t = 0.2
                while (huge.isDecelerating || huge.isScrollAnimating) && t < 60 {
                    t += 1.0 / 60
                    huge.advance(to: t)
                    clamped.advance(to: t)
                    XCTAssertEqual(huge.contentOffset, clamped.contentOffset, "\(label): t=\(t)")
                    if huge.contentOffset != clamped.contentOffset { break }
                }
                XCTAssertFalse(huge.isDecelerating || huge.isScrollAnimating, "\(label): comes to rest (after \(t - 0.2) s)")
                XCTAssertEqual(huge.contentOffset, huge.clampedOffset(huge.contentOffset), label)
            }
        }
    }

    func testZoomLimitsAreClampedToTheirDomain() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        v.contentSize = Size(width: 800, height: 600)
        v.minimumZoomScale = 1e300
        v.maximumZoomScale = .infinity
        XCTAssertEqual(v.minimumZoomScale, ScrollView.zoomScaleDomain.upperBound)
        XCTAssertEqual(v.maximumZoomScale, ScrollView.zoomScaleDomain.upperBound)
        v.zoom(to: Rect(x: 0, y: 0, width: 10, height: 10), animated: false)
        XCTAssertLessThanOrEqual(v.contentOffset.x, ScrollView.maximumCoordinate)
        XCTAssertEqual(v.contentOffset, v.clampedOffset(v.contentOffset))
        v.minimumZoomScale = .nan
        XCTAssertEqual(v.minimumZoomScale, 1, "NaN reads as the default")
        v.minimumZoomScale = -3
        XCTAssertEqual(v.minimumZoomScale, ScrollView.zoomScaleDomain.lowerBound)
    }

    func testNewZoomLimitsDoNotReclampTheScale() {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        v.contentSize = Size(width: 800, height: 600)
        v.maximumZoomScale = 4
        v.zoomScale = 3
        v.maximumZoomScale = 2
        XCTAssertEqual(v.zoomScale, 3, "as UIKit: the next zoom applies the new limits")
        v.setZoomScale(v.zoomScale, animated: false)
        XCTAssertEqual(v.zoomScale, 2)
    }

    func testFrameAndBoundsSizesAreFiniteAndNonNegative() {
        let (v, _) = makeStrip()
        v.frame = Rect(x: 0, y: 0, width: .nan, height: .infinity)
        XCTAssertEqual(v.frame.size, Size(width: 0, height: ScrollView.maximumCoordinate))
        v.bounds = Rect(x: 0, y: 0, width: -.infinity, height: -5)
        XCTAssertEqual(v.bounds.size, Size(width: 0, height: 0))
        let plain = View(frame: Rect(x: .nan, y: 0, width: .infinity, height: .nan))
        XCTAssertTrue(plain.frame.origin.isFinite && plain.frame.size.width.isFinite && plain.frame.size.height.isFinite)
        plain.bounds = Rect(x: .infinity, y: 0, width: 5, height: .nan)
        XCTAssertTrue(plain.bounds.origin.isFinite && plain.bounds.size.height.isFinite)
    }

    func testExtremePhysicsValuesAreClampedAndEveryMotionEnds() {
        let extremes = [Double.greatestFiniteMagnitude, .leastNonzeroMagnitude, .nan, .infinity, -1, 0, 1e-300, 1e300]
        for value in extremes {
            let (v, _) = makeStrip()
            var p = ScrollViewPhysics.iOS
            p.snapSpring = SpringDescription(mass: 0.5, stiffness: value, damping: 14)
            p.bounceSpring = SpringDescription(mass: value, stiffness: 100, damping: value)
            p.decelerationRate = .init(rawValue: value)
            p.minimumFlingSpeed = value
            p.maximumFlingSpeed = value
            p.dragSlop = value
            v.physics = p
            XCTAssertTrue(ScrollViewPhysics.decelerationRateDomain.contains(v.physics.decelerationRate.rawValue), "\(value)")
            XCTAssertTrue(v.physics.snapSpring.naturalFrequency.isFinite && v.physics.snapSpring.dampingRatio.isFinite)
            XCTAssertTrue(v.physics.dragSlop.isFinite)
            v.setContentOffset(Point(x: 2300, y: 0), animated: false)
            let lift = v.drag(dx: -400, over: 0.1, start: 0)
            var t = lift
            for _ in 0..<20 {
                t += 0.05; v.advance(to: t)
                XCTAssertTrue(v.contentOffset.isFinite && v.velocity.isFinite, "\(value)")
            }
            v.advance(to: t + 10_000)
            XCTAssertFalse(v.isDecelerating, "a fling with physics value \(value) ends")
            v.setContentOffset(Point(x: 100, y: 0), animated: true)
            v.advance(to: t + 20_000)
            XCTAssertFalse(v.isScrollAnimating, "an animation with physics value \(value) ends")
            XCTAssertEqual(v.contentOffset.x, 100, accuracy: 1e-6)
        }
    }
}
