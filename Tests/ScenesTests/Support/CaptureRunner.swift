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

    /// Captures and reads the trace back, failing the test when the run did not succeed.
    static func trace(_ script: String, _ extra: [String] = [], test: XCTestCase,
                      file: StaticString = #filePath, line: UInt = #line) throws -> Trace {
        try CubescrollProcess.trace(script, extra, prefix: "cubescroll-scene", test: test, file: file, line: line)
    }
}
