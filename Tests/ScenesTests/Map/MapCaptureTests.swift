import Capture
import Foundation
import SceneKit
import ScrollPhysics
import XCTest

/// The map and its flag through the real `cubescroll capture` binary (docs/techniques/map-flag.md).
/// The window is 640 × 400; the flag's pole starts at the map's centre, shown at (320, 200), its
/// pennant to the right of the pole's top.
final class MapCaptureTests: XCTestCase {
    /// A script on a `width` × `height` map autoscrolling at `speed` pt/s (default: the book's 50).
    static func script(width: Int = 2400, height: Int = 1600, speed: Int = 50, window: (Int, Int) = (640, 400),
                       duration: Double, _ events: String) -> String {
        """
        { "window": {"width": \(window.0), "height": \(window.1)}, "fps": 60, "duration": \(duration),
          "scene": {"name": "map", "map-width": \(width), "map-height": \(height), "autoscroll-speed": \(speed)},
          "events": [ \(events) ] }
        """
    }

    struct State {
        var t: Double, offset: Point, flag: Point, onScreen: Point, autoscrolling: Bool
        init(_ f: TraceFrame) {
            func point(_ key: String) -> Point {
                if case .numbers(let v)? = f.fields[key], v.count == 2 { return Point(x: v[0], y: v[1]) }
                return Point(x: .nan, y: .nan)
            }
            t = f.t; offset = f.scrollView("map")?.offset ?? Point(x: .nan, y: .nan)
            flag = point("flag"); onScreen = point("flagOnScreen"); autoscrolling = f.fields.traceFlag("autoscrolling")
        }
    }

