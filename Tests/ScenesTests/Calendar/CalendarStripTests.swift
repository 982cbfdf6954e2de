import DesktopInput
import Foundation
import SceneKit
import ScrollKit
import ScrollPhysics
import XCTest
@testable import Scenes

/// What a person sees in the week strip, read from the draw list: each page is a calendar week,
/// Monday to Sunday, with the right weekday letter over every date (checked against Foundation's
/// Gregorian calendar); the red circle sits on the selected day; the first and last weeks are full
/// rows with the days outside 2026 dimmed (docs/techniques/coupled-scroll-views.md). Window 700×420:
/// a column is 100 pt.
final class CalendarStripTests: XCTestCase {
    static let size = Size(width: 700, height: 420)
    static let cell = 100.0

    private func make(day: Int, fps: Double = 60) -> SceneTestDriver<CalendarScene> {
        SceneTestDriver(CalendarScene.self, size: Self.size, ["day": .int(day)], fps: fps)
    }

    struct Column { var letter: String; var number: String; var x: Double; var color: RGBA }

    /// The strip's columns in view: each weekday letter with the date number under it, left to right.
    static func columns(_ d: SceneTestDriver<CalendarScene>) -> (columns: [Column], circles: [(x: Double, number: String)]) {
        var list = DrawList()
        d.scene.draw(into: &list, time: d.time)
        let strip = d.scene.controller.layout.stripFrame
        let all = list.commands.compactMap { c -> TextRun? in if case let .text(run, _) = c { return run }; return nil }
            .filter { $0.position.y >= strip.minY && $0.position.y < strip.maxY }
        let runs = all.filter { $0.position.x > 0 && $0.position.x < size.width }
        let letters = runs.filter { $0.size == 11 }, numbers = runs.filter { $0.size == 20 && $0.color != .white }
        let columns = letters.compactMap { l -> Column? in
            guard let n = numbers.first(where: { abs($0.position.x - l.position.x) < 1e-6 }) else { return nil }
            return Column(letter: l.string, number: n.string, x: l.position.x, color: n.color)
        }.sorted { $0.x < $1.x }
        let circles = list.commands.compactMap { c -> Rect? in
            if case let .rect(r, color, _, _) = c, color == CalendarPainter.accent, r.width == CalendarPainter.circleSize { return r }
            return nil
        }.filter { $0.maxX > 0 && $0.minX < size.width }
        let white = all.filter { $0.color == .white && $0.size == 20 }
        return (columns, circles.map { r in (r.midX, white.first { abs($0.position.x - r.midX) < 1e-6 }?.string ?? "") })
    }

    /// Foundation's Gregorian calendar (independent of the scene's own arithmetic): the date `n`
    /// days after 1 January 2026 and its weekday letter, Monday first.
    static func oracle(_ n: Int) -> (day: Int, letter: String, inYear: Bool) {
        var g = Calendar(identifier: .gregorian)
        g.timeZone = TimeZone(identifier: "UTC")!
        let start = g.date(from: DateComponents(year: 2026, month: 1, day: 1))!
        let date = g.date(byAdding: .day, value: n, to: start)!
        let c = g.dateComponents([.day, .weekday, .year], from: date)
        let letters = ["S", "M", "T", "W", "T", "F", "S"]  // Foundation: 1 = Sunday
        return (c.day!, letters[c.weekday! - 1], c.year == 2026)
    }

    /// At rest on any day, the strip shows that day's week: seven columns, Monday to Sunday, each
    /// date under its own weekday letter, at the column centres 50, 150, … 650 pt.
    func testEachStripPageIsTheSelectedDaysCalendarWeek() {
        for day in [0, 3, 4, 160, 164, 165, 361, 364] {
            let d = make(day: day)
            d.run(to: 0.05)
            let cols = Self.columns(d).columns
            XCTAssertEqual(cols.count, 7, "day \(day)")
            let monday = CalendarWeeks.day(week: CalendarWeeks.week(of: day), column: 0)
            XCTAssertEqual(Self.oracle(monday).letter, "M", "day \(day): the week starts on a Monday")
            XCTAssertTrue((monday...monday + 6).contains(day))
            for (i, col) in cols.enumerated() {
                let o = Self.oracle(monday + i)
                XCTAssertEqual(col.number, String(o.day), "day \(day), column \(i)")
                XCTAssertEqual(col.letter, o.letter, "day \(day), column \(i): the letter matches the date")
                XCTAssertEqual(col.x, Self.cell * (Double(i) + 0.5), accuracy: 1e-6)
            }
            XCTAssertEqual(d.scene.controller.weeks.contentOffset.x, Double(CalendarWeeks.week(of: day)) * Self.size.width, accuracy: 1e-9)
        }
    }

