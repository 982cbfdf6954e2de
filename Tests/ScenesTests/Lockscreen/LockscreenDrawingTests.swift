import DesktopInput
import SceneKit
import ScrollPhysics
import XCTest
@testable import Scenes

/// What the lock screen shows, read from its draw list (no GL): notification cards of glass over a
/// wallpaper, no debug line on screen (the fix level and threshold are in the title), and no scroll
/// indicator on a row being pulled. Window 480×360: row 1's cell spans y 184…260.
final class LockscreenDrawingTests: XCTestCase {
    private func draw(_ d: SceneTestDriver<LockscreenScene>) -> DrawList {
        var list = DrawList()
        d.scene.draw(into: &list, time: d.time)
        return list
    }

    func testCardsAreGlassOverAWallpaper() throws {
        let d = SceneTestDriver(LockscreenScene.self, size: Size(width: 480, height: 360))
        d.run(to: 0.1)
        let list = draw(d)
        // The wallpaper covers the page first, before any card.
        let wallpaper = try XCTUnwrap(list.commands.firstIndex { command in
            if case let .image(key, rect, _, _, _) = command {
                return key == LockscreenWallpaper.texture.key && rect == Rect(x: 0, y: 0, width: 480, height: 360)
            }
            return false
        })
        let cards = list.commands.enumerated().compactMap { k, command -> (Int, RGBA)? in
            if case let .rect(r, color, radius, _) = command, radius == LockscreenLayout.cardRadius, r.width > 400 { return (k, color) }
            return nil
        }
        XCTAssertGreaterThanOrEqual(cards.count, 2)
        for (k, color) in cards {
            XCTAssertGreaterThan(k, wallpaper)
            XCTAssertLessThan(color.a, 0.8, "the wallpaper shows through the card")
        }
        // The wallpaper is not flat: its patches differ from the field by far more than a level.
        let pixels = LockscreenWallpaper.texture.pixels()
        let reds = stride(from: 0, to: pixels.count, by: 4).map { Int(pixels[$0]) }
        XCTAssertGreaterThan(reds.max()! - reds.min()!, 80)
        // Each row says what it is: an app and a line, no placeholder text.
        let texts = list.commands.compactMap { command -> String? in
            if case let .text(run, _) = command { return run.string }
            return nil
        }
        XCTAssertTrue(texts.contains(LockscreenNotifications.notification(0).text))
        XCTAssertFalse(texts.contains { $0.hasPrefix("Notification ") || $0.contains("catches at") })
    }

    /// The fix level, threshold and keys are in the window's title (`statusLine`) and the hint,
    /// not drawn over the lock screen.
    func testNoDebugLineIsDrawn() {
        let d = SceneTestDriver(LockscreenScene.self, size: Size(width: 480, height: 360))
        d.run(to: 0.1)
        let texts = draw(d).commands.compactMap { command -> String? in
            if case let .text(run, _) = command { return run.string }
            return nil
        }
        XCTAssertFalse(texts.contains { $0.contains("fix ") || $0.contains("threshold") || $0.contains("keys") }, "\(texts)")
        XCTAssertTrue(d.scene.statusLine.contains("fix 3"))
        XCTAssertTrue(d.scene.statusLine.contains("threshold 60 pt"))
        XCTAssertTrue(LockscreenScene.info.hint.contains("F: fix level"))
    }

    func testAPulledRowShowsNoScrollIndicator() {
        let d = SceneTestDriver(LockscreenScene.self, size: Size(width: 480, height: 360))
        d.send(.mouseDown(Point(x: 420, y: 222)), at: 0.1)
        for k in 1...30 { d.send(.mouseMove(Point(x: 420 - Double(k) * 6, y: 222)), at: 0.1 + Double(k) / 120) }
        d.run(to: 0.4)
        XCTAssertGreaterThan(d.scene.controller.rows[1].scrollView.contentOffset.x, 0, "the row moved")
        for named in d.scene.scrollViews where named.name.hasPrefix("row.") {
            XCTAssertTrue(named.windowIndicators(at: d.time).allSatisfy { $0.indicator.opacity == 0 }, named.name)
        }
        d.send(.mouseUp(Point(x: 240, y: 222)), at: 0.45)
    }
}
