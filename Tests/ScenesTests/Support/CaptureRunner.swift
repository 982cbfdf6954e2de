import Capture
import Foundation
import XCTest
import CubescrollTesting

/// Runs the built `cubescroll` binary on a script, the way a user or CI would, for scene
/// capture tests (see docs/scenes.md); `CubescrollProcess` does the work.
enum CaptureRunner {
    typealias Result = CubescrollProcess.Result

    static var binary: String { CubescrollProcess.binary }

    /// Runs `cubescroll ARGS`, waiting at most `timeout` seconds.
    static func run(_ arguments: [String], timeout: Double = 120) throws -> Result {
        try CubescrollProcess.run(arguments, timeout: timeout)
    }

    /// Writes `script` to a fresh directory (removed after the test), runs `cubescroll capture`
    /// on it with `extra` arguments, and returns the output directory and the result.
    static func capture(_ script: String, _ extra: [String] = [], test: XCTestCase) throws -> (out: String, result: Result) {
        let (dir, result) = try CubescrollProcess.capture(script, extra, prefix: "cubescroll-scene", test: test)
        return (dir + "/out", result)
    }

    /// `--compare GOLDENS` (a folder next to the calling test file), plus `--record` when
    /// CUBESCROLL_RECORD_GOLDENS=1: for a golden whose script needs files the test writes first
    /// (a fixture folder). Goldens of self-contained scripts belong in the repository's suite,
    /// Tests/Goldens (docs/scenes.md).
    static func goldenArguments(_ folder: String = "Goldens", testFile: String = #filePath) -> [String] {
        let goldens = URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent(folder).path
        let record = ProcessInfo.processInfo.environment["CUBESCROLL_RECORD_GOLDENS"] == "1"
        return ["--compare", goldens] + (record ? ["--record"] : [])
    }

    /// Captures and reads the trace back, failing the test when the run did not succeed.
    static func trace(_ script: String, _ extra: [String] = [], test: XCTestCase,
                      file: StaticString = #filePath, line: UInt = #line) throws -> Trace {
        try CubescrollProcess.trace(script, extra, prefix: "cubescroll-scene", test: test, file: file, line: line)
    }
}
