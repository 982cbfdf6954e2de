import Capture
import Foundation
import SceneKit
import XCTest

/// The Clock wheel through the real `cubescroll capture` binary (docs/techniques/clock-wheel.md).
final class ClockCaptureTests: XCTestCase {
    static func script(style: String = "wheel", fps: Int = 60, duration: Double = 4, _ events: String) -> String {
        """
        { "window": {"width": 480, "height": 400}, "fps": \(fps), "duration": \(duration),
          "scene": {"name": "clock", "hour": 9, "minute": 41, "style": "\(style)"}, "events": [ \(events) ] }
        """
    }

    /// A flick on each wheel, a slow drag released between rows, a wheel notch and a key.
    static let gestures = """
        {"t": 0.2, "type": "drag", "from": [180, 260], "to": [180, 200], "duration": 0.08, "hz": 120, "hold": 0},
        {"t": 0.4, "type": "drag", "from": [300, 150], "to": [300, 230], "duration": 0.1, "hz": 120, "hold": 0},
        {"t": 3.0, "type": "drag", "from": [300, 200], "to": [300, 180], "duration": 0.5, "hz": 120, "hold": 0.1},
        {"t": 4.2, "type": "wheel", "x": 180, "y": 200, "dx": 0, "dy": -1},
        {"t": 5.0, "type": "key", "key": "down"}
        """

    func testTheWheelScrollsExactlyLikeAPlainScrollView() throws {
        let wheel = try CaptureRunner.trace(Self.script(duration: 7, Self.gestures), test: self)
        let flat = try CaptureRunner.trace(Self.script(style: "flat", duration: 7, Self.gestures), test: self)
        XCTAssertEqual(wheel.frames.count, flat.frames.count)
        for (a, b) in zip(wheel.frames, flat.frames) {
            XCTAssertEqual(a.scrollView("hours")?.offset, b.scrollView("hours")?.offset, "hours at \(a.t)")
            XCTAssertEqual(a.scrollView("minutes")?.offset, b.scrollView("minutes")?.offset, "minutes at \(a.t)")
        }
        XCTAssertNotEqual(wheel.frames.last?.fields["hour"], wheel.frames.first?.fields["hour"], "the hours wheel turned")
    }

    func testLandingsSnapToARowThatSitsFlatOnTheCentreLine() throws {
        let trace = try CaptureRunner.trace(Self.script(duration: 7, Self.gestures), test: self)
        let rests = trace.allEvents.filter { $0.event.name == "selected" }
        XCTAssertGreaterThanOrEqual(rests.count, 4, "each gesture came to rest")
        for (frame, event) in rests {
            let name = event.arguments.traceText("sv")
            let rows = numbers(trace.frames[frame], "\(name)Rows"), angles = numbers(trace.frames[frame], "\(name)Angles")
            let row = event.traceNumber("row")
            guard let k = rows.firstIndex(of: row) else { XCTFail("selected row not visible"); continue }
            XCTAssertEqual(angles[k], 0, accuracy: 1e-9, "row \(row) of \(name) is on the centre line, flat")
            // |θ| grows with the distance (in rows) from the centre line and stays short of 90°.
            let pitch = number(trace.header.scene, "rowHeight") / number(trace.header.scene, "radius")
            for i in rows.indices {
                XCTAssertEqual(abs(angles[i]), Double(abs(i - k)) * pitch, accuracy: 1e-9)
                XCTAssertLessThan(abs(angles[i]), .pi / 2)
            }
        }
        let last = trace.frames.last!
        XCTAssertEqual(last.fields["hour"], .int(Int(rests.last { $0.event.arguments.traceText("sv") == "hours" }!.event.traceNumber("row"))))
    }

    func testAnglesArePureFunctionsOfTheOffset() throws {
        let trace = try CaptureRunner.trace(Self.script(duration: 7, Self.gestures), test: self)
        var seen: [Double: [Double]] = [:]
        for frame in trace.frames {
            guard let y = frame.scrollView("minutes")?.offset.y else { continue }
            let angles = numbers(frame, "minutesAngles")
            if let earlier = seen[y] { XCTAssertEqual(earlier, angles, "same offset \(y), same angles") } else { seen[y] = angles }
        }
    }

    private func numbers(_ frame: TraceFrame, _ key: String) -> [Double] {
        if case .numbers(let v)? = frame.fields[key] { return v }
        return []
    }

    private func number(_ fields: [TraceField], _ key: String) -> Double {
        if case .number(let v)? = fields[key] { return v }
        XCTFail("no \(key)"); return .nan
    }
}
