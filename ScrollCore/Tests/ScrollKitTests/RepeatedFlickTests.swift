import XCTest
import ScrollPhysics
@testable import ScrollKit

/// Repeated flicks accelerate (`ScrollViewPhysics.momentumCarry`; docs/scroll-behaviour.md, "Physics").
final class RepeatedFlickTests: XCTestCase {
    /// A 2000 pt/s flick (content +x) lasting 0.05 s that starts at `start`, stepping frames at `hz`.
    @discardableResult
    private func flick(_ v: ScrollView, at start: Double, speed: Double = 2000, hz: Double = 120) -> Double {
        v.drag(dx: -speed * 0.05, over: 0.05, start: start, hz: hz)
    }

    /// Distance travelled from the release of a flick at `second` (after one at 1 s, if `first`) to rest.
    private func travel(first: Bool, second: Double, secondSpeed: Double = 2000, frameHz: Double = 60,
                        physics: ScrollViewPhysics = .iOS) -> (distance: Double, velocity: Double) {
        let (v, r) = makeStrip(content: 1_000_000)
        v.physics = physics
        v.contentOffset = Point(x: 100_000, y: 0)
        if first {
            let lift = flick(v, at: 1)
            var t = lift
            while t + 1 / frameHz < second { t += 1 / frameHz; v.advance(to: t) }
        }
        flick(v, at: second, speed: secondSpeed)
        let atLift = v.contentOffset.x, velocity = r.lastVelocity?.x ?? 0
        v.settle(hz: 240, limit: 30)
        return (v.contentOffset.x - atLift, velocity)
    }

    func testASecondFlickDuringTheGlideTravelsFurther() {
        let one = travel(first: false, second: 1)
        let two = travel(first: true, second: 1.25)  // released 0.25 s after the first one
        XCTAssertEqual(one.velocity, 2000, accuracy: 1e-6)
        XCTAssertGreaterThanOrEqual(two.distance, 1.25 * one.distance, "\(two.distance) vs \(one.distance)")
        XCTAssertGreaterThan(two.velocity, 2000)
    }

    func testNothingExtraAgainstTheGlideOrAfterItStopped() {
        let one = travel(first: false, second: 1, secondSpeed: -2000)
        let against = travel(first: true, second: 1.25, secondSpeed: -2000)
        XCTAssertEqual(against.velocity, -2000, accuracy: 1e-6)
        XCTAssertEqual(against.distance, one.distance, accuracy: 1e-6)
        let late = travel(first: true, second: 6)  // the first glide has stopped (about 2.3 s)
        XCTAssertEqual(late.velocity, 2000, accuracy: 1e-6)
    }

    func testOffableAndCapped() {
        var off = ScrollViewPhysics.iOS
        off.momentumCarry = nil
        XCTAssertEqual(travel(first: true, second: 1.25, physics: off).velocity, 2000, accuracy: 1e-6)
        let fast = travel(first: true, second: 1.25, secondSpeed: 7500)  // + ≈ 1000 carried: over the cap
        XCTAssertEqual(fast.velocity, ScrollViewPhysics.iOS.maximumFlingSpeed, accuracy: 1e-6)
    }

    /// The carried speed is the glide's at the touch's own time: the same whatever the frame rate.
    func testFrameRateIndependent() {
        let at30 = travel(first: true, second: 1.25, frameHz: 30)
        let at240 = travel(first: true, second: 1.25, frameHz: 240)
        XCTAssertEqual(at30.velocity, at240.velocity, accuracy: 1e-6)
        XCTAssertEqual(at30.distance, at240.distance, accuracy: 1e-6)
    }

    /// A pointer that rests longer than 20 ms before lifting loses the carried momentum.
    func testRestingBeforeTheLiftLosesIt() {
        let (v, r) = makeStrip(content: 1_000_000)
        v.contentOffset = Point(x: 100_000, y: 0)
        flick(v, at: 1)
        v.drag(dx: -100, over: 0.05, start: 1.25, rest: 0.03, hz: 120)
        XCTAssertLessThan(abs(r.lastVelocity?.x ?? 0), 2000)
    }
}
