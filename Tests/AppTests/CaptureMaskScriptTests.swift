import Capture
import Scenes
import ScrollPhysics
import XCTest

/// `"mask"` on capture events: parsed in window points; mistakes are one line with the file, the
/// line and column of the capture event, and what to write instead.
final class CaptureMaskScriptTests: XCTestCase {
    private func parse(_ mask: String) throws -> Script {
        let text = """
            {"duration": 1,
             "events": [
              {"t": 0, "type": "tap", "x": 1, "y": 2},
              {"t": 0.5, "type": "capture", "name": "clock", "mask": \(mask)}]}
            """
        return try Script.parse(Array(text.utf8), fileName: "s.json", scenes: SceneCatalog.all)
    }

    private func message(_ mask: String) -> String? {
        do { _ = try parse(mask); return nil } catch { return (error as? ScriptError)?.message ?? "\(error)" }
    }

    func testMasksAreReadInWindowPoints() throws {
        let script = try parse(#"[{"x": 10, "y": 20, "width": 200, "height": 40, "comment": "the clock"}, {"x": 0, "y": 500, "width": 960, "height": 40}]"#)
        XCTAssertEqual(script.captureMasks, ["clock": [Rect(x: 10, y: 20, width: 200, height: 40),
                                                      Rect(x: 0, y: 500, width: 960, height: 40)]])
        XCTAssertEqual(try parse("[]").captureMasks, [:])
    }

    func testBadMasksNameTheLineAndColumn() {
        let at = "s.json: line 4, column 3: event #1 (capture)"
        XCTAssertEqual(message("5"), #"\#(at): "mask" must be an array of rectangles such as [{"x": 0, "y": 0, "width": 200, "height": 40}], found a number"#)
        XCTAssertEqual(message("[[0, 0, 5, 5]]"), #"\#(at): "mask" #0: must be an object such as {"x": 0, "y": 0, "width": 200, "height": 40}, found an array"#)
        XCTAssertEqual(message(#"[{"x": 0, "y": 0, "width": -5, "height": 1}]"#), #"\#(at): "mask" #0: "width" must be > 0, found -5 (write e.g. "width": 200)"#)
        XCTAssertEqual(message(#"[{"x": 0, "y": 0, "width": 5, "height": 1}, {"x": 0, "width": 5, "height": 1}]"#),
                       #"\#(at): "mask" #1: missing field "y" (add "y": 0)"#)
        XCTAssertEqual(message(#"[{"x": 0, "y": 0, "w": 5, "height": 1}]"#), #"\#(at): "mask" #0: unknown field "w" (known fields: x, y, width, height)"#)
    }
}
