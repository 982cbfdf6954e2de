import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import XCTest
@testable import Scenes

/// The view the user is not touching stays in its range (or rubber-bands by the driver's own
/// overshoot), every frame draws without trapping, and a touch that catches a motion lands both
/// views on whole pages, at any frame rate (docs/techniques/coupled-scroll-views.md).
final class CalendarCouplingTests: XCTestCase {
    private func make(_ size: Size, day: Int, fps: Double = 60) -> SceneTestDriver<CalendarScene> {
        SceneTestDriver(CalendarScene.self, size: size, ["day": .int(day)], fps: fps)
    }

    /// In every frame: while the pager leads, the strip is on the pager's week page
    /// (`CalendarWeeks.stripPage`) plus the pager's own overshoot; while the strip leads, the pager
    /// rests on a whole day of the range; neither is a page past its edge; the frame draws.
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
            var ok = abs(p.over) < width && abs(w.over) < width
            if c.driver === c.weeks {
                ok = ok && p.over == 0 && abs(c.day - c.day.rounded()) < 1e-9
            } else {
                ok = ok && abs(w.inside - CalendarWeeks.stripPage(pagerDay: p.inside / width) * width) < 1e-6 && abs(w.over - p.over) < 1e-6
            }
            XCTAssertTrue(ok, "t=\(d.time): driver \(c.driver.map(c.name(of:)) ?? "none"), strip \(c.weeks.contentOffset.x) (over \(w.over)), pager \(c.days.contentOffset.x) (over \(p.over)) in a \(width) pt window",
                          file: file, line: line)
            guard ok else { failed = true; return }
            var list = DrawList()
            d.scene.draw(into: &list, time: d.time)
        }
    }

    /// On the last day the strip dragged 139 pt left and held: the pager stays on the last day (it
    /// used to follow the strip's band ×7, a page past the last day, and the painter trapped).
    func testStripPulledPastTheLastDayAndHeld() {
        for width in [240.0, 320, 480] {
            let d = make(Size(width: width, height: 400), day: 364)
            d.onFrame = checkEveryFrame(d)
            d.drag(from: Point(x: width - 20, y: 76), to: Point(x: width - 159, y: 76), at: 0.1, duration: 0.3, hold: 1.5)
            XCTAssertGreaterThan(d.scene.controller.weeks.contentOffset.x, d.scene.controller.weeks.maxContentOffset.x,
                                 "the strip is pulled past its end while held")
            d.run(to: 4)
            XCTAssertEqual(d.scene.controller.day, 364, accuracy: 1e-9, "\(width) pt")
            XCTAssertEqual(d.scene.controller.week, 52, accuracy: 1e-9)
        }
    }

    /// At day 1 in a 215 pt window, a 110 pt flick of the strip toward the start: the strip bounces,
    /// the pager stays in its range; both rest on the first week, the pager on day 1.
    func testStripFlickedPastTheFirstDay() {
        let d = make(Size(width: 215, height: 300), day: 1)
        d.onFrame = checkEveryFrame(d)
        var least = 0.0, leastStrip = 0.0
        let check = d.onFrame!
        let c = d.scene.controller
        d.onFrame = { check(); least = min(least, c.days.contentOffset.x); leastStrip = min(leastStrip, c.weeks.contentOffset.x) }
        d.drag(from: Point(x: 40, y: 76), to: Point(x: 150, y: 76), at: 0.1, duration: 0.08)
        d.run(to: 3)
        XCTAssertLessThan(leastStrip, 0, "the flick overshoots the first week")
        XCTAssertGreaterThanOrEqual(least, 0, "the pager never leaves its range")
        XCTAssertEqual(c.days.contentOffset.x, 215, accuracy: 1e-9)
        XCTAssertEqual(c.weeks.contentOffset.x, 0, accuracy: 1e-9)
    }

    /// A 200 pt pull of the pager at day 0 in a 400 pt window, held, then let go: the strip shows the
    /// pager's band (the same overshoot), not more, and springs back with it.
    func testPagerPulledAtTheFirstDayBandsTheStripByTheSameAmount() {
        let d = make(Size(width: 400, height: 400), day: 0)
        d.onFrame = checkEveryFrame(d)
        d.drag(from: Point(x: 100, y: 250), to: Point(x: 300, y: 250), at: 0.1, duration: 0.3, hold: 0.5)
        let c = d.scene.controller
        d.run(to: 0.95)
        XCTAssertLessThan(c.days.contentOffset.x, -20, "the pager is pulled")
        XCTAssertEqual(c.weeks.contentOffset.x, c.days.contentOffset.x, accuracy: 1e-9, "the strip bands with it")
        d.run(to: 3)
        XCTAssertEqual(c.days.contentOffset.x, 0, accuracy: 1e-9)
        XCTAssertEqual(c.weeks.contentOffset.x, 0, accuracy: 1e-9)
    }

    /// A wheel click over the pager, then a tap on the strip 150 ms later: the pager's landing
    /// stops where it is at the tap (not the last frame), the tap selects nothing, and lifting the
    /// finger lands both views on whole pages — the same day and the same frozen offset at 30 and
    /// 240 fps. Sunday 14 June to Monday 15 June, so the strip is caught between two weeks.
    func testTapOnTheStripDuringAWheelLandingLandsOnWholePages() {
        var held: [Double] = [], rested: [Double] = []
        for fps in [30.0, 240] {
            let d = make(Size(width: 480, height: 360), day: 164, fps: fps)
            d.onFrame = checkEveryFrame(d)
            let c = d.scene.controller
            d.send(.wheel(dx: -1, dy: 0, at: Point(x: 240, y: 250), modifiers: [], kind: nil), at: 0.1)
            d.send(.mouseDown(Point(x: 240, y: 76)), at: 0.25)
            held.append(c.days.contentOffset.x)
            XCTAssertFalse(c.days.isDecelerating || c.days.isScrollAnimating, "the pager stopped at the touch")
            XCTAssertNotEqual(c.week, c.week.rounded(), "the strip is between two weeks")
            d.send(.mouseUp(Point(x: 240, y: 76)), at: 0.3)
            d.run(to: 3)
            XCTAssertEqual(c.day, c.day.rounded(), accuracy: 1e-9, "a whole day at \(fps) fps")
            XCTAssertEqual(c.week, Double(CalendarWeeks.week(of: c.selectedDay)), accuracy: 1e-9, "a whole week, the day's")
            XCTAssertFalse([c.weeks, c.days].contains { $0.isDragging || $0.isDecelerating || $0.isScrollAnimating })
            rested.append(c.day)
        }
        XCTAssertEqual(held[0], held[1], accuracy: 1e-6, "caught at the tap's time, not a frame's")
        XCTAssertNotEqual(held[0], 164 * 480, "the landing was under way")
        XCTAssertEqual(rested[0], rested[1])
    }

    /// The painter draws views set anywhere by code, up to two pages past either end, without trapping.
    func testPainterDrawsViewsSetPastEitherEnd() {
        let d = make(Size(width: 300, height: 300), day: 0)
        let c = d.scene.controller
        for sv in [c.days, c.weeks] {
            for x in [-600.0, -301, -1, sv.maxContentOffset.x + 1, sv.maxContentOffset.x + 301, sv.maxContentOffset.x + 600] {
                sv.setContentOffset(Point(x: x, y: 0), animated: false)
                var list = DrawList()
                d.scene.draw(into: &list, time: 0)
                XCTAssertFalse(list.commands.isEmpty)
            }
        }
    }

    /// The same mixed script (a pager swipe across a week's end, a strip swipe, a tap, wheel clicks,
    /// a flick caught by a press on the other view) rests on the same day and week at 30 and 240 fps.
    func testTheSameScriptLandsOnTheSameDayAt30And240Fps() {
        var results: [[Double]] = []
        for fps in [30.0, 240] {
            let d = make(Size(width: 490, height: 360), day: 163, fps: fps)
            d.onFrame = checkEveryFrame(d)
            let c = d.scene.controller
            var rests: [Double] = []
            d.drag(from: Point(x: 400, y: 250), to: Point(x: 150, y: 250), at: 0.1, duration: 0.1)  // Sat → Sun
            d.drag(from: Point(x: 420, y: 250), to: Point(x: 200, y: 250), at: 0.9, duration: 0.1)  // Sun → Mon
            d.run(to: 2.5); rests += [c.day, c.week]
            d.drag(from: Point(x: 400, y: 76), to: Point(x: 280, y: 76), at: 2.6, duration: 0.08)   // a week on
            d.run(to: 4); rests += [c.day, c.week]
            d.send(.mouseDown(Point(x: 245, y: 76)), at: 4.1)                                         // tap Thursday
            d.send(.mouseUp(Point(x: 245, y: 76)), at: 4.17)
            d.send(.wheel(dx: 1, dy: 0, at: Point(x: 200, y: 250), modifiers: [], kind: nil), at: 4.3)  // a day back
            d.run(to: 6); rests += [c.day, c.week]
            d.drag(from: Point(x: 100, y: 76), to: Point(x: 330, y: 76), at: 6.1, duration: 0.07)  // strip flick back
            d.send(.mouseDown(Point(x: 250, y: 250)), at: 6.23)                                       // grab the pager
            d.send(.mouseUp(Point(x: 250, y: 250)), at: 6.3)
            d.run(to: 8); rests += [c.day, c.week, c.days.contentOffset.x, c.weeks.contentOffset.x]
            results.append(rests)
        }
        XCTAssertEqual(results[0], results[1])
        XCTAssertEqual(results[0], [165, 24, 172, 25, 174, 25, 167, 24, 167 * 490, 24 * 490],
                       "Monday 15 June, Monday 22 June, Thursday 25 June less a day, then Wednesday a week back")
        for v in results[0] { XCTAssertEqual(v, v.rounded(), "whole pages") }
    }
}

