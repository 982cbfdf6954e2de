import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import XCTest
@testable import Scenes

/// The driven view of the calendar stays in its range (or rubber-bands by the driver's own
/// overshoot), is drawn without trapping in every frame, and a touch that catches a motion lands
/// both views on a whole day, at any frame rate (docs/techniques/coupled-scroll-views.md).
final class CalendarCouplingTests: XCTestCase {
    private func make(_ size: Size, day: Int, fps: Double = 60) -> SceneTestDriver<CalendarScene> {
        SceneTestDriver(CalendarScene.self, size: size, ["day": .int(day)], fps: fps)
    }

    /// In every frame: the in-range parts are coupled 7:1, the overshoots past the edges are equal,
    /// the pager is less than a page outside its range, and the frame draws.
    private func checkEveryFrame(_ d: SceneTestDriver<CalendarScene>, file: StaticString = #filePath, line: UInt = #line) -> () -> Void {
        let c = d.scene.controller
        var failed = false
        return {
            guard !failed else { return }
            func split(_ sv: ScrollView) -> (inside: Double, over: Double) {
                let x = sv.contentOffset.x, inside = min(max(x, sv.minContentOffset.x), sv.maxContentOffset.x)
                return (inside, x - inside)
            }
            let w = split(c.weeks), p = split(c.days), width = c.layout.size.width
            let ok = abs(w.inside * 7 - p.inside) < 1e-6 && abs(w.over - p.over) < 1e-6 && abs(p.over) < width
            XCTAssertTrue(ok, "t=\(d.time): strip \(c.weeks.contentOffset.x) (over \(w.over)), pager \(c.days.contentOffset.x) (over \(p.over)) in a \(width) pt window",
                          file: file, line: line)
            guard ok else { failed = true; return }
            var list = DrawList()
            d.scene.draw(into: &list, time: d.time)
        }
    }

    /// At day 362 the strip dragged 139 pt left and held: the pager rubber-bands by the strip's
    /// overshoot instead of 7×, so it never goes a page past the last day (the painter trapped there).
    func testStripPulledPastTheLastDayAndHeld() {
        for width in [240.0, 320, 480] {
            let d = make(Size(width: width, height: 400), day: 362)
            d.onFrame = checkEveryFrame(d)
            d.drag(from: Point(x: width - 20, y: 76), to: Point(x: width - 159, y: 76), at: 0.1, duration: 0.3, hold: 1.5)
            XCTAssertGreaterThan(d.scene.controller.weeks.contentOffset.x, d.scene.controller.weeks.maxContentOffset.x,
                                 "the strip is pulled past its end while held")
            d.run(to: 4)
            XCTAssertEqual(d.scene.controller.day, 362, accuracy: 1e-9, "less than half a page held: back where it began (\(width) pt)")
        }
    }

    /// At day 1 in a 215 pt window, a 110 pt flick of the strip toward the start: the pager bounces
    /// with the strip, never 274 pt past its edge; both rest on day 0.
    func testStripFlickedPastTheFirstDay() {
        let d = make(Size(width: 215, height: 300), day: 1)
        d.onFrame = checkEveryFrame(d)
        var least = 0.0
        let check = d.onFrame!
        d.onFrame = { check(); least = min(least, d.scene.controller.days.contentOffset.x) }
        d.drag(from: Point(x: 40, y: 76), to: Point(x: 150, y: 76), at: 0.1, duration: 0.08)
        d.run(to: 3)
        XCTAssertLessThan(least, 0, "the flick overshoots the first day")
        XCTAssertGreaterThan(least, -215.0 / 2, "the pager bounces less than half a page past its edge")
        XCTAssertEqual(d.scene.controller.days.contentOffset.x, 0, accuracy: 1e-9)
        XCTAssertEqual(d.scene.controller.weeks.contentOffset.x, 0, accuracy: 1e-9)
    }

    /// A 200 pt pull at day 0 in a 400 pt window, held, then let go: the pager shows the strip's
    /// band (well under a page), not 1.5 blank pages, and springs back with it.
    func testStripPulledAtTheFirstDay() {
        let d = make(Size(width: 400, height: 400), day: 0)
        d.onFrame = checkEveryFrame(d)
        d.drag(from: Point(x: 100, y: 76), to: Point(x: 300, y: 76), at: 0.1, duration: 0.3, hold: 0.5)
        let c = d.scene.controller
        d.run(to: 0.95)
        XCTAssertLessThan(c.days.contentOffset.x, -20, "the pager is pulled with the strip")
        XCTAssertGreaterThan(c.days.contentOffset.x, -400.0 / 4)
        d.run(to: 3)
        XCTAssertEqual(c.days.contentOffset.x, 0, accuracy: 1e-9)
    }

