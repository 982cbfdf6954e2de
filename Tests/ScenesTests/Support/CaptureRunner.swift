import Capture
import Foundation
import XCTest

/// Runs the built `cubescroll` binary on a script, the way a user or CI would, for scene
/// capture tests (see docs/scenes.md).
enum CaptureRunner {
    /// The build products directory (where the test bundle and the `cubescroll` binary live).
    static var binary: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("cubescroll").path
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `cubescroll ARGS`, waiting at most `timeout` seconds.
    static func run(_ arguments: [String], timeout: Double = 120) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        group.enter(); DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter(); DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if group.wait(timeout: .now() + timeout) == .timedOut { process.terminate() }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Writes `script` to a fresh directory (removed after the test), runs `cubescroll capture`
    /// on it with `extra` arguments, and returns the output directory and the result.
    static func capture(_ script: String, _ extra: [String] = [], test: XCTestCase) throws -> (out: String, result: Result) {
        let dir = NSTemporaryDirectory() + "cubescroll-scene-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try script.write(toFile: dir + "/script.json", atomically: true, encoding: .utf8)
        let result = try run(["capture", dir + "/script.json", "--out", dir + "/out"] + extra)
        return (dir + "/out", result)
    }

    /// Captures and reads the trace back, failing the test when the run did not succeed.
    static func trace(_ script: String, _ extra: [String] = [], test: XCTestCase,
                      file: StaticString = #filePath, line: UInt = #line) throws -> Trace {
        let (out, result) = try capture(script, extra, test: test)
        XCTAssertEqual(result.status, 0, "capture failed: \(result.stderr)", file: file, line: line)
        return try TraceReader.read(path: out + "/trace.jsonl")
    }

    /// `--compare GOLDENS` (a folder next to the calling test file), plus `--record` when
    /// CUBESCROLL_RECORD_GOLDENS=1.
    static func goldenArguments(_ folder: String = "Goldens", testFile: String = #filePath) -> [String] {
        let goldens = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(folder).path
        let record = ProcessInfo.processInfo.environment["CUBESCROLL_RECORD_GOLDENS"] == "1"
        return ["--compare", goldens] + (record ? ["--record"] : [])
    }
}
