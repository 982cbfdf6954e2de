import XCTest
import ScrollPhysics
import ScrollKit
import SimulationChecks

/// `AxisMotion` (ScrollKit's per-axis motion) is a `Simulation`: the same property checks as the
/// simulations it wraps, over every kind the release policy (`ScrollViewPhysics.iOS`) produces.
final class AxisMotionPropertyTests: XCTestCase {
    func testEveryKindOfAxisMotionHasTheSimulationProperties() {
        let physics = ScrollViewPhysics.iOS
        let cases: [(AxisMotion, Double, Double)] = [
            (.rest(42), 42, 0),
            (physics.naturalMotion(position: 100, velocity: 1200, lower: 0, upper: 2000, dimension: 600, bounces: true), 100, 1200),
            (physics.naturalMotion(position: 1900, velocity: 3000, lower: 0, upper: 2000, dimension: 600, bounces: true), 1900, 3000),
            (physics.naturalMotion(position: -80, velocity: -400, lower: 0, upper: 2000, dimension: 600, bounces: true), -80,
             SpringBack.iOS.startVelocity(overscroll: -80, velocity: -400)),  // spring-back: kicked start
            (physics.motion(toTarget: 400, position: 0, velocity: 1000), 0, 1000),    // solved decay
            (physics.motion(toTarget: 900, position: 0, velocity: 1000), 0, 1000),    // beyond reach: bounded spring
            (physics.motion(toTarget: -60, position: 0, velocity: 300), 0, 300),      // behind: bounded spring
            (physics.motion(toTarget: 50, position: 0, velocity: 20), 0, 20),         // slow release: snap spring
            (physics.motion(toTarget: 540, position: 500, velocity: 8000, prompt: true, edgeDimension: 60), 500, 8000),
        ]
        for (motion, x0, v0) in cases {
            assertSimulationProperties(motion, x0: x0, v0: v0)
        }
    }
}
