import App
import Capture
import Foundation
import SceneKit
import Scenes
import XCTest

/// Choosing scenes from the command line and scripts: `cubescroll scenes`, `--scene`, scene
/// options, and one-line errors (exit 2) for unknown scenes and options.
final class SceneCommandLineTests: XCTestCase {
    func testScenesListsEveryScene() throws {
        let result = try Cubescroll.run(["scenes"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, SceneCatalog.all.count)
        for (line, type) in zip(lines, SceneCatalog.all) {
            XCTAssertTrue(line.hasPrefix(type.info.name + " "), String(line))
            XCTAssertTrue(line.hasSuffix(type.info.summary), String(line))
        }
        let cubes = try Cubescroll.run(["scenes", "cubes"])
        XCTAssertEqual(cubes.status, 0)
        for word in ["--cubes", "--seed", "--wiring", "--[no-]indicator"] { XCTAssertTrue(cubes.stdout.contains(word), word) }
    }

    func testUnknownScenesAndOptionsAreOneLineAndExitTwo() throws {
        let plain = script(events: "", duration: 0.1)
        let named = plain.replacingOccurrences(of: "\"scene\": {", with: "\"scene\": {\"name\": \"nope\", ")
        let unknownKey = plain.replacingOccurrences(of: "\"scene\": {", with: "\"scene\": {\"bogus\": 1, ")
        let cases: [(String, [String], String)] = [
            (plain, ["--scene", "nope"], "unknown scene 'nope': use one of \(SceneCatalog.names)"),
            (plain, ["--bogus", "3"], "unknown option '--bogus' for scene cubes"),
            (plain, ["--cubes", "x"], "--cubes must be a whole number 1…1000000 (got 'x')"),
            (plain, ["--wiring", "sideways"], "--wiring must be one of hosted, on-top"),
            (named, [], "unknown scene \"nope\""),
            (unknownKey, [], "unknown field \"bogus\" (known fields: name, cubes, seed, wiring, indicator)"),
        ]
        for (text, extra, needle) in cases {
            let (dir, result) = try Cubescroll.capture(text, extra, test: self)
            XCTAssertEqual(result.status, 2, "\(extra): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one line: \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(needle), "\(extra): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"))
        }
        let window = try Cubescroll.run(["--scene", "nope"])
        XCTAssertEqual(window.status, 2, window.stderr)
        XCTAssertTrue(window.stderr.contains("unknown scene 'nope'"), window.stderr)
    }

    func testTheDefaultSceneWritesItsNameFirstAndSceneOptionsApply() throws {
        let (dir, result) = try Cubescroll.capture(script(events: "", duration: 0.1),
                                                   ["--scene", "cubes", "--cubes=7", "--no-indicator"], test: self)
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try String(contentsOfFile: dir + "/out/trace.jsonl", encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("{\"type\":\"header\",\"version\":1,\"fps\":60,\"window\":{\"width\":960,\"height\":540,\"scale\":1},\"scene\":{\"name\":\"cubes\",\"cubes\":7,\"seed\":1,\"pitch\":"), text)
        XCTAssertTrue(text.contains("\"scrollViews\":{\"strip\":{\"frame\":"), "the strip is traced like every scene's scroll views")
        let trace = try TraceReader.read(path: dir + "/out/trace.jsonl")
        XCTAssertEqual(trace.header.sceneName, "cubes")
        XCTAssertEqual(trace.header.cubes, 7)
    }
}
