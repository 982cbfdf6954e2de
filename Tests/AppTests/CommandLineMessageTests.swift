import Foundation
import XCTest

/// Each command-line mistake a new user makes gets one line that says what is wrong and where to
/// read more, exit status 2, and nothing opened or written.
final class CommandLineMessageTests: XCTestCase {
    private func scriptDirectory(_ bytes: [UInt8] = Array(#"{"duration": 0.1, "window": {"width": 64, "height": 48}}"#.utf8)) throws -> String {
        let dir = NSTemporaryDirectory() + "cubescroll-cli-messages-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try Data(bytes).write(to: URL(fileURLWithPath: dir + "/s.json"))
        return dir
    }

    /// Runs `cubescroll ARGS` with no display: exit 2 and exactly `expected` on stderr.
    private func expectMessage(_ arguments: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try Cubescroll.run(arguments, environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr, "cubescroll: \(expected)\n", "\(arguments)", file: file, line: line)
    }

    /// An unwritable --trace is refused before the window opens (here: no display at all, and the
    /// message is still about the trace).
    func testAnUnwritableTraceIsRefusedBeforeTheWindowOpens() throws {
        try expectMessage(["--trace", "/missing/x.jsonl"],
                          "cannot write trace /missing/x.jsonl: No such file or directory (choose another --trace)")
    }

    func testAScreenshotFolderThatIsAFileNamesItsOwnOption() throws {
        try expectMessage(["--screenshot-dir", "/etc/passwd"],
                          "cannot use output directory /etc/passwd: it is a file, not a directory "
                          + "(choose another --screenshot-dir or fix its permissions)")
    }

    func testWindowOptionsPointToTheWindowsHelp() throws {
        try expectMessage(["--widht", "800"],
                          "unknown option '--widht' (did you mean --width?): not a window option nor one of scene cubes's "
                          + "(see cubescroll window --help)")
        try expectMessage(["window", "--scene", "calendar", "--dya", "3"],
                          "unknown option '--dya' (did you mean --day?): not a window option nor one of scene calendar's "
                          + "(see cubescroll window --help)")
        try expectMessage(["--width", "abc"], "--width must be a whole number 1…8192 (got 'abc') (see cubescroll window --help)")
        try expectMessage(["--height", "8193"], "--height must be a whole number 1…8192 (got '8193') (see cubescroll window --help)")
    }

    func testCaptureSizesFpsAndToleranceSayWhatIsAllowed() throws {
        let dir = try scriptDirectory()
        let capture = ["capture", dir + "/s.json", "--out", dir + "/out"]
        try expectMessage(capture + ["--size", "100"],
                          "--size must be WIDTHxHEIGHT in whole points, each side 1…8192, e.g. --size 1280x720 (got 100) "
                          + "(see cubescroll capture --help)")
        try expectMessage(capture + ["--size", "9000x100"],
                          "--size must be WIDTHxHEIGHT in whole points, each side 1…8192, e.g. --size 1280x720 (got 9000x100) "
                          + "(see cubescroll capture --help)")
        try expectMessage(capture + ["--fps", "0"], "--fps must be a number > 0, e.g. --fps 60 (got 0) (see cubescroll capture --help)")
        try expectMessage(capture + ["--tolerance", "0.1"], "--tolerance needs --compare GOLDEN_DIR (see cubescroll capture --help)")
        try expectMessage(capture + ["--compare", dir, "--tolerance", "0.1"],
                          "--tolerance must be a whole number 0…255 (got '0.1') (see cubescroll capture --help)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), "nothing written")
    }

    /// The script's scene is known only once the script is read: its options' errors still point
    /// to capture's help.
    func testCaptureSceneOptionsPointToCapturesHelp() throws {
        let dir = try scriptDirectory()
        let capture = ["capture", dir + "/s.json", "--out", dir + "/out"]
        try expectMessage(capture + ["--cubes", "lots"],
                          "--cubes must be a whole number 1…1000000 (got 'lots') (see cubescroll capture --help)")
        try expectMessage(capture + ["--day", "3"],
                          "unknown option '--day' for scene cubes (its options: --cubes N, --seed N, --wiring hosted|on-top, "
                          + "--[no-]indicator) (see cubescroll capture --help)")
    }

    func testVersionTakesNothingElse() throws {
        try expectMessage(["--version", "extra"], "--version takes nothing else (got 'extra') (see cubescroll --help)")
        let ok = try Cubescroll.run(["--version"])
        XCTAssertEqual(ok.status, 0)
    }

    /// A script saved with a byte order mark (Windows editors) says so, at line 1, column 1.
    func testAByteOrderMarkIsNamed() throws {
        let dir = try scriptDirectory([0xEF, 0xBB, 0xBF] + Array(#"{"duration": 0.1}"#.utf8))
        try expectMessage(["capture", dir + "/s.json", "--out", dir + "/out"],
                          "\(dir)/s.json: line 1, column 1: malformed JSON: the file starts with a byte order mark "
                          + "(bytes EF BB BF), which JSON does not allow (save it as UTF-8 without BOM)")
    }
}
