import SceneKit
import App
import Capture
import ImageOutput
import Platform
import ScrollPhysics
import XCTest

/// Valid scripts: defaults, drag/tap expansion, frame times and the input scheduler.
final class CaptureScriptTests: XCTestCase {
    /// docs/capture.md's example script, verbatim.
    static let readmeExample = """
        { "window": {"width": 960, "height": 540, "scale": 1},
          "fps": 60, "duration": 3.0,
          "scene": {"cubes": 30, "seed": 1},
          "events": [
            {"t": 0.10, "type": "down", "x": 700, "y": 380},
            {"t": 0.12, "type": "move", "x": 680, "y": 380},
            {"t": 0.30, "type": "up",   "x": 500, "y": 380},
            {"t": 0.50, "type": "drag", "from": [700, 380], "to": [400, 380], "duration": 0.25, "hz": 120, "hold": 0},
            {"t": 1.00, "type": "tap",  "x": 480, "y": 150},
            {"t": 1.20, "type": "wheel", "dx": 0, "dy": -1},
            {"t": 1.30, "type": "key", "key": "right"},
            {"t": 1.50, "type": "resize", "width": 800, "height": 600},
            {"t": 2.00, "type": "capture", "name": "after-fling"} ] }
        """

    func testReadmeExampleParses() throws {
        let s = try CaptureTestSupport.script(Self.readmeExample)
        XCTAssertEqual(s.windowSize, Size(width: 960, height: 540))
        XCTAssertEqual(s.scale, 1)
        XCTAssertEqual(s.fps, 60)
        XCTAssertEqual(s.duration, 3)
        XCTAssertEqual(s.scene, SceneSelection(name: "cubes", given: ["cubes": .int(30), "seed": .int(1)]))
        XCTAssertEqual(s.events.map(\.typeName), ["down", "move", "up", "drag", "tap", "wheel", "key", "resize", "capture"])
        XCTAssertEqual(s.events[3].kind, .drag(from: Point(x: 700, y: 380), to: Point(x: 400, y: 380), duration: 0.25, hz: 120, hold: 0))
        XCTAssertEqual(s.events[5].kind, .wheel(dx: 0, dy: -1, shift: false, ctrl: false, kind: nil, at: nil))
        XCTAssertEqual(s.events[6].kind, .key(.scroll(.right)))
        XCTAssertEqual(s.events[7].kind, .resize(Size(width: 800, height: 600)))
        XCTAssertEqual(s.events[8].kind, .capture(name: "after-fling"))

        let inputs = s.inputs
        // 3 + (1 down + 30 moves + 1 up) + 2 + 4.
        XCTAssertEqual(inputs.count, 41)
        XCTAssertEqual(inputs.map(\.t), inputs.map(\.t).sorted())
        XCTAssertEqual(inputs.first, ScriptInput(t: 0.1, eventIndex: 0, .mouseDown(Point(x: 700, y: 380))))
        XCTAssertEqual(inputs.last, ScriptInput(t: 2, eventIndex: 8, .capture(name: "after-fling")))
    }

    func testDefaultsAndOptionalFields() throws {
        let s = try CaptureTestSupport.script("""
            {"duration": 1, "events": [{"t": 0.5, "type": "wheel", "dy": 2, "shift": true, "continuous": true}]}
            """)
        XCTAssertEqual(s.windowSize, Size(width: 960, height: 540))
        XCTAssertEqual(s.scale, 1)
        XCTAssertEqual(s.fps, 60)
        XCTAssertEqual(s.scene, SceneSelection(name: "cubes", given: [:]))
        // No pointer event before it: the wheel is at the window's centre (default window 960×540).
        XCTAssertEqual(s.inputs, [ScriptInput(t: 0.5, eventIndex: 0, .input(.wheel(dx: 0, dy: 2, at: Point(x: 480, y: 270),
                                                                                  modifiers: .shift, kind: .continuous)))])
    }

