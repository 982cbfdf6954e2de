import DesktopInput
import SceneKit
@testable import Scenes
import ScrollKit
import ScrollPhysics
import XCTest

/// A resize while the street glides carries the glide into the new layout, as the cube strip does
/// (`ScrollView.setGeometry`): along the street nothing scales, so the velocity stays and the glide
/// goes on from the re-centred offset, never reaching the content's edge; the zoomed content's
/// height follows the window, so a vertical glide scales with it. The same landing at 30 and 240 fps.
final class StreetResizeTests: XCTestCase {
    func testAGlideCarriedThroughAResizeGoesOnAndRestsInRange() {
        for zoomed in [false, true] {
            for newSize in [Size(width: 40, height: 30), Size(width: 1000, height: 700)] {
                var rests: [Double] = []
                for fps in [30.0, 240] {
                    let d = SceneTestDriver(StreetScene.self, size: Size(width: 480, height: 320), [:], fps: fps)
                    let c = d.scene.controller, sv = c.scrollView
                    if zoomed { sv.setZoomScale(2, animated: false) }
                    var touched = false
                    d.onFrame = {
                        let x = sv.contentOffset.x
                        if x <= sv.minContentOffset.x || x >= sv.maxContentOffset.x { touched = true }
                    }
                    d.drag(from: Point(x: 400, y: 200), to: Point(x: 200, y: 195), at: 0.1, duration: 0.05)
                    d.run(to: 0.3)
                    let label = "\(zoomed ? "zoomed, " : "")to \(newSize), \(fps) fps"
                    XCTAssertTrue(sv.isDecelerating, label)
                    let v0 = sv.velocity, h0 = c.size.height, x0 = c.toStreet(window: .zero).x
                    XCTAssertGreaterThan(v0.x, 500, label)
                    d.scene.resize(to: newSize, time: 0.3)
                    XCTAssertEqual(c.toStreet(window: .zero).x, x0, accuracy: 1e-9, "\(label): the same street at the left edge")
                    XCTAssertEqual(sv.velocity.x, v0.x, accuracy: abs(v0.x) * 1e-9, "\(label): along the street nothing scales")
                    let ky = newSize.height / h0
                    if abs(v0.y * ky) > sv.physics.stopSpeed {
                        XCTAssertEqual(sv.velocity.y, v0.y * ky, accuracy: abs(v0.y * ky) * 1e-6, "\(label): vertical velocity scaled")
                    } else {
                        XCTAssertEqual(sv.velocity.y, 0, "\(label): scaled below the stop speed, the vertical glide ends")
                    }
                    d.run(to: 5)
                    XCTAssertFalse(touched, "\(label): reached the content's edge")
                    XCTAssertFalse(sv.isDecelerating || sv.isDragging, "\(label): at rest")
                    XCTAssertEqual(sv.contentOffset, sv.clampedOffset(sv.contentOffset), "\(label): inside the range")
                    XCTAssertGreaterThan(c.toStreet(window: .zero).x - x0, 100, "\(label): the glide went on")
                    rests.append(c.toStreet(window: .zero).x)
                }
                XCTAssertEqual(rests[0], rests[1], accuracy: 1e-6)
            }
        }
    }
}
