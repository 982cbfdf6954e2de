import Capture
import SceneKit
import XCTest
@testable import Scenes

/// The calendar run through the real `cubescroll capture` binary (docs/techniques/coupled-scroll-views.md).
/// Window 480×360: the week strip spans y 44…108 (a week per 480 pt page, a day per 480/7 pt
/// column), the day pager is below it (a day per 480 pt). It opens on day 160, Wednesday 10 June 2026.
final class CalendarCaptureTests: XCTestCase {
    static let width = 480.0
    static let cell = width / 7

    static func script(day: Int = 160, duration: Double, _ events: [String]) -> String {
        """
        { "window": {"width": \(Int(width)), "height": 360, "scale": 1}, "fps": 60, "duration": \(duration),
          "scene": {"name": "calendar", "day": \(day)}, "events": [\(events.joined(separator: ",\n"))] }
        """
    }

    static func drag(_ t: Double, from: Double, to: Double, y: Double, duration: Double) -> String {
        "{\"t\": \(t), \"type\": \"drag\", \"from\": [\(from), \(y)], \"to\": [\(to), \(y)], \"duration\": \(duration), \"hz\": 120, \"hold\": 0}"
    }

    /// One swipe of the week strip shows the next calendar week; the pager waits, then shows the
    /// same weekday (Wednesday 17 June) in the frame the strip lands; the circle stays on the
    /// Wednesday column.
    func testOneStripSwipeShowsTheNextWeekAndThePagerTheSameWeekday() throws {
        let trace = try CaptureRunner.trace(Self.script(duration: 1.4, [Self.drag(0.1, from: 400, to: 250, y: 76, duration: 0.12)]), test: self)
        XCTAssertEqual(trace.header.scene.traceNumber("weeks"), 53)
        XCTAssertEqual(trace.header.scene.traceNumber("leadingDays"), 3)
        let first = try XCTUnwrap(trace.frames.first)
        XCTAssertEqual(first.offsetX("weeks"), 23 * Self.width, accuracy: 1e-9)
        XCTAssertEqual(first.offsetX("days"), 160 * Self.width)
        XCTAssertEqual(first.fields.traceText("weekStart"), "2026-06-08")
        XCTAssertEqual(first.fields.traceNumber("circle"), 2.5 * Self.cell, accuracy: 1e-9)
        let release = try XCTUnwrap(trace.allEvents.first { $0.event.name == "willEndDragging" }?.event)
        XCTAssertEqual(release["sv"], .string("weeks"))
        XCTAssertEqual(release.firstNumber("target"), 24 * Self.width, accuracy: 1e-9, "the next week's page")
        let landed = try XCTUnwrap(trace.frames.first { !$0.eventsNamed("didEndDecelerating", sv: "weeks").isEmpty })
        for f in trace.frames where f.frame < landed.frame {
            XCTAssertEqual(f.offsetX("days"), 160 * Self.width, "frame \(f.frame): the pager waits for the strip")
        }
        XCTAssertEqual(landed.offsetX("days"), 167 * Self.width, accuracy: 1e-9, "the same weekday, in the landing frame")
        XCTAssertEqual(landed.fields.traceText("date"), "2026-06-17")
        XCTAssertEqual(landed.fields.traceText("weekStart"), "2026-06-15")
        XCTAssertEqual(landed.fields.traceNumber("circle"), 2.5 * Self.cell, accuracy: 1e-9)
        let select = try XCTUnwrap(landed.events.first { $0.name == "select" }, "the landing frame records the selection")
        XCTAssertEqual(select["date"], .string("2026-06-17"))
        XCTAssertEqual(select["by"], .string("weeks"))
        for f in trace.frames where f.frame > landed.frame {
            XCTAssertEqual(f.offsetX("days"), landed.offsetX("days"), "frame \(f.frame): nothing moves after the landing")
            XCTAssertEqual(f.offsetX("weeks"), 24 * Self.width, accuracy: 1e-9)
        }
    }

    /// Dragging the pager from Sunday 14 June to Monday 15 June slides the strip one page in step
    /// (every frame), both land together, and the circle is on the Monday column.
    func testAPagerSwipeFromSundayToMondayMovesTheStripOnePage() throws {
        let trace = try CaptureRunner.trace(Self.script(day: 164, duration: 1.4, [Self.drag(0.1, from: 400, to: 200, y: 250, duration: 0.15)]), test: self)
        var moved = false
        for f in trace.frames where f.fields.traceText("driver") == "days" {
            moved = true
            let page = CalendarWeeks.stripPage(pagerDay: min(max(f.offsetX("days") / Self.width, 0), 364))
            XCTAssertEqual(f.offsetX("weeks"), page * Self.width, accuracy: 1e-6, "frame \(f.frame): the strip follows")
        }
        XCTAssertTrue(moved)
        let landed = try XCTUnwrap(trace.frames.first { !$0.eventsNamed("didEndDecelerating", sv: "days").isEmpty })
        XCTAssertEqual(landed.offsetX("days"), 165 * Self.width, accuracy: 1e-9, "one day on")
        XCTAssertEqual(landed.offsetX("weeks"), 24 * Self.width, accuracy: 1e-9, "the next week, in the same frame")
        XCTAssertEqual(trace.frames.last?.fields.traceText("date"), "2026-06-15")
        XCTAssertEqual(trace.frames.last?.fields.traceText("weekStart"), "2026-06-15")
        XCTAssertEqual(trace.frames.last?.fields.traceNumber("circle") ?? .nan, 0.5 * Self.cell, accuracy: 1e-9)
        // No feedback loop: each move of the pager makes exactly one move of the strip, in pairs.
        for f in trace.frames where f.frame > 0 {  // frame 0: the opening placement of both
            let scrolls = f.events.filter { $0.name == "didScroll" }.map { $0["sv"] }
            XCTAssertEqual(scrolls.count % 2, 0, "frame \(f.frame)")
            for pair in stride(from: 0, to: scrolls.count - 1, by: 2) {
                XCTAssertEqual(scrolls[pair], .string("days"), "frame \(f.frame): the driver first")
                XCTAssertEqual(scrolls[pair + 1], .string("weeks"), "frame \(f.frame): then the follower, once")
            }
        }
    }
}
