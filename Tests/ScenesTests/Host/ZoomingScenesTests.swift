import DesktopInput
import SceneKit
@testable import Scenes
import ScrollKit
import ScrollPhysics
import ViewKit
import XCTest

/// Every zooming scene zooms through its scroll view's pinch recognizer: a script's pinch about the
/// fingers' centroid, and Ctrl+wheel by `DesktopInputRouter.wheelZoomFactor` per notch at the pointer.
final class ZoomingScenesTests: XCTestCase {
    /// A zooming scene, its scroll view under `point`, and what content lies under a window point
    /// (street points, map points, image pixels) — the thing a zoom about that point keeps there.
    struct Zoomer {
        let name: String
        let scene: any Scene
        let scrollView: ScrollView
        let under: (Point) -> Point
    }

    static let size = Size(width: 640, height: 400)
    static let point = Point(x: 400, y: 220)

    func zoomers() -> [Zoomer] {
        let photos = PhotosScene.make(size: Self.size)
        let page = photos.pages[0]!
        let street = StreetScene.make(size: Self.size)
        let map = MapScene.make(size: Self.size)
        let m = map.scrollView
        return [
            Zoomer(name: "photos", scene: photos, scrollView: page.scrollView) { page.imagePoint(at: $0) },
            Zoomer(name: "street", scene: street, scrollView: street.controller.scrollView) { street.controller.toStreet(window: $0) },
            Zoomer(name: "map", scene: map, scrollView: m) { ($0 + m.contentOffset) * (1 / m.zoomScale) },
        ]
    }

    /// The states the scroll view's pinch recognizer went through, from now on.
    func states(of z: Zoomer) -> () -> [GestureRecognizerState] {
        var seen: [GestureRecognizerState] = []
        z.scrollView.pinchGestureRecognizer.addTarget { seen.append($0.state) }
        return { seen }
    }

    func testCtrlWheelZoomsEverySceneByTheSameFactorPerNotchThroughThePinchRecognizer() {
        let factor = DesktopInputRouter.wheelZoomFactor
        for z in zoomers() {
            let seen = states(of: z)
            z.scene.advance(to: 0.5)
            let s0 = z.scrollView.zoomScale, q = z.under(Self.point)
            z.scene.handle(.wheel(dx: 0, dy: 1, at: Self.point, modifiers: .control, kind: nil), time: 0.5)
            XCTAssertEqual(z.scrollView.zoomScale, s0 * factor, accuracy: 1e-9, z.name)
            z.scene.handle(.wheel(dx: 0, dy: 2, at: Self.point, modifiers: .control, kind: nil), time: 0.55)
            XCTAssertEqual(z.scrollView.zoomScale, s0 * factor * factor * factor, accuracy: 1e-9, z.name)
            let now = z.under(Self.point)
            XCTAssertEqual(now.x, q.x, accuracy: 1e-6, "\(z.name): the content under the pointer stays")
            XCTAssertEqual(now.y, q.y, accuracy: 1e-6, z.name)
            XCTAssertTrue(z.scene.needsFrame, "\(z.name): the pinch waits for the wheel's silence")
            z.scene.advance(to: 0.7)
            XCTAssertFalse(z.scrollView.isZooming, z.name)
            XCTAssertEqual(seen(), [.began, .changed, .changed, .ended], "\(z.name): one pinch through the recognizer")
        }
    }

    func testAPinchZoomsEverySceneAboutTheCentroid() {
        for z in zoomers() {
            let seen = states(of: z)
            z.scene.advance(to: 0.5)
            let s0 = z.scrollView.zoomScale, q = z.under(Self.point)
            // Fingers 100 pt apart about the point; the pinch begins at 104 pt (past the threshold, the
            // centroid where it was), then spreads to 150 pt: ×1.5 the distance at touch-down.
            let c = Self.point
            func fingers(_ phase: TouchPhase, _ span: Double, _ t: Double) {
                z.scene.handle(.touch(phase, id: 1, at: Point(x: c.x - span / 2, y: c.y)), time: t)
                z.scene.handle(.touch(phase, id: 2, at: Point(x: c.x + span / 2, y: c.y)), time: t)
            }
            fingers(.began, 100, 0.5)
            z.scene.handle(.touch(.moved, id: 1, at: Point(x: c.x - 52, y: c.y)), time: 0.52)
            XCTAssertEqual(seen(), [], "\(z.name): 2 pt of spread is not a pinch yet")
            z.scene.handle(.touch(.moved, id: 2, at: Point(x: c.x + 52, y: c.y)), time: 0.52)
            XCTAssertEqual(seen(), [.began], z.name)
            XCTAssertEqual(z.scrollView.zoomScale, s0 * 1.04, accuracy: 1e-12,
                           "\(z.name): the scale counts from touch-down, so the threshold's 4 pt are caught up")
            for k in 1...10 { fingers(.moved, 104 + 4.6 * Double(k), 0.52 + 0.01 * Double(k)) }
            XCTAssertEqual(z.scrollView.zoomScale, s0 * 1.5, accuracy: 1e-9, z.name)
            let now = z.under(c)
            XCTAssertEqual(now.x, q.x, accuracy: 1e-6, "\(z.name): the content under the centroid stays")
            XCTAssertEqual(now.y, q.y, accuracy: 1e-6, z.name)
            fingers(.ended, 150, 0.65)
            z.scene.advance(to: 1)
            XCTAssertFalse(z.scrollView.isZooming, z.name)
            XCTAssertEqual(seen().last, .ended, z.name)
        }
    }
}

extension ZoomingScenesTests {
    /// Where nothing under the pointer zooms, Ctrl+wheel scrolls as the plain wheel does.
    func testCtrlWheelScrollsWhereNothingZooms() {
        func offset(after modifiers: KeyModifiers) -> Point {
            let scene = CubesScene.make(size: Self.size)
            scene.handle(.wheel(dx: 0, dy: -1, at: Self.point, modifiers: modifiers, kind: nil), time: 0.5)
            scene.advance(to: 2)
            return scene.scrollViews[0].scrollView.contentOffset
        }
        let plain = offset(after: [])
        XCTAssertNotEqual(plain, .zero)
        XCTAssertEqual(offset(after: .control), plain)
    }
}
