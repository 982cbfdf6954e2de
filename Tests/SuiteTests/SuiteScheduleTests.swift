import Capture
import ScrollPhysics
import CubescrollTesting
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Suite
import XCTest

/// The suite starts the longest scripts first, keeps path order in its reports, and estimates the
/// time left from what the finished scripts cost.
final class SuiteScheduleTests: XCTestCase {
    typealias S = SuiteTestSupport

    func testCostGrowsWithFramesAndPixelsAndCountsTheStartUp() {
        func script(_ w: Double, _ h: Double, scale: Double = 1, fps: Double = 60, duration: Double) -> Script {
            Script(windowSize: Size(width: w, height: h), scale: scale, fps: fps, duration: duration,
                   scene: SceneSelection(name: "cubes"))
        }
        let oneFrame = SuiteSchedule.estimatedCost(script(160, 90, duration: 0.001))   // 2 frames
        XCTAssertEqual(oneFrame, SuiteSchedule.startupPixelFrames + 2 * 160 * 90)
        XCTAssertEqual(SuiteSchedule.estimatedCost(script(960, 540, duration: 1)),
                       SuiteSchedule.startupPixelFrames + 61 * 960 * 540)
        XCTAssertEqual(SuiteSchedule.estimatedCost(script(480, 270, scale: 2, duration: 1)),
                       SuiteSchedule.estimatedCost(script(960, 540, duration: 1)), "scale² more pixels")
        XCTAssertEqual(SuiteSchedule.estimatedCost(script(960, 540, fps: 30, duration: 2)),
                       SuiteSchedule.estimatedCost(script(960, 540, duration: 1)), "the same frames")
    }

    func testStartOrderIsLongestFirstWithPathOrderBreakingTies() {
        XCTAssertEqual(SuiteSchedule.startOrder([1, 3, 3, 2]), [1, 2, 3, 0])
        XCTAssertEqual(SuiteSchedule.startOrder([5, 5, 5]), [0, 1, 2])
        XCTAssertEqual(SuiteSchedule.startOrder([]), [])
    }

    func testRunAllStartsInTheGivenOrderAndReturnsResultsInScriptOrder() {
        let scripts = (0..<5).map { i in
            SuiteScript(relativePath: "s\(i).json", path: "/s\(i).json", goldenDirectory: "/s\(i)",
                        script: Script(duration: 1, scene: SceneSelection(name: "cubes")))
        }
        final class Starts: @unchecked Sendable { let lock = NSLock(); var order: [Int] = [] }
        let starts = Starts()
        let outcomes = SuiteRun.runAll(scripts, jobs: 1, order: [3, 0, 4, 2, 1]) { script, index in
            starts.lock.lock(); starts.order.append(index); starts.lock.unlock()
            return SuiteCase.Outcome(results: [CaptureResult(script: script.name, name: "c", status: .passed,
                                                             message: "", seconds: 0)])
        }
        XCTAssertEqual(starts.order, [3, 0, 4, 2, 1])
        XCTAssertEqual(outcomes.map { $0.results[0].script }, ["s0", "s1", "s2", "s3", "s4"])
    }

    /// A suite whose longest script comes last by path: one job starts it first (the first progress
    /// line names it), and the JUnit file still lists the scripts in path order.
    func testTheLongestScriptStartsFirstAndTheReportKeepsPathOrder() throws {
        let dir = try S.folder(self), out = try S.folder(self)
        let long = #"{"window": {"width": 320, "height": 180}, "fps": 30, "duration": 0.3, "scene": {"seed": 3}, "events": [{"t": 0.3, "type": "capture", "name": "end"}]}"#
        try S.write(["a.json": S.script(["a"]), "b.json": S.script(["b"], seed: 2), "z-long.json": long], in: dir)
        let run = try S.suite([dir, "--jobs", "1", "--junit", "\(out)/junit.xml"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let progress = S.lines(run.stderr).filter { $0.hasPrefix("[") }
        XCTAssertEqual(progress.map { $0.split(separator: " ")[1] }, ["z-long", "a", "b"], run.stderr)
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: "\(out)/junit.xml"), options: [])
        XCTAssertEqual(try doc.nodes(forXPath: "//testcase/@classname").map { $0.stringValue! }, ["a", "b", "z-long"])
    }

    /// The estimate uses the finished scripts' own times per unit of cost: one of four equal
    /// scripts that took 2 s leaves 3 × 2 s for two jobs, 3 s (not the elapsed time per script so
    /// far divided by the jobs again).
    func testTimeLeftComesFromTheFinishedScriptsOwnTimes() {
        final class Lines: @unchecked Sendable { var all: [String] = [] }
        let lines = Lines()
        let progress = SuiteProgress(costs: [1, 1, 1, 1], jobs: 2, interactive: false) { lines.all.append($0) }
        progress.finished("a", index: 0, seconds: 2, failed: 0)
        XCTAssertEqual(lines.all.last, "[1/4] a ok · 0 failed · ETA 3.0 s\n")
        progress.finished("b", index: 1, seconds: 4, failed: 1)   // 3 s per script now; 2 left for 2 jobs
        XCTAssertEqual(lines.all.last, "[2/4] b FAILED · 1 failed · ETA 3.0 s\n")
        progress.finished("c", index: 2, seconds: 3, failed: 0)   // 1 left: one job
        XCTAssertEqual(lines.all.last, "[3/4] c ok · 1 failed · ETA 3.0 s\n")
        XCTAssertEqual(SuiteProgress.timeLeft(secondsPerCost: 2, leftCost: 10, left: 5, jobs: 2), 10)
        XCTAssertEqual(SuiteProgress.timeLeft(secondsPerCost: 2, leftCost: 0, left: 0, jobs: 2), 0)
    }
}
