import App
import Capture
import ImageOutput
import Foundation
import CubescrollTesting
import XCTest

/// Limits on script input: absurd rates and counts are refused in one line before anything is
/// allocated for them, out-of-range numbers name their field, and a large script is read in
/// memory proportional to its size.
final class CaptureScriptLimitsTests: XCTestCase {
    private func error(_ json: String) -> String { CaptureTestSupport.scriptError(json) ?? "parsed without error" }

    func testADragAtAGigahertzIsRefusedBeforeExpanding() throws {
        // 118 bytes that once asked for 250 million drag samples.
        let json = #"{"duration":1,"events":[{"t":0,"type":"drag","from":[1,2],"to":[300,2],"duration":0.25,"hz":1e9}]}"#
        let (dir, result) = try Cubescroll.capture(json, test: self)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("event #0 (drag): \"hz\" is 1000000000, more than 8000"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"))
    }

    /// Drags and pinches share one `"hz"` rule: the same cap and the same words.
    func testDragAndPinchHzHaveOneCapAndOneMessage() {
        let drag = error(#"{"duration": 1, "events": [{"t": 0, "type": "drag", "from": [1, 1], "to": [9, 9], "duration": 1, "hz": 8001}]}"#)
        let pinch = error(#"{"duration": 1, "events": [{"t": 0, "type": "pinch", "x": 1, "y": 1, "scale": 2, "duration": 1, "hz": 8001}]}"#)
        let rule = #""hz" is 8001, more than 8000 (the fastest mice report 8000 times a second; write e.g. "hz": 120)"#
        XCTAssertTrue(drag.hasSuffix("event #0 (drag): " + rule), drag)
        XCTAssertTrue(pinch.hasSuffix("event #0 (pinch): " + rule), pinch)
        XCTAssertNil(CaptureTestSupport.scriptError(#"{"duration": 1, "events": [{"t": 0, "type": "pinch", "x": 1, "y": 1, "scale": 2, "duration": 0.01, "hz": 8000}]}"#))
    }

    func testTooManyInputsAreRefusedNamingTheLargestEvent() {
        // 8000 Hz for 3000 s is 24 million moves: over the 20 million inputs a script may make.
        let json = #"{"duration": 4000, "fps": 1, "events": [{"t": 0, "type": "tap", "x": 1, "y": 1}, {"t": 1, "type": "drag", "from": [1, 2], "to": [3, 4], "duration": 3000, "hz": 8000}]}"#
        XCTAssertEqual(error(json), "s.json: event #1 (drag): the events expand to 2.4e+07 inputs, more than 20000000 (this event alone makes 2.4e+07; lower \"hz\" or shorten the drags)")
    }

    func testOutOfRangeNumbersNameTheirField() {
        XCTAssertEqual(error(#"{"duration": 1e-400}"#),
                       "s.json: script: \"duration\" is 1e-400, too small to be a number other than 0 (the smallest is about 4.9e-324) (write e.g. \"duration\": 3.0)")
        XCTAssertEqual(error("{\n \"duration\": 1e999}"),
                       "s.json: script: \"duration\" is 1e999, too large to be a number (the largest is about 1.8e308) (write e.g. \"duration\": 3.0)")
        XCTAssertEqual(error(#"{"duration": 3, "events": [{"t": 0, "type": "drag", "from": [1, -2e400], "to": [3, 4], "duration": 0.1}]}"#),
                       "s.json: event #0 (drag): \"from[1]\" is -2e400, too large to be a number (the largest is about 1.8e308) (write e.g. \"from\": [x, y] in window points)")
        XCTAssertEqual(error(#"{"duration": 3, "events": [{"t": 0, "type": "tap", "x": 0e-999, "y": 0.0000e5}]}"#), "parsed without error",
                       "a zero written with a large exponent is still zero")
    }

    func testHugeWholeNumbersSayTheirLimit() {
        XCTAssertEqual(error(#"{"duration": 1, "scene": {"seed": 1e300}}"#),
                       "s.json: \"scene\": \"seed\" must be ≤ 9007199254740992, found 1e+300 (write e.g. \"seed\": 1)")
        XCTAssertEqual(error(#"{"duration": 1, "scene": {"cubes": 1e20}}"#),
                       "s.json: \"scene\": \"cubes\" must be ≤ 1000000, found 1e+20 (write e.g. \"cubes\": 30)")
    }

    func testDuplicateFieldsAreNamedWithTheirPosition() {
        XCTAssertEqual(error("{\"duration\": 1,\n \"duration\": 2}"),
                       "s.json: line 2, column 2: malformed JSON: the field \"duration\" appears twice in one object (keep one)")
        XCTAssertEqual(error("{\"duration\": 3, \"events\": [\n{\"t\": 0, \"type\": \"tap\", \"x\": 1, \"y\": 2, \"x\": 3}]}"),
                       "s.json: line 2, column 41: malformed JSON: the field \"x\" appears twice in one object (keep one)")
    }

    func testTheStreamExpandsLikeTheWholeList() throws {
        let script = try CaptureTestSupport.script("""
            {"duration": 3, "events": [
              {"t": 0, "type": "key", "key": "right"},
              {"t": 0.1, "type": "drag", "from": [10, 20], "to": [300, 20], "duration": 0.25, "hz": 120, "hold": 0.1},
              {"t": 0.2, "type": "wheel", "dy": -1},
              {"t": 0.2, "type": "key", "key": "left"},
              {"t": 0.45, "type": "capture", "name": "mid"},
              {"t": 0.45, "type": "resize", "width": 800, "height": 600},
              {"t": 0.5, "type": "tap", "x": 5, "y": 5},
              {"t": 0.52, "type": "wheel", "dx": 0.5},
              {"t": 0.6, "type": "down", "x": 1, "y": 1}, {"t": 0.6, "type": "move", "x": 2, "y": 1},
              {"t": 0.7, "type": "up", "x": 2, "y": 1},
              {"t": 0.7, "type": "drag", "from": [1, 1], "to": [2, 2], "duration": 0.013, "hz": 8000}]}
            """)
        var stream = ScriptInputStream(script)
        var streamed: [ScriptInput] = []
        while let input = stream.next() { streamed.append(input) }
        XCTAssertEqual(streamed, script.inputs)
        XCTAssertEqual(streamed.count, 1 + 32 + 2 + 1 + 1 + 2 + 1 + 3 + 106)
    }

    func testPeakMemoryOfALargeScriptStaysWithinTenTimesItsSize() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        func write(_ name: String, events: Int) throws -> Int {
            var text = #"{"window": {"width": 64, "height": 36}, "fps": 5, "duration": 2, "events": ["# + "\n"
            for i in 0..<events {
                text += (i == 0 ? "" : ",\n") + #"{"t": \#(String(format: "%.6f", Double(i) * 1e-5)), "type": "move", "x": \#(100 + i % 500).5, "y": 200.25}"#
            }
            text += "]}\n"
            try text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
            return text.utf8.count
        }
        let size = try write("big.json", events: 100_000)
        _ = try write("small.json", events: 1)
        let baseline = try peakMemory(["capture", dir + "/small.json", "--out", dir + "/small"])
        let big = try peakMemory(["capture", dir + "/big.json", "--out", dir + "/big"])
        XCTAssertEqual(baseline.status, 0)
        XCTAssertEqual(big.status, 0)
        let extra = big.bytes - baseline.bytes
        XCTAssertLessThanOrEqual(extra, 10 * size,
                                 "a \(size / 1024) KiB script took \(extra / 1024) KiB more at peak than a one-event script")
    }

    /// Runs `cubescroll ARGS` (output discarded) and returns its exit status and peak resident
    /// memory in bytes (the kernel's ru_maxrss for that child alone).
    private func peakMemory(_ arguments: [String]) throws -> (status: Int32, bytes: Int) {
        let (status, usage) = CubescrollProcess.usage(arguments)
        return (status, usage.ru_maxrss * 1024)
    }
}
