import XCTest
import ScrollPhysics
@testable import ScrollKit

/// Momentum keeps building while a rhythm of flicks continues in one direction, up to the maximum
/// fling speed; a flick the other way, a slow one or a hold carries nothing (docs/scroll-behaviour.md,
/// "Repeated flicks").
final class MomentumRhythmTests: XCTestCase {
    /// UIKit keeps building: its proposed targets on successive flicks grew 2542 → 4292 → 4735 pt
    /// with no reset (zepojo/UPCarouselFlowLayout issue 18). (On identical touches a native list also
    /// went at least 2.5× as far as Flutter's carry law: flutter/flutter issue 103762.)
    static let uikitSuccessiveTargets = [2542.0, 4292, 4735]

    /// Flicks of 0.05 s at `speeds[i]` pt/s (content +x), starting every `spacing` s; a flick may
    /// rest `holds[i]` s after touch-down before moving. Returns the release velocities and the
    /// distance travelled from the first touch to rest.
    private func rhythm(_ speeds: [Double], spacing: Double = 0.35, holds: [Double]? = nil,
                        physics: ScrollViewPhysics = .iOS) -> (releases: [Double], travel: Double) {
        let (v, r) = makeStrip(content: 10_000_000)
        v.physics = physics
        v.contentOffset = Point(x: 100_000, y: 0)
        var releases: [Double] = []
        for (i, speed) in speeds.enumerated() {
            let start = 1 + spacing * Double(i)
            var t = v.currentTime
            while t + 1.0 / 60 < start { t += 1.0 / 60; v.advance(to: t) }
            let hold = holds?[i] ?? 0
            if hold > 0 {
                v.touchDown(time: start)
                v.advance(to: start + hold)
            }
            v.drag(dx: -speed * 0.05, over: 0.05, start: start + hold, hz: 120)
            releases.append(r.lastVelocity?.x ?? 0)
        }
        v.settle(hz: 60, limit: 30)
        return (releases, v.contentOffset.x - 100_000)
    }

    func testASteadyRhythmKeepsBuildingUpToTheCap() {
        let r = rhythm(Array(repeating: 2500, count: 8))
        // Before, the carry was dropped on every fifth catch here (2500, 3709, 5126, 7463, 2500, …):
        // Flutter's retain rule compares the release with the carried speed, which outgrows the flick.
        for i in 1..<8 {
            XCTAssertGreaterThanOrEqual(r.releases[i], r.releases[i - 1] - 1e-9, "release \(i + 1): \(r.releases)")
        }
        XCTAssertGreaterThanOrEqual(r.releases[7], 2 * r.releases[0], "\(r.releases)")
        XCTAssertEqual(r.releases[7], ScrollViewPhysics.iOS.maximumFlingSpeed, accuracy: 1e-6, "capped")
        // Like UIKit's targets, each of the first three grows on the one before.
        let uikit = Self.uikitSuccessiveTargets
        XCTAssert(uikit[0] < uikit[1] && uikit[1] < uikit[2])
        XCTAssertLessThan(r.releases[0], r.releases[1])
        XCTAssertLessThan(r.releases[1], r.releases[2])
        var off = ScrollViewPhysics.iOS
        off.momentumCarry = nil
        let plain = rhythm(Array(repeating: 2500, count: 8), physics: off)
        // The eight flicks go 2.37× as far as without any carry (14,643 against 6,191 pt).
        XCTAssertGreaterThan(r.travel, 2 * plain.travel, "\(r.travel) pt against \(plain.travel) pt without carry")
    }

    func testReversedSlowAndHeldFlicksCarryNothing() {
        let reversed = rhythm([2500, 2500, -2500])
        XCTAssertEqual(reversed.releases[2], -2500, accuracy: 1e-6, "the other way: the flick's own speed")
        // Slow: less than half the glide's speed at the catch (≈ 3709 · 0.998^300 ≈ 2030 pt/s).
        let slow = rhythm([2500, 2500, 900])
        XCTAssertEqual(slow.releases[2], 900, accuracy: 1e-6)
        // Held: caught, then still for 50 ms before the flick.
        let held = rhythm([2500, 2500, 2500], holds: [0, 0, 0.05])
        XCTAssertEqual(held.releases[2], 2500, accuracy: 1e-6, "a hold ends the rhythm")
        XCTAssertGreaterThan(held.releases[1], 2500, "the unheld one still carried")
    }
}
