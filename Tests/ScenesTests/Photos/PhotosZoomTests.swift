import DesktopInput
import SceneKit
@testable import Scenes
import ScrollPhysics
import ViewKit
import XCTest

/// Zooming a photo without GL: pinch, Ctrl+wheel and double-click at a point, limits and bounce,
/// centring, and the sharp re-render once the zoom is still.
final class PhotosZoomTests: XCTestCase {
    static let size = Size(width: 960, height: 540)

    func makeScene(_ given: [String: SceneParameterValue] = [:]) -> PhotosScene {
        PhotosScene.make(size: Self.size, given)
    }

    /// A scripted pinch: two touches 100 pt apart about `c`, spreading to `scale`× over `duration` at 120 Hz.
    func pinch(_ scene: PhotosScene, at c: Point, scale: Double, start: Double, duration: Double = 0.4) {
        let n = Int((duration * 120).rounded())
        func touches(_ phase: TouchPhase, _ span: Double, _ t: Double) {
            scene.handle(.touch(phase, id: 1, at: Point(x: c.x - span / 2, y: c.y)), time: t)
            scene.handle(.touch(phase, id: 2, at: Point(x: c.x + span / 2, y: c.y)), time: t)
        }
        touches(.began, 100, start)
        for k in 1...n {
            let f = Double(k) / Double(n)
            touches(.moved, 100 * (1 + (scale - 1) * f), start + duration * f)
            scene.advance(to: start + duration * f)
        }
        touches(.ended, 100 * scale, start + duration)
    }

    func settle(_ scene: PhotosScene, from t: Double, seconds: Double = 1.5) {
        var time = t
        while time < t + seconds { time += 1.0 / 60; scene.advance(to: time) }
    }

    func testPinchKeepsTheImagePointUnderTheFingers() {
        let scene = makeScene()
        let page = scene.pages[0]!
        let a = Point(x: 600, y: 200)
        let before = page.imagePoint(at: a)
        pinch(scene, at: a, scale: 2, start: 0.1)
        settle(scene, from: 0.5)
        XCTAssertEqual(page.relativeZoom, 2, accuracy: 1e-9,
                       "the span over the span at touch-down (UIPinchGestureRecognizer's scale): fingers 2× apart, 2× zoom")
        let after = page.imagePoint(at: a)
        // The pinch keeps the point under the centroid where it began, half a finger step (0.5 pt) off
        // `a` since the fingers move one event each: within 1.5 pt on screen at the new zoom.
        XCTAssertEqual(after.x, before.x, accuracy: 1.5 / page.scrollView.zoomScale)
        XCTAssertEqual(after.y, before.y, accuracy: 1.5 / page.scrollView.zoomScale)
    }

    func testPinchOnAPortraitPhotoKeepsItCentred() {
        let scene = makeScene(["count": .int(3)])
        scene.handle(.key(.end), time: 0)
        settle(scene, from: 0, seconds: 1.5)
        XCTAssertEqual(scene.currentPage, 2)
        let page = scene.pages[2]!
        XCTAssertLessThan(page.image.width, page.image.height, "photo 12 is portrait")
        pinch(scene, at: Point(x: 480, y: 270), scale: 2, start: 1.1)
        print("end of pinch", page.scrollView.contentOffset, page.scrollView.isZoomBouncing)
        settle(scene, from: 1.5)
        print("offset", page.scrollView.contentOffset)
        XCTAssertEqual(page.photoRect.midX, 480, accuracy: 0.5, "centred where not wider than the page")
    }
}

