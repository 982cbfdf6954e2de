import Capture
@testable import Suite
import XCTest

/// How the suite starts each `cubescroll capture` child: its arguments, and `--draw`.
final class SuiteChildProcessTests: XCTestCase {
    typealias S = SuiteTestSupport

    private func child(draw: FrameDrawing? = nil) -> SuiteCase {
        var options = SuiteOptions(directory: "/suite", jobs: 2, executable: "/bin/cubescroll", update: .none)
        if let draw { options.draw = draw }
        let script = SuiteScript(relativePath: "a/b.json", path: "/suite/a/b.json", goldenDirectory: "/suite/a/b",
                                 script: Script(duration: 1, scene: SceneSelection(name: "cubes")))
        return SuiteCase(script: script, options: options, outputDirectory: "/out/a/b", logPath: "/out/.logs/0-a__b.log")
    }

    func testChildrenDrawOnlyTheirCapturesUnlessAskedToDrawAll() {
        XCTAssertEqual(child().childArguments,
                       ["capture", "/suite/a/b.json", "--out", "/out/a/b", "--jobs", "1", "--draw", "images"])
        XCTAssertEqual(child(draw: .images).childArguments.suffix(2), ["--draw", "images"])
        XCTAssertEqual(child(draw: .all).childArguments.suffix(2), ["--draw", "all"])
    }

    /// Both ways give the same verdicts: a spoilt golden fails, the others pass.
    func testDrawAllAndDrawImagesGiveTheSameVerdicts() throws {
        let dir = try S.folder(self)
        let moving = #"{"window": {"width": 160, "height": 90}, "fps": 30, "duration": 0.4, "scene": {"seed": 4}, "events": [{"t": 0.05, "type": "drag", "from": [140, 70], "to": [40, 70], "duration": 0.1, "hz": 60}, {"t": 0.2, "type": "capture", "name": "mid"}, {"t": 0.4, "type": "capture", "name": "end"}]}"#
        try S.write(["one.json": S.script(["a"]), "moving.json": moving], in: dir)
        let record = try S.suite([dir, "--draw", "all"])
        XCTAssertEqual(record.status, 0, record.stderr)
        try S.spoil("\(dir)/moving/end.png")
        for draw in ["all", "images"] {
            let run = try S.suite([dir, "--draw", draw], ci: true)
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertTrue(run.stdout.contains("3 captures: 2 passed, 1 failed"), "--draw \(draw): \(run.stdout)")
            XCTAssertTrue(run.stderr.contains("moving/end"), run.stderr)
        }
    }

    func testABadDrawValueIsOneLineAndExitTwo() throws {
        let dir = try S.folder(self)
        try S.write(["one.json": S.script(["a"])], in: dir)
        let run = try S.suite([dir, "--draw", "every"])
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(S.lines(run.stderr).count, 1, run.stderr)
        // The same words as capture's `--draw` (one `FrameDrawing`).
        XCTAssertEqual(run.stderr, "cubescroll: the value 'every' is invalid for '--draw <all|images>': use one of 'all' and 'images' "
                       + "(see cubescroll suite --help)\n")
    }
}