    func testDragExpandsToDownEvenMovesHoldAndUp() throws {
        let s = try CaptureTestSupport.script("""
            {"duration": 2, "events": [{"t": 0.5, "type": "drag", "from": [700, 380], "to": [400, 380],
                                        "duration": 0.25, "hz": 120, "hold": 0.1}]}
            """)
        let inputs = s.inputs
        XCTAssertEqual(inputs.count, 32)  // down, 0.25 s × 120 Hz = 30 moves, up
        XCTAssertEqual(inputs.first, ScriptInput(t: 0.5, eventIndex: 0, .mouseDown(Point(x: 700, y: 380))))
        for k in 1...30 {
            XCTAssertEqual(inputs[k].t, 0.5 + Double(k) / 120, accuracy: 1e-12)
            XCTAssertEqual(inputs[k].kind, .mouseMove(k == 30 ? Point(x: 400, y: 380) : Point(x: 700 - 10 * Double(k), y: 380)))
        }
        XCTAssertEqual(inputs[30].t, 0.75)  // the last move is exactly at t + duration …
        XCTAssertEqual(inputs[30].kind, .mouseMove(Point(x: 400, y: 380)))  // … exactly at `to`
        XCTAssertEqual(inputs[31], ScriptInput(t: 0.85, eventIndex: 0, .mouseUp(Point(x: 400, y: 380))))
    }

    func testDragWithAnUnevenDurationSpacesMovesEvenlyAtMostOneOverHzApart() {
        // 0.26 s at 120 Hz: 31.2 intervals → 32 moves 8.125 ms apart, never a short last step.
        let inputs = Script.dragInputs(t: 1, from: Point(x: 0, y: 0), to: Point(x: 64, y: 32), duration: 0.26,
                                       hz: 120, hold: 0, eventIndex: 4)
        XCTAssertEqual(inputs.count, 34)
        let moveTimes = inputs.dropFirst().dropLast().map(\.t)
        let gaps = zip(moveTimes.dropFirst(), moveTimes).map { $0 - $1 }
        for gap in gaps { XCTAssertEqual(gap, 0.26 / 32, accuracy: 1e-12) }
        XCTAssertEqual(inputs[1].kind, .mouseMove(Point(x: 2, y: 1)))
        XCTAssertEqual(inputs[32].kind, .mouseMove(Point(x: 64, y: 32)))
        XCTAssertEqual(inputs[33], ScriptInput(t: 1.26, eventIndex: 4, .mouseUp(Point(x: 64, y: 32))))
        XCTAssertTrue(inputs.allSatisfy { $0.eventIndex == 4 })
        // A drag shorter than one report interval still moves once, at its end.
        let short = Script.dragInputs(t: 0, from: .zero, to: Point(x: 5, y: 0), duration: 0.001, hz: 60, hold: 0, eventIndex: 0)
        XCTAssertEqual(short.map(\.kind), [.mouseDown(.zero), .mouseMove(Point(x: 5, y: 0)), .mouseUp(Point(x: 5, y: 0))])
    }

    func testTapIsDownAndUpFiftyMillisecondsApartAtOnePoint() throws {
        let s = try CaptureTestSupport.script("{\"duration\": 2, \"events\": [{\"t\": 1, \"type\": \"tap\", \"x\": 480, \"y\": 150}]}")
        XCTAssertEqual(s.inputs, [ScriptInput(t: 1, eventIndex: 0, .mouseDown(Point(x: 480, y: 150))),
                                  ScriptInput(t: 1.05, eventIndex: 0, .mouseUp(Point(x: 480, y: 150)))])
    }

    func testInputsOfOverlappingEventsMergeByTimeKeepingScriptOrderForTies() throws {
        let s = try CaptureTestSupport.script("""
            {"duration": 2, "events": [
              {"t": 0.5, "type": "drag", "from": [0, 0], "to": [40, 0], "duration": 0.04, "hz": 100},
              {"t": 0.52, "type": "key", "key": "end"},
              {"t": 0.54, "type": "capture", "name": "c"}]}
            """)
        XCTAssertEqual(s.inputs.map(\.kind), [
            .mouseDown(Point(x: 0, y: 0)), .mouseMove(Point(x: 10, y: 0)), .mouseMove(Point(x: 20, y: 0)),
            .key(.end), .mouseMove(Point(x: 30, y: 0)), .mouseMove(Point(x: 40, y: 0)), .mouseUp(Point(x: 40, y: 0)),
            .capture(name: "c")])
    }

