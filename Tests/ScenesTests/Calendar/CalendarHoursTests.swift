import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import XCTest
@testable import Scenes

/// The day's timetable: one vertical scroll view through 00:00–24:00, opened at the morning, kept at
/// its vertical position while the day pager moves (docs/techniques/coupled-scroll-views.md, "The
/// day's hours").
final class CalendarHoursTests: XCTestCase {
    private func make(_ size: Size = Size(width: 1280, height: 720), fps: Double = 60) -> SceneTestDriver<CalendarScene> {
        SceneTestDriver(CalendarScene.self, size: size, fps: fps)
    }

    private func number(_ d: SceneTestDriver<CalendarScene>, _ key: String) -> Double {
        if case .number(let v)? = d.scene.traceFrameFields(time: d.time)[key] { return v }
        XCTFail("no \(key)"); return .nan
    }

    private func hoursInView(_ d: SceneTestDriver<CalendarScene>) -> [Double] {
        if case .numbers(let v)? = d.scene.traceFrameFields(time: d.time)["hoursInView"] { return v }
        XCTFail("no hoursInView"); return []
    }

    func testItOpensAtTheMorningAndReachesMidnightAtBothEnds() {
        let d = make()
        XCTAssertEqual(number(d, "hourAtTop"), 7, "07:00 at the top")
        XCTAssertTrue(d.scene.scrollViews.contains { $0.name == "hours" })
        // Drag the timetable down, hard: 00:00 comes into view and the view rests at its top.
        for k in 0..<4 { d.drag(from: Point(x: 640, y: 300), to: Point(x: 640, y: 650), at: 0.2 + Double(k) * 0.5, duration: 0.1) }
        d.run(to: 5)
        XCTAssertEqual(number(d, "hourAtTop"), 0, accuracy: 1e-9)
        XCTAssertEqual(hoursInView(d).first, 0)
        // Then up, hard: 24:00 is the last label, and the view rests at its end.
        for k in 0..<6 { d.drag(from: Point(x: 640, y: 650), to: Point(x: 640, y: 300), at: 5.2 + Double(k) * 0.5, duration: 0.1) }
        d.run(to: 12)
        XCTAssertEqual(hoursInView(d).last, 24)
        let hours = d.scene.controller.hours
        XCTAssertEqual(hours.contentOffset.y, hours.maxContentOffset.y, accuracy: 1e-6)
        XCTAssertEqual(d.scene.controller.day, 160, accuracy: 1e-9, "vertical drags never moved the pager")
    }

    /// A window taller than the whole day shows 00:00–24:00 and no label past 24:00.
    func testATallWindowShowsNoHourPastMidnight() {
        let d = make(Size(width: 800, height: 1600))
        d.run(to: 0.1)
        XCTAssertEqual(hoursInView(d), [0, 24])
        for k in 0..<3 { d.drag(from: Point(x: 400, y: 1400), to: Point(x: 400, y: 400), at: 0.2 + Double(k) * 0.4, duration: 0.1) }
        d.run(to: 4)
        XCTAssertEqual(hoursInView(d).last, 24)
    }

    /// Scroll to the afternoon, then swipe to the next day and back with the wheel: the timetable
    /// keeps its hour in every frame while the pager moves and after it lands.
    func testTheHourStaysWhileThePagerMoves() {
        let d = make()
        for t in [0.1, 0.12, 0.14, 0.16, 0.18] {
            d.send(.wheel(dx: 0, dy: -1, at: Point(x: 640, y: 400), modifiers: [], kind: nil), at: t)
        }
        d.run(to: 2)
        let hour = number(d, "hourAtTop")
        XCTAssertGreaterThan(hour, 9, "the wheel scrolled the hours, an hour a click")
        XCTAssertEqual(d.scene.controller.day, 160, accuracy: 1e-9, "and not the pager")
        d.onFrame = { XCTAssertEqual(self.number(d, "hourAtTop"), hour, accuracy: 1e-9, "t \(d.time)") }
        d.drag(from: Point(x: 1000, y: 400), to: Point(x: 500, y: 410), at: 2.1, duration: 0.15)
        d.run(to: 3.5)
        XCTAssertEqual(d.scene.controller.day, 161, accuracy: 1e-9, "a horizontal drag paged to the next day")
        d.send(.wheel(dx: 1, dy: 0, at: Point(x: 640, y: 400), modifiers: [], kind: nil), at: 3.6)
        d.run(to: 5)
        XCTAssertEqual(d.scene.controller.day, 160, accuracy: 1e-9, "a horizontal wheel click: a day back")
        // The hours keep their place through a resize too.
        d.onFrame = nil
        d.scene.resize(to: Size(width: 900, height: 800), time: 5.1)
        XCTAssertEqual(number(d, "hourAtTop"), hour, accuracy: 1e-9)
    }
}
