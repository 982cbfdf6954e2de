import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import XCTest
@testable import Scenes

/// The calendar driven directly (no GL): dates, keys, wheels, taps, and grabbing one view while the
/// other moves (docs/techniques/coupled-scroll-views.md). Window 480×360; it opens on day 160,
/// Wednesday 10 June 2026, in the week of Monday 8 June (week 23).
final class CalendarSceneTests: XCTestCase {
    let size = Size(width: 480, height: 360)

    private func make() -> SceneTestDriver<CalendarScene> { SceneTestDriver(CalendarScene.self, size: size) }

    func testDates() {
        XCTAssertEqual(CalendarDates.iso(0), "2026-01-01")
        XCTAssertEqual(CalendarDates.title(0).weekday, "Thursday")
        XCTAssertEqual(CalendarDates.iso(160), "2026-06-10")
        XCTAssertEqual(CalendarDates.title(160).weekday, "Wednesday")
        XCTAssertEqual(CalendarDates.iso(58), "2026-02-28")
        XCTAssertEqual(CalendarDates.iso(59), "2026-03-01")
        XCTAssertEqual(CalendarDates.iso(CalendarDates.count - 1), "2026-12-31")
        XCTAssertEqual(CalendarDates.iso(-3), "2025-12-29")
        XCTAssertEqual(CalendarDates.iso(CalendarDates.count + 2), "2027-01-03")
        XCTAssertEqual(CalendarDates.monthTitle(160), "June 2026")
        XCTAssertEqual(CalendarWeeks.week(of: 160), 23)
        XCTAssertEqual(CalendarDates.iso(CalendarWeeks.day(week: 23, column: 0)), "2026-06-08")
    }

    func testKeysMoveADayOrAWeek() {
        let d = make()
        let c = d.scene.controller
        for t in [0.1, 0.15, 0.2] { d.send(.key(.right), at: t) }
        d.run(to: 1.5)
        XCTAssertEqual(c.days.contentOffset.x, 163 * 480, accuracy: 1e-6, "three quick presses, three days")
        XCTAssertEqual(c.week, 23, accuracy: 1e-9, "Saturday 13 June: the same week")
        d.send(.key(.down), at: 1.6)
        d.run(to: 3)
        XCTAssertEqual(c.day, 170, accuracy: 1e-9, "a week on: Saturday 20 June")
        XCTAssertEqual(c.week, 24, accuracy: 1e-9)
        XCTAssertEqual(c.driver.map(c.name(of:)), "weeks")
        for t in [3.1, 3.15] { d.send(.key(.up), at: t) }
        d.run(to: 4.5)
        XCTAssertEqual(c.day, 156, accuracy: 1e-9, "two quick presses, two weeks back")
        d.send(.key(.home), at: 4.6)
        d.run(to: 6.05)
        XCTAssertEqual(c.days.contentOffset.x, 0, accuracy: 1e-6)
        XCTAssertEqual(c.weeks.contentOffset.x, 0, accuracy: 1e-6)
        d.send(.key(.end), at: 6.1)
        d.run(to: 8)
        XCTAssertEqual(c.day, 364, accuracy: 1e-9)
        XCTAssertEqual(c.week, 52, accuracy: 1e-9)
    }

    func testAWheelClickIsAWeekOnTheStripAndADayOnThePager() {
        let d = make()
        let c = d.scene.controller
        d.send(.wheel(dx: 0, dy: -1, at: Point(x: 240, y: 76), modifiers: [], kind: nil), at: 0.1)
        d.run(to: 1.5)
        XCTAssertEqual(c.day, 167, accuracy: 1e-9)
        d.send(.wheel(dx: 1, dy: 0, at: Point(x: 240, y: 250), modifiers: [], kind: nil), at: 1.6)
        d.run(to: 3)
        XCTAssertEqual(c.day, 166, accuracy: 1e-9)
        XCTAssertEqual(c.week, 24, accuracy: 1e-9, "Tuesday 16 June: the strip stayed on its week")
    }

    /// A tap on a date of the strip selects it at once; the strip stays on its week.
    func testATapOnADateSelectsIt() {
        let d = make()
        let c = d.scene.controller
        let friday = 480.0 / 7 * 4.5
        d.send(.mouseDown(Point(x: friday, y: 76)), at: 0.1)
        d.send(.mouseUp(Point(x: friday, y: 76)), at: 0.18)
        XCTAssertEqual(c.day, 162, accuracy: 1e-9, "Friday 12 June")
        XCTAssertEqual(d.scene.traceFrameFields(time: 0.2).traceText("date"), "2026-06-12")
        d.run(to: 1)
        XCTAssertEqual(c.week, 23, accuracy: 1e-9)
        XCTAssertEqual(c.day, 162, accuracy: 1e-9)
    }

    /// Fling the strip, then put a finger on the pager: the strip's week swipe completes at once
    /// (the pager shows Wednesday 17 June), and the pager drives from there, landing on a whole day
    /// with the strip on its week.
    func testGrabbingThePagerWhileTheStripLandsCompletesTheWeekAndTakesOver() {
        let d = make()
        let c = d.scene.controller
        d.drag(from: Point(x: 400, y: 76), to: Point(x: 250, y: 76), at: 0.1, duration: 0.12)
        d.run(to: 0.3)
        XCTAssertTrue(c.weeks.isDecelerating)
        d.send(.mouseDown(Point(x: 300, y: 250)), at: 0.3)
        XCTAssertFalse(c.weeks.isDecelerating, "the strip's landing completed at the touch")
        XCTAssertEqual(c.week, 24, accuracy: 1e-9)
        XCTAssertEqual(c.day, 167, accuracy: 1e-9)
        d.run(to: 0.5)
        XCTAssertEqual(c.day, 167, accuracy: 1e-9, "nothing moves under the finger")
        for i in 1...20 { d.send(.mouseMove(Point(x: 300 - 10 * Double(i), y: 250)), at: 0.5 + 0.01 * Double(i)) }
        d.send(.mouseUp(Point(x: 100, y: 250)), at: 0.7)
        d.run(to: 2.5)
        XCTAssertEqual(c.driver.map(c.name(of:)), "days")
        XCTAssertEqual(c.day, 168, accuracy: 1e-9, "one day on")
        XCTAssertEqual(c.week, Double(CalendarWeeks.week(of: 168)), accuracy: 1e-9)
    }
}
