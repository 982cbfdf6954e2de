import App
import Capture
import ImageOutput
import Foundation
import XCTest

/// Inputs meant to break capture: endless or huge scripts, absurd rates, names that would flood the
/// terminal, stale output of earlier runs, a signal while a large script loads (docs/capture.md,
/// "Headless capture").
final class CaptureHostileInputTests: XCTestCase {
    private func error(_ json: String) -> String { CaptureTestSupport.scriptError(json) ?? "parsed without error" }

    func testAnEndlessScriptIsReadUpToTheBoundAndRefusedInOneLine() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let result = try Cubescroll.run(["capture", "/dev/zero", "--out", dir + "/out"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("/dev/zero is larger than 256 MiB"), result.stderr)
        XCTAssertEqual(CaptureTestSupport.files(dir), [], "nothing written")
    }

    func testAStaleTraceIsRemovedByARunThatFailsOnItsScript() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: dir + "/out/trace.jsonl", contents: Data("{\"type\":\"header\"}\n".utf8))
        try #"{"duration": 1, "events": 3}"#.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let result = try Cubescroll.run(["capture", dir + "/s.json", "--out", dir + "/out"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"), "docs/capture.md: no trace is left")
    }

    func testQuotedValuesAreShortenedAndEscaped() {
        let huge = "a\u{0}b\n" + String(repeating: "x", count: 1_000_000)
        for json in [#"{"duration": 1, "events": [{"t": 0, "type": "capture", "name": "\#(huge)"}]}"#,
                     #"{"duration": 1, "events": [{"t": 0, "type": "\#(huge)"}]}"#,
                     #"{"duration": 1, "\#(huge)": 1, "events": []}"#,
                     #"{"duration": 1, "scene": {"name": "\#(huge)"}, "events": []}"#] {
            let escaped = json.replacingOccurrences(of: "\u{0}", with: "\\u0000").replacingOccurrences(of: "\n", with: "\\n")
            let message = error(escaped)
            XCTAssertLessThan(message.utf8.count, 500, String(message.prefix(300)))
            XCTAssertFalse(message.contains("\u{0}") || message.contains("\n"), message)
            XCTAssertTrue(message.contains(#""a\u0000b\nxxx"#), message)
            XCTAssertTrue(message.contains("x…\""), message)
        }
    }

    func testPinchRatesAreBoundedAndEveryEventsInputsCounted() throws {
        XCTAssertTrue(error(#"{"duration": 10, "events": [{"t": 0, "type": "pinch", "x": 1, "y": 1, "scale": 2, "duration": 9, "hz": 1e9}]}"#)
            .contains(#"event #0 (pinch): "hz" is 1000000000, more than 8000"#))
        // Two fingers: 2 × (10,400,000 + 2) inputs, more than the 20,000,000 a run may have.
        XCTAssertTrue(error(#"{"duration": 1400, "fps": 1, "events": [{"t": 0, "type": "pinch", "x": 1, "y": 1, "scale": 2, "duration": 1300, "hz": 8000}]}"#)
            .contains("event #0 (pinch): the events expand to 2.08e+07 inputs"))
        // The count made before running is the count the run makes, for every kind of event.
        let script = try CaptureTestSupport.script(#"""
            {"duration": 3, "events": [
              {"t": 0, "type": "doubleclick", "x": 5, "y": 5}, {"t": 0.5, "type": "tap", "x": 5, "y": 5},
              {"t": 0.7, "type": "pinch", "x": 50, "y": 50, "scale": 0.5, "duration": 0.3, "hz": 97},
              {"t": 1.1, "type": "drag", "from": [1, 1], "to": [90, 9], "duration": 0.2, "hz": 133, "hold": 0.1},
              {"t": 1.5, "type": "wheel", "dy": -1}, {"t": 1.5, "type": "key", "key": "home"},
              {"t": 1.6, "type": "down", "x": 1, "y": 1}, {"t": 1.7, "type": "up", "x": 1, "y": 1},
              {"t": 2, "type": "capture", "name": "c"}]}
            """#)
        let counted = script.events.map(ScriptInputStream.inputCount(of:)).reduce(0, +)
        XCTAssertEqual(counted, Double(script.inputs.count))
    }

    /// Events sharing one timestamp (and pinches, streamed like drags) come out of the stream in
    /// the order the eager expansion gives.
    func testTheStreamMatchesTheEagerExpansionWithTiesAndPinches() throws {
        var events: [String] = []
        for i in 0..<300 { events.append(#"{"t": 0.5, "type": "wheel", "dy": \#(i % 3 - 1)}"#) }
        events.append(#"{"t": 0.5, "type": "pinch", "x": 200, "y": 100, "scale": 2, "duration": 0.4, "hz": 60}"#)
        for i in 0..<50 { events.append(#"{"t": 0.6, "type": "key", "key": "\#(i % 2 == 0 ? "right" : "left")"}"#) }
        events.append(#"{"t": 0.9, "type": "drag", "from": [10, 10], "to": [300, 10], "duration": 0.3, "hz": 120}"#)
        for _ in 0..<50 { events.append(#"{"t": 1.0, "type": "wheel", "dx": 1}"#) }
        let script = try CaptureTestSupport.script(#"{"duration": 2, "events": [\#(events.joined(separator: ","))]}"#)
        var scheduler = InputScheduler(script)
        var streamed: [ScriptInput] = []
        for frame in 0..<script.frameCount { streamed += scheduler.inputs(through: script.frameTime(frame)) }
        XCTAssertEqual(streamed, script.inputs)
    }

    /// Starts `cubescroll capture` on a script of `count` wheel notches all at t = 0 (with `header`'s
    /// fields), in a fresh folder; returns the folder, the process and its stderr pipe.
    private func startSameTimeCapture(_ count: Int, header: String) throws -> (dir: String, process: Process, stderr: Pipe) {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        var text = "{" + header + #""events": ["#
        text.reserveCapacity(40 * count)
        for i in 0..<count { text += i == 0 ? #"{"t":0,"type":"wheel","dy":-1}"# : #",{"t":0,"type":"wheel","dy":-1}"# }
        text += "]}"
        try text.write(toFile: dir + "/s.json", atomically: false, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Cubescroll.binary)
        process.arguments = ["capture", dir + "/s.json", "--out", dir + "/out"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return (dir, process, err)
    }

    /// Sends `signal` and waits; returns the seconds it took to end and its stderr.
    private func stop(_ process: Process, _ err: Pipe, with signal: Int32) -> (seconds: Double, stderr: String) {
        let sent = Date()
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (Date().timeIntervalSince(sent), stderr)
    }

    func testSIGTERMDuringAFrameWithManyInputsDueStopsBetweenThem() throws {
        let (dir, process, err) = try startSameTimeCapture(200_000, header: #""window": {"width": 160, "height": 90}, "fps": 1, "duration": 2, "#)
        // The run's list of files appears just before the first frame.
        let deadline = Date() + 60
        while !FileManager.default.fileExists(atPath: dir + "/out/" + OutputManifest.fileName) && process.isRunning && Date() < deadline {
            usleep(5_000)
        }
        usleep(100_000)
        XCTAssertTrue(process.isRunning, "still delivering frame 0's inputs")
        let (seconds, stderr) = stop(process, err, with: SIGTERM)
        XCTAssertLessThan(seconds, 5, "stops between inputs, not after all of them")
        XCTAssertEqual(process.terminationStatus, 143, stderr)
        XCTAssertTrue(stderr.hasSuffix("cubescroll: interrupted at frame 0 of 3\n"), stderr)
        XCTAssertEqual(CaptureTestSupport.files(dir + "/out"), [], "no trace, no list")
    }

    func testSIGINTWhileALargeScriptLoadsEndsTheRunAtOnce() throws {
        // 1,500,000 events at one time: loading and validating them takes seconds in a debug build.
        let (dir, process, err) = try startSameTimeCapture(1_500_000, header: #""duration": 1, "#)
        usleep(300_000)
        XCTAssertTrue(process.isRunning, "still loading")
        let (seconds, stderr) = stop(process, err, with: SIGINT)
        XCTAssertLessThan(seconds, 5, "ends at once, not after loading")
        XCTAssertEqual(process.terminationStatus, 130, stderr)
        XCTAssertEqual(stderr, "cubescroll: interrupted before the first frame\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), "nothing written")
    }
}
