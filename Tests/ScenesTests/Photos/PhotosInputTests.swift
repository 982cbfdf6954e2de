import DesktopInput
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// The photo browser's other inputs, without GL: the wheel pages (or pans a zoomed photo), keys
/// page, a lost focus releases a drag, and a resize while the pager animates still lands on a page.
final class PhotosInputTests: XCTestCase {
    let size = Size(width: 960, height: 540)

    func makeScene() -> PhotosScene {
        PhotosScene.make(size: size)
    }

    func run(_ scene: PhotosScene, from t0: Double, to t1: Double) {
        var t = t0
        while t < t1 { t += 1.0 / 60; scene.advance(to: t) }
    }

    func testTheWheelPagesAnUnzoomedPhotoAndPansAZoomedOne() {
        let scene = makeScene()
        scene.handle(.wheel(dx: 0, dy: -1, at: Point(x: 480, y: 270), modifiers: [], kind: nil), time: 0.1)
        run(scene, from: 0.1, to: 1.5)
        XCTAssertEqual(scene.pager.contentOffset.x, 980, "one notch: one page (width + 20)")
        let page = scene.pages[1]!
        scene.handle(.wheel(dx: 0, dy: 4, at: Point(x: 480, y: 270), modifiers: .control, kind: nil), time: 1.6)
        let before = page.scrollView.contentOffset
        scene.handle(.wheel(dx: 0, dy: -1, at: Point(x: 480, y: 270), modifiers: [], kind: nil), time: 1.7)
        run(scene, from: 1.7, to: 2.5)
        XCTAssertGreaterThan(page.scrollView.contentOffset.y, before.y, "the zoomed photo scrolled down")
        XCTAssertEqual(scene.pager.contentOffset.x, 980, "the pager stayed")
    }

    func testArrowKeysTurnPagesAndStopAtTheEnds() {
        let scene = makeScene()
        scene.handle(.key(.left), time: 0.1)
        run(scene, from: 0.1, to: 1)
        XCTAssertEqual(scene.pager.contentOffset.x, 0)
        scene.handle(.key(.end), time: 1.1)
        run(scene, from: 1.1, to: 2.6)
        XCTAssertEqual(scene.currentPage, 11)
        XCTAssertEqual(scene.pager.contentOffset.x, 11 * 980)
        XCTAssertEqual(Set(scene.pages.keys), [10, 11], "the last page and its one neighbour")
    }

    func testLosingFocusMidDragReleasesBothScrollViews() {
        let scene = makeScene()
        scene.handle(.mouseDown(Point(x: 700, y: 270)), time: 0.1)
        scene.handle(.mouseMove(Point(x: 650, y: 270)), time: 0.15)
        scene.handle(.mouseMove(Point(x: 500, y: 270)), time: 0.2)
        XCTAssertTrue(scene.pager.isDragging)
        scene.handle(.focusLost, time: 0.25)
        XCTAssertFalse(scene.pager.isTracking)
        XCTAssertFalse(scene.pager.isDragging)
        run(scene, from: 0.25, to: 1.5)
        XCTAssertEqual(scene.pager.contentOffset.x, 0, "a cancelled pan settles back on its page")
        scene.handle(.mouseMove(Point(x: 100, y: 270)), time: 1.6)
        XCTAssertEqual(scene.pager.contentOffset.x, 0, "no drag after the focus came back")
    }

    func testAResizeWhileAKeyAnimatesThePagerLandsOnTheTargetPage() {
        let scene = makeScene()
        scene.handle(.key(.right), time: 0.1)
        run(scene, from: 0.1, to: 0.2)
        scene.resize(to: Size(width: 600, height: 800), time: 0.2)
        run(scene, from: 0.2, to: 2)
        XCTAssertEqual(scene.pager.contentOffset.x, 620)
        XCTAssertEqual(scene.currentPage, 1)
        XCTAssertEqual(scene.pages[1]!.scrollView.frame, Rect(x: 630, y: 0, width: 600, height: 800))
    }
}

extension PhotosInputTests {
    /// A drag of `distance` points to the left over 0.5 s, held still for 0.3 s before the release.
    func slowDrag(_ scene: PhotosScene, distance: Double, start: Double) {
        let from = Point(x: 900, y: 270)
        scene.handle(.mouseDown(from), time: start)
        for k in 1...30 {
            let t = start + 0.5 * Double(k) / 30
            scene.handle(.mouseMove(Point(x: from.x - distance * Double(k) / 30, y: 270)), time: t)
            scene.advance(to: t)
        }
        run(scene, from: start + 0.5, to: start + 0.8)
        scene.handle(.mouseUp(Point(x: from.x - distance, y: 270)), time: start + 0.8)
        run(scene, from: start + 0.8, to: start + 2.5)
    }

    func testASlowDragTurnsThePageOnlyPastHalfAPage() {
        let scene = makeScene()
        slowDrag(scene, distance: 450, start: 0.1)     // less than half of 980
        XCTAssertEqual(scene.pager.contentOffset.x, 0)
        slowDrag(scene, distance: 520, start: 3)       // more than half
        XCTAssertEqual(scene.pager.contentOffset.x, 980)
        XCTAssertEqual(scene.currentPage, 1)
    }
}