extension PhotosZoomTests {
    func testCtrlWheelZoomsAtThePointerAndDoubleClickCycles() {
        let scene = makeScene()
        let page = scene.pages[0]!
        let p = Point(x: 700, y: 300)
        let q = page.imagePoint(at: p)
        scene.handle(.wheel(dx: 0, dy: 2, at: p, modifiers: .control, kind: nil), time: 0.1)
        XCTAssertEqual(page.relativeZoom, DesktopInputRouter.wheelZoomFactor * DesktopInputRouter.wheelZoomFactor,
                       accuracy: 1e-9)
        let after = page.imagePoint(at: p)
        XCTAssertEqual(after.x, q.x, accuracy: 1e-6)
        XCTAssertEqual(after.y, q.y, accuracy: 1e-6)
        scene.handle(.wheel(dx: 0, dy: 40, at: p, modifiers: .control, kind: nil), time: 0.15)
        XCTAssertGreaterThan(page.relativeZoom, 4, "rubber-banded past the maximum while the wheel turns")
        settle(scene, from: 0.15, seconds: 1)
        XCTAssertEqual(page.relativeZoom, 4, accuracy: 1e-9, "then back at the maximum")
        // Double-click: not at fit → back to fit; then to 2× at the click.
        func doubleClick(_ at: Point, _ t: Double) {
            scene.handle(.mouseDown(at), time: t)
            scene.handle(.mouseUp(at), time: t + 0.05)
            scene.handle(.mouseDown(at, button: .left, clickCount: 2), time: t + 0.15)
            scene.handle(.mouseUp(at), time: t + 0.2)
        }
        doubleClick(p, 1.5)
        settle(scene, from: 1.7, seconds: 1.5)
        XCTAssertEqual(page.relativeZoom, 1, accuracy: 1e-9)
        doubleClick(p, 3.5)
        settle(scene, from: 3.7, seconds: 1.5)
        XCTAssertEqual(page.relativeZoom, 2, accuracy: 1e-9)
        let clicked = page.imagePoint(at: p)
        XCTAssertEqual(clicked.x, q.x, accuracy: 0.5)
        XCTAssertEqual(clicked.y, q.y, accuracy: 0.5)
    }

    func testCtrlWheelOnAPillarboxedPhotoKeepsThePointUnderThePointerAtEveryNotch() {
        let scene = makeScene(["count": .int(3)])
        scene.handle(.key(.end), time: 0)
        settle(scene, from: 0, seconds: 1.5)
        let page = scene.pages[2]!
        let fitted = page.photoRect
        XCTAssertLessThan(fitted.width, Self.size.width / 2, "photo 12 is portrait: pillarboxed")
        // Near its left edge; eight notches zoom past the width of the page and past the maximum (banded).
        let p = Point(x: fitted.minX + 20, y: 200)
        let q = page.imagePoint(at: p)
        for i in 0..<8 {
            scene.handle(.wheel(dx: 0, dy: 1, at: p, modifiers: .control, kind: nil), time: 1.6 + 0.03 * Double(i))
            let now = page.imagePoint(at: p)
            XCTAssertEqual(now.x, q.x, accuracy: 1e-6, "notch \(i + 1): the image point under the pointer stays put")
            XCTAssertEqual(now.y, q.y, accuracy: 1e-6, "notch \(i + 1)")
        }
        XCTAssertGreaterThan(page.relativeZoom, 4, "banded past the maximum while the wheel turns")
        // 0.1 s after the last notch the zoom ends and springs back into its limits and range.
        settle(scene, from: 1.81, seconds: 1.5)
        XCTAssertEqual(page.relativeZoom, 4, accuracy: 1e-9)
        let rest = page.photoRect
        XCTAssertLessThanOrEqual(rest.minX, 1e-6, "no gap at the left once the photo is wider than the page")
        XCTAssertGreaterThanOrEqual(rest.maxX, Self.size.width - 1e-6)
    }

    func testTheSharpRenderWaitsForStillnessAndCoversTheVisiblePart() {
        let scene = makeScene()
        let page = scene.pages[0]!
        scene.handle(.wheel(dx: 0, dy: 3, at: Point(x: 480, y: 270), modifiers: .control, kind: nil), time: 0.1)
        scene.advance(to: 0.15)
        XCTAssertNil(page.detail, "not while the zoom may still change")
        scene.advance(to: 0.2 + 1e-9)
        let detail = page.detail
        XCTAssertNotNil(detail)
        XCTAssertEqual(detail?.scale, page.scrollView.zoomScale)
        XCTAssertTrue(detail?.region.contains(page.visibleImageRect) == true)
        scene.advance(to: 0.5)
        XCTAssertEqual(page.detail?.version, detail?.version, "nothing new to render")
        var list = DrawList()
        scene.draw(into: &list, time: 0.5)
        XCTAssertEqual(Set(list.textures.keys), ["photo.0", "photo.0.sharp", "photo.1"])
    }
}
