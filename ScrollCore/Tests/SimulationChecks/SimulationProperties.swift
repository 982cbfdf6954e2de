import XCTest
import ScrollPhysics

/// Checks every property a closed-form simulation must have (docs/scroll-behaviour.md, "Physics"):
/// x(0) = x0, dx(0) = v0, dx agrees with a central difference of x, and once done it stays done at the
/// final position with zero velocity.
public func assertSimulationProperties<S: Simulation>(_ s: S, x0: Double, v0: Double, file: StaticString = #filePath,
                                               line: UInt = #line) {
    let scale = max(1, abs(x0), abs(v0), abs(s.finalPosition))
    XCTAssertEqual(s.x(0), x0, accuracy: 1e-9 * scale, "x(0) for \(s)", file: file, line: line)
    if s.duration > 0 {
        XCTAssertEqual(s.dx(0), v0, accuracy: 1e-9 * scale, "dx(0) for \(s)", file: file, line: line)
    }
    // Numeric derivative at points well inside the motion (not across the end cut-off).
    let end = s.duration.isFinite ? s.duration : 5
    let h = 1e-6
    for fraction in [0.01, 0.1, 0.25, 0.5, 0.8] {
        let t = end * fraction
        guard t > h, t + h < s.duration else { continue }
        let numeric = (s.x(t + h) - s.x(t - h)) / (2 * h)
        XCTAssertEqual(s.dx(t), numeric, accuracy: 1e-4 * scale, "dx(\(t)) for \(s)", file: file, line: line)
    }
    // Done stays done, at exactly the final position.
    if s.duration.isFinite {
        var wasDone = false
        for i in 0...400 {
            let t = end * 1.5 * Double(i) / 400
            let done = s.isDone(t)
            if wasDone { XCTAssertTrue(done, "done then not done at \(t) for \(s)", file: file, line: line) }
            if done {
                XCTAssertEqual(s.x(t), s.finalPosition, "x after done for \(s)", file: file, line: line)
                XCTAssertEqual(s.dx(t), 0, "dx after done for \(s)", file: file, line: line)
            }
            wasDone = wasDone || done
        }
        XCTAssertTrue(s.isDone(s.duration), file: file, line: line)
        XCTAssertTrue(s.isDone(s.duration + 1000), file: file, line: line)
    }
}
