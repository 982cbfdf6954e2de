import XCTest
import ScrollPhysics
@testable import ScrollKit

/// An animated scroll to top follows iOS's recorded curve and duration (docs/scroll-behaviour.md,
/// "Scroll to top"); didScrollToTop comes when the motion ends.
final class ScrollToTopCurveTests: XCTestCase {
    private func makeList(offset: Double) -> (ScrollView, Recorder) {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 800))
        v.contentSize = Size(width: 400, height: 100_000)
        v.contentOffset = Point(x: 0, y: offset)
        let r = Recorder()
        v.delegate = r
        return (v, r)
    }

    func testItFollowsTheRecordedCurveAndEndsOnTime() {
        let rec = RecordedUIScrollView.scrollToTop
        let (v, r) = makeList(offset: rec.from)
        v.advance(to: 1)
        XCTAssertTrue(v.scrollToTop(animated: true))
        // Before: the snap spring covered 77%, 92% and 99% at 0.2, 0.3 and 0.5 s and rested by 0.85 s.
        for (t, done) in rec.fractions {
            v.advance(to: 1 + t)
            XCTAssertEqual(1 - v.contentOffset.y / rec.from, done, accuracy: 0.015, "at \(t) s")
        }
        var t = 1.5, endedAt: Double?
        while endedAt == nil && t < 3 {
            t += 1.0 / 240
            v.advance(to: t)
            if r.events.contains("didScrollToTop") { endedAt = t }
        }
        let end = try! XCTUnwrap(endedAt)
        XCTAssertGreaterThanOrEqual(end, 1 + rec.duration, "not before the motion ends")
        XCTAssertLessThan(end, 1 + rec.duration + 1.0 / 240, "at the first frame after it")
        XCTAssertEqual(v.contentOffset.y, 0)
        XCTAssertEqual(r.events.filter { $0 == "didScrollToTop" }.count, 1)
        XCTAssertFalse(r.events.contains("didEndScrollingAnimation"))
    }

    func testTheDurationDoesNotGrowWithTheDistance() {
        // One recording (5000 pt) gives one duration; Flutter ships it for every distance. So do we.
        for from in [300.0, 5000, 80_000] {
            let (v, _) = makeList(offset: from)
            v.advance(to: 1)
            v.scrollToTop(animated: true)
            v.advance(to: 1 + 0.3)
            XCTAssertEqual(1 - v.contentOffset.y / from, EaseOutCircSimulation.progress(0.3 / 1.035), accuracy: 1e-9)
            v.advance(to: 1 + 1.035)
            XCTAssertEqual(v.contentOffset.y, 0, "\(from) pt: at the top after 1.035 s")
            XCTAssertFalse(v.isScrollAnimating)
        }
    }

    func testTheVelocityIsFiniteFromTheFirstInstant() {
        let (v, _) = makeList(offset: 5000)
        v.advance(to: 1)
        v.scrollToTop(animated: true)
        XCTAssertTrue(v.velocity.y.isFinite)
        XCTAssertLessThan(v.velocity.y, 0)
        v.advance(to: 1.1)
        XCTAssertTrue(v.velocity.isFinite)
    }

    func testOtherAnimationsKeepTheirSpring() {
        let (v, _) = makeList(offset: 5000)
        v.advance(to: 1)
        v.setContentOffset(.zero, animated: true)
        v.advance(to: 1.2)
        XCTAssertGreaterThan(1 - v.contentOffset.y / 5000, 0.75, "the snap spring: ≈ 77% at 0.2 s")
    }
}
