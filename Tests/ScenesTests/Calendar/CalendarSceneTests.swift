import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import XCTest
@testable import Scenes

/// The calendar driven directly (no GL): dates, keys, wheels, and grabbing one view while the
/// other moves (docs/techniques/coupled-scroll-views.md). Window 480×360.
final class CalendarSceneTests: XCTestCase {
    let size = Size(width: 480, height: 360)

    private func make() -> SceneTestDriver<CalendarScene> { SceneTestDriver(CalendarScene.self, size: size) }

    func testDates() {
        XCTAssertEqual(CalendarDates.iso(0), "2026-01-05")
        XCTAssertEqual(CalendarDates.weekday(0), 0, "a Monday")
        XCTAssertEqual(CalendarDates.iso(156), "2026-06-10")
        XCTAssertEqual(CalendarDates.title(156).weekday, "Wednesday")
        XCTAssertEqual(CalendarDates.iso(54), "2026-02-28")
        XCTAssertEqual(CalendarDates.iso(55), "2026-03-01")
        XCTAssertEqual(CalendarDates.iso(CalendarDates.count - 1), "2027-01-03")
        XCTAssertEqual(CalendarDates.title(CalendarDates.count - 1).weekday, "Sunday")
        XCTAssertEqual(CalendarDates.iso(-3), "2026-01-02")
        XCTAssertEqual(CalendarDates.monthTitle(156), "June 2026")
    }

    func testKeysMoveADayOrAWeekAndBothLandTogether() {
        let d = make()
        let c = d.scene.controller
        for (i, t) in [0.1, 0.15, 0.2].enumerated() { d.send(.key(.right), at: t); _ = i }
        d.run(to: 1.5)
        XCTAssertEqual(c.days.contentOffset.x, 159 * 480, accuracy: 1e-6, "three quick presses, three days")
        XCTAssertEqual(c.weeks.contentOffset.x, 159 * 480 / 7, accuracy: 1e-6)
        d.send(.key(.down), at: 1.6)
        d.run(to: 3)
        XCTAssertEqual(c.day, 166, accuracy: 1e-9, "a week on")
        XCTAssertEqual(c.driver.map(c.name(of:)), "weeks")
        d.send(.key(.home), at: 3.1)
        d.run(to: 5)
        XCTAssertEqual(c.days.contentOffset.x, 0, accuracy: 1e-6)
    }

    func testAWheelClickIsAWeekOnTheStripAndADayOnThePager() {
        let d = make()
        let c = d.scene.controller
        d.send(.wheel(dx: 0, dy: -1, at: Point(x: 240, y: 76), modifiers: [], continuous: nil), at: 0.1)
        d.run(to: 1.5)
        XCTAssertEqual(c.day, 163, accuracy: 1e-9)
        d.send(.wheel(dx: 0, dy: 1, at: Point(x: 240, y: 250), modifiers: [], continuous: nil), at: 1.6)
        d.run(to: 3)
        XCTAssertEqual(c.day, 162, accuracy: 1e-9)
        XCTAssertEqual(c.weeks.contentOffset.x * 7, c.days.contentOffset.x, accuracy: 1e-6)
    }

    /// Fling the strip, then put a finger on the pager: the strip stops at once, and the pager
    /// drives from there, landing on a whole day with the strip.
    func testGrabbingThePagerWhileTheStripMovesStopsTheStripAndTakesOver() {
        let d = make()
        let c = d.scene.controller
        d.drag(from: Point(x: 400, y: 76), to: Point(x: 250, y: 76), at: 0.1, duration: 0.12)
        d.run(to: 0.3)
        XCTAssertTrue(c.weeks.isDecelerating)
        d.send(.mouseDown(Point(x: 300, y: 250)), at: 0.3)
        XCTAssertFalse(c.weeks.isDecelerating, "the strip stopped at the touch")
        let held = c.days.contentOffset.x
        d.run(to: 0.5)
        XCTAssertEqual(c.days.contentOffset.x, held, "nothing moves under the finger")
        for i in 1...20 { d.send(.mouseMove(Point(x: 300 - 10 * Double(i), y: 250)), at: 0.5 + 0.01 * Double(i)) }
        d.send(.mouseUp(Point(x: 100, y: 250)), at: 0.75)
        d.run(to: 2.5)
        XCTAssertEqual(c.driver.map(c.name(of:)), "days")
        XCTAssertEqual(c.day, c.day.rounded(), accuracy: 1e-9, "a whole day")
        XCTAssertEqual(c.weeks.contentOffset.x, c.days.contentOffset.x / 7, accuracy: 1e-9)
    }
}
