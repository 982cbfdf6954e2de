import App
import Capture
import Foundation
import RunSupport
import Scenes
import ScrollPhysics
import XCTest

/// `--every`, `--jobs`, `--size`, `--fps` and `--draw` have one rule and one message each
/// (`RunOptionRules`, `FrameDrawing`): every command that takes the option, and a program calling
/// `CaptureRun` or `Script.overriding` itself, says the same words with exit status 2.
final class RunOptionRulesTests: XCTestCase {
    private func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "cubescroll-option-rules-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try #"{"duration": 0.1, "window": {"width": 64, "height": 48}}"#.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        return dir
    }

    /// `cubescroll ARGS`: exit 2, exactly `cubescroll: MESSAGE (see cubescroll COMMAND --help)`
    /// on stderr, nothing on stdout.
    private func expect(_ arguments: [String], _ message: String, help command: String,
                        file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try Cubescroll.run(arguments, environment: ["DISPLAY": "", "WAYLAND_DISPLAY": "", "CI": ""])
        XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr, "cubescroll: \(message) (see cubescroll \(command) --help)\n", "\(arguments)", file: file, line: line)
        XCTAssertEqual(result.stdout, "", "\(arguments)", file: file, line: line)
    }

    func testEveryHasOneMessage() throws {
        let dir = try folder()
        let capture = ["capture", dir + "/s.json", "--out", dir + "/out"]
        try expect(capture + ["--every", "0"], "--every must be a whole number ≥ 1 (got '0')", help: "capture")
        try expect(capture + ["--every", "2.5"], "--every must be a whole number ≥ 1 (got '2.5')", help: "capture")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), "nothing written")
    }

    func testJobsHasOneMessageAndCapInCaptureAndSuite() throws {
        let dir = try folder()
        let capture = ["capture", dir + "/s.json", "--out", dir + "/out"]
        for (command, arguments) in [("capture", capture), ("suite", ["suite", dir])] {
            for given in ["0", "257", "many"] {
                try expect(arguments + ["--jobs", given], "--jobs must be a whole number 1…256 (got '\(given)')", help: command)
            }
        }
    }

    func testSizeHasOneMessageForEveryWayItIsWrong() throws {
        let dir = try folder()
        let capture = ["capture", dir + "/s.json", "--out", dir + "/out"]
        for given in ["100", "wide", "0x0", "-3x4", "8193x100", "100x09000"] {
            try expect(capture + ["--size", given],
                       "--size must be WIDTHxHEIGHT in whole points, each side 1…8192, e.g. --size 1280x720 (got \(given))",
                       help: "capture")
        }
        // The largest side is accepted as far as the option goes.
        let edge = try Cubescroll.run(capture + ["--size", "8192x1", "--fps", "1"])
        XCTAssertEqual(edge.status, 0, edge.stderr)
    }

    /// The window's sides have the same cap as capture's `--size`.
    func testTheWindowsSidesHaveTheSameCap() throws {
        try expect(["window", "--width", "8193"], "--width must be a whole number 1…\(RunOptionRules.maximumSide) (got '8193')",
                   help: "window")
        try expect(["--height", "0"], "--height must be a whole number 1…8192 (got '0')", help: "window")
    }

    func testFpsHasOneMessage() throws {
        let dir = try folder()
        let capture = ["capture", dir + "/s.json", "--out", dir + "/out"]
        try expect(capture + ["--fps", "0"], "--fps must be a number > 0, e.g. --fps 60 (got 0)", help: "capture")
        try expect(capture + ["--fps", "-2.5"], "--fps must be a number > 0, e.g. --fps 60 (got -2.5)", help: "capture")
    }

    /// The golden comparison's options read the same in capture and suite.
    func testToleranceAndMaxDifferingHaveOneMessageInCaptureAndSuite() throws {
        let dir = try folder()
        let capture = ["capture", dir + "/s.json", "--out", dir + "/out", "--compare", dir + "/goldens"]
        for (command, arguments) in [("capture", capture), ("suite", ["suite", dir])] {
            try expect(arguments + ["--tolerance", "256"], "--tolerance must be a whole number 0…255 (got '256')", help: command)
            try expect(arguments + ["--tolerance", "0.5"], "--tolerance must be a whole number 0…255 (got '0.5')", help: command)
            try expect(arguments + ["--max-differing", "1.5"],
                       "--max-differing must be a fraction 0…1, e.g. --max-differing 0.002 (got 1.5)", help: command)
        }
    }

    /// `--draw` is one word list for both commands.
    func testDrawIsSpelledOneWay() throws {
        let dir = try folder()
        let message = "the value 'every' is invalid for '--draw <all|images>': use one of 'all' and 'images'"
        try expect(["capture", dir + "/s.json", "--out", dir + "/out", "--draw", "every"], message, help: "capture")
        try expect(["suite", dir, "--draw", "every"], message, help: "suite")
        XCTAssertEqual(FrameDrawing.allCases.map(\.rawValue), ["all", "images"])
    }

    /// A program that fills `CaptureOptions` itself meets the same rules, in the same words.
    func testTheLibraryGivesTheCommandLinesMessages() throws {
        let dir = try folder()
        func refusal(_ change: (inout CaptureOptions) -> Void) -> String? {
            var options = CaptureOptions(scriptPath: dir + "/s.json", outputDirectory: dir + "/out", scenes: SceneCatalog.all)
            change(&options)
            do { _ = try CaptureRun.run(options); return nil } catch let e as CaptureError {
                XCTAssertEqual(e.exitCode, 2)
                return e.message
            } catch let e as ScriptError {
                XCTAssertEqual(e.exitCode, 2)
                return e.message
            } catch { return "\(error)" }
        }
        XCTAssertEqual(refusal { $0.every = 0 }, "--every must be a whole number ≥ 1 (got '0')")
        XCTAssertEqual(refusal { $0.jobs = 300 }, "--jobs must be a whole number 1…256 (got '300')")
        XCTAssertEqual(refusal { $0.size = Size(width: 9000, height: 10) },
                       "--size must be WIDTHxHEIGHT in whole points, each side 1…8192, e.g. --size 1280x720 (got 9000x10)")
        XCTAssertEqual(refusal { $0.size = Size(width: 10.5, height: 10) },
                       "--size must be WIDTHxHEIGHT in whole points, each side 1…8192, e.g. --size 1280x720 (got 10.5x10)")
        XCTAssertEqual(refusal { $0.fps = .infinity }, "--fps must be a number > 0, e.g. --fps 60 (got inf)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"))
    }
}
