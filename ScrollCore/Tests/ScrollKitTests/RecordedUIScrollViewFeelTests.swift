import XCTest
import ScrollPhysics
@testable import ScrollKit

/// Numbers read off recordings of a real UIScrollView (iOS Simulator, `.normal` deceleration rate),
/// kept as test fixtures; docs/scroll-behaviour.md ("Recorded UIScrollView numbers") lists them and
/// says where they come from (the recordings are not in the repository).
enum RecordedUIScrollView {
    /// A release at 481 pt/s travels 235.3 pt; didEndDecelerating comes about 1.92 s after the release.
    static let slowFling = (velocity: 481.0, travel: 235.3, endsAfter: 1.92)
    /// A release at 5614 pt/s travels 2799.3 pt.
    static let fastFling = (velocity: 5614.0, travel: 2799.3)
    /// A public recording: https://github.com/flutter/flutter/pull/60501 (UIScrollView released at
    /// 4030.79 pt/s and travelled 2008.5 pt; UIKit's velocity law, reverse-engineered there, gave 4030.69).
    static let flutterFling = (velocity: 4030.79, travel: 2008.5)
    /// Released at rest 177 pt past the edge: the overscroll (pt) at these seconds after the release,
    /// and at rest by about 0.7 s.
    static let springBackStart = 177.0
    static let springBack: [(t: Double, overscroll: Double)] = [(0.016, 157), (0.1, 81), (0.2, 34), (0.3, 14), (0.5, 2.3)]
    static let springBackRest = 0.7
    /// A public recording: https://github.com/flutter/flutter/pull/96574 (iOS's status-bar scroll to top
    /// from 5000 pt took 1.035 s; the curve its author matched to easeOutCirc). Fractions of the way at
    /// these seconds, read off that curve.
    static let scrollToTop = (from: 5000.0, duration: 1.035,
                              fractions: [(t: 0.2, done: 0.59), (t: 0.3, done: 0.70), (t: 0.5, done: 0.86)])
}

/// Where flings stop and how the bounce-back starts, against `RecordedUIScrollView`.
final class RecordedUIScrollViewFeelTests: XCTestCase {
    /// A finger release at exactly `velocity` (content pt/s, +x) from offset 10 000 in a long strip.
    private func fling(_ velocity: Double) -> (ScrollView, Recorder, Double) {
        let (v, r) = makeStrip(content: 100_000)
        v.contentOffset = Point(x: 10_000, y: 0)
        let lift = v.drag(dx: -velocity * 0.1, over: 0.1, start: 1, hz: 120)
        XCTAssertEqual(r.lastVelocity?.x ?? 0, velocity, accuracy: 1e-6)
        return (v, r, lift)
    }

    func testFlingsStopAtUIKitsStopSpeed() {
        for (speed, travel) in [(RecordedUIScrollView.slowFling.velocity, RecordedUIScrollView.slowFling.travel),
                                (RecordedUIScrollView.fastFling.velocity, RecordedUIScrollView.fastFling.travel),
                                (RecordedUIScrollView.flutterFling.velocity, RecordedUIScrollView.flutterFling.travel)] {
            let (v, _, _) = fling(speed)
            let atLift = v.contentOffset.x
            v.settle(hz: 240, limit: 20)
            XCTAssertEqual(v.contentOffset.x - atLift, travel, accuracy: 0.15, "\(speed) pt/s")
        }
    }

    func testDidEndDeceleratingComesWhenUIKitsDoes() {
        let (v, r, lift) = fling(RecordedUIScrollView.slowFling.velocity)
        var t = lift
        while !r.events.contains("didEndDecelerating") && t < lift + 10 {
            t += 1.0 / 240
            v.advance(to: t)
        }
        XCTAssertEqual(t - lift, RecordedUIScrollView.slowFling.endsAfter, accuracy: 0.03)
    }

    /// The target offered to willEndDragging (the trace's proposedTarget) is where the fling stops, and a
    /// delegate that returns it unchanged gets exactly the free fling.
    func testProposedTargetIsWhereTheFlingStops() {
        let (v, r) = makeStrip(content: 100_000)
        v.contentOffset = Point(x: 10_000, y: 0)
        var proposed: Point?
        r.retarget = { _, target in proposed = target; return target }
        v.drag(dx: -48.1, over: 0.1, start: 1, hz: 120)
        let atLift = v.contentOffset.x
        v.settle(hz: 240, limit: 20)
        XCTAssertEqual((proposed?.x ?? 0) - atLift, RecordedUIScrollView.slowFling.travel, accuracy: 0.1)
        XCTAssertEqual(v.contentOffset.x, proposed?.x ?? 0, accuracy: 1e-9)
    }