    func testDraggingTheFlagMovesTheFlagNotTheMap() throws {
        let trace = try CaptureRunner.trace(Self.script(duration: 1.2, #"""
            {"t": 0.2, "type": "drag", "from": [330, 185], "to": [450, 260], "duration": 0.4, "hz": 120, "hold": 0.2}
            """#), test: self)
        let states = trace.frames.map(State.init)
        XCTAssertTrue(states.allSatisfy { $0.offset == Point(x: 880, y: 600) }, "the map never moved")
        XCTAssertEqual(states.last!.onScreen.x, 440, accuracy: 1e-6, "the pole followed the pointer: +120")
        XCTAssertEqual(states.last!.onScreen.y, 275, accuracy: 1e-6, "and +75")
        XCTAssertEqual(trace.allEvents.filter { $0.event.name == "flagDropped" }.count, 1)
    }

    func testNearAnEdgeTheMapAutoscrollsFivePointsEveryTenthOfASecondWithOneTimer() throws {
        // Into the right zone, then the pointer keeps moving inside it for a second (one timer, not one per move).
        var moves: [String] = []
        for i in 0..<120 { moves.append(#"{"t": \#(0.7 + Double(i) / 120), "type": "move", "x": \#(620 + Double(i % 8)), "y": 185}"#) }
        let trace = try CaptureRunner.trace(Self.script(duration: 2.2, #"""
            {"t": 0.2, "type": "down", "x": 330, "y": 185},
            {"t": 0.3, "type": "move", "x": 400, "y": 185},
            {"t": 0.5, "type": "move", "x": 620, "y": 185},
            \#(moves.joined(separator: ",\n")),
            {"t": 1.9, "type": "up", "x": 620, "y": 185}
            """#), test: self)
        let steps = trace.allEvents.filter { $0.event.name == "autoscroll" }
        let times = steps.map { trace.frames[$0.frame].t }
        // Started at 0.5 s, so steps at 0.6, 0.7, … 1.8, 13 of them before the release at 1.9 (a step
        // due at 1.9 itself may land either side of it in floating point).
        XCTAssertEqual(Double(steps.count), 13.5, accuracy: 0.5, "one step per 0.1 s: \(times)")
        XCTAssertEqual(times.first ?? 0, 0.6, accuracy: 1.0 / 60 + 1e-9)
        for (a, b) in zip(times, times.dropFirst()) { XCTAssertEqual(b - a, 0.1, accuracy: 1.0 / 60 + 1e-9) }
        for (a, b) in zip(steps, steps.dropFirst()) {
            XCTAssertEqual(b.event.firstNumber("offset") - a.event.firstNumber("offset"), 5, accuracy: 1e-9)
        }
        let states = trace.frames.map(State.init)
        let during = states.filter { $0.t > 0.6 && $0.t < 1.9 }
        // The pointer is at 620, but the whole flag (34 pt wide, its pole 3 pt from its left) stays in
        // the 640 pt window: the pole at 609.
        XCTAssertTrue(during.allSatisfy { abs($0.onScreen.x - 609) < 1e-6 }, "\(during.map(\.onScreen.x))")
        XCTAssertEqual(states.last!.offset.x, 880 + 5 * Double(steps.count), accuracy: 1e-9)
        XCTAssertFalse(states.last!.autoscrolling, "released: no more steps")
    }

    func testAutoscrollStopsWhenSixPointsOrLessOfContentRemain() throws {
        // An 800 pt map in a 640 pt window: offset 80 at the start, 160 at most.
        let trace = try CaptureRunner.trace(Self.script(width: 800, height: 400, duration: 3.5, #"""
            {"t": 0.2, "type": "drag", "from": [330, 185], "to": [625, 185], "duration": 0.3, "hz": 120, "hold": 2.8}
            """#), test: self)
        let last = State(trace.frames.last!)
        let margin = 800 - (last.offset.x + 640)
        XCTAssertGreaterThan(margin, 2)
        XCTAssertLessThanOrEqual(margin, 6)
        XCTAssertEqual(trace.allEvents.filter { $0.event.name == "autoscrollStopped" }.count, 1)
    }

    func testDraggingTheMapCarriesTheFlagAndZoomKeepsItOnItsPlace() throws {
        let trace = try CaptureRunner.trace(Self.script(duration: 2, #"""
            {"t": 0.2, "type": "drag", "from": [200, 300], "to": [100, 250], "duration": 0.3, "hz": 120, "hold": 0.2},
            {"t": 1.2, "type": "wheel", "x": 300, "y": 200, "dx": 0, "dy": 1, "ctrl": true}
            """#), test: self)
        let states = trace.frames.map(State.init)
        for s in states {
            XCTAssertEqual(s.flag, Point(x: 1200, y: 800), "the flag stays on its map point")
        }
        let before = states.first { $0.t >= 1.0 }!, start = states[0]
        XCTAssertEqual(before.onScreen.x - start.onScreen.x, -(before.offset.x - start.offset.x), accuracy: 1e-9)
        XCTAssertEqual(before.onScreen.y - start.onScreen.y, -(before.offset.y - start.offset.y), accuracy: 1e-9)
        let zoomed = states.last!
        XCTAssertEqual(trace.frames.last!.scrollView("map")?.zoom ?? 0, 1.25, accuracy: 1e-9)
        XCTAssertEqual(zoomed.onScreen.x, 300 + (before.onScreen.x - 300) * 1.25, accuracy: 1e-6, "zoom keeps the point under the pointer")
    }

    /// Autoscrolling at the default speed, toward the bottom-right corner with the pointer on the
    /// window's edge: the whole flag — pole and cloth — stays inside the window in every frame, and
    /// the map moves 5 pt a step at 250 pt/s (the default; the book's 50 is `autoscroll-speed 50`).
    func testTheWholeFlagStaysInsideTheWindowWhileAutoscrollingAtTheDefaultSpeed() throws {
        let trace = try CaptureRunner.trace("""
            { "window": {"width": 1280, "height": 720}, "fps": 60, "duration": 2.5, "scene": {"name": "map"},
              "events": [ {"t": 0.2, "type": "drag", "from": [645, 345], "to": [1279, 719], "duration": 0.3, "hz": 120, "hold": 1.8} ] }
            """, test: self)
        guard case .number(let speed)? = trace.header.scene["autoscrollSpeed"] else { return XCTFail("no autoscrollSpeed") }
        XCTAssertEqual(speed, 250)
        let states = trace.frames.map(State.init)
        XCTAssertTrue(states.contains { $0.autoscrolling })
        for s in states where s.t > 0.2 {
            // The flag's frame: 3 pt left of the pole to 31 pt right of it, 44 pt above it.
            XCTAssertGreaterThanOrEqual(s.onScreen.x - 3, 0, "t \(s.t)")
            XCTAssertLessThanOrEqual(s.onScreen.x + 31, 1280, "cloth inside at t \(s.t)")
            XCTAssertGreaterThanOrEqual(s.onScreen.y - 44, 0, "t \(s.t)")
            XCTAssertLessThanOrEqual(s.onScreen.y, 720, "t \(s.t)")
        }
        let steps = trace.allEvents.filter { $0.event.name == "autoscroll" }.map { trace.frames[$0.frame].t }
        XCTAssertGreaterThan(steps.count, 50, "about 50 steps a second")
        let moved = states.last!.offset.x - states[0].offset.x
        XCTAssertEqual(moved / (steps.last! - steps.first!), 250, accuracy: 40, "pt/s along x")
    }
}
