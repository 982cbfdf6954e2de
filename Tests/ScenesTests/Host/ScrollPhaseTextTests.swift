import SceneKit
import ScrollKit
import ScrollPhysics
import XCTest

/// The one word every scene's status line gives for what its scroll view is doing.
final class ScrollPhaseTextTests: XCTestCase {
    func testThePhaseFollowsTheScrollViewFromIdleThroughAnAnimationBackToIdle() {
        let sv = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        sv.contentSize = Size(width: 3000, height: 100)
        sv.advance(to: 0)
        XCTAssertEqual(sv.phaseText, "idle")
        sv.setContentOffset(Point(x: 600, y: 0), animated: true)
        sv.advance(to: 0.05)
        XCTAssertEqual(sv.phaseText, "animating")
        sv.advance(to: 5)
        XCTAssertEqual(sv.phaseText, "idle")
    }
}
