import SceneKit
import App
import Capture
import Scenes
import ImageOutput
import Platform
import ScrollPhysics
import XCTest

/// Bad capture scripts: every message names the file; syntax errors the line and column; field
/// errors the event's index and type (or the object), what is wrong and how to fix it.
final class CaptureScriptErrorTests: XCTestCase {
    private func error(_ json: String) -> String { CaptureTestSupport.scriptError(json) ?? "parsed without error" }

    /// Asserts that `json` fails with "s.json: " + `message`.
    private func assertError(_ json: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(error(json), "s.json: \(message)", file: file, line: line)
    }

    private func events(_ events: String) -> String { "{\"duration\": 3, \"events\": [\(events)]}" }

    func testMalformedJSONGivesFileLineAndColumn() {
        let value = "(expected a value: an object, array, string, number, true, false or null)"
        XCTAssertEqual(error("{\n  \"duration\": 1,\n  \"events\": [1, 2,, 3]\n}"), "s.json: line 3, column 19: malformed JSON: unexpected ',' \(value)")
        XCTAssertEqual(error("{\n  \"duration\": 1\n  \"fps\": 60\n}"),
                       "s.json: line 3, column 3: malformed JSON: expected ',' or '}' after a field's value, found '\"' (a comma may be missing)")
        XCTAssertEqual(error("{\"duration\": 1"), "s.json: line 1, column 15: malformed JSON: unexpected end of the text inside an object (add the closing '}')")
        XCTAssertEqual(error("{\n\"a\": tru }"), "s.json: line 2, column 6: malformed JSON: unknown word 'tru' \(value)")
        XCTAssertEqual(error("{\"duration\": 1} x"),
                       "s.json: line 1, column 17: malformed JSON: unexpected 'x' after the end of the JSON value (remove it, or wrap the values in an array or object)")
        XCTAssertEqual(error(""), "s.json: line 1, column 1: malformed JSON: the text is empty (expected a JSON value)")
        XCTAssertEqual(error("{\"duration\": 01}"), "s.json: line 1, column 14: malformed JSON: a number may not start with 0 followed by digits (write 1, not 01)")
        XCTAssertEqual(error("{\"duration\": \"a\nb\"}"),
                       "s.json: line 1, column 16: malformed JSON: a control character (byte 10) inside a string (write \\n for a line break, \\t for a tab)")
        XCTAssertEqual(error("{\"duration\": \"\\q\"}"),
                       "s.json: line 1, column 15: malformed JSON: invalid escape \\q (use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)")
        XCTAssertEqual(error("{\"duration\": 1, \"events\": [1, 2,]}"), "s.json: line 1, column 33: malformed JSON: unexpected ']' after a comma (remove the trailing comma)")
        XCTAssertEqual(error("{\"duration\": 1, }"), "s.json: line 1, column 17: malformed JSON: expected a field name, found '}' (remove the trailing comma)")
        XCTAssertEqual(error("{\"duration\" 1}"), "s.json: line 1, column 13: malformed JSON: expected ':' after the field name \"duration\", found '1'")
        XCTAssertEqual(error("{\"duration\": 1.}"), "s.json: line 1, column 16: malformed JSON: expected a digit after the decimal point (write 1.0 or 1, not 1.)")
        XCTAssertEqual(error("{\"duration\": \"3}"), "s.json: line 1, column 14: malformed JSON: unterminated string (add the closing '\"')")
        // Columns count characters, not bytes: "é" and "ü" are 2 bytes of UTF-8 each but one column.
        XCTAssertEqual(error("{\"é\": \"ü\", \"b\": ]}"), "s.json: line 1, column 17: malformed JSON: unexpected ']' \(value)")
        XCTAssertEqual(error(String(repeating: "[", count: 1000)), "s.json: line 1, column 513: malformed JSON: arrays and objects are nested more than 512 deep")
        // Escapes decode: \u00e9 is é, a surrogate pair is one scalar.
        XCTAssertEqual(error("{\"duration\": 1, \"events\": [{\"t\": 0, \"type\": \"capture\", \"name\": \"caf\\u00e9\\ud83d\\ude00\"}]}"),
                       "s.json: event #0 (capture): \"name\" \"café😀\" is not a valid file name (use 1–100 letters, digits, '.', '_' or '-', starting with a letter or digit)")
    }

