import XCTest
@testable import ScrollPhysics
import SimulationChecks

final class DecaySimulationTests: XCTestCase {
    func testReferenceRestingDistances() {
        // docs/scroll-behaviour.md, "Physics": 1000 pt/s rests 499.5 ± 0.5 pt further at .normal, ≈ 99.5 at .fast.
        XCTAssertEqual(DecaySimulation(position: 0, velocity: 1000, rate: 0.998).finalPosition, 499.5, accuracy: 0.5)
        XCTAssertEqual(DecaySimulation(position: 0, velocity: 1000, rate: 0.99).finalPosition, 99.5, accuracy: 0.1)
        XCTAssertEqual(DecaySimulation(position: 200, velocity: -1000, rate: 0.998).finalPosition, 200 - 499.5, accuracy: 0.5)
        // WWDC18 projection (v/1000)·r/(1−r) agrees within a point.
        XCTAssertEqual(DecaySimulation.restingDistance(velocity: 1000, rate: 0.998), 0.998 / 0.002, accuracy: 1)
    }

    func testVelocityFollowsIOSLaw() {
        let d = DecaySimulation(position: 0, velocity: 2000, rate: 0.998)
        // v(t) = v0 · r^(1000 t): after 0.25 s, 2000 · 0.998^250.
        XCTAssertEqual(d.dx(0.25), 2000 * pow(0.998, 250), accuracy: 1e-9)
        XCTAssertEqual(d.x(0.25), 2000 * (pow(0.998, 250) - 1) / (1000 * log(0.998)), accuracy: 1e-9)
    }

    func testProperties() {
        for rate in [0.998, 0.99, 0.9, 0.9995] {
            for v in [-8000.0, -1000, -30, 0.4, 50, 1000, 8000] {
                assertSimulationProperties(DecaySimulation(position: 37, velocity: v, rate: rate), x0: 37, v0: v)
            }
        }
    }

    func testEndsWhenRemainingDistanceIsUnderTolerance() {
        let d = DecaySimulation(position: 0, velocity: 1000, rate: 0.998)
        let justBefore = d.duration - 1e-6
        XCTAssertEqual(abs(d.finalPosition - d.x(justBefore)), Tolerance.deceleration.distance, accuracy: 1e-3)
        // Remaining speed at the end: |k| · 0.25 pt = 0.5 pt/s at .normal.
        XCTAssertEqual(abs(d.dx(justBefore)), 0.5, accuracy: 0.01)
        XCTAssertEqual(d.x(d.duration), d.finalPosition)
        // A 1000 pt/s fling takes a few seconds, not minutes.
        XCTAssertEqual(d.duration, log(1000 / (2.002 * 0.25)) / 2.002, accuracy: 0.01)
        XCTAssertTrue(DecaySimulation(position: 5, velocity: 0, rate: 0.998).isDone(0))
    }

    func testSolvedRateLandsExactlyOnTarget() {
        for (v, target) in [(1000.0, 300.0), (1000, 800), (-2500, -120), (90, 60)] {
            let d = DecaySimulation(position: 10, velocity: v, stoppingAt: 10 + target)!
            XCTAssertEqual(d.finalPosition, 10 + target)
            XCTAssertEqual(d.x(d.duration), 10 + target)
            XCTAssertEqual(d.dx(0), v, "no velocity jump at release")
            XCTAssertEqual(d.rate, exp(-v / (1000 * target)), accuracy: 1e-12)
            assertSimulationProperties(d, x0: 10, v0: v)
        }
        XCTAssertNil(DecaySimulation(position: 0, velocity: 1000, stoppingAt: -50), "target behind the velocity")
        XCTAssertNil(DecaySimulation(position: 0, velocity: 0, stoppingAt: 50))
        XCTAssertNil(DecaySimulation(position: 3, velocity: 100, stoppingAt: 3))
    }

    func testCrossingTimeIsExact() {
        let d = DecaySimulation(position: 0, velocity: 1500, rate: 0.998)
        let t = d.time(toReach: 400)!
        XCTAssertEqual(d.x(t), 400, accuracy: 1e-9)
        XCTAssertNil(d.time(toReach: 800), "beyond the resting point")
        XCTAssertNil(d.time(toReach: -1), "behind the start")
        XCTAssertEqual(d.time(toReach: 0), 0)
    }

    func testOutOfRangeRatesStayFinite() {
        for rate in [0.0, -1, 1, 1.5, .nan, .infinity] {
            let d = DecaySimulation(position: 0, velocity: 500, rate: rate)
            XCTAssertTrue(d.finalPosition.isFinite && d.duration.isFinite, "rate \(rate): \(d)")
            XCTAssertTrue(d.x(0.1).isFinite && d.dx(0.1).isFinite)
        }
    }
}
