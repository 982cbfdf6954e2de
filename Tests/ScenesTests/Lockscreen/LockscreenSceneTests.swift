import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import XCTest
@testable import Scenes

/// The lock screen driven directly (no GL): fix levels, catching mid-flight, wheel, keys and resize
/// (docs/techniques/nested-scroll-views.md). Window 480×360: row 1's cell spans y 184…260.
final class LockscreenSceneTests: XCTestCase {
    let size = Size(width: 480, height: 360)
    let y = 222.0

    private func make(_ given: [String: SceneParameterValue] = [:]) -> SceneTestDriver<LockscreenScene> {
        SceneTestDriver(LockscreenScene.self, size: size, given)
    }

    func testFixLevelZeroLeavesThePagerShortAndThePulledRowEmpty() {
        let d = make(["fix": .int(0)])
        d.drag(from: Point(x: 420, y: y), to: Point(x: 240, y: y), at: 0.1, duration: 0.1)
        d.run(to: 2)
        let c = d.scene.controller
        XCTAssertEqual(c.outer.contentOffset.x, 480 - 60, "stuck 60 pt short of page 1")
        XCTAssertEqual(c.rows[1].scrollView.contentOffset.x, 480, "the row stays on its empty page")
        XCTAssertTrue(c.outer.isScrollEnabled)
    }

    func testFixLevelOneResetsTheRowButStillStopsShort() {
        let d = make(["fix": .int(1)])
        d.drag(from: Point(x: 420, y: y), to: Point(x: 240, y: y), at: 0.1, duration: 0.1)
        d.run(to: 2)
        XCTAssertEqual(d.scene.controller.outer.contentOffset.x, 420)
        XCTAssertEqual(d.scene.controller.rows[1].scrollView.contentOffset.x, 0, "back on its first page")
    }

    /// Caught while returning, the pager stays where it is (no jump), and a new release back still
    /// lands both together; released forward after the catch, both land on their pages together.
    func testCatchingARowMidReturnKeepsThePagerStillAndLandingsTogether() {
        for forward in [false, true] {
            let d = make()
            let c = d.scene.controller, row = c.rows[1].scrollView
            d.drag(from: Point(x: 420, y: y), to: Point(x: 220, y: y), at: 0.1, duration: 0.5, hold: 0.1)
            d.run(to: 0.8)
            XCTAssertTrue(c.rows[1].isReturning)
            let before = c.outer.contentOffset.x
            XCTAssertGreaterThan(before, 5)
            d.send(.mouseDown(Point(x: 300, y: y)), at: 0.8)
            XCTAssertEqual(c.outer.contentOffset.x, before, accuracy: 1e-9, "caught: the pager does not jump")
            XCTAssertTrue(c.rows[1].isPulling, "still pulling while held")
            let to = forward ? 40.0 : 330.0
            for i in 1...30 { d.send(.mouseMove(Point(x: 300 + (to - 300) * Double(i) / 30, y: y)), at: 0.8 + 0.01 * Double(i)) }
            d.send(.mouseUp(Point(x: to, y: y)), at: 1.2)
            var outerDone: Double?, rowDone: Double?
            var t = 1.2
            while t < 3.5 {
                t += 1.0 / 60
                d.run(to: t)
                let target = forward ? 480.0 : 0
                if outerDone == nil && c.outer.contentOffset.x == target { outerDone = t }
                if rowDone == nil && (forward ? c.rows[1].pullOffset == 0 && c.pullingRow == nil : row.contentOffset.x == 0) { rowDone = t }
            }
            XCTAssertNotNil(outerDone, "forward \(forward)")
            XCTAssertEqual(outerDone, rowDone, "forward \(forward): landed in the same frame")
            XCTAssertEqual(row.contentOffset.x, 0)
            XCTAssertNil(c.pullingRow)
        }
    }

    func testAHorizontalWheelClickOnARowOpensItAndAVerticalOneScrollsTheList() {
        let d = make()
        let c = d.scene.controller
        d.send(.wheel(dx: 0, dy: -2, at: Point(x: 240, y: y), modifiers: [], kind: nil), at: 0.1)
        d.run(to: 1)
        XCTAssertGreaterThan(c.list.contentOffset.y, 50, "the list scrolled")
        XCTAssertTrue(c.rows.allSatisfy { $0.scrollView.contentOffset.x == 0 })
        d.send(.wheel(dx: 0, dy: -1, at: Point(x: 240, y: y), modifiers: [.shift], kind: nil), at: 1.1)
        d.run(to: 3)
        XCTAssertEqual(c.outer.contentOffset.x, 480, "one click opened the row under the cursor")
        XCTAssertEqual(d.events("pullEnded").count, 1)
        // On page 1, a drag to the right takes the pager back.
        d.drag(from: Point(x: 100, y: 200), to: Point(x: 400, y: 200), at: 3.1, duration: 0.2)
        d.run(to: 5)
        XCTAssertEqual(c.outer.contentOffset.x, 0)
    }

