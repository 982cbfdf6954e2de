import SceneKit
import App
import Capture
import ImageOutput
import Platform
import Foundation
import XCTest

/// Runs the built `cubescroll` binary the way a user or CI would, and reads what it leaves.
enum Cubescroll {
    /// The build products directory (where the test bundle and the `cubescroll` binary live).
    static var productsDirectory: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    static var binary: String { productsDirectory.appendingPathComponent("cubescroll").path }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `cubescroll ARGS` with `environment` added, waiting at most `timeout` seconds.
    static func run(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 120) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Drain both pipes concurrently so a chatty child cannot block on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        group.enter(); DispatchQueue.global().async { outData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter(); DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        if group.wait(timeout: .now() + timeout) == .timedOut { process.terminate() }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Writes `script` to a fresh directory, runs `cubescroll capture` on it, and returns the
    /// directory (script.json, out/…) and the result.
    static func capture(_ script: String, _ extra: [String] = [], test: XCTestCase) throws -> (dir: String, result: Result) {
        let dir = NSTemporaryDirectory() + "cubescroll-scenario-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try script.write(toFile: dir + "/script.json", atomically: true, encoding: .utf8)
        let result = try run(["capture", dir + "/script.json", "--out", dir + "/out"] + extra)
        return (dir, result)
    }

    /// Captures and reads the trace, failing the test when the run did not succeed.
    static func trace(_ script: String, _ extra: [String] = [], test: XCTestCase,
                      file: StaticString = #filePath, line: UInt = #line) throws -> Trace {
        let (dir, result) = try capture(script, extra, test: test)
        XCTAssertEqual(result.status, 0, "capture failed: \(result.stderr)", file: file, line: line)
        return try TraceReader.read(path: dir + "/out/trace.jsonl")
    }
}

/// A script with the default window (960×540) and 30 cubes; the strip's centre line is y = 448.2
/// for that window (stripFrame [0, 388.8, 960, 118.8]).
func script(events: String, duration: Double = 4, fps: Double = 60, cubes: Int = 30,
            width: Int = 960, height: Int = 540) -> String {
    """
    { "window": {"width": \(width), "height": \(height), "scale": 1}, "fps": \(fps), "duration": \(duration),
      "scene": {"cubes": \(cubes), "seed": 1},
      "events": [\(events)] }
    """
}

extension Trace {
    var last: TraceFrame { frames[frames.count - 1] }
    var pitch: Double { header.pitch }
    var maxOffset: Double { header.contentSize.width - header.boundsSize.width }
    /// Event names over the whole run, in order, without didScroll.
    var callbackNames: [String] { allEvents.map(\.event.name).filter { $0 != "didScroll" } }
    func events(named name: String) -> [TraceEvent] { allEvents.map(\.event).filter { $0.name == name } }
    /// True when `x` is a whole number of pitches (a cube sits centred).
    func isSnapped(_ x: Double) -> Bool {
        abs(x / pitch - (x / pitch).rounded()) * pitch < 0.01
    }
}

extension TraceValue {
    var numbers: [Double] { if case .numbers(let n) = self { return n } else { return [] } }
    var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    var number: Double? { if case .number(let n) = self { return n } else { return nil } }
}
