import SceneKit
import App
import Capture
import ImageOutput
import Platform
import Foundation
import XCTest
import CubescrollTesting

/// Runs the built `cubescroll` binary the way a user or CI would, and reads what it leaves
/// (`CubescrollProcess` does the work; `capture` returns the run's folder, with `out/` in it).
enum Cubescroll {
    typealias Result = CubescrollProcess.Result

    static var productsDirectory: URL { CubescrollProcess.productsDirectory }
    static var binary: String { CubescrollProcess.binary }

    /// Runs `cubescroll ARGS` with `environment` added, waiting at most `timeout` seconds.
    static func run(_ arguments: [String], environment: [String: String] = [:], timeout: Double = 120) throws -> Result {
        try CubescrollProcess.run(arguments, environment: environment, timeout: timeout)
    }

    /// Writes `script` to a fresh directory, runs `cubescroll capture` on it, and returns the
    /// directory (script.json, out/…) and the result.
    static func capture(_ script: String, _ extra: [String] = [], test: XCTestCase) throws -> (dir: String, result: Result) {
        try CubescrollProcess.capture(script, extra, prefix: "cubescroll-scenario", test: test)
    }

    /// Captures and reads the trace, failing the test when the run did not succeed.
    static func trace(_ script: String, _ extra: [String] = [], test: XCTestCase,
                      file: StaticString = #filePath, line: UInt = #line) throws -> Trace {
        try CubescrollProcess.trace(script, extra, prefix: "cubescroll-scenario", test: test, file: file, line: line)
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
    func events(named name: String) -> [SceneEvent] { allEvents.map(\.event).filter { $0.name == name } }
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
