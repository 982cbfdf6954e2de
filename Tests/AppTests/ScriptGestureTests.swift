import Capture
import DesktopInput
import SceneKit
import ScrollPhysics
import XCTest

/// The script events zooming scenes use: `pinch`, `doubleclick` and `wheel` with `ctrl` and a
/// cursor position, expanded into DesktopInput events.
final class ScriptGestureTests: XCTestCase {
    func testPinchExpandsIntoTwoTouchesSpreadingAboutTheCentre() throws {
        let s = try CaptureTestSupport.script("""
            {"duration": 2, "events": [{"t": 0.5, "type": "pinch", "x": 300, "y": 200, "scale": 2, "duration": 0.5, "hz": 4}]}
            """)
        let inputs = s.inputs
        XCTAssertEqual(inputs.count, 2 + 2 * 2 + 2, "began ×2, ⌈0.5·4⌉ = 2 moves ×2, ended ×2")
        XCTAssertEqual(inputs[0], ScriptInput(t: 0.5, eventIndex: 0, .input(.touch(.began, id: 1, at: Point(x: 250, y: 200)))))
        XCTAssertEqual(inputs[1], ScriptInput(t: 0.5, eventIndex: 0, .input(.touch(.began, id: 2, at: Point(x: 350, y: 200)))))
        XCTAssertEqual(inputs[2].kind, .input(.touch(.moved, id: 1, at: Point(x: 225, y: 200))))
        XCTAssertEqual(inputs[3].t, 0.75)
        XCTAssertEqual(inputs[4], ScriptInput(t: 1, eventIndex: 0, .input(.touch(.moved, id: 1, at: Point(x: 200, y: 200)))))
        XCTAssertEqual(inputs[7], ScriptInput(t: 1, eventIndex: 0, .input(.touch(.ended, id: 2, at: Point(x: 400, y: 200)))))
    }

    func testDoubleClickIsTwoClicksTheSecondCountingTwo() throws {
        let s = try CaptureTestSupport.script("""
            {"duration": 1, "events": [{"t": 0.1, "type": "doubleclick", "x": 10, "y": 20}]}
            """)
        let p = Point(x: 10, y: 20)
        XCTAssertEqual(s.inputs.map(\.kind), [.mouseDown(p), .mouseUp(p), .input(.mouseDown(p, button: .left, clickCount: 2)), .mouseUp(p)])
        for (t, expected) in zip(s.inputs.map(\.t), [0.1, 0.15, 0.25, 0.3]) { XCTAssertEqual(t, expected, accuracy: 1e-12) }
    }

    func testCtrlWheelHappensWhereThePointerIs() throws {
        let s = try CaptureTestSupport.script("""
            {"duration": 1, "events": [{"t": 0.1, "type": "move", "x": 40, "y": 50},
              {"t": 0.2, "type": "wheel", "dy": 1, "ctrl": true},
              {"t": 0.3, "type": "wheel", "dy": -1, "ctrl": true, "shift": true, "x": 7, "y": 8}]}
            """)
        XCTAssertEqual(s.inputs[1].kind, .input(.wheel(dx: 0, dy: 1, at: Point(x: 40, y: 50), modifiers: .control, kind: nil)))
        XCTAssertEqual(s.inputs[2].kind, .input(.wheel(dx: 0, dy: -1, at: Point(x: 7, y: 8), modifiers: [.control, .shift],
                                                       kind: nil)))
    }

    func testBadGestureFieldsNameTheEvent() {
        func error(_ event: String) -> String? {
            CaptureTestSupport.scriptError("{\"duration\": 2, \"events\": [\(event)]}")
        }
        XCTAssertEqual(error("{\"t\": 0, \"type\": \"pinch\", \"x\": 1, \"y\": 2, \"duration\": 0.5}"),
                       "s.json: event #0 (pinch): missing field \"scale\" (add \"scale\": 2)")
        XCTAssertEqual(error("{\"t\": 0, \"type\": \"pinch\", \"x\": 1, \"y\": 2, \"scale\": 0, \"duration\": 0.5}")?
                        .contains("\"scale\""), true)
        XCTAssertEqual(error("{\"t\": 0, \"type\": \"doubleclick\", \"x\": 1}"),
                       "s.json: event #0 (doubleclick): missing field \"y\" (add \"y\": 200)")
        XCTAssertEqual(error("{\"t\": 0, \"type\": \"doubleclick\", \"x\": 1, \"y\": 1}, {\"t\": 0.1, \"type\": \"tap\", \"x\": 1, \"y\": 1}")?
                        .contains("while event #0 (doubleclick) runs until"), true)
        XCTAssertEqual(error("{\"t\": 0, \"type\": \"wheel\", \"dy\": 1, \"ctrl\": 1}"),
                       "s.json: event #0 (wheel): \"ctrl\" must be true or false, found a number")
    }
}
