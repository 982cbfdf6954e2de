import App
import Capture
import Foundation
import ListScene
import ScrollPhysics
import XCTest

/// Runs the list through cubescroll's headless capture host (EGL, no display): the same script
/// format, trace and golden comparison as cubescroll's own scenes.
final class ListCaptureTests: XCTestCase {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

    func testAFlingLandsOnARowAndEveryRestIsReported() throws {
        let out = NSTemporaryDirectory() + "scrolling-list-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: out) }
        var options = CaptureOptions(scriptPath: Self.here + "/fling.json", outputDirectory: out,
                                     scenes: [ListScene.self])
        options.goldenDirectory = Self.here + "/Goldens"
        options.record = ProcessInfo.processInfo.environment["CUBESCROLL_RECORD_GOLDENS"] == "1"
        options.showsProgress = false
        let summary = try CaptureRun.run(options)
        XCTAssertEqual(summary.frames, 391)   // t = 0 … 6.5 s at 60 fps
        XCTAssertEqual(summary.comparisonFailures, [], "PNGs differ from Goldens/ (see \(out))")

        let trace = try TraceReader.read(path: out + "/trace.jsonl")
        XCTAssertEqual(trace.header.sceneName, "list")
        let rests = trace.allEvents.filter { $0.event.name == "rest" }.map { $0.event["offset"] }
        // The flick lands on a row further down, then a wheel notch and an arrow key each move one row.
        XCTAssertEqual(rests.count, 3, "\(rests)")
        guard rests.count == 3, case .numbers(let fling)? = rests[0], case .numbers(let wheel)? = rests[1],
              case .numbers(let key)? = rests[2] else { return }
        XCTAssertGreaterThan(fling[1], 2 * ListScene.pitch)
        XCTAssertEqual(fling[1].truncatingRemainder(dividingBy: ListScene.pitch), 0, accuracy: 1e-6)
        XCTAssertEqual(wheel[1] - fling[1], ListScene.pitch, accuracy: 1e-6)
        XCTAssertEqual(key[1] - wheel[1], ListScene.pitch, accuracy: 1e-6)
        XCTAssertEqual(trace.frames.last?.scrollView("list")?.offset.y ?? -1, key[1], accuracy: 1e-6)
    }

    func testAScriptNamingAnotherSceneIsRefused() throws {
        let dir = NSTemporaryDirectory() + "scrolling-list-bad-\(getpid())"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(#"{"duration": 1, "scene": {"name": "cubes"}}"#.utf8).write(to: URL(fileURLWithPath: dir + "/s.json"))
        let options = CaptureOptions(scriptPath: dir + "/s.json", outputDirectory: dir + "/out", scenes: [ListScene.self])
        XCTAssertThrowsError(try CaptureRun.run(options)) { error in
            XCTAssertTrue("\(error)".contains("unknown scene \"cubes\" (use one of list)"), "\(error)")
        }
    }
}