    func testFrameTimesRunFromZeroToTheFirstFrameAtOrAfterTheDuration() throws {
        func frames(_ duration: Double, _ fps: Double) throws -> Script {
            try CaptureTestSupport.script("{\"duration\": \(duration), \"fps\": \(fps)}")
        }
        XCTAssertEqual(try frames(3, 60).frameCount, 181)
        XCTAssertEqual(try frames(3, 60).frameTimes.last, 3)
        XCTAssertEqual(try frames(1, 144).frameCount, 145)
        XCTAssertEqual(try frames(0.1, 30).frameCount, 4)        // 0.1 × 30 = 3.0000000000000004 counts as 3
        XCTAssertEqual(try frames(0.1, 30).frameTimes, [0, 1.0 / 30, 2.0 / 30, 0.1])
        XCTAssertEqual(try frames(0.11, 30).frameCount, 5)       // 3.3 → the 4th interval ends after 0.11
        XCTAssertEqual(try frames(0.11, 30).frameTimes.last!, 4.0 / 30)
        XCTAssertEqual(try frames(3, 60).overriding(fps: 240).frameCount, 721)
    }

    /// For each input, the index of the frame before which the scheduler delivers it.
    private func deliveryFrames(_ script: Script) -> [Int] {
        var scheduler = InputScheduler(script)
        var result: [Int] = []
        for i in 0..<script.frameCount {
            for input in scheduler.inputs(through: script.frameTime(i)) {
                XCTAssertLessThanOrEqual(input.t, script.frameTime(i) + Script.timeTolerance)
                if i > 0 { XCTAssertGreaterThan(input.t, script.frameTime(i - 1)) }
                result.append(i)
            }
        }
        XCTAssertFalse(scheduler.hasRemaining)
        return result
    }

    func testSchedulerDeliversEachInputBeforeTheFirstFrameAtOrAfterItsTime() throws {
        let s = try CaptureTestSupport.script("""
            {"duration": 1, "events": [{"t": 0, "type": "key", "key": "up"},
              {"t": 0.10, "type": "down", "x": 700, "y": 380}, {"t": 0.12, "type": "move", "x": 680, "y": 380},
              {"t": 0.30, "type": "up", "x": 500, "y": 380}, {"t": 1, "type": "capture", "name": "end"}]}
            """)
        // t = 0 goes before frame 0; 0.1 = 6/60 exactly; 0.12 lies between 7/60 and 8/60; …
        XCTAssertEqual(deliveryFrames(try s.overriding(fps: 60)), [0, 6, 8, 18, 60])
        XCTAssertEqual(deliveryFrames(try s.overriding(fps: 30)), [0, 3, 4, 9, 30])
        XCTAssertEqual(deliveryFrames(try s.overriding(fps: 144)), [0, 15, 18, 44, 144])
        XCTAssertEqual(deliveryFrames(try s.overriding(fps: 7)), [0, 1, 1, 3, 7])
    }

    func testSchedulerGivesA120HzDragOneMovePerFrameAt120fps() throws {
        let s = try CaptureTestSupport.script("""
            {"duration": 1, "fps": 120, "events": [{"t": 0.5, "type": "drag", "from": [700, 380], "to": [400, 380],
                                                    "duration": 0.25, "hz": 120}]}
            """)
        // Moves at 0.5 + 0.25·k/30 and frames at i/120 differ in the last bit; the tolerance keeps
        // each move in its own frame: the down at frame 60, move k at frame 60 + k, the up (hold 0)
        // with the last move at frame 90.
        XCTAssertEqual(deliveryFrames(s), [60] + Array(61...90) + [90])
    }
}