    /// The dates of the whole year against Foundation: day numbers and weekdays, and the days
    /// around the range (the first and last weeks' dimmed days).
    func testDatesAndWeekdaysMatchTheGregorianCalendar() {
        for n in -3..<(CalendarDates.count + 3) {
            let o = Self.oracle(n)
            XCTAssertEqual(CalendarDates.date(n).day, o.day, "day \(n)")
            XCTAssertEqual(CalendarDates.weekdayLetters[CalendarDates.weekday(n)], o.letter, "day \(n)")
            XCTAssertEqual(CalendarDates.contains(n), o.inYear, "day \(n)")
        }
        XCTAssertEqual(CalendarWeeks.count, 53)
        XCTAssertEqual(CalendarWeeks.week(of: -3), 0)
        XCTAssertEqual(CalendarWeeks.week(of: -4), -1)
        XCTAssertEqual(CalendarWeeks.week(of: 367), 52)
    }

    /// The red circle is on the selected day's column, with its number in white: as Right steps
    /// the pager through a week and into the next, and in every frame while it moves.
    func testTheCircleFollowsTheSelectedDay() throws {
        let d = make(day: 160)  // Wednesday 10 June
        let c = d.scene.controller
        for step in 0..<6 {
            let t = 0.1 + Double(step) * 1.5
            d.send(.key(.right), at: t)
            for f in stride(from: t + 0.02, to: t + 1.5, by: 0.02) {
                d.run(to: f)
                let s = Self.columns(d)
                let circle = try XCTUnwrap(s.circles.first, "t=\(f)")
                XCTAssertEqual(s.circles.count, 1, "t=\(f): one circle while the pager leads")
                XCTAssertEqual(circle.number, String(CalendarDates.date(c.selectedDay).day), "t=\(f)")
                let under = s.columns.first { abs($0.x - circle.x) < 1e-6 }
                XCTAssertEqual(under?.number, circle.number, "t=\(f): over the strip's own date")
            }
            XCTAssertEqual(c.day, Double(161 + step), accuracy: 1e-9)
            let rest = Self.columns(d).circles
            XCTAssertEqual(rest.first?.x ?? .nan, Self.cell * (Double(CalendarDates.weekday(161 + step)) + 0.5), accuracy: 1e-6,
                           "day \(161 + step): the circle on its weekday's column")
        }
        XCTAssertEqual(CalendarDates.iso(c.selectedDay), "2026-06-16", "Tuesday of the next week")
        XCTAssertEqual(c.weeks.contentOffset.x, Double(CalendarWeeks.week(of: 166)) * 700, accuracy: 1e-9)
    }

    /// On the year's first and last days the strip is a full row: 29–31 December 2025 and 1–3
    /// January 2027 are shown dimmed; taps on them select nothing, a tap on a day of the year
    /// selects it.
    func testTheFirstAndLastWeeksAreFullRowsWithTheOutsideDaysDimmed() {
        for (day, numbers, outside) in [(0, ["29", "30", "31", "1", "2", "3", "4"], 0..<3),
                                         (CalendarDates.count - 1, ["28", "29", "30", "31", "1", "2", "3"], 4..<7)] {
            let d = make(day: day)
            d.run(to: 0.05)
            let cols = Self.columns(d).columns
            XCTAssertEqual(cols.map(\.number), numbers, "day \(day)")
            for (i, col) in cols.enumerated() {
                XCTAssertEqual(col.color == CalendarPainter.dimmed, outside.contains(i), "day \(day), column \(i)")
            }
            for i in outside {
                d.send(.mouseDown(Point(x: Self.cell * (Double(i) + 0.5), y: 90)), at: d.time + 0.05)
                d.send(.mouseUp(Point(x: Self.cell * (Double(i) + 0.5), y: 90)), at: d.time + 0.05)
                d.run(to: d.time + 0.5)
                XCTAssertEqual(d.scene.controller.day, Double(day), accuracy: 1e-9, "a dimmed day is not selectable")
            }
            let inside = outside.lowerBound == 0 ? 5 : 1
            d.send(.mouseDown(Point(x: Self.cell * (Double(inside) + 0.5), y: 90)), at: d.time + 0.05)
            d.send(.mouseUp(Point(x: Self.cell * (Double(inside) + 0.5), y: 90)), at: d.time + 0.05)
            d.run(to: d.time + 0.5)
            XCTAssertEqual(CalendarDates.date(d.scene.controller.selectedDay).day, Int(numbers[inside]), "the tapped day")
            XCTAssertEqual(Self.columns(d).circles.first?.x ?? .nan, Self.cell * (Double(inside) + 0.5), accuracy: 1e-6)
        }
    }

