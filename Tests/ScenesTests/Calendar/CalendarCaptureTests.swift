import Capture
import SceneKit
import XCTest

/// The calendar run through the real `cubescroll capture` binary (docs/techniques/coupled-scroll-views.md).
/// Window 480×360: the week strip spans y 44…108 (one day = 480/7 pt), the day pager is below it
/// (one day = 480 pt). It opens on day 156, Wednesday 10 June 2026.
final class CalendarCaptureTests: XCTestCase {
    static let width = 480.0

    static func script(duration: Double, _ events: [String]) -> String {
        """
        { "window": {"width": \(Int(width)), "height": 360, "scale": 1}, "fps": 60, "duration": \(duration),
          "scene": {"name": "calendar"}, "events": [\(events.joined(separator: ",\n"))] }
        """
    }

    static func drag(_ t: Double, from: Double, to: Double, y: Double, duration: Double) -> String {
        "{\"t\": \(t), \"type\": \"drag\", \"from\": [\(from), \(y)], \"to\": [\(to), \(y)], \"duration\": \(duration), \"hz\": 120, \"hold\": 0}"
    }

    /// One swipe of the week strip moves seven days; the day pager follows at 7× in every frame and
    /// lands with it.
    func testOneWeekStripSwipeMovesSevenDaysAndThePagerFollowsAtSevenTimes() throws {
        let trace = try CaptureRunner.trace(Self.script(duration: 1.4, [Self.drag(0.1, from: 400, to: 250, y: 76, duration: 0.12)]), test: self)
        XCTAssertEqual(trace.header.scene.traceNumber("ratio"), 7)
        let cell = Self.width / 7
        XCTAssertEqual(trace.frames.first?.offsetX("weeks") ?? 0, 156 * cell, accuracy: 1e-9)
        XCTAssertEqual(trace.frames.first?.offsetX("days"), 156 * Self.width)
        var moved = false
        for f in trace.frames where f.fields.traceText("driver") == "weeks" {
            moved = true
            XCTAssertEqual(f.offsetX("days"), f.offsetX("weeks") * 7, "frame \(f.frame): pager = strip × 7")
        }
        XCTAssertTrue(moved)
        let release = try XCTUnwrap(trace.allEvents.first { $0.event.name == "willEndDragging" }?.event)
        XCTAssertEqual(release["sv"], .string("weeks"))
        XCTAssertEqual(release.firstNumber("target"), 163 * cell, accuracy: 1e-9, "a week from Wednesday 10 June")
        let landed = try XCTUnwrap(trace.frames.first { !$0.eventsNamed("didEndDecelerating", sv: "weeks").isEmpty })
        XCTAssertEqual(landed.offsetX("days"), 163 * Self.width, accuracy: 1e-9, "the pager lands on day 163 in the same frame")
        XCTAssertEqual(landed.fields.traceText("date"), "2026-06-17")
        for f in trace.frames where f.frame > landed.frame {
            XCTAssertEqual(f.offsetX("days"), landed.offsetX("days"), "frame \(f.frame): nothing moves after the landing")
        }
    }

    /// Dragging the day pager moves the strip by a seventh of its motion, one day per swipe, and
    /// both land together.
    func testDraggingTheDayPagerMovesTheStripAtOneSeventh() throws {
        let trace = try CaptureRunner.trace(Self.script(duration: 1.4, [Self.drag(0.1, from: 400, to: 200, y: 250, duration: 0.15)]), test: self)
        var moved = false
        for f in trace.frames where f.fields.traceText("driver") == "days" {
            moved = true
            XCTAssertEqual(f.offsetX("weeks"), f.offsetX("days") / 7, "frame \(f.frame): strip = pager ÷ 7")
        }
        XCTAssertTrue(moved)
        let landed = try XCTUnwrap(trace.frames.first { !$0.eventsNamed("didEndDecelerating", sv: "days").isEmpty })
        XCTAssertEqual(landed.offsetX("days"), 157 * Self.width, accuracy: 1e-9, "one day on")
        XCTAssertEqual(landed.offsetX("weeks"), 157 * Self.width / 7, accuracy: 1e-9, "the strip lands in the same frame")
        XCTAssertEqual(trace.frames.last?.fields.traceText("date"), "2026-06-11")
        // No feedback loop: each move of the driver makes exactly one move of the other, in pairs
        // (a drag at 120 Hz moves twice in some 60 Hz frames).
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
