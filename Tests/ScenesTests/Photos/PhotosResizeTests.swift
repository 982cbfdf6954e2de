import DesktopInput
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// A resize while the photos move carries the motion into the new layout, as the cube strip does
/// (`ScrollView.setGeometry`): the pager's turn scales with the stride and still rests on a whole
/// page; a zoomed photo's pan scales with the zoom and rests inside its range. The same landing at
/// 30 and 240 fps.
final class PhotosResizeTests: XCTestCase {
    static let size = Size(width: 640, height: 400)

    private func make(fps: Double) -> SceneTestDriver<PhotosScene> {
        SceneTestDriver(PhotosScene.self, size: Self.size, ["count": .int(12)], fps: fps)
    }

    /// A flick to the next page, then a resize mid-turn (to 40×30, the smallest window, and to a
    /// larger one): the velocity scales with the stride, and the pager rests on page 1, inside the range.
    func testAPageTurnCarriedThroughAResizeRestsOnThePage() {
        for newSize in [Size(width: 40, height: 30), Size(width: 1000, height: 700)] {
            for resizeAt in [0.2, 0.3, 0.4] {
                var rests: [Double] = []
                for fps in [30.0, 240] {
                    let d = make(fps: fps)
                    let pager = d.scene.pager
                    d.drag(from: Point(x: 500, y: 200), to: Point(x: 380, y: 200), at: 0.1, duration: 0.04)
                    d.run(to: resizeAt)
                    let label = "to \(newSize) at \(resizeAt) s, \(fps) fps"
                    XCTAssertTrue(pager.isDecelerating, label)
                    let v0 = pager.velocity.x, oldStride = d.scene.stride
                    XCTAssertGreaterThan(abs(v0), 50, label)
                    d.scene.resize(to: newSize, time: resizeAt)
                    let ratio = d.scene.stride / oldStride
                    XCTAssertEqual(pager.velocity.x, v0 * ratio, accuracy: abs(v0 * ratio) * 1e-6 + 1e-9, "\(label): velocity scaled")
                    d.run(to: resizeAt + 4)
                    let x = pager.contentOffset.x
                    XCTAssertFalse(pager.isDecelerating || pager.isDragging || pager.isScrollAnimating, label)
                    XCTAssertEqual(x, d.scene.stride, accuracy: 1e-9, "\(label): rests on page 1")
                    XCTAssertEqual(x, pager.clampedOffset(pager.contentOffset).x, label)
                    rests.append(x)
                }
                XCTAssertEqual(rests[0], rests[1], accuracy: 1e-9)
            }
        }
    }

    /// A zoomed photo flung sideways, then a resize mid-pan: the velocity scales with the zoom (the
    /// relative zoom is kept, so image pixels per second stay the same), it rests inside its range,
    /// the pager stays on its page, and the landing is the same at 30 and 240 fps.
    func testAZoomedPanCarriedThroughAResizeRestsInRange() {
        for newSize in [Size(width: 40, height: 30), Size(width: 900, height: 500)] {
            var rests: [Point] = []
            for fps in [30.0, 240] {
                let d = make(fps: fps)
                guard let page = d.scene.pages[0] else { return XCTFail("page 0 exists") }
                let sv = page.scrollView
                page.zoom(to: page.fitScale * 3, at: Point(x: 320, y: 200), animated: false)
                d.drag(from: Point(x: 400, y: 220), to: Point(x: 300, y: 180), at: 0.1, duration: 0.04)
                d.run(to: 0.2)
                let label = "to \(newSize), \(fps) fps"
                XCTAssertTrue(sv.isDecelerating, label)
                let v0 = sv.velocity, s0 = sv.zoomScale
                XCTAssertGreaterThan(abs(v0.x), 100, label)
                d.scene.resize(to: newSize, time: 0.2)
                let k = sv.zoomScale / s0
                XCTAssertEqual(page.relativeZoom, 3, accuracy: 1e-9, label)
                XCTAssertEqual(sv.velocity.x, v0.x * k, accuracy: abs(v0.x * k) * 1e-6, "\(label): velocity scaled")
                XCTAssertEqual(sv.velocity.y, v0.y * k, accuracy: abs(v0.y * k) * 1e-6 + 1e-9, "\(label): velocity scaled")
                d.run(to: 4)
                XCTAssertFalse(sv.isDecelerating || sv.isDragging, label)
                XCTAssertEqual(sv.contentOffset, sv.clampedOffset(sv.contentOffset), "\(label): inside the range")
                XCTAssertEqual(d.scene.pager.contentOffset.x, 0, "\(label): the pager stays on page 0")
                rests.append(sv.contentOffset)
            }
            XCTAssertEqual(rests[0].x, rests[1].x, accuracy: 1e-9)
            XCTAssertEqual(rests[0].y, rests[1].y, accuracy: 1e-9)
        }
    }
}
