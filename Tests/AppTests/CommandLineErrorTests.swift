import Foundation
import ImageOutput
import XCTest

/// What a new user meets on the command line: negative numbers, sizes, options that need others,
/// shader folders, help that points to the right subcommand, `--version`, and a binary copied
/// anywhere still drawing with its built-in shaders.
final class CommandLineErrorTests: XCTestCase {
    private func scriptFile(_ json: String = #"{"duration": 0.1, "window": {"width": 64, "height": 48}}"#) throws -> String {
        let dir = NSTemporaryDirectory() + "cubescroll-cli-errors-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try json.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        return dir
    }

    /// Runs `cubescroll ARGS` and checks: exit 2, one line on stderr, containing every needle.
    private func expectBadInput(_ arguments: [String], _ needles: [String], environment: [String: String] = [:],
                                file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try Cubescroll.run(arguments, environment: environment)
        XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertFalse(result.stderr.contains("Missing value"), "\(arguments): \(result.stderr)", file: file, line: line)
        for needle in needles {
            XCTAssertTrue(result.stderr.contains(needle), "\(arguments) lacks '\(needle)': \(result.stderr)", file: file, line: line)
        }
    }

    func testNegativeNumbersSayWhatIsWrong() throws {
        let dir = try scriptFile()
        let capture = ["capture", dir + "/s.json", "--out", dir + "/out"]
        try expectBadInput(capture + ["--cubes", "-3"], ["--cubes must be a whole number 1…1000000 (got '-3')"])
        try expectBadInput(capture + ["--every", "-2"], ["--every must be a whole number ≥ 1 (got '-2')"])
        try expectBadInput(capture + ["--fps", "-5"], ["--fps must be a number > 0"])
        try expectBadInput(["--width", "-5"], ["--width must be a whole number 1…8192 (got '-5')"])
        try expectBadInput(["window", "--seed", "-1"], ["--seed must be"])
    }

    func testSizesMustBeAtLeastOne() throws {
        let dir = try scriptFile()
        let capture = ["capture", dir + "/s.json", "--out", dir + "/out"]
        try expectBadInput(capture + ["--size", "0x0"], ["--size must be WIDTHxHEIGHT in whole points, each side 1…8192", "(got 0x0)"])
        try expectBadInput(capture + ["--size", "-3x4"], ["--size must be WIDTHxHEIGHT in whole points, each side 1…8192", "(got -3x4)"])
        try expectBadInput(capture + ["--size", "wide"], ["--size must be WIDTHxHEIGHT", "(got wide)"])
        let help = try Cubescroll.run(["capture", "--help"]).stdout
        XCTAssertTrue(help.contains("--size <WIDTHxHEIGHT>"), help)
        XCTAssertTrue(help.contains("default: the script's, else 960x540"), help)
    }

    func testErrorsPointToTheSubcommandsOwnHelp() throws {
        let dir = try scriptFile()
        try expectBadInput(["capture", dir + "/s.json", "--out", dir + "/o", "--every", "0"], ["(see cubescroll capture --help)"])
        try expectBadInput(["window", "--width", "0"], ["(see cubescroll window --help)"])
        // No subcommand runs the window: its help is the window's.
        try expectBadInput(["--width", "0"], ["(see cubescroll window --help)"])
    }

    func testGoldenOptionsWithoutCompareAreRefused() throws {
        let dir = try scriptFile()
        let capture = ["capture", dir + "/s.json", "--out", dir + "/out"]
        try expectBadInput(capture + ["--record"], ["--record needs --compare GOLDEN_DIR"])
        try expectBadInput(capture + ["--tolerance", "3"], ["--tolerance needs --compare GOLDEN_DIR"])
        try expectBadInput(capture + ["--max-differing", "0.1"], ["--max-differing needs --compare GOLDEN_DIR"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out"), "nothing written")
    }

    func testWindowHelpDoesNotMentionAScript() throws {
        let help = try Cubescroll.run(["window", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertFalse(help.stdout.lowercased().contains("script"), help.stdout)
    }

    func testBadShaderFoldersExitTwoAndNameTheSetting() throws {
        let dir = try scriptFile()
        let capture = ["capture", dir + "/s.json", "--out", dir + "/out"]
        try expectBadInput(capture + ["--shaders", dir + "/none"], ["--shaders \(dir)/none is not a folder",
                                                                    "leave out --shaders"])
        try expectBadInput(capture + ["--shaders", dir], ["--shaders \(dir) lacks cube.frag, cube.vert"])
        try expectBadInput(capture, ["CUBESCROLL_SHADERS \(dir)/none is not a folder", "unset CUBESCROLL_SHADERS"],
                           environment: ["CUBESCROLL_SHADERS": dir + "/none"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"))
    }

    func testVersion() throws {
        let result = try Cubescroll.run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertNotNil(result.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression), result.stdout)
    }

    /// A copy of the binary in an empty folder, run from `/` with no shader setting, draws a
    /// frame: the shaders are built in.
    func testACopiedBinaryDrawsFromAnywhere() throws {
        let dir = try scriptFile(#"{"duration": 0.1, "window": {"width": 96, "height": 64},"#
                                 + #" "events": [{"t": 0.05, "type": "capture", "name": "f"}]}"#)
        try FileManager.default.copyItem(atPath: Cubescroll.binary, toPath: dir + "/cubescroll")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dir + "/cubescroll")
        process.arguments = ["capture", dir + "/s.json", "--out", dir + "/out"]
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        var environment = ProcessInfo.processInfo.environment
        environment["CUBESCROLL_SHADERS"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let image = try PNGReader.read(path: dir + "/out/f.png")
        XCTAssertEqual(image.width, 96)
        // Not a blank frame: the cube strip draws several colours.
        let colours = Set(stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0] })
        XCTAssertGreaterThan(colours.count, 8)
    }
}
