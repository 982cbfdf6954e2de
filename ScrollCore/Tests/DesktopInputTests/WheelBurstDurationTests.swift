import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

/// One wheel event can carry many notches (free-spinning wheels, some drivers): the content lands
/// exactly on the n items, within a bounded time whatever the delta (docs/scroll-behaviour.md,
/// "Desktop input": `ScrollViewPhysics.wheelAnimationLimit`).
final class WheelBurstDurationTests: XCTestCase {
    /// A list of 100 pt rows; one event of `notches` notches (down) at t = 1; frames at 60 Hz until at
    /// rest. Returns where it rests and how long after the event it came to rest.
    private func oneEvent(notches: Double, content: Double = 1_000_000) -> (offset: Double, restsAfter: Double, fastest: Double) {
        let rig = Rig(size: Size(width: 400, height: 600), contentSize: Size(width: 400, height: content),
                      itemStep: Point(x: 0, y: 100))
        rig.router.scroll(dx: 0, dy: -notches, shift: false, time: 1)
        var t = 1.0, fastest = 0.0
        while !rig.isAtRest && t < 1000 {
            t += 1.0 / 60
            rig.router.advance(to: t)
            fastest = max(fastest, abs(rig.scrollView.velocity.y))
        }
        return (rig.scrollView.contentOffset.y, t - 1, fastest)
    }

    func testManyNotchesInOneEventLandOnThemWithinTheLimit() {
        // Before, the softened spring took 1.95 s for 10 notches, 13 s for 89, millions of seconds for 10¹².
        for n in [10.0, 89] {
            let r = oneEvent(notches: n)
            XCTAssertEqual(r.offset, n * 100, accuracy: 1e-9, "\(n) notches land exactly \(n) rows on")
            XCTAssertLessThanOrEqual(r.restsAfter, ScrollViewPhysics.wheelAnimationLimit + 1.0 / 60, "\(n) notches")
        }
        let absurd = oneEvent(notches: 1e12)
        XCTAssertEqual(absurd.offset, 1_000_000 - 600, accuracy: 1e-9, "clamped to the end of the list")
        XCTAssertLessThanOrEqual(absurd.restsAfter, ScrollViewPhysics.iOS.longestAnimation + 1.0 / 60)
    }

    func testAFewNotchesKeepTheirPace() {
        // One notch: the snap spring itself (about 0.9 s); a few: still under the fling cap.
        let one = oneEvent(notches: 1)
        XCTAssertEqual(one.offset, 100, accuracy: 1e-9)
        XCTAssertEqual(one.restsAfter, 0.9, accuracy: 0.05)
        let five = oneEvent(notches: 5)
        XCTAssertLessThanOrEqual(five.fastest, ScrollViewPhysics.iOS.maximumFlingSpeed)
    }
}