    /// A wheel click over the pager, then a tap on the strip 150 ms later: the pager's landing
    /// stops where it is at the tap (not the last frame), and lifting the finger lands both views on
    /// a whole day — the same day and the same frozen offset at 30 and 240 fps.
    func testTapOnTheStripDuringAWheelLandingLandsOnADay() {
        var held: [Double] = [], rested: [Double] = []
        for fps in [30.0, 240] {
            let d = make(Size(width: 480, height: 360), day: 156, fps: fps)
            d.onFrame = checkEveryFrame(d)
            let c = d.scene.controller
            d.send(.wheel(dx: 0, dy: -1, at: Point(x: 240, y: 250), modifiers: [], continuous: nil), at: 0.1)
            d.send(.mouseDown(Point(x: 240, y: 76)), at: 0.25)
            held.append(c.days.contentOffset.x)
            XCTAssertFalse(c.days.isDecelerating || c.days.isScrollAnimating, "the pager stopped at the touch")
            d.send(.mouseUp(Point(x: 240, y: 76)), at: 0.3)
            d.run(to: 3)
            XCTAssertEqual(c.day, c.day.rounded(), accuracy: 1e-9, "a whole day at \(fps) fps")
            XCTAssertEqual(c.weeks.contentOffset.x * 7, c.days.contentOffset.x, accuracy: 1e-6)
            XCTAssertFalse([c.weeks, c.days].contains { $0.isDragging || $0.isDecelerating || $0.isScrollAnimating })
            rested.append(c.day)
        }
        XCTAssertEqual(held[0], held[1], accuracy: 1e-6, "caught at the tap's time, not a frame's")
        XCTAssertNotEqual(held[0], 156 * 480, "the landing was under way")
        XCTAssertEqual(rested[0], rested[1])
    }

    /// The painter draws views set anywhere by code, up to two pages past either end, without trapping.
    func testPainterDrawsViewsSetPastEitherEnd() {
        let d = make(Size(width: 300, height: 300), day: 0)
        let c = d.scene.controller
        for x in [-600.0, -301, -1, c.days.maxContentOffset.x + 1, c.days.maxContentOffset.x + 301, c.days.maxContentOffset.x + 600] {
            c.days.setContentOffset(Point(x: x, y: 0), animated: false)
            var list = DrawList()
            d.scene.draw(into: &list, time: 0)
            XCTAssertFalse(list.commands.isEmpty)
        }
    }
}

/// A resize while the strip's landing runs carries it into the new layout (velocity scaled with the
/// width) and both views still land on the day it was heading for.
final class CalendarResizeTests: XCTestCase {
    func testAResizeDuringAStripLandingKeepsItsDayAndScalesItsVelocity() {
        let d = SceneTestDriver(CalendarScene.self, size: Size(width: 480, height: 360), ["day": .int(156)])
        let c = d.scene.controller
        d.drag(from: Point(x: 400, y: 76), to: Point(x: 250, y: 76), at: 0.1, duration: 0.12)
        d.run(to: 0.3)
        XCTAssertTrue(c.weeks.isDecelerating)
        let v = c.weeks.velocity.x, target = c.weeks.targetContentOffset!.x / c.layout.cellWidth
        d.scene.layout(for: Size(width: 240, height: 300), time: 0.3)
        XCTAssertTrue(c.weeks.isDecelerating, "still moving")
        XCTAssertEqual(c.weeks.velocity.x, v / 2, accuracy: abs(v) * 0.01, "velocity scaled with the width")
        XCTAssertEqual(c.days.contentOffset.x, c.weeks.contentOffset.x * 7, accuracy: 1e-6, "coupled again")
        d.run(to: 3)
        XCTAssertEqual(c.day, target.rounded(), accuracy: 1e-9)
        XCTAssertEqual(c.weeks.contentOffset.x * 7, c.days.contentOffset.x, accuracy: 1e-6)
    }
}