/// A resize while the strip's landing runs carries it into the new layout (velocity scaled with the
/// width) and both views still land on the week it was heading for.
final class CalendarResizeTests: XCTestCase {
    func testAResizeDuringAStripLandingKeepsItsWeekAndScalesItsVelocity() {
        let d = SceneTestDriver(CalendarScene.self, size: Size(width: 480, height: 360), ["day": .int(160)])
        let c = d.scene.controller
        d.drag(from: Point(x: 400, y: 76), to: Point(x: 250, y: 76), at: 0.1, duration: 0.12)
        d.run(to: 0.3)
        XCTAssertTrue(c.weeks.isDecelerating)
        let v = c.weeks.velocity.x, target = c.weeks.targetContentOffset!.x / 480
        d.scene.resize(to: Size(width: 240, height: 300), time: 0.3)
        XCTAssertTrue(c.weeks.isDecelerating, "still moving")
        XCTAssertEqual(c.weeks.velocity.x, v / 2, accuracy: abs(v) * 0.01, "velocity scaled with the width")
        XCTAssertEqual(c.day, 160, accuracy: 1e-9, "the pager waits for the strip")
        d.run(to: 3)
        XCTAssertEqual(target, 24)
        XCTAssertEqual(c.week, 24, accuracy: 1e-9)
        XCTAssertEqual(c.day, 167, accuracy: 1e-9, "the same weekday a week on")
    }
}
