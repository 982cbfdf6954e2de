import XCTest
import ScrollPhysics
@testable import ScrollKit

/// `retargetMotion(to:)`: a running deceleration is re-aimed without a jump and lands exactly there.
final class RetargetMotionTests: XCTestCase {
    func testRetargetedFlingLandsOnTheNewTargetWithoutAJump() {
        let (v, r) = makeStrip()
        let lift = v.drag(dx: -300, over: 0.15, start: 0)
        XCTAssertTrue(v.isDecelerating)
        let firstTarget = try! XCTUnwrap(v.targetContentOffset)
        var t = lift
        for _ in 0..<10 { t += 1.0 / 60; v.advance(to: t) }
        let before = v.contentOffset, velocity = v.velocity
        let newTarget = Point(x: firstTarget.x + 137, y: 0)
        v.retargetMotion(to: newTarget)
        XCTAssertEqual(v.contentOffset, before, "no jump at the retarget")
        XCTAssertEqual(v.velocity.x, velocity.x, accuracy: 1e-6, "velocity continuous")
        XCTAssertEqual(v.targetContentOffset, newTarget)
        let endedBefore = r.endedCount
        while v.isDecelerating && t < lift + 10 { t += 1.0 / 60; v.advance(to: t) }
        XCTAssertEqual(v.contentOffset.x, newTarget.x, accuracy: 1e-9)
        XCTAssertEqual(r.endedCount, endedBefore + 1, "still exactly one ended callback")
        XCTAssertEqual(r.events.last, "didEndDecelerating")
    }

    func testRetargetIsClampedAndIgnoredWhenIdle() {
        let (v, _) = makeStrip()
        v.retargetMotion(to: Point(x: 500, y: 0))
        XCTAssertEqual(v.contentOffset, .zero)
        XCTAssertNil(v.targetContentOffset)
        v.setContentOffset(Point(x: 1000, y: 0), animated: true)
        v.advance(to: 0.05)
        v.retargetMotion(to: Point(x: 99_999, y: 0))
        XCTAssertEqual(v.targetContentOffset?.x, v.maxContentOffset.x)
        var t = 0.05
        while v.isScrollAnimating && t < 10 { t += 1.0 / 60; v.advance(to: t) }
        XCTAssertEqual(v.contentOffset.x, v.maxContentOffset.x, accuracy: 1e-9)
    }
}
