import Capture
import CubescrollTesting
import Foundation
import ImageOutput
import XCTest

/// `cubescroll suite DIR`: discovery, exit codes, messages, progress, the update policy and CI.
final class SuiteCommandTests: XCTestCase {
    typealias S = SuiteTestSupport

    func testRecordsMissingGoldensThenMatchesThem() throws {
        let dir = try S.folder(self)
        try S.write(["one.json": S.script(["a", "b"]), "sub/two.json": S.script(["c"], seed: 2),
                     "three.json": S.script(["d"])], in: dir)
        let first = try S.suite([dir, "--jobs", "2"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(S.lines(first.stdout).last?.hasPrefix("suite: 4 captures: 0 passed, 0 failed, 0 missing, 0 errors, 4 recorded, 0 updated in "), true, first.stdout)
        for golden in ["one/a.png", "one/b.png", "sub/two/c.png", "three/d.png"] {
            let image = try PNGReader.read(path: "\(dir)/\(golden)")
            XCTAssertEqual(image.width, 160, golden)
        }
        // Not a terminal: one progress line per script, counting up to 3 of 3.
        let progress = S.lines(first.stderr).filter { $0.hasPrefix("[") }
        XCTAssertEqual(progress.count, 3, first.stderr)
        XCTAssertTrue(progress[0].hasPrefix("[1/3] ") && progress[0].contains(" ok · 0 failed · ETA "), progress[0])
        XCTAssertTrue(progress[2].hasPrefix("[3/3] ") && progress[2].contains(" · done in "), progress[2])
        let second = try S.suite([dir, "--jobs", "1"])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stdout.contains("4 passed, 0 failed, 0 missing, 0 errors, 0 recorded"), second.stdout)
    }

    func testOnATerminalTheProgressLineIsRewrittenInPlace() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("needs script(1) from util-linux for a pseudo-terminal")
        }
        let dir = try S.folder(self)
        try S.write(["one.json": S.script(["a"]), "two.json": S.script(["b"])], in: dir)
        // script(1) runs the suite on a pseudo-terminal and copies what it shows to stdout.
        let run = try CubescrollProcess.runProgram(
            "/usr/bin/script", ["-qec", "'\(CubescrollProcess.binary)' suite '\(dir)' --jobs 1", "/dev/null"],
            environment: ["CI": ""], input: Data(), timeout: 300)
        let shown = run.stdout
        XCTAssertEqual(run.status, 0, shown)
        // Both updates on one line: return, clear to the end of the line, the new text.
        let firstLine = shown.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(firstLine.hasPrefix("\r\u{1B}[K[1/2] "), firstLine.debugDescription)
        XCTAssertTrue(firstLine.contains("\r\u{1B}[K[2/2] "), firstLine.debugDescription)
        XCTAssertTrue(shown.contains("suite: 2 captures: 0 passed, 0 failed, 0 missing, 0 errors, 2 recorded"), shown)
    }

    func testMismatchAndMissingFailAndCIWritesNothingUnlessAsked() throws {
        let dir = try S.folder(self)
        try S.write(["kept.json": S.script(["a"]), "spoilt.json": S.script(["b"])], in: dir)
        XCTAssertEqual(try S.suite([dir]).status, 0)
        try S.spoil("\(dir)/spoilt/b.png")
        try S.write(["new.json": S.script(["n"])], in: dir)
        let run = try S.suite([dir], ci: true)
        XCTAssertEqual(run.status, 1, run.stderr)
        let failures = S.lines(run.stderr).filter { $0.hasPrefix("cubescroll: ") }
        XCTAssertEqual(failures, [
            "cubescroll: new/n: no golden \(dir)/new/n.png (record it: cubescroll suite \(dir) --update missing, look at the image, and commit it)",
            "cubescroll: spoilt/b: 600 pixels (4.17%) differ from \(dir)/spoilt/b.png by more than 8/255 (allowed 0.2%), max channel delta \(maxDelta(run.stderr)) (keep the diff images with --out DIR or --report DIR)",
        ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/new/n.png"), "CI=true writes no golden by default")
        // --update changed rewrites the spoilt golden only; the missing one still fails.
        let changed = try S.suite([dir, "--update", "changed"], ci: true)
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.stdout.contains("1 passed, 0 failed, 1 missing, 0 errors, 0 recorded, 1 updated"), changed.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/new/n.png"))
        let missing = try S.suite([dir, "--update", "missing"], ci: true)
        XCTAssertEqual(missing.status, 0, missing.stderr)
        XCTAssertTrue(missing.stdout.contains("2 passed, 0 failed, 0 missing, 0 errors, 1 recorded"), missing.stdout)
        // --update none on a developer machine: nothing written, a new script fails.
        try S.write(["later.json": S.script(["l"])], in: dir)
        XCTAssertEqual(try S.suite([dir, "--update", "none"]).status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/later/l.png"))
        // --update all rewrites every golden, matching or not.
        let all = try S.suite([dir, "--update", "all"])
        XCTAssertEqual(all.status, 0)
        XCTAssertTrue(all.stdout.contains("0 passed, 0 failed, 0 missing, 0 errors, 1 recorded, 3 updated"), all.stdout)
    }

    /// The max channel delta the message reports (it depends on the frame's colours).
    private func maxDelta(_ stderr: String) -> String {
        guard let r = stderr.range(of: "max channel delta ") else { return "?" }
        return String(stderr[r.upperBound...].prefix { $0.isNumber })
    }

    func testMasksAndPerceptualModeFromTheScript() throws {
        let dir = try S.folder(self)
        try S.write(["masked.json": S.script(["m"])], in: dir)
        XCTAssertEqual(try S.suite([dir]).status, 0)
        try S.spoil("\(dir)/masked/m.png", x: 10, y: 10, w: 30, h: 20)
        XCTAssertEqual(try S.suite([dir, "--mode", "perceptual"], ci: true).status, 1, "a white block is a real difference")
        // The same script with the block masked (window points; scale 1).
        try S.write(["masked.json": S.script(["m"], extra: #", "mask": [{"x": 10, "y": 10, "width": 30, "height": 20}]"#)], in: dir)
        for mode in ["channel", "perceptual"] {
            let run = try S.suite([dir, "--mode", mode], ci: true)
            XCTAssertEqual(run.status, 0, "\(mode): \(run.stderr)")
        }
    }

    func testBadInputIsExitTwoWithOneLineNamingTheScript() throws {
        let dir = try S.folder(self)
        try S.write(["good.json": S.script(["g"]), "bad.json": "{\"duration\": 1,\n \"events\": [}"], in: dir)
        let bad = try S.suite([dir])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(S.lines(bad.stderr), ["cubescroll: \(dir)/bad.json: line 2, column 13: malformed JSON: unexpected '}' (expected a value: an object, array, string, number, true, false or null)"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/good/g.png"), "nothing runs before every script is read")
        let badMask = S.script(["x"], extra: #", "mask": [{"x": 0, "y": 0, "width": 0, "height": 1}]"#)
        try S.write(["bad.json": badMask], in: dir)
        let mask = try S.suite([dir])
        XCTAssertEqual(mask.status, 2)
        // The column of the capture event's "{".
        let column = badMask.distance(from: badMask.startIndex, to: badMask.range(of: #"{"t""#)!.lowerBound) + 1
        XCTAssertEqual(S.lines(mask.stderr), [#"cubescroll: \#(dir)/bad.json: line 1, column \#(column): event #0 (capture): "mask" #0: "width" must be > 0, found 0 (write e.g. "width": 200)"#])
        let empty = try S.folder(self)
        XCTAssertEqual(try S.suite([empty]).stderr, "cubescroll: suite: no scripts in \(empty) (put NAME.json capture scripts there, goldens in NAME/ beside each)\n")
        XCTAssertEqual(try S.suite([empty + "/nope"]).stderr, "cubescroll: suite: \(empty)/nope is not a folder (give the folder of NAME.json scripts)\n")
        for (args, message) in [(["--update", "some"], #"--update must be missing, changed, all or none (got "some")"#),
                                (["--shard", "3/2"], #"--shard must be i/n with 1 ≤ i ≤ n, e.g. --shard 1/4 (got "3/2")"#),
                                (["--jobs", "0"], "--jobs must be a whole number 1…256 (got '0')"),
                                (["--threshold", "0.2"], "--threshold needs --mode perceptual")] {
            let run = try S.suite([empty] + args)
            XCTAssertEqual(run.status, 2, message)
            XCTAssertEqual(run.stderr, "cubescroll: \(message) (see cubescroll suite --help)\n")
        }
    }
}