    func testKeysPageThePagerScrollTheListAndSwitchFixAndThreshold() {
        let d = make()
        let c = d.scene.controller
        d.send(.key(.down), at: 0.1)
        d.run(to: 1)
        XCTAssertEqual(c.list.contentOffset.y, LockscreenLayout.rowHeight, accuracy: 1e-6, "one row")
        d.send(.key(.right), at: 1.1)
        d.run(to: 2.5)
        XCTAssertEqual(c.outer.contentOffset.x, 480, accuracy: 1e-6)
        d.send(.key(.left), at: 2.6)
        d.run(to: 4)
        XCTAssertEqual(c.outer.contentOffset.x, 0, accuracy: 1e-6)
        d.send(.key(.character("t"), modifiers: [], isRepeat: false), at: 4.1)
        XCTAssertEqual(c.threshold, 120)
        XCTAssertEqual(c.rows[0].pageWidth, 600)
        d.send(.key(.character("f"), modifiers: [], isRepeat: false), at: 4.2)
        XCTAssertEqual(c.fix, .firstRun, "3 → 0")
        XCTAssertEqual(c.rows[0].pageWidth, 480, "fix 0: the page is only the cell's width")
        // Not while a finger is down.
        d.send(.mouseDown(Point(x: 300, y: y)), at: 4.3)
        d.send(.key(.character("f"), modifiers: [], isRepeat: false), at: 4.4)
        XCTAssertEqual(c.fix, .firstRun)
        d.send(.mouseUp(Point(x: 300, y: y)), at: 4.5)
    }

    func testResizeKeepsThePageAndLaysTheRowsOutAgain() {
        let d = make()
        let c = d.scene.controller
        d.send(.key(.right), at: 0.1)
        d.run(to: 1.5)
        d.scene.resize(to: Size(width: 800, height: 600), time: 1.6)
        d.run(to: 2)
        XCTAssertEqual(c.outer.contentOffset.x, 800)
        XCTAssertEqual(c.rows[3].scrollView.contentSize.width, 2 * (800 + 60))
        XCTAssertEqual(c.list.frame.width, 800)
        d.scene.resize(to: .zero, time: 2.1)
        XCTAssertEqual(c.layout.size, Size(width: 800, height: 600), "minimised: layout kept")
    }

    /// While a row pulls, the pager is the row's: a wheel over it and Left/Right change nothing.
    func testWhileARowPullsTheWheelAndKeysDoNotMoveThePager() {
        let d = make()
        let c = d.scene.controller
        d.send(.mouseDown(Point(x: 420, y: y)), at: 0.1)
        for i in 1...24 { d.send(.mouseMove(Point(x: 420 - 10 * Double(i), y: y)), at: 0.1 + 0.01 * Double(i)) }
        XCTAssertNotNil(c.pullingRow)
        let pull = c.outer.contentOffset.x
        XCTAssertEqual(pull, c.rows[1].scrollView.contentOffset.x - 60, accuracy: 1e-9)
        d.send(.wheel(dx: 0, dy: -1, at: Point(x: 240, y: 40), modifiers: [.shift], kind: nil), at: 0.4)
        d.send(.key(.right), at: 0.45)
        d.run(to: 0.6)
        XCTAssertEqual(c.outer.contentOffset.x, pull, "the pager did not move by itself")
        XCTAssertFalse(c.outer.isDragging || c.outer.isScrollAnimating)
        d.send(.mouseUp(Point(x: 180, y: y)), at: 0.7)
    }

    /// The rounded rectangles drawn in `color` this frame (window points).
    private func rects(_ d: SceneTestDriver<LockscreenScene>, color: RGB) -> [Rect] {
        var list = DrawList()
        d.scene.draw(into: &list, time: d.time)
        return list.commands.compactMap { command in
            if case let .rect(r, c, _, _) = command, c == RGBA(color) { return r }
            return nil
        }
    }

    /// What the user sees: after the pull the opened page shows the pulled notification as its app
    /// would — a card in the row's colour, fully on screen, with the app's name and the whole
    /// message (it was a debug-like "Opened notification 2" over a building); back on page 0 the
    /// pulled row shows its card again (at fix 0 it is gone).
    func testOpenedPageIsTintedAndThePulledRowComesBackExceptAtFixZero() {
        for fix in [3, 0] {
            let d = make(["fix": .int(fix)])
            let color = d.scene.controller.rows[1].color
            d.drag(from: Point(x: 420, y: y), to: Point(x: 240, y: y), at: 0.1, duration: 0.1)
            d.run(to: 2)
            d.send(.key(fix == 0 ? .right : .left), at: 2.1)   // fix 0 is stuck between pages: finish, then come back
            if fix == 0 { d.run(to: 3.5); d.send(.key(.left), at: 3.6) }
            d.run(to: 6)
            XCTAssertEqual(d.scene.controller.outer.contentOffset.x, 0, "fix \(fix): back on page 0")
            let cards = rects(d, color: color).filter { $0.minX >= 0 && $0.maxX <= 480 }
            XCTAssertEqual(cards.count, fix == 0 ? 0 : 1, "fix \(fix): the pulled row's card on page 0 (not the opened page's)")
        }
        let d = make()
        d.drag(from: Point(x: 420, y: y), to: Point(x: 240, y: y), at: 0.1, duration: 0.1)
        d.run(to: 2)
        let opened = rects(d, color: d.scene.controller.rows[1].color)
        XCTAssertEqual(opened.count, 1)
        XCTAssertTrue(opened.allSatisfy { $0.minX >= 0 && $0.maxX <= 480 && $0.height > 150 }, "\(opened)")
        var list = DrawList()
        d.scene.draw(into: &list, time: d.time)
        let texts = list.commands.compactMap { command -> String? in if case let .text(run, _) = command { run.string } else { nil } }
        let note = LockscreenNotifications.notification(1)
        XCTAssertTrue(texts.contains(note.app), "\(texts)")
        XCTAssertTrue(texts.joined(separator: " ").contains(note.text), "the whole message, wrapped: \(texts)")
        XCTAssertFalse(texts.contains { $0.hasPrefix("Opened notification") }, "\(texts)")
    }
}
