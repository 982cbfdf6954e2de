import CubescrollTesting
import Foundation
@testable import Scenes
import SceneKit
import ScrollPhysics
import XCTest

/// The photo browser on a folder in the window (`SceneContext.isInteractive`), without GL: headers and
/// tiles are read on background workers, so a frame never waits for them; the page shows grey, then
/// the coarse level, as tiles arrive.
final class PhotosFolderWindowTests: XCTestCase {
    func testInTheWindowTilesArriveInLaterFramesWithoutAFrameWaiting() throws {
        let dir = try FixtureFolder(self)
        dir.jpeg("a.jpg", 6000, 4000, quality: 85)
        let scene = PhotosScene.make(size: Size(width: 640, height: 360), ["dir": .string(dir.path)], interactive: true)
        var list = DrawList()
        func tileImages() -> Int {
            list.commands.filter { if case let .image(key, _, _, _, _) = $0 { return key.contains(".tile.") } else { return false } }.count
        }
        func greyRects() -> Int {
            list.commands.filter { if case let .rect(_, color, _, _) = $0 { return color == PhotosScene.loadingColor } else { return false } }.count
        }
        var t = 0.0, sawGrey = false
        let deadline = Date().addingTimeInterval(60)
        var loaded: [SceneEvent] = []
        // Fitted at 0.09 (540×360): level 3 (750×500, scale 1/8 ≥ 0.09), 3×2 tiles.
        while (tileImages() < 6 || greyRects() > 0) && Date() < deadline {
            scene.advance(to: t)
            scene.draw(into: &list, time: t)
            loaded += scene.drainEvents().filter { $0.name == "tileLoaded" }
            if scene.pages[0] != nil, tileImages() == 0 {
                XCTAssertEqual(greyRects(), 1, "grey stands in where no tile has come")
                sawGrey = true
            }
            t += 1.0 / 60
            usleep(5000)
        }
        XCTAssertTrue(sawGrey, "the frame that made the page did not wait for its tiles")
        XCTAssertEqual(tileImages(), 6)
        XCTAssertEqual(greyRects(), 0)
        XCTAssertEqual(loaded.count, 6)
        XCTAssertEqual(scene.pages[0]?.tiled?.level, 3)
    }
}
