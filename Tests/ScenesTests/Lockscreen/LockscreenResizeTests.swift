import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import XCTest
@testable import Scenes

/// A resize while the lock screen moves carries the motion into the new layout, as the cube strip
/// does (`ScrollView.setGeometry`): the pager and the rows scale with their page widths and still
/// rest on a whole page, the list keeps its speed (rows keep their height) and rests inside its new
/// range; the same landing at 30 and 240 fps. Window 480×360: row 1's cell spans y 184…260.
final class LockscreenResizeTests: XCTestCase {
    let size = Size(width: 480, height: 360)
    let rowY = 222.0

    private func make(fps: Double) -> SceneTestDriver<LockscreenScene> {
        SceneTestDriver(LockscreenScene.self, size: size, [:], fps: fps)
    }

    /// Runs `script` at 30 and 240 fps, resizes to `newSize` at `resizeAt` and checks what `check`
    /// says of the result (given the velocity before and after); returns the resting offsets to compare.
    private func landings(_ newSize: Size, at resizeAt: Double, _ sv: (LockscreenController) -> ScrollView,
                          script: (SceneTestDriver<LockscreenScene>) -> Void,
                          velocityScale: (LockscreenLayout, LockscreenLayout) -> Double,
                          check: (LockscreenController, String) -> Void) {
        var rests: [[Point]] = []
        for fps in [30.0, 240] {
            let d = make(fps: fps)
            let c = d.scene.controller
            script(d)
            d.run(to: resizeAt)
            let label = "to \(newSize) at \(resizeAt) s, \(fps) fps"
            let view = sv(c)
            XCTAssertTrue(view.isDecelerating, "\(label): moving when resized")
            let v0 = view.velocity, old = c.layout
            d.scene.resize(to: newSize, time: resizeAt)
            let k = velocityScale(old, c.layout)
            XCTAssertEqual(view.velocity.x, v0.x * k, accuracy: abs(v0.x * k) * 1e-6 + 1e-9, "\(label): velocity scaled by \(k)")
            XCTAssertEqual(view.velocity.y, v0.y * k, accuracy: abs(v0.y * k) * 1e-6 + 1e-9, "\(label): velocity scaled by \(k)")
            d.run(to: resizeAt + 4)
            for s in c.allScrollViews {
                XCTAssertFalse(s.isDecelerating || s.isDragging || s.isScrollAnimating, "\(label): at rest")
                XCTAssertEqual(s.contentOffset, s.clampedOffset(s.contentOffset), "\(label): inside the range")
            }
            XCTAssertNil(c.pullingRow, label)
            XCTAssertTrue(c.outer.isScrollEnabled, label)
            check(c, label)
            rests.append(c.allScrollViews.map(\.contentOffset))
        }
        for (a, b) in zip(rests[0], rests[1]) {
            XCTAssertEqual(a.x, b.x, accuracy: 1e-9)
            XCTAssertEqual(a.y, b.y, accuracy: 1e-9)
        }
    }

    /// The pager flicked toward its second page over the clock, resized mid-turn: it rests on page 1.
    func testAPagerTurnCarriedThroughAResizeRestsOnThePage() {
        for newSize in [Size(width: 40, height: 30), Size(width: 900, height: 700)] {
            for resizeAt in [0.2, 0.3] {
                landings(newSize, at: resizeAt, { $0.outer }, script: {
                    $0.drag(from: Point(x: 400, y: 40), to: Point(x: 300, y: 40), at: 0.1, duration: 0.04)
                }, velocityScale: { $1.size.width / $0.size.width }, check: { c, label in
                    XCTAssertEqual(c.outer.contentOffset.x, c.layout.size.width, accuracy: 1e-9, "\(label): on page 1")
                })
            }
        }
    }

    /// The list flung upward, resized mid-glide: rows keep their height, so the speed stays, and it
    /// rests inside the new (shorter or longer) range.
    func testAListGlideCarriedThroughAResizeRestsInRange() {
        for newSize in [Size(width: 40, height: 30), Size(width: 900, height: 700)] {
            landings(newSize, at: 0.3, { $0.list }, script: {
                $0.drag(from: Point(x: 240, y: 300), to: Point(x: 240, y: 180), at: 0.1, duration: 0.04)
            }, velocityScale: { _, _ in 1 }, check: { c, label in
                XCTAssertGreaterThan(c.list.contentOffset.y, 0, "\(label): the glide went on")
                XCTAssertEqual(c.outer.contentOffset.x, 0, "\(label): the pager stays on page 0")
            })
        }
    }

    /// A row pulled past its threshold and released toward the second page, resized while both land:
    /// the row's speed scales with its page, the pager rests on page 1 and the row back on its first page.
    func testARowPullCarriedThroughAResizeLandsThePagerOnItsPage() {
        for newSize in [Size(width: 40, height: 30), Size(width: 900, height: 700)] {
            for resizeAt in [0.2, 0.3] {  // frame times at 30 and 240 fps
                landings(newSize, at: resizeAt, { $0.rows[1].scrollView }, script: {
                    $0.drag(from: Point(x: 420, y: self.rowY), to: Point(x: 240, y: self.rowY), at: 0.1, duration: 0.08)
                }, velocityScale: { old, new in (new.size.width + 60) / (old.size.width + 60) }, check: { c, label in
                    XCTAssertEqual(c.outer.contentOffset.x, c.layout.size.width, accuracy: 1e-9, "\(label): pager on page 1")
                    XCTAssertEqual(c.rows[1].scrollView.contentOffset.x, 0, "\(label): row back on its first page")
                })
            }
        }
    }
}