    func testTopLevelShapeAndFields() {
        XCTAssertEqual(error("[]"), "s.json: script: the top level must be an object such as {\"duration\": 3, \"events\": []}, found an array")
        XCTAssertEqual(error("{\"events\": []}"), "s.json: script: missing field \"duration\" (add \"duration\": 3.0)")
        let json = "{\"duration\": 1, \"fsp\": 60}"
        assertError(json, "script: unknown field \"fsp\" (known fields: window, fps, duration, scene, events)")
        assertError("{\"duration\": 1, \"fps\": 0}", "script: \"fps\" must be > 0, found 0 (write e.g. \"fps\": 60)")
        assertError("{\"duration\": -2}", "script: \"duration\" must be > 0, found -2 (write e.g. \"duration\": 3.0)")
        assertError("{\"duration\": \"3\"}", "script: \"duration\" must be a number, found the string \"3\" (write e.g. \"duration\": 3.0)")
        assertError("{\"duration\": 1, \"window\": {\"width\": 0, \"height\": 540}}", "\"window\": \"width\" must be ≥ 1, found 0 (write e.g. \"width\": 960)")
        assertError("{\"duration\": 1, \"window\": {\"width\": 960.5}}", "\"window\": \"width\" must be a whole number, found 960.5 (write e.g. \"width\": 960)")
        assertError("{\"duration\": 1, \"window\": {\"scale\": -1}}", "\"window\": \"scale\" must be > 0, found -1 (write e.g. \"scale\": 1)")
        assertError("{\"duration\": 1, \"scene\": 5}", "\"scene\": must be an object such as {\"name\": \"cubes\", \"cubes\": 30}, found a number")
        assertError("{\"duration\": 1, \"scene\": {\"cubes\": 0}}", "\"scene\": \"cubes\" must be ≥ 1, found 0 (write e.g. \"cubes\": 30)")
        assertError("{\"duration\": 1, \"events\": {}}", "script: \"events\" must be an array of event objects, found an object")
        assertError("{\"duration\": 100000, \"fps\": 60}", "script: \"duration\" 100000.0 s at 60.0 fps makes more than 1000000 frames (shorten the run or lower fps)")
    }

    func testUnknownTypeAndMissingOrBadFieldsNameTheEvent() {
        let twoLines = "{\"duration\": 3, \"events\": [\n {\"t\": 0, \"type\": \"down\", \"x\": 1, \"y\": 2},\n {\"t\": 0.5, \"type\": \"swipe\"}]}"
        XCTAssertEqual(error(twoLines),
                       "s.json: event #1: unknown type \"swipe\" (use one of down, move, up, drag, tap, doubleclick, wheel, pinch, key, resize, capture)")
        assertError(events("{\"t\": 0, \"x\": 1}"), "event #0: missing field \"type\" (add \"type\": one of down, move, up, drag, tap, doubleclick, wheel, pinch, key, resize, capture)")
        assertError(events("7"), "event #0: must be an object such as {\"t\": 0.5, \"type\": \"tap\", \"x\": 100, \"y\": 200}, found a number")
        assertError(events("{\"type\": \"tap\", \"x\": 1, \"y\": 2}"), "event #0 (tap): missing field \"t\" (add \"t\": 0.5)")
        assertError(events("{\"t\": 0, \"type\": \"down\", \"x\": 1}"), "event #0 (down): missing field \"y\" (add \"y\": 200)")
        assertError(events("{\"t\": 0, \"type\": \"move\", \"x\": \"100\", \"y\": 2}"), "event #0 (move): \"x\" must be a number, found the string \"100\" (write e.g. \"x\": 100)")
        assertError(events("{\"t\": 0, \"type\": \"drag\", \"from\": [1, 2], \"duration\": 0.2}"), "event #0 (drag): missing field \"to\" (add \"to\": [x, y] in window points)")
        assertError(events("{\"t\": 0, \"type\": \"drag\", \"from\": [1], \"to\": [3, 4], \"duration\": 0.2}"), "event #0 (drag): \"from\" must be an array of two numbers, found an array of 1 (write \"from\": [x, y] in window points)")
        assertError(events("{\"t\": 0, \"type\": \"drag\", \"from\": [1, 2], \"to\": [3, 4], \"duration\": 0}"), "event #0 (drag): \"duration\" must be > 0, found 0 (write e.g. \"duration\": 0.25)")
        assertError(events("{\"t\": 0, \"type\": \"drag\", \"from\": [1, 2], \"to\": [3, 4], \"duration\": 0.1, \"hold\": -1}"), "event #0 (drag): \"hold\" must be ≥ 0, found -1 (seconds still before the up)")
        assertError(events("{\"t\": 0, \"type\": \"tap\", \"x\": 1, \"y\": 2, \"button\": 2}"), "event #0 (tap): unknown field \"button\" (known fields: t, type, x, y)")
        assertError(events("{\"t\": 0, \"type\": \"wheel\"}"), "event #0 (wheel): missing field \"dy\" or \"dx\" (add e.g. \"dy\": -1 for one notch towards the user)")
        assertError(events("{\"t\": 0, \"type\": \"wheel\", \"dy\": 1, \"shift\": 1}"), "event #0 (wheel): \"shift\" must be true or false, found a number")
        assertError(events("{\"t\": 0, \"type\": \"resize\", \"width\": 800, \"height\": 0}"), "event #0 (resize): \"height\" must be ≥ 1, found 0 (write e.g. \"height\": 600)")
        // "comment" is allowed everywhere and ignored.
        XCTAssertNil(CaptureTestSupport.scriptError(events("{\"t\": 0, \"type\": \"key\", \"key\": \"up\", \"comment\": \"scroll up\"}")))
    }

