import SceneKit
import App
import Capture
import ImageOutput
import Platform
import Foundation
import XCTest

/// `cubescroll capture` from the outside: exit codes, one-line messages, no half-written output.
final class CaptureCommandLineTests: XCTestCase {
    private func assertBadInput(_ json: String, mentions needles: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let (dir, result) = try Cubescroll.capture(json, test: self)
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        for needle in needles {
            XCTAssertTrue(result.stderr.contains(needle), "stderr lacks '\(needle)': \(result.stderr)", file: file, line: line)
        }
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line: \(result.stderr)", file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"), file: file, line: line)
    }

    func testMalformedJSONNamesLineAndColumn() throws {
        try assertBadInput("{\n  \"fps\": 60,\n  \"events\": [ {\"t\": 0.1,, } ]\n}", mentions: ["script.json", "line 3"])
    }

    func testBadEventsNameTheirIndex() throws {
        try assertBadInput(script(events: #"{"t": 0.1, "type": "key", "key": "right"}, {"t": 0.2, "type": "jump"}"#),
                           mentions: ["event #1", "jump"])
        try assertBadInput(script(events: #"{"t": 0.5, "type": "tap", "x": 1, "y": 1}, {"t": 0.2, "type": "tap", "x": 1, "y": 1}"#),
                           mentions: ["event #1"])
        try assertBadInput(script(events: #"{"t": -1, "type": "tap", "x": 1, "y": 1}"#), mentions: ["event #0"])
        try assertBadInput(script(events: #"{"t": 0.1, "type": "tap", "x": "left", "y": 1}"#), mentions: ["event #0", "x"])
        try assertBadInput(script(events: #"{"t": 0.1, "type": "tap", "y": 1}"#), mentions: ["event #0", "x"])
        try assertBadInput(script(events: "", cubes: 1_000_001), mentions: ["cubes", "1000000"])
    }

    func testUnwritableOutputDirectoryIsReportedBeforeRendering() throws {
        let dir = NSTemporaryDirectory() + "cubescroll-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try script(events: "").write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        try "a file".write(toFile: dir + "/taken", atomically: true, encoding: .utf8)
        let result = try Cubescroll.run(["capture", dir + "/s.json", "--out", dir + "/taken/out"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("taken"), result.stderr)
    }

    func testMissingFFmpegIsAClearError() throws {
        let dir = NSTemporaryDirectory() + "cubescroll-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try script(events: "", duration: 0.2).write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let result = try Cubescroll.run(["capture", dir + "/s.json", "--out", dir + "/out", "--video", dir + "/v.mp4"],
                                        environment: ["PATH": "/nonexistent"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("ffmpeg"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"))
    }

    func testVideoAndEveryFrameOutputs() throws {
        let video = NSTemporaryDirectory() + "cubescroll-\(UUID().uuidString).mp4"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: video) }
        let (dir, result) = try Cubescroll.capture(script(events: "", duration: 0.5, fps: 10),
                                                   ["--every", "2", "--video", video], test: self)
        XCTAssertEqual(result.status, 0, result.stderr)
        let size = (try FileManager.default.attributesOfItem(atPath: video)[.size] as? Int) ?? 0
        XCTAssertGreaterThan(size, 1000, "an encoded video")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir + "/out").filter { $0.hasPrefix("frame-") }
        XCTAssertEqual(files.sorted(), ["frame-000000.png", "frame-000002.png", "frame-000004.png"])
    }

    func testBadOptionsAreOneLineAndExitTwo() throws {
        let dir = NSTemporaryDirectory() + "cubescroll-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try script(events: "", duration: 0.2).write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["--every", "0"], "--every"), (["--tolerance", "300"], "--tolerance"), (["--size", "12"], "--size"),
            (["--record"], "--compare"), (["--cubes", "0"], "--cubes"), (["--fps", "0"], "--fps"),
            (["--size", "9000x100"], "8192"), (["--video", dir + "/v.xyz"], "xyz"),
            (["--video", dir + "/missing/v.mp4"], "missing"),
        ]
        for (extra, needle) in cases {
            let result = try Cubescroll.run(["capture", dir + "/s.json", "--out", dir + "/out"] + extra)
            XCTAssertEqual(result.status, 2, "\(extra): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(extra): one line: \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(needle), "\(extra): \(result.stderr)")
        }
        let window = try Cubescroll.run(["--width", "0"])
        XCTAssertEqual(window.status, 2, window.stderr)
    }

    func testAFailedRunLeavesNoEarlierTraceBehind() throws {
        let (dir, first) = try Cubescroll.capture(script(events: "", duration: 0.1), test: self)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"))
        let shaders = NSTemporaryDirectory() + "cubescroll-no-shaders-\(UUID().uuidString)"
        let failed = try Cubescroll.run(["capture", dir + "/script.json", "--out", dir + "/out", "--shaders", shaders])
        XCTAssertNotEqual(failed.status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"), "the old trace is gone")
    }

    func testCubesAndSeedOverrideTheScript() throws {
        let trace = try Cubescroll.trace(script(events: "", duration: 0.1), ["--cubes", "500", "--seed", "9"], test: self)
        XCTAssertEqual(trace.header.cubes, 500)
        XCTAssertEqual(trace.header.seed, 9)
    }

    func testHelpListsTheCommands() throws {
        let result = try Cubescroll.run(["--help"])
        XCTAssertEqual(result.status, 0)
        for word in ["capture", "window"] { XCTAssertTrue(result.stdout.contains(word), "help lacks \(word)") }
        let window = try Cubescroll.run(["window", "--help"])
        for word in ["--cubes", "--width", "--height", "--wiring", "--trace", "--[no-]indicator", "--quit-after"] {
            XCTAssertTrue(window.stdout.contains(word), "window help lacks \(word)")
        }
        let capture = try Cubescroll.run(["capture", "--help"])
        for word in ["--out", "--fps", "--size", "--every", "--jobs", "--video", "--compare", "--record", "130/143"] {
            XCTAssertTrue(capture.stdout.contains(word), "capture help lacks \(word)")
        }
        let bad = try Cubescroll.run(["--cubes", "0"])
        XCTAssertNotEqual(bad.status, 0)
        XCTAssertTrue(bad.stderr.contains("--cubes"), bad.stderr)
    }
}
