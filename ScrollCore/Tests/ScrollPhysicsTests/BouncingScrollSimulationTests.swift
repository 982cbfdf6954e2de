import XCTest
@testable import ScrollPhysics
import SimulationChecks

final class BouncingScrollSimulationTests: XCTestCase {
    func testStaysInRangeIsPlainDecay() {
        let b = BouncingScrollSimulation(position: 100, velocity: 1000, rate: 0.998, lower: 0, upper: 5000, dimension: 600)
        let d = DecaySimulation(position: 100, velocity: 1000, rate: 0.998)
        XCTAssertEqual(b.crossingTime, .infinity)
        XCTAssertEqual(b.finalPosition, d.finalPosition)
        for t in [0.0, 0.1, 0.7, 2, 10] { XCTAssertEqual(b.x(t), d.x(t)) }
        assertSimulationProperties(b, x0: 100, v0: 1000)
    }

    func testFlingIntoEdgeHandsOverAtCrossingWithSameVelocity() {
        let b = BouncingScrollSimulation(position: 100, velocity: 3000, rate: 0.998, lower: 0, upper: 800, dimension: 600)
        let tc = b.crossingTime
        XCTAssertTrue(tc > 0 && tc < 1, "crossing \(tc)")
        // Continuous position and velocity through the hand-over.
        XCTAssertEqual(b.x(tc - 1e-9), 800, accuracy: 1e-5)
        XCTAssertEqual(b.x(tc + 1e-9), 800, accuracy: 1e-5)
        XCTAssertEqual(b.dx(tc - 1e-9), b.dx(tc + 1e-9), accuracy: 1e-3)
        XCTAssertEqual(b.dx(tc), b.decay.dx(tc), accuracy: 1e-6)
        // It goes past, comes back, settles exactly on the edge.
        var peak = 0.0
        for i in 0...2000 { peak = max(peak, b.x(tc + Double(i) * 0.001) - 800) }
        XCTAssertGreaterThan(peak, 1)
        XCTAssertLessThan(peak, 300, "overshoot under half the bounds dimension")
        XCTAssertEqual(b.finalPosition, 800)
        XCTAssertEqual(b.x(b.duration), 800)
        assertSimulationProperties(b, x0: 100, v0: 3000)
    }

    func testOvershootBoundedForHugeVelocities() {
        for (v, d) in [(8000.0, 600.0), (50_000, 320), (-20_000, 100)] {
            let b = BouncingScrollSimulation(position: 0, velocity: v, rate: 0.998, lower: -10, upper: 10, dimension: d)
            var worst = 0.0
            var t = 0.0
            while t < b.duration { worst = max(worst, b.x(t) - 10, -10 - b.x(t)); t += 0.0005 }
            XCTAssertLessThan(worst, d / 2, "v \(v), d \(d)")
            XCTAssertLessThanOrEqual(worst, d * BouncingScrollSimulation.maximumOvershootFraction * 1.01)
        }
    }

    func testNoBounceStopsExactlyAtEdge() {
        let b = BouncingScrollSimulation(position: 100, velocity: -3000, rate: 0.998, lower: 0, upper: 800, dimension: 600, bounces: false)
        XCTAssertEqual(b.duration, b.crossingTime)
        XCTAssertEqual(b.x(b.crossingTime), 0)
        XCTAssertEqual(b.x(b.crossingTime * 0.999), 0, accuracy: 2)
        XCTAssertEqual(b.finalPosition, 0)
    }

    func testReleaseWhileOverscrolledSpringsBackWithoutCrossing() {
        // Beyond the top edge, thrown hard back toward the content: must come to the edge, not through it.
        for v in [-20_000.0, -1000, 0, 400, 3000] {
            let b = BouncingScrollSimulation(position: -120, velocity: -v, rate: 0.998, lower: 0, upper: 800, dimension: 600)
            var t = 0.0
            while t <= b.duration + 0.01 {
                XCTAssertLessThanOrEqual(b.x(t), 1e-9, "v \(v) at \(t)")
                t += 0.001
            }
            XCTAssertEqual(b.finalPosition, 0)
            XCTAssertEqual(b.x(b.duration), 0)
        }
        let below = BouncingScrollSimulation(position: 950, velocity: 100, rate: 0.998, lower: 0, upper: 800, dimension: 600)
        XCTAssertEqual(below.dx(0), 100 - SpringBack.iOS.kick * 150, accuracy: 1e-9,
                       "the release velocity plus the spring-back's kick toward the edge")
        XCTAssertEqual(below.finalPosition, 800)
        XCTAssertTrue(below.isSpringing(at: 0.01))
    }

    /// Released just past the edge while thrown further out at the fastest fling (content velocity =
    /// 8000 pt/s × the rubber band's slope there): the overscroll must stay within a third of a small
    /// view (or a quarter of the room left), never reach the bounds dimension. Before the fix a 100 pt view
    /// released 1 pt out went 106 pt past its edge.
    func testThrownFurtherOutFromOverscrollStaysWithinTheBound() {
        for d in [50.0, 100, 600] {
            for b in [0.5, 1, 5, 10, 20, 0.4 * d, 0.8 * d] {
                let v = -8000 * RubberBand.slope(RubberBand.raw(b, dimension: d), dimension: d)
                let s = BouncingScrollSimulation(position: -b, velocity: v, rate: 0.998, lower: 0, upper: 1000, dimension: d)
                let start = SpringBack.iOS.startVelocity(overscroll: -b, velocity: v)
                XCTAssertEqual(s.dx(0), start, accuracy: 1e-9 * abs(v), "release velocity plus the kick")
                var peak = 0.0, t = 0.0
                while t < s.duration { peak = max(peak, -s.x(t)); t += 0.0002 }
                let bound = max(d * BouncingScrollSimulation.maximumOvershootFraction, b + (d - b) / 4)
                XCTAssertLessThanOrEqual(peak, bound * 1.001, "d \(d) released \(b) out")
                XCTAssertLessThan(peak, d, "d \(d) released \(b) out")
                XCTAssertEqual(s.x(s.duration), 0)
            }
        }
    }

    func testEmptyRangeAndZeroDimension() {
        let b = BouncingScrollSimulation(position: 0, velocity: 900, rate: 0.99, lower: 0, upper: -50, dimension: 0)
        XCTAssertEqual(b.finalPosition, 0)
        XCTAssertTrue(b.x(0.3).isFinite)
        XCTAssertNil(b.spring, "nothing to bounce within: stops at the edge")
    }
}
