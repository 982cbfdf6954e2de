import DesktopInput
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// A resize while the covers move carries the motion into the new layout as the cube strip does:
/// the velocity scales with the pitch, and the landing still ends on a cover inside the range.
final class CoverflowResizeTests: XCTestCase {
    /// A flick, two wheel clicks, then a resize to 40×30 mid-landing (the pitch shrinks about 5×):
    /// the velocity shrinks with it, and everything rests on a whole cover inside the range.
    func testAFlickAndWheelClicksCarriedThroughAShrinkingResize() {
        var checked = 0
        for resizeAt in [0.45, 0.6, 0.7, 0.8, 0.9, 1.0, 1.2] {
            let d = SceneTestDriver(CoverflowScene.self, size: Size(width: 210, height: 150), ["items": .int(24), "start": .int(10)])
            let sv = d.scene.scrollView
            d.drag(from: Point(x: 60, y: 75), to: Point(x: 160, y: 75), at: 0.1, duration: 0.06)
            d.send(.wheel(dx: 0, dy: 1, at: Point(x: 105, y: 75), modifiers: [], kind: nil), at: 0.3)
            d.send(.wheel(dx: 0, dy: 1, at: Point(x: 105, y: 75), modifiers: [], kind: nil), at: 0.35)
            d.run(to: resizeAt)
            let oldPitch = d.scene.layout.pitch, v0 = sv.velocity.x
            // Inside the range (an overscroll springs back by its own law, re-banded for the new size).
            let moving = (sv.isDecelerating || sv.isDragging || sv.isScrollAnimating)
                && sv.contentOffset.x >= 0 && sv.contentOffset.x <= d.scene.layout.maxOffset
            d.scene.resize(to: Size(width: 40, height: 30), time: resizeAt)
            let ratio = d.scene.layout.pitch / oldPitch
            XCTAssertLessThan(ratio, 0.5)
            if moving { checked += 1; XCTAssertEqual(sv.velocity.x, v0 * ratio, accuracy: max(1, abs(v0) * 0.02), "resize at \(resizeAt): velocity scaled") }
            d.run(to: resizeAt + 5)
            let x = sv.contentOffset.x, pitch = d.scene.layout.pitch
            XCTAssertFalse(sv.isDecelerating || sv.isDragging || sv.isScrollAnimating, "resize at \(resizeAt): at rest")
            XCTAssertGreaterThanOrEqual(x, 0, "resize at \(resizeAt): inside the range")
            XCTAssertLessThanOrEqual(x, d.scene.layout.maxOffset)
            XCTAssertEqual(x / pitch, (x / pitch).rounded(), accuracy: 1e-6, "resize at \(resizeAt): on a cover")
        }
        XCTAssertGreaterThan(checked, 0, "some resizes came while the covers moved inside the range")
    }
}