    /// A snapped target at the natural resting point is reached by the same decay (rate 0.998, same end
    /// time); a nearer one only brakes harder and still ends at the stop speed.
    func testSnappedLandingsUseTheSameStopSpeed() {
        let physics = ScrollViewPhysics.iOS
        let natural = physics.naturalTarget(position: 0, velocity: 481, lower: 0, upper: 10_000)
        guard case .decay(let same) = physics.motion(toTarget: natural, position: 0, velocity: 481) else {
            return XCTFail("a decay onto the natural target")
        }
        XCTAssertEqual(same.rate, 0.998, accuracy: 1e-9)
        XCTAssertEqual(same.duration, RecordedUIScrollView.slowFling.endsAfter, accuracy: 0.03)
        guard case .decay(let nearer) = physics.motion(toTarget: 200, position: 0, velocity: 481) else {
            return XCTFail("a decay onto a nearer target")
        }
        XCTAssertEqual(nearer.x(nearer.duration), 200)
        XCTAssertEqual(abs(nearer.unclampedDX(nearer.duration)), physics.stopSpeed, accuracy: 1e-6)
    }

    /// Released at rest 177 pt past the edge, the content follows UIKit's recorded curve within 1 pt and
    /// rests by about 0.7 s (the old spring released from rest lagged up to 29 pt).
    func testSpringBackFollowsTheRecordedCurve() {
        let s = BouncingScrollSimulation(position: -RecordedUIScrollView.springBackStart, velocity: 0, rate: 0.998,
                                         lower: 0, upper: 1000, dimension: 600)
        for (t, overscroll) in RecordedUIScrollView.springBack {
            XCTAssertEqual(-s.x(t), overscroll, accuracy: 1, "at \(t) s")
        }
        XCTAssertEqual(s.duration, RecordedUIScrollView.springBackRest, accuracy: 0.05)
        XCTAssertLessThanOrEqual(s.x(s.duration / 2), 0, "never crosses the edge")
    }

    /// The law scales with the start (any overscroll; within the 0.25 pt it skips at the end), and depends
    /// on the spring's ω and ζ only (mass ≠ 1).
    func testSpringBackScalesWithAnyStartAndAnyMass() {
        let heavy = SpringBack(spring: SpringDescription(mass: 3, stiffness: 363, dampingRatio: 1), kick: 7.3,
                               tolerance: SpringBack.iOS.tolerance)
        for y0 in [12.0, 60, 177, 290] {
            for back in [SpringBack.iOS, heavy] {
                let s = BouncingScrollSimulation(position: 1000 + y0, velocity: 0, rate: 0.998, lower: 0, upper: 1000,
                                                 dimension: 600, springBack: back)
                for (t, overscroll) in RecordedUIScrollView.springBack {
                    let expected = overscroll * y0 / RecordedUIScrollView.springBackStart
                    XCTAssertEqual(s.x(t) - 1000, expected, accuracy: max(0.26, y0 / 177), "y0 \(y0) at \(t)")
                }
            }
        }
    }

    /// Through the scroll view: a finger pulls 177 pt past the top and rests, then lifts.
    func testReleasedAtRestFromOverscrollStartsFast() {
        let (v, r) = makeStrip()
        let raw = RubberBand.raw(RecordedUIScrollView.springBackStart, dimension: 600)
        let lift = v.drag(dx: raw, over: 0.3, start: 1, rest: 0.2)
        XCTAssertEqual(v.contentOffset.x, -RecordedUIScrollView.springBackStart, accuracy: 1e-6)
        v.advance(to: lift + 0.016)
        XCTAssertEqual(-v.contentOffset.x, 157, accuracy: 1)
        v.advance(to: lift + 0.1)
        XCTAssertEqual(-v.contentOffset.x, 81, accuracy: 1)
        var t = lift + 0.1
        while !r.events.contains("didEndDecelerating") && t < lift + 5 { t += 1.0 / 240; v.advance(to: t) }
        XCTAssertEqual(t - lift, RecordedUIScrollView.springBackRest, accuracy: 0.05)
        XCTAssertEqual(v.contentOffset.x, 0)
        XCTAssertEqual(v.contentOffset.x.sign, .plus, "rests on 0, not −0 (which prints as -0.0)")
        XCTAssertEqual("\(v.contentOffset.x)", "0.0")
    }
}
