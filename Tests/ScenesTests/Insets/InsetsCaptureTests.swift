import Capture
import Foundation
import ImageOutput
import SceneKit
import XCTest

/// The list under translucent bars through the real `cubescroll capture` binary
/// (docs/techniques/insets.md). Window 400 × 600; 30 rows of 56 pt (1680 pt of content).
final class InsetsCaptureTests: XCTestCase {
    static let height = 600.0, content = 30 * 56.0

    static func script(duration: Double, _ events: String) -> String {
        """
        { "window": {"width": 400, "height": \(height)}, "fps": 60, "duration": \(duration),
          "scene": {"name": "insets"}, "events": [ \(events) ] }
        """
    }

    func testRowsRestClearOfTheBarsAndTheIndicatorRunsBetweenThem() throws {
        let trace = try CaptureRunner.trace(Self.script(duration: 6, #"""
            {"t": 0.3, "type": "drag", "from": [200, 500], "to": [200, 300], "duration": 0.3, "hz": 120, "hold": 0.2},
            {"t": 2.0, "type": "key", "key": "end"},
            {"t": 4.0, "type": "tap", "x": 200, "y": 30}
            """#), test: self)
        let first = trace.frames[0]
        XCTAssertEqual(first.offsetY("list"), -64, "at the top the offset is −top")
        XCTAssertEqual(first.fields.traceNumber("firstRowTop"), 64, "the first row starts just below the 64 pt bar")
        let atEnd = trace.frames.first { $0.t >= 3.9 }!
        XCTAssertEqual(atEnd.offsetY("list"), Self.content + 44 - Self.height, accuracy: 1e-9, "content + bottom − height")
        XCTAssertEqual(atEnd.fields.traceNumber("lastRowBottom"), Self.height - 44, accuracy: 1e-9, "the last row ends above the toolbar")
        XCTAssertEqual(trace.allEvents.filter { $0.event.name == "didScrollToTop" }.count, 1, "a tap on the top bar scrolls to the top")
        XCTAssertEqual(trace.frames.last!.offsetY("list"), -64, "and lands below the bar")
        var shown = 0
        for frame in trace.frames {
            guard case .object(let views)? = frame.fields["indicators"], case .object(let list)? = views["list"],
                  case .object(let vertical)? = list["vertical"], case .numbers(let rect)? = vertical["rect"] else { continue }
            if vertical.traceNumber("opacity") > 0 {
                shown += 1
                XCTAssertGreaterThanOrEqual(rect[1], 64, "indicator below the top bar at \(frame.t)")
                XCTAssertLessThanOrEqual(rect[1] + rect[3], Self.height - 44, "indicator above the toolbar at \(frame.t)")
            }
        }
        XCTAssertGreaterThan(shown, 10, "the indicator showed while scrolling")
    }

    /// A tap on the top bar scrolls to the top along iOS's recorded curve (easeOutCirc over 1.035 s,
    /// docs/scroll-behaviour.md, "Scroll to top"), and didScrollToTop comes in the frame it ends.
    func testScrollToTopFollowsTheRecordedCurve() throws {
        let trace = try CaptureRunner.trace(Self.script(duration: 5, #"""
            {"t": 0.5, "type": "key", "key": "end"},
            {"t": 3.0, "type": "tap", "x": 200, "y": 30}
            """#), test: self)
        let start = 3.0 + 0.05   // the tap is recognized when it lifts
        let from = Self.content + 44 - Self.height, top = -64.0, duration = 1.035
        func progress(_ u: Double) -> Double { let v = min(max(u, 0), 1) - 1; return (1 - v * v).squareRoot() }
        var checked = 0
        for frame in trace.frames where frame.t > start && frame.t < start + duration {
            let expected = from + (top - from) * progress((frame.t - start) / duration)
            XCTAssertEqual(frame.offsetY("list"), expected, accuracy: 0.01, "at \(frame.t)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 55)
        // The recorded fractions: 59%, 70%, 86% of the way 0.2, 0.3, 0.5 s after the tap (±1 frame).
        for (t, done) in [(0.2, 0.59), (0.3, 0.70), (0.5, 0.86)] {
            let frame = trace.frames.first { $0.t >= start + t }!
            XCTAssertEqual((from - frame.offsetY("list")) / (from - top), done, accuracy: 0.03, "\(t) s")
        }
        let ended = trace.allEvents.first { $0.event.name == "didScrollToTop" }!
        XCTAssertGreaterThanOrEqual(trace.frames[ended.frame].t, start + duration - 1e-9)
        XCTAssertLessThan(trace.frames[ended.frame].t, start + duration + 1.0 / 60)
    }

    func testBarHeightsChangeAndTheInsetsFollowInTheSameFrame() throws {
        let trace = try CaptureRunner.trace(Self.script(duration: 4, #"""
            {"t": 0.5, "type": "key", "key": "b"},
            {"t": 1.0, "type": "key", "key": "end"},
            {"t": 2.5, "type": "key", "key": "b"}
            """#), test: self)
        guard let change = trace.allEvents.first(where: { $0.event.name == "bars" }) else { return XCTFail("no bars event") }
        let frame = trace.frames[change.frame]
        XCTAssertEqual(frame.fields["contentInset"], .numbers([52, 32]), "compact bars, new insets in the same frame")
        XCTAssertEqual(frame.fields["indicatorInset"], .numbers([52, 32]))
        XCTAssertEqual(frame.offsetY("list"), -52, "still at the top: just below the shorter bar")
        let atEnd = trace.frames.first { $0.t >= 2.4 }!
        XCTAssertEqual(atEnd.offsetY("list"), Self.content + 32 - Self.height, accuracy: 1e-9)
        let last = trace.frames.last!
        XCTAssertEqual(last.fields["contentInset"], .numbers([64, 44]))
        XCTAssertEqual(last.offsetY("list"), Self.content + 44 - Self.height, accuracy: 1e-9, "resting at the end, it stays at the new end")
        XCTAssertEqual(last.fields.traceNumber("lastRowBottom"), Self.height - 44, accuracy: 1e-9)
    }

    /// Mid-scroll a row shows through the top bar: the bar's pixels there are a blend of the bar's
    /// near-white tint and the row's colour, neither one alone.
    func testContentShowsTintedThroughTheBar() throws {
        let (out, result) = try CaptureRunner.capture(Self.script(duration: 1.2, #"""
            {"t": 0.2, "type": "drag", "from": [200, 400], "to": [200, 300], "duration": 0.3, "hz": 120, "hold": 0.3},
            {"t": 1.0, "type": "capture", "name": "insets-mid-scroll"}
            """#), test: self)
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGReader.read(path: out + "/insets-mid-scroll.png")
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * image.width + x) * 4
            return (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
        }
        // Column x = 100 crosses rows under the bar; x = 4 is the white margin beside them.
        let throughBar = (2..<60).map { pixel(100, $0) }, besideRows = pixel(4, 30)
        XCTAssertEqual(besideRows.0, besideRows.2, accuracy: 8, "white content under the bar stays near white")
        let tinted = throughBar.filter { abs($0.0 - $0.2) > 20 && $0.0 > 120 && $0.2 > 120 }
        XCTAssertFalse(tinted.isEmpty, "a row's colour shows through the bar, lightened: \(throughBar.prefix(8))")
        let below = (200..<400).map { pixel(300, $0) }.map { abs($0.0 - $0.2) }.max() ?? 0
        XCTAssertGreaterThan(below, 60, "below the bar the rows are at full colour")
    }
}
