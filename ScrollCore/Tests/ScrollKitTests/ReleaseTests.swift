import XCTest
import ScrollPhysics
@testable import ScrollKit

/// Release velocity and deceleration through the scroll view (docs/scroll-behaviour.md, "Releases and targets", "Physics").
final class ReleaseTests: XCTestCase {
    func testReferenceRestingDistances() {
        // (v − 10 pt/s) / (−1000 ln r): the decay stops at UIKit's 10 pt/s (docs/scroll-behaviour.md, "Physics").
        for (rate, expected, tolerance) in [(ScrollView.DecelerationRate.normal, 494.5, 0.5), (.fast, 98.5, 0.5)] {
            let (v, r) = makeStrip(content: 100_000)
            v.decelerationRate = rate
            v.contentOffset = Point(x: 10_000, y: 0)
            v.drag(dx: -200, over: 0.2, start: 1)  // content moving at 1000 pt/s when the finger lifts
            XCTAssertEqual(r.lastVelocity!.x, 1000, accuracy: 1e-6)
            let atLift = v.contentOffset.x
            v.settle()
            XCTAssertEqual(v.contentOffset.x - atLift, expected, accuracy: tolerance, "\(rate)")
        }
    }

    func testDecelerationEndsExactlyOnItsRestingPoint() {
        let (v, _) = makeStrip(content: 100_000)
        v.contentOffset = Point(x: 10_000, y: 0)
        v.drag(dx: -200, over: 0.2, start: 1)
        let expected = v.motion.finalOffset
        var t = v.currentTime
        var last = v.contentOffset.x
        while v.isDecelerating {
            t += 1 / 60
            v.advance(to: t)
            XCTAssertGreaterThanOrEqual(v.contentOffset.x, last, "monotonic, no wobble")
            last = v.contentOffset.x
        }
        XCTAssertEqual(v.contentOffset, expected)
        XCTAssertEqual(t - 1.2, 2.30, accuracy: 0.05, "ends at 10 pt/s, 2.3 s after a 1000 pt/s release")
    }

    func testBelowMinimumFlingSpeedNoMomentum() {
        let (v, r) = makeStrip()
        v.contentOffset = Point(x: 500, y: 0)
        v.drag(dx: -12, over: 0.2, start: 1)  // 60 pt/s
        XCTAssertEqual(r.lastVelocity, .zero)
        XCTAssertEqual(r.summary.last, "didEndDragging(false)")
        v.drag(dx: -20, over: 0.2, start: 5)  // 100 pt/s
        XCTAssertEqual(r.lastVelocity!.x, 100, accuracy: 1e-6)
        XCTAssertTrue(v.isDecelerating)
    }

    func testMaximumFlingSpeedClamp() {
        let (v, r) = makeStrip(content: 1_000_000)
        v.contentOffset = Point(x: 100_000, y: 0)
        v.drag(dx: -600, over: 0.03, start: 1)  // 20 000 pt/s
        XCTAssertEqual(r.lastVelocity!.x, ScrollViewPhysics.iOS.maximumFlingSpeed, accuracy: 1e-6)
    }

    func testFingerRestingBeforeLiftGivesNoFling() {
        let (v, r) = makeStrip()
        v.contentOffset = Point(x: 500, y: 0)
        v.drag(dx: -300, over: 0.1, start: 1, rest: 0.06)  // fast, then 60 ms still
        XCTAssertEqual(r.lastVelocity, .zero)
        XCTAssertFalse(v.isDecelerating)
        v.drag(dx: -300, over: 0.1, start: 5, rest: 0.03)  // 30 ms still: still a fling
        XCTAssertTrue(v.isDecelerating)
    }

    func testPolicyChoosesSolvedDecayOrSpring() {
        // Target a bit short of the natural rest, velocity toward it: solved decay, same start velocity.
        if case .decay(let d) = ScrollViewPhysics.iOS.motion(toTarget: 400, position: 0, velocity: 1000) {
            XCTAssertEqual(d.finalPosition, 400)
            XCTAssertEqual(d.dx(0), 1000)
        } else { XCTFail("expected a solved decay") }
        // Velocity away from the target, or too slow, or a far target: critically damped spring.
        for (target, velocity) in [(-100.0, 1000.0), (100, 10), (5000, 1000)] {
            guard case .spring(let s) = ScrollViewPhysics.iOS.motion(toTarget: target, position: 0, velocity: velocity) else {
                XCTFail("expected a spring for \(target), \(velocity)"); continue
            }
            XCTAssertEqual(s.kind, .criticallyDamped)
            XCTAssertEqual(s.dx(0), velocity, "no velocity jump")
            XCTAssertEqual(s.x(s.duration), target)
        }
    }
}
