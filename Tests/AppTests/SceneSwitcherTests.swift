@testable import App
import DesktopInput
import SceneKit
@testable import Scenes
import ScrollKit
import ScrollPhysics
import XCTest

/// The window's scene switching (Tab / Shift+Tab / 1–9) without a window: a scene left in the
/// middle of a drag has that drag cancelled (as on losing focus), so when it is shown again the
/// mouse, no longer pressed, does not drag it, and its content is not stuck "tracking".
final class SceneSwitcherTests: XCTestCase {
    private func strip(_ host: SceneHost) throws -> ScrollView {
        try XCTUnwrap(host.scene.scrollViews.first { $0.name == "strip" }?.scrollView)
    }

    func testSwitchingAwayMidDragCancelsTheDragOfTheSceneLeft() throws {
        let size = Size(width: 960, height: 540)
        var switcher = SceneSwitcher(windowSize: size, types: SceneCatalog.all, first: CubesScene.self, arguments: [:])
        let cubes = switcher.current
        // The strip's centre line is y = 448.2 in a 960×540 window; drag left by 150 pt.
        cubes.deliver(.mouseDown(Point(x: 700, y: 448)), time: 0.10)
        for (i, x) in stride(from: 670.0, through: 550, by: -30).enumerated() {
            cubes.deliver(.mouseMove(Point(x: x, y: 448)), time: 0.10 + 0.016 * Double(i + 1))
        }
        cubes.advance(to: 0.2)
        XCTAssertTrue(try strip(cubes).isDragging, "the drag is under way")

        XCTAssertTrue(switcher.select(offset: 1, time: 0.25), "Tab mid-drag")
        // The release happens in the other scene.
        switcher.current.deliver(.mouseUp(Point(x: 550, y: 448)), time: 0.3)
        switcher.current.advance(to: 0.3)
        XCTAssertTrue(switcher.select(offset: -1, time: 1.0), "Shift+Tab back")
        XCTAssertTrue(switcher.current === cubes)
        cubes.advance(to: 3.0)
        let sv = try strip(cubes)
        XCTAssertFalse(sv.isTracking || sv.isDragging, "no drag left open in the scene that was left")
        let rest = sv.contentOffset

        // Moving the mouse with no button held must not scroll.
        for (i, x) in stride(from: 500.0, through: 200, by: -50).enumerated() {
            cubes.deliver(.mouseMove(Point(x: x, y: 448)), time: 3.0 + 0.016 * Double(i + 1))
        }
        cubes.advance(to: 4.0)
        XCTAssertEqual(sv.contentOffset.x, rest.x, accuracy: 1e-9, "a hover moved the strip")

        // A new drag works as usual.
        cubes.deliver(.mouseDown(Point(x: 700, y: 448)), time: 4.1)
        cubes.deliver(.mouseMove(Point(x: 650, y: 448)), time: 4.12)
        cubes.deliver(.mouseMove(Point(x: 600, y: 448)), time: 4.14)
        cubes.advance(to: 4.15)
        XCTAssertTrue(sv.isDragging)
    }
}
