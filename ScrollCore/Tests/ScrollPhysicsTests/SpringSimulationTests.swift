import XCTest
@testable import ScrollPhysics
import SimulationChecks

final class SpringSimulationTests: XCTestCase {
    /// Springs of every damping kind, with masses other than 1, where Flutter's closed forms once went
    /// wrong (https://github.com/flutter/flutter/issues/109675, https://github.com/flutter/flutter/issues/163858).
    let springs: [(SpringDescription, SpringSimulation.Kind)] = [
        (SpringDescription(mass: 0.5, stiffness: 100, dampingRatio: 1), .criticallyDamped),
        (SpringDescription(mass: 3, stiffness: 250, dampingRatio: 1), .criticallyDamped),
        (SpringDescription(mass: 0.5, stiffness: 100, dampingRatio: 1.1), .overDamped),
        (SpringDescription(mass: 2.5, stiffness: 40, damping: 60), .overDamped),
        (SpringDescription(mass: 0.5, stiffness: 100, dampingRatio: 0.3), .underDamped),
        (SpringDescription(mass: 4, stiffness: 900, damping: 10), .underDamped),
        (SpringDescription(mass: 1, stiffness: 100, damping: 20), .criticallyDamped),
    ]

    func testKindsAndProperties() {
        for (spring, kind) in springs {
            for (start, end, v) in [(0.0, 300.0, 0.0), (500, 120, -2000), (-40, 0, 900), (10, 10, 3000)] {
                let s = SpringSimulation(spring: spring, start: start, end: end, velocity: v)
                XCTAssertEqual(s.kind, kind, "\(spring)")
                assertSimulationProperties(s, x0: start, v0: v)
                XCTAssertEqual(s.finalPosition, end)
                XCTAssertTrue(s.duration.isFinite && s.duration < 20, "\(s)")
            }
        }
    }

    /// The closed form solves m·x″ + c·x′ + k·(x − end) = 0: checked against an RK4 integration,
    /// which knows nothing of the closed form (so a wrong mass factor cannot hide).
    func testMatchesNumericIntegrationForAnyMass() {
        for (spring, _) in springs {
            let s = SpringSimulation(spring: spring, start: 200, end: -50, velocity: -700, tolerance: Tolerance(distance: 1e-9, velocity: 1e-9))
            var y = 250.0, v = -700.0
            let h = 1e-4
            func acc(_ y: Double, _ v: Double) -> Double { (-spring.stiffness * y - spring.damping * v) / spring.mass }
            for step in 1...5000 {  // 0.5 s
                let k1y = v, k1v = acc(y, v)
                let k2y = v + h / 2 * k1v, k2v = acc(y + h / 2 * k1y, v + h / 2 * k1v)
                let k3y = v + h / 2 * k2v, k3v = acc(y + h / 2 * k2y, v + h / 2 * k2v)
                let k4y = v + h * k3v, k4v = acc(y + h * k3y, v + h * k3v)
                y += h / 6 * (k1y + 2 * k2y + 2 * k3y + k4y)
                v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
                if step % 500 == 0 {
                    let t = Double(step) * h
                    XCTAssertEqual(s.x(t), y - 50, accuracy: 1e-6, "\(spring) at \(t)")
                    XCTAssertEqual(s.dx(t), v, accuracy: 1e-5, "\(spring) at \(t)")
                }
            }
        }
    }

    func testCriticalDampingFromRatioIsNotMistakenForOverdamped() {
        // ratio 1 gives c² − 4mk ≈ 0 up to rounding: must use the critical form (the over-damped one divides by ~0).
        for m in [0.1, 0.5, 1, 7.3] {
            let s = SpringSimulation(spring: SpringDescription(mass: m, stiffness: 123, dampingRatio: 1), start: 0, end: 1, velocity: 0)
            XCTAssertEqual(s.kind, .criticallyDamped)
            XCTAssertTrue(s.x(0.05).isFinite)
        }
    }

    func testSettledSpringStaysWithinTolerance() {
        let s = SpringSimulation(spring: SpringDescription(mass: 0.5, stiffness: 100, dampingRatio: 0.2), start: 0, end: 100, velocity: 0)
        // Under-damped: oscillates; just before the end it is already within the tolerance and stays there.
        var t = s.duration * 0.999
        let unclamped = SpringSimulation(spring: s.spring, start: 0, end: 100, velocity: 0, tolerance: Tolerance(distance: 0, velocity: 0))
        while t < s.duration * 3 {
            XCTAssertLessThanOrEqual(abs(unclamped.x(t) - 100), Tolerance.spring.distance)
            XCTAssertLessThanOrEqual(abs(unclamped.dx(t)), Tolerance.spring.velocity)
            t += 0.001
        }
    }

    func testUndampedAndDegenerateSprings() {
        let undamped = SpringSimulation(spring: SpringDescription(mass: 1, stiffness: 100, damping: 0), start: 0, end: 10, velocity: 0)
        XCTAssertEqual(undamped.duration, .infinity)
        XCTAssertEqual(undamped.x(.pi / 10), 20, accuracy: 1e-9, "half a period of an undamped spring")
        let bad = SpringSimulation(spring: SpringDescription(mass: 0, stiffness: 100, damping: 1), start: 0, end: 10, velocity: 5)
        XCTAssertEqual(bad.x(0), 10)
        XCTAssertTrue(bad.isDone(0))
    }

    func testDescriptionRatios() {
        let d = SpringDescription.bounce
        XCTAssertEqual(d.dampingRatio, 1.1, accuracy: 1e-12)
        XCTAssertEqual(d.naturalFrequency, (200.0).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(SpringDescription.snap.dampingRatio, 1, accuracy: 1e-12)
    }
}
