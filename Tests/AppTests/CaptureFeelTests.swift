import Foundation
import XCTest

/// What a hand feels before and after a glide, read off the trace of real `cubescroll capture` runs
/// (docs/scroll-behaviour.md: "Release velocity").
final class CaptureFeelTests: XCTestCase {
    let y = 448   // the strip's middle in a 960×540 window

    /// Down, moves at `hz` along x(t) for 0.1 s, up at the last move: a flick to the left.
    private func flick(hz: Int, x: (Double) -> Double) -> String {
        var events = ["{\"t\": 0.5, \"type\": \"down\", \"x\": \(x(0)), \"y\": \(y)}"]
        let n = hz / 10
        for i in 1...n {
            let t = Double(i) / Double(hz)
            events.append("{\"t\": \(0.5 + t), \"type\": \"move\", \"x\": \(x(t)), \"y\": \(y)}")
        }
        events.append("{\"t\": \(0.5 + 0.1), \"type\": \"up\", \"x\": \(x(0.1)), \"y\": \(y)}")
        return events.joined(separator: ",\n")
    }

    private func releaseVelocity(_ events: String) throws -> Double {
        let trace = try Cubescroll.trace(script(events: events, duration: 1.2, cubes: 200), test: self)
        let willEnd = try XCTUnwrap(trace.events(named: "willEndDragging").first)
        return try XCTUnwrap(willEnd["velocity"]?.numbers.first)
    }

    func testAFlickAcceleratingIntoTheLiftReleasesAtUIKitsLaw() throws {
        // 0 → 4000 pt/s over 100 ms. UIKit's law on this path: ≈ 3317 pt/s at 120 Hz, ≈ 2633 at 60 Hz;
        // the least-squares line cubescroll used before released at ≈ 2333 (the mean speed, nearly).
        for hz in [120, 1000] {
            let v = try releaseVelocity(flick(hz: hz) { t in 800 - 20_000 * t * t })
            XCTAssert((2633 * 0.95...3317 * 1.05).contains(v), "\(hz) Hz: released at \(v) pt/s")
        }
    }

    func testAFlickBrakingBeforeTheLiftReleasesSlow() throws {
        // 3000 → 1000 pt/s over 100 ms: the law gives ≈ 1342 (120 Hz) to 1683 (60 Hz); before, ≈ 1917.
        let v = try releaseVelocity(flick(hz: 120) { t in 800 - 3000 * t + 10_000 * t * t })
        XCTAssert((1342 * 0.95...1683 * 1.05).contains(v), "released at \(v) pt/s")
    }
}