    func testNaNAndInfiniteValuesAreRejectedWithTheField() {
        assertError(events("{\"t\": 0, \"type\": \"down\", \"x\": NaN, \"y\": 2}"), "event #0 (down): \"x\" is NaN (use a finite number, e.g. \"x\": 100)")
        assertError(events("{\"t\": Infinity, \"type\": \"tap\", \"x\": 1, \"y\": 2}"), "event #0 (tap): \"t\" is infinite (use a finite number, e.g. \"t\": 0.5)")
        assertError(events("{\"t\": 0, \"type\": \"drag\", \"from\": [1, -Infinity], \"to\": [3, 4], \"duration\": 0.1}"), "event #0 (drag): \"from[1]\" is infinite (use a finite number, e.g. \"from\": [x, y] in window points)")
        assertError("{\"duration\": NaN}", "script: \"duration\" is NaN (use a finite number, e.g. \"duration\": 3.0)")
    }

    func testNegativeAndOutOfOrderTimes() {
        assertError(events("{\"t\": -0.5, \"type\": \"key\", \"key\": \"left\"}"), "event #0 (key): \"t\" is -0.5, negative (times are seconds from the start of the run, ≥ 0)")
        let unordered = events("""
            {"t": 0.1, "type": "key", "key": "left"}, {"t": 0.5, "type": "key", "key": "right"},
            {"t": 0.2, "type": "key", "key": "home"}
            """)
        assertError(unordered, "event #2 (key): \"t\" is 0.2, before event #1's 0.5 (events must be in time order: sort them by \"t\")")
        assertError(events("{\"t\": 3.5, \"type\": \"capture\", \"name\": \"x\"}"), "event #0 (capture): \"t\" is 3.5, after the script's \"duration\" 3 (raise \"duration\" or move the event earlier)")
        assertError(events("{\"t\": 2.9, \"type\": \"drag\", \"from\": [1, 2], \"to\": [3, 4], \"duration\": 0.25}"), "event #0 (drag): it ends at t = 3.15, after the script's \"duration\" 3 (raise \"duration\" or move the event earlier)")
        // A tap at the very end of the run has no room for its up 50 ms later.
        XCTAssertTrue(error(events("{\"t\": 3, \"type\": \"tap\", \"x\": 1, \"y\": 2}")).contains("event #0 (tap): it ends at t = 3.05"))
        // Equal times are in order.
        XCTAssertNil(CaptureTestSupport.scriptError(events("{\"t\": 1, \"type\": \"key\", \"key\": \"up\"}, {\"t\": 1, \"type\": \"key\", \"key\": \"up\"}")))
    }

