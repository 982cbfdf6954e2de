import DesktopInput
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// A resize while the conversation glides carries the glide into the new layout, as the cube strip
/// does (`ScrollView.setGeometry`): bubbles re-wrap, the velocity scales with the content's height,
/// and the list rests inside its new range, the same at 30 and 240 fps.
final class MessagesResizeTests: XCTestCase {
    func testAGlideCarriedThroughAResizeRestsInRange() {
        for newSize in [Size(width: 40, height: 30), Size(width: 1000, height: 700)] {
            for resizeAt in [0.2, 0.4] {
                var rests: [Double] = []
                for fps in [30.0, 240] {
                    let d = SceneTestDriver(MessagesScene.self, size: Size(width: 480, height: 400), ["items": .int(200)], fps: fps)
                    let sv = d.scene.model.scrollView
                    d.drag(from: Point(x: 240, y: 350), to: Point(x: 240, y: 150), at: 0.1, duration: 0.05)
                    d.run(to: resizeAt)
                    let label = "to \(newSize) at \(resizeAt) s, \(fps) fps"
                    XCTAssertTrue(sv.isDecelerating, label)
                    let v0 = sv.velocity.y, h0 = sv.contentSize.height
                    XCTAssertGreaterThan(v0, 500, label)
                    d.scene.resize(to: newSize, time: resizeAt)
                    d.scene.advance(to: resizeAt)  // the model applies the queued resize at its time
                    let k = sv.contentSize.height / h0
                    XCTAssertNotEqual(k, 1, label)
                    XCTAssertEqual(sv.velocity.y, v0 * k, accuracy: abs(v0 * k) * 1e-6, "\(label): velocity scaled")
                    d.run(to: resizeAt + 5)
                    XCTAssertFalse(sv.isDecelerating || sv.isDragging, "\(label): at rest")
                    XCTAssertEqual(sv.contentOffset, sv.clampedOffset(sv.contentOffset), "\(label): inside the range")
                    XCTAssertGreaterThan(sv.contentOffset.y, 0, label)
                    rests.append(sv.contentOffset.y)
                }
                XCTAssertEqual(rests[0], rests[1], accuracy: 1e-6)
            }
        }
    }
}