    /// A swipe of the strip moves the pager to the same weekday a week on or back, clamped to the
    /// year: Wednesday 7 January back is 1 January (31 December 2025 is outside), Saturday 26
    /// December on is 31 December.
    func testAStripSwipeMovesTheDayBySevenClampedToTheYear() {
        for (from, left, expected) in [(160, true, 167), (160, false, 153), (6, false, 0), (359, true, 364), (2, false, 2)] {
            let d = make(day: from)
            let c = d.scene.controller
            let (a, b) = left ? (600.0, 400.0) : (100.0, 300.0)
            var pagerMoves = 0.0
            d.onFrame = { if c.driver === c.weeks && c.weeks.isDragging { pagerMoves = max(pagerMoves, abs(c.day - Double(from))) } }
            d.drag(from: Point(x: a, y: 90), to: Point(x: b, y: 90), at: 0.1, duration: 0.12)
            d.run(to: 2)
            XCTAssertEqual(c.day, Double(expected), accuracy: 1e-9, "from day \(from)")
            XCTAssertEqual(pagerMoves, 0, "the pager stays while the strip is dragged")
            XCTAssertEqual(c.week, Double(CalendarWeeks.week(of: expected)), accuracy: 1e-9, "the strip rests on that week")
            XCTAssertEqual(Self.columns(d).circles.map(\.x), [Self.cell * (Double(CalendarDates.weekday(expected)) + 0.5)])
        }
    }

    /// While the strip is dragged, the incoming week shows the circle on the day a landing there
    /// would select (the same weekday), so the selection arrives with it.
    func testTheIncomingWeekShowsTheCircleOnTheSameWeekday() {
        let d = make(day: 160)
        d.send(.mouseDown(Point(x: 600, y: 90)), at: 0.1)
        for i in 1...10 { d.send(.mouseMove(Point(x: 600 - 24 * Double(i), y: 90)), at: 0.1 + 0.02 * Double(i)) }
        let circles = Self.columns(d).circles
        XCTAssertEqual(circles.map(\.number), ["10", "17"], "Wednesday 10 June leaving at the left, Wednesday 17 June coming in")
        guard circles.count == 2 else { return }
        XCTAssertEqual(circles[1].x - circles[0].x, 700, accuracy: 1e-6, "a week apart: the same column of the next page")
        d.send(.mouseUp(Point(x: 300, y: 90)), at: 0.35)
    }

    /// Dragging the pager from Sunday 14 June to Monday 15 June slides the strip one page in step
    /// with it (every frame on `CalendarWeeks.stripPage`), and back again from Monday to Sunday;
    /// within a week the strip stays still.
    func testAPagerSwipeFromSundayToMondayMovesTheStripOnePage() {
        for (from, left, expected) in [(164, true, 165), (165, false, 164), (162, true, 163)] {
            let d = make(day: from)
            let c = d.scene.controller
            var checked = 0
            d.onFrame = {
                guard c.driver === c.days else { return }
                checked += 1
                let page = CalendarWeeks.stripPage(pagerDay: min(max(c.day, 0), 364))
                XCTAssertEqual(c.weeks.contentOffset.x, page * 700, accuracy: 1e-6, "t=\(d.time): the strip follows the pager")
            }
            let (a, b) = left ? (600.0, 200.0) : (200.0, 600.0)
            d.drag(from: Point(x: a, y: 300), to: Point(x: b, y: 300), at: 0.1, duration: 0.15)
            d.run(to: 2)
            XCTAssertGreaterThan(checked, 5)
            XCTAssertEqual(c.day, Double(expected), accuracy: 1e-9)
            XCTAssertEqual(c.week, Double(CalendarWeeks.week(of: expected)), accuracy: 1e-9)
            XCTAssertEqual(c.week - Double(CalendarWeeks.week(of: from)), from == 162 ? 0 : (left ? 1 : -1))
        }
    }
}
