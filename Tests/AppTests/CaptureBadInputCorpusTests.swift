import App
import Capture
import Foundation
import XCTest

/// A corpus of malformed and hostile scripts and options, each run through the real `cubescroll
/// capture`: every one is refused with exactly one line on stderr, exit status 2, and nothing in the
/// output folder — not even a trace an earlier run left there (docs/capture.md, "Headless capture").
final class CaptureBadInputCorpusTests: XCTestCase {
    /// One bad input: the script's text (nil: the script path itself is the problem), extra options,
    /// and a piece of the message that says what is wrong.
    private struct Case {
        var name: String
        var script: String?
        var options: [String] = []
        var says: String
        /// Raw bytes appended to the script (invalid UTF-8, control bytes).
        var raw: [UInt8] = []
    }

    private static let ok = #"{"duration": 1, "events": []}"#
    private static func events(_ list: String, duration: Double = 2) -> String { #"{"duration": \#(duration), "events": [\#(list)]}"# }

    private var corpus: [Case] {
        let nul = "a\\u0000b"
        let long = String(repeating: "n", count: 200_000)
        return [
            Case(name: "empty file", script: "", says: "s.json"),
            Case(name: "not JSON", script: "hello", says: "line 1, column 1"),
            Case(name: "truncated", script: #"{"duration": 1, "events": [{"t": 0"#, says: "line 1"),
            Case(name: "trailing garbage", script: Self.ok + " x", says: "line 1"),
            Case(name: "top level array", script: "[]", says: "the top level must be an object"),
            Case(name: "NUL byte in the text", script: "{\"duration\": 1,\u{0} \"events\": []}", says: "line 1"),
            Case(name: "invalid UTF-8", script: "{\"duration\": 1, \"events\": [], \"x", says: "s.json", raw: [0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D]),
            Case(name: "deep nesting", script: String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000), says: "s.json"),
            Case(name: "huge number", script: #"{"duration": 1e400, "events": []}"#, says: "duration"),
            Case(name: "NaN duration", script: #"{"duration": -0.0, "events": []}"#, says: "duration"),
            Case(name: "duplicate field", script: #"{"duration": 1, "duration": 2, "events": []}"#, says: "appears twice"),
            Case(name: "events not an array", script: #"{"duration": 1, "events": {}}"#, says: "\"events\" must be an array"),
            Case(name: "too many frames", script: #"{"duration": 1e9, "events": []}"#, says: "frames"),
            Case(name: "window zero", script: #"{"duration": 1, "window": {"width": 0, "height": 10}, "events": []}"#, says: "width"),
            Case(name: "window too large", script: #"{"duration": 1, "window": {"width": 9000, "height": 10}, "events": []}"#, says: "8192"),
            Case(name: "unknown scene", script: #"{"duration": 1, "scene": {"name": "\#(nul)"}, "events": []}"#, says: #"unknown scene "a\u0000b""#),
            Case(name: "unknown type", script: Self.events(#"{"t": 0, "type": "\#(long)"}"#), says: "unknown type \"nnn"),
            Case(name: "type not a string", script: Self.events(#"{"t": 0, "type": 3}"#), says: "\"type\" must be a string"),
            Case(name: "missing t", script: Self.events(#"{"type": "tap", "x": 1, "y": 1}"#), says: "missing field \"t\""),
            Case(name: "negative t", script: Self.events(#"{"t": -1, "type": "tap", "x": 1, "y": 1}"#), says: "negative"),
            Case(name: "t after duration", script: Self.events(#"{"t": 9, "type": "tap", "x": 1, "y": 1}"#), says: "after the script's"),
            Case(name: "out of order", script: Self.events(#"{"t": 1, "type": "wheel", "dy": 1}, {"t": 0.5, "type": "wheel", "dy": 1}"#), says: "time order"),
            Case(name: "up without down", script: Self.events(#"{"t": 0, "type": "up", "x": 1, "y": 1}"#), says: "no button is down"),
            Case(name: "down twice", script: Self.events(#"{"t": 0, "type": "down", "x": 1, "y": 1}, {"t": 0.1, "type": "down", "x": 1, "y": 1}"#), says: "already down"),
            Case(name: "tap during drag", script: Self.events(#"{"t": 0, "type": "drag", "from": [1, 1], "to": [9, 9], "duration": 1}, {"t": 0.5, "type": "tap", "x": 1, "y": 1}"#), says: "one pointer"),
            Case(name: "drag hz", script: Self.events(#"{"t": 0, "type": "drag", "from": [1, 1], "to": [9, 9], "duration": 1, "hz": 1e12}"#), says: "more than 8000"),
            Case(name: "pinch hz", script: Self.events(#"{"t": 0, "type": "pinch", "x": 1, "y": 1, "scale": 2, "duration": 1, "hz": 1e9}"#), says: "more than 8000"),
            Case(name: "pinch scale zero", script: Self.events(#"{"t": 0, "type": "pinch", "x": 1, "y": 1, "scale": 0, "duration": 1}"#), says: "scale"),
            Case(name: "too many inputs", script: Self.events(#"{"t": 0, "type": "drag", "from": [1, 1], "to": [9, 9], "duration": 2600, "hz": 8000}"#, duration: 3000), says: "inputs"),
            Case(name: "drag point not numbers", script: Self.events(#"{"t": 0, "type": "drag", "from": ["a", 1], "to": [9, 9], "duration": 1}"#), says: "from"),
            Case(name: "wheel without delta", script: Self.events(#"{"t": 0, "type": "wheel"}"#), says: "dy"),
            Case(name: "unknown key", script: Self.events(#"{"t": 0, "type": "key", "key": "\#(nul)\#(long)"}"#), says: #"unknown key "a\u0000bnnn"#),
            Case(name: "resize too large", script: Self.events(#"{"t": 0, "type": "resize", "width": 100000, "height": 10}"#), says: "resize"),
            Case(name: "capture name with a slash", script: Self.events(#"{"t": 0, "type": "capture", "name": "../x"}"#), says: "not a valid file name"),
            Case(name: "capture name NUL and huge", script: Self.events(#"{"t": 0, "type": "capture", "name": "\#(nul)\#(long)"}"#), says: "…"),
            Case(name: "duplicate capture name", script: Self.events(#"{"t": 0, "type": "capture", "name": "a"}, {"t": 0.5, "type": "capture", "name": "a"}"#), says: "already used"),
            Case(name: "unknown event field", script: Self.events(#"{"t": 0, "type": "tap", "x": 1, "y": 1, "\#(long)": 1}"#), says: "unknown field"),
            Case(name: "script is a folder", script: nil, options: ["DIR"], says: "cannot read"),
            Case(name: "script does not exist", script: nil, options: ["DIR/missing.json"], says: "No such file"),
            Case(name: "endless script", script: nil, options: ["/dev/zero"], says: "256 MiB"),
            Case(name: "fps zero", script: Self.ok, options: ["--fps", "0"], says: "--fps"),
            Case(name: "fps NaN", script: Self.ok, options: ["--fps", "nan"], says: "--fps"),
            Case(name: "size garbage", script: Self.ok, options: ["--size", "\u{1}x2"], says: "--size"),
            Case(name: "size too large", script: Self.ok, options: ["--size", "100000x10"], says: "--size"),
            Case(name: "every zero", script: Self.ok, options: ["--every", "0"], says: "--every"),
            Case(name: "jobs huge", script: Self.ok, options: ["--jobs", "100000"], says: "--jobs"),
            Case(name: "unknown scene option", script: Self.ok, options: ["--scene", "cubes\u{7}"], says: "scene"),
            Case(name: "tolerance without compare", script: Self.ok, options: ["--tolerance", "3"], says: "--compare"),
            Case(name: "video type", script: Self.ok, options: ["--video", "DIR/v.txt"], says: "--video"),
            Case(name: "shaders missing", script: Self.ok, options: ["--shaders", "DIR/none"], says: "shaders"),
            Case(name: "out is a file", script: Self.ok, options: ["--out", "DIR/s.json"], says: "cannot use output directory"),
        ]
    }

    func testEveryBadInputIsOneLineExitTwoAndWritesNothing() throws {
        for item in corpus {
            let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
            let out = dir + "/out"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            // An earlier run's trace, which a failed run must not leave looking like its own.
            _ = FileManager.default.createFile(atPath: out + "/trace.jsonl", contents: Data("{}\n".utf8))
            var arguments = ["capture"]
            if let text = item.script {
                _ = FileManager.default.createFile(atPath: dir + "/s.json", contents: Data(text.utf8) + Data(item.raw))
                arguments.append(dir + "/s.json")
            } else {
                arguments.append(item.options[0].replacingOccurrences(of: "DIR", with: dir))
            }
            let options = (item.script == nil ? Array(item.options.dropFirst()) : item.options)
                .map { $0.replacingOccurrences(of: "DIR", with: dir) }
            let ownOut = !options.contains("--out")
            if ownOut { arguments += ["--out", out] }
            let result = try Cubescroll.run(arguments + options, timeout: 60)
            let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(result.status, 2, "\(item.name): \(result.stderr.prefix(300))")
            XCTAssertEqual(lines.count, 2, "\(item.name): one line, ending in a newline: \(result.stderr.prefix(300))")
            XCTAssertLessThanOrEqual(result.stderr.utf8.count, 600, "\(item.name): short: \(result.stderr.prefix(300))")
            XCTAssertFalse(result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(item.name): no control characters")
            XCTAssertTrue(result.stderr.contains(item.says), "\(item.name): says \(item.says): \(result.stderr.prefix(300))")
            if ownOut {
                XCTAssertEqual(CaptureTestSupport.files(out), [], "\(item.name): nothing written, no stale trace")
            }
        }
    }
}