    func testUnknownKeyNames() {
        assertError(events("{\"t\": 0, \"type\": \"key\", \"key\": \"space\"}"), "event #0 (key): unknown key \"space\" (use one of left, right, up, down, pageup, pagedown, home, end, or one letter, digit, + or -)")
        assertError(events("{\"t\": 0, \"type\": \"key\", \"key\": 39}"), "event #0 (key): \"key\" must be a string, found a number (write e.g. \"key\": \"right\")")
    }

    func testMouseButtonStateAndOverlappingPointerEvents() {
        let twoDowns = events("{\"t\": 0, \"type\": \"down\", \"x\": 1, \"y\": 2}, {\"t\": 0.1, \"type\": \"down\", \"x\": 1, \"y\": 2}")
        assertError(twoDowns, "event #1 (down): the button is already down since event #0 (add an \"up\" before this event)")
        assertError(events("{\"t\": 0, \"type\": \"up\", \"x\": 1, \"y\": 2}"), "event #0 (up): no button is down (add a \"down\" before this \"up\")")
        let overlap = events("""
            {"t": 0.5, "type": "drag", "from": [1, 2], "to": [3, 4], "duration": 0.25, "hold": 0.1},
            {"t": 0.6, "type": "tap", "x": 1, "y": 2}
            """)
        assertError(overlap, "event #1 (tap): starts at t = 0.6 while event #0 (drag) runs until t = 0.85 (start it at or after 0.85; the mouse has one pointer)")
        // Keys and wheel events may happen during a drag; the next pointer event may start when it ends.
        XCTAssertNil(CaptureTestSupport.scriptError(events("""
            {"t": 0.5, "type": "drag", "from": [1, 2], "to": [3, 4], "duration": 0.25},
            {"t": 0.6, "type": "key", "key": "left"}, {"t": 0.6, "type": "wheel", "dy": 1},
            {"t": 0.75, "type": "tap", "x": 1, "y": 2}
            """)))
    }

    func testCaptureNames() {
        assertError(events("{\"t\": 0, \"type\": \"capture\", \"name\": \"../x\"}"), "event #0 (capture): \"name\" \"../x\" is not a valid file name (use 1–100 letters, digits, '.', '_' or '-', starting with a letter or digit)")
        assertError(events("{\"t\": 0, \"type\": \"capture\", \"name\": \"a\"}, {\"t\": 1, \"type\": \"capture\", \"name\": \"a\"}"), "event #1 (capture): capture name \"a\" is already used by event #0 (names must be unique: each is a file NAME.png)")
    }

    func testLoadNamesAMissingFile() {
        XCTAssertThrowsError(try Script.load(path: "/nonexistent/script.json", scenes: SceneCatalog.all)) { error in
            XCTAssertEqual((error as? ScriptError)?.message, "cannot read /nonexistent/script.json: No such file or directory")
            XCTAssertEqual((error as? ScriptError)?.exitCode, 2)
        }
    }

    func testCommandLineOverridesAreChecked() throws {
        let script = try CaptureTestSupport.script("{\"duration\": 1}")
        XCTAssertEqual(try script.overriding(fps: 144).frameCount, 145)
        XCTAssertThrowsError(try script.overriding(fps: 0)) { error in
            XCTAssertEqual((error as? ScriptError)?.message, "--fps must be a number > 0, e.g. --fps 60 (got 0)")
        }
        XCTAssertThrowsError(try script.overriding(fps: .nan))
        XCTAssertThrowsError(try script.overriding(size: Size(width: 0, height: 10))) { error in
            XCTAssertEqual((error as? ScriptError)?.message,
                           "--size must be WIDTHxHEIGHT in whole points, each side 1…8192, e.g. --size 1280x720 (got 0x10)")
        }
        XCTAssertEqual(try script.overriding(size: Size(width: 1280, height: 720)).windowSize, Size(width: 1280, height: 720))
    }
}
