import App
import SceneKit
import Scenes
import ScrollPhysics
import XCTest

/// The cradle stops asking for frames when Box2D puts its bodies to sleep, and not before: Box2D
/// 2.4's rule (b2_common.h: every body of an island slower than b2_linearSleepTolerance, 0.01 m/s
/// = 1 pt/s at 100 pt per metre, and b2_angularSleepTolerance, 2°/s, for b2_timeToSleep, 0.5 s)
/// stops a pendulum only once it sways by about a point. The springs damp only along
/// themselves, so a cradle swings visibly for minutes after an insert (docs/techniques/cradle.md,
/// "Coming to rest"); it must keep drawing all that time.
final class CradleRestTests: XCTestCase {
    static let size = Size(width: 960, height: 540)

    /// Every item's centre (points), from the trace fields.
    private func centres(_ host: SceneHost, at time: Double) -> [Point] {
        let fields = host.traceFrame(index: 0, time: time).fields
        guard case .numbers(let x)? = fields["x"], case .numbers(let y)? = fields["y"] else { return [] }
        return zip(x, y).map { Point(x: $0, y: $1) }
    }

    private func farthest(_ a: [Point], _ b: [Point]) -> Double {
        zip(a, b).map { hypot($0.x - $1.x, $0.y - $1.y) }.max() ?? .infinity
    }

    func testEightItemsSwingForMinutesThenSleepWithinAPointOfTheirLastSway() throws {
        let type = try XCTUnwrap(SceneCatalog.scene(named: "cradle"))
        let host = SceneHost(type, parameters: SceneParameters(declared: type.parameters).overriding(["items": .int(8)]),
                             windowSize: Self.size)
        // Sampled every 0.1 s (the world steps at 120 Hz whatever the sampling).
        var samples: [(t: Double, centres: [Point])] = []
        var t = 0.0, rest: Double?
        while t < 900 {
            t += 0.1
            host.advance(to: t)
            samples.append((t, centres(host, at: t)))
            if !host.needsFrame && host.nextTimedChange(after: t) == nil { rest = t; break }
        }
        let restTime = try XCTUnwrap(rest, "the cradle never came to rest in 900 s")
        let still = samples.last!.centres
        XCTAssertEqual(still.count, 8)

        // A minute after the last insert it still swings visibly, and still draws.
        let minute = samples.filter { $0.t >= 64 && $0.t <= 68 }
        let swing = minute.map { farthest($0.centres, minute[0].centres) }.max() ?? 0
        XCTAssertGreaterThan(swing, 5, "visibly swinging a minute in")
        XCTAssertGreaterThan(restTime, 68, "a visibly swinging cradle was frozen")

        // In the swing before it stopped (one pendulum period, about 3.4 s) the items swayed by
        // about ±2 pt at most (they stop at the end of a swing): what Box2D's tolerances allow.
        let lastSway = samples.filter { $0.t >= restTime - 3.5 }
        let sway = lastSway.map { farthest($0.centres, still) }.max() ?? 0
        XCTAssertLessThan(sway, 4, "the items moved \(sway) pt in the last swing before the sleep")

        // Asleep, it stays where it is and asks for nothing.
        for later in [restTime + 1, restTime + 30] {
            host.advance(to: later)
            XCTAssertFalse(host.needsFrame)
            XCTAssertEqual(centres(host, at: later), still, "moved while asleep at \(later) s")
        }
    }
}
