import CubescrollTesting
import Foundation
import Scenes
import XCTest

/// What `--help` shows and what a mistyped command line says, read as a new user reads them: the
/// command's own options before any scene's, placeholders that match their text, a name for every
/// option that works, and one line in one style for each mistake (docs/using-the-app.md).
final class CommandLineHelpTests: XCTestCase {
    private let noDisplay = ["DISPLAY": "", "WAYLAND_DISPLAY": ""]

    private func help(_ arguments: [String]) throws -> String {
        let result = try Cubescroll.run(arguments)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    /// Runs `cubescroll ARGS` with no display: exit 2 and exactly `expected` on stderr.
    private func expectMessage(_ arguments: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try Cubescroll.run(arguments, environment: noDisplay)
        XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderr, "cubescroll: \(expected)\n", "\(arguments)", file: file, line: line)
    }

    func testHelpShowsTheCommandsOwnOptionsNotEveryScenesBeforeUsage() throws {
        for command in ["window", "capture"] {
            let text = try help([command, "--help"])
            let usage = try XCTUnwrap(text.components(separatedBy: "\n").firstIndex { $0.hasPrefix("USAGE:") }, text)
            XCTAssertLessThan(usage, 25, "\(command): USAGE comes after \(usage) lines of text")
            for other in ["--max-zoom", "--resistance", "--content-widths", "--threshold: Points"] {
                XCTAssertFalse(text.contains(other), "\(command) --help lists the scenes' options (\(other))")
            }
            // Read as one line: where the help wraps depends on how long the list of scenes is.
            let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            XCTAssertTrue(flat.contains("`cubescroll scenes NAME` lists them"), "\(command): says where the scenes' options are")
        }
    }

    func testPlaceholdersAreTheNamesTheTextUses() throws {
        let capture = try help(["capture", "--help"]), window = try help(["window", "--help"])
        XCTAssertTrue(capture.contains("--compare <GOLDEN_DIR>"), capture)
        XCTAssertTrue(window.contains("--trace <FILE>"), window)
        XCTAssertTrue(window.contains("--screenshot-dir <DIR>"), window)
        // No placeholder that only repeats its option's name (ArgumentParser's default: `--compare <compare>`).
        for arguments in [["window", "--help"], ["capture", "--help"], ["suite", "run", "--help"], ["suite", "merge", "--help"], ["scenes", "--help"]] {
            let text = try help(arguments)
            let pattern = try NSRegularExpression(pattern: "--([a-z-]+) <([a-z-]+)>")
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let option = (text as NSString).substring(with: match.range(at: 1)), value = (text as NSString).substring(with: match.range(at: 2))
                XCTAssertNotEqual(option, value, "\(arguments): --\(option) <\(value)> names no kind of value")
            }
        }
    }

    func testTheOverviewNamesTheSourcesNotOneTalk() throws {
        let text = try help(["--help"])
        XCTAssertFalse(text.contains("session 223"), text)
        XCTAssertTrue(text.contains("sources.md"), "points to the page of sources: \(text)")
    }

    func testHelpForACommandThatDoesNotExistFails() throws {
        try expectMessage(["help", "nonsense"],
                          "'nonsense' is not a subcommand of cubescroll: use one of window, capture, scenes, suite (see cubescroll --help)")
        try expectMessage(["help", "suite", "nonsense"],
                          "'nonsense' is not a subcommand of cubescroll suite: use one of run, merge (see cubescroll suite --help)")
        XCTAssertEqual(try Cubescroll.run(["help", "suite", "run"]).status, 0, "a real command's help")
    }

    func testAnOptionGivenTwiceIsRefused() throws {
        try expectMessage(["--trace", "a.jsonl", "--trace", "b.jsonl"],
                          "--trace is given twice ('--trace a.jsonl' and '--trace b.jsonl'): give it once (see cubescroll window --help)")
        try expectMessage(["capture", "s.json", "--out=a", "--out", "b"],
                          "--out is given twice ('--out=a' and '--out b'): give it once (see cubescroll capture --help)")
        try expectMessage(["--scene", "cubes", "--indicator", "--no-indicator"],
                          "--indicator is given twice ('--indicator' and '--no-indicator'): give it once (see cubescroll window --help)")
    }

    func testSceneNamesIgnoreCaseAndATypoGetsASuggestion() throws {
        let scenes = try Cubescroll.run(["scenes", "Cubes"])
        XCTAssertEqual(scenes.status, 0, scenes.stderr)
        XCTAssertTrue(scenes.stdout.hasPrefix("Cubes (cubes)"), scenes.stdout)
        // Accepted: the window then finds no display (exit 1), not an unknown scene (exit 2).
        let window = try Cubescroll.run(["--scene", "Cubes"], environment: noDisplay)
        XCTAssertEqual(window.status, 1, window.stderr)
        XCTAssertTrue(window.stderr.hasPrefix("cubescroll: no display"), window.stderr)
        try expectMessage(["--scene", "cubez"],
                          "unknown scene 'cubez' (did you mean cubes?): use one of \(SceneCatalog.names) (see cubescroll window --help)")
    }

    func testASceneNameWithoutSceneSuggestsIt() throws {
        try expectMessage(["cubes"], "unexpected argument 'cubes': did you mean --scene cubes? (see cubescroll window --help)")
        try expectMessage(["window", "Street"], "unexpected argument 'Street': did you mean --scene street? (see cubescroll window --help)")
        try expectMessage(["window", "nonsense"],
                          "unexpected argument 'nonsense': scene options are --NAME VALUE, --NAME or --no-NAME (see cubescroll window --help)")
    }

    func testAnOptionWithNoDefaultSaysSo() throws {
        let text = try help(["scenes", "photos"])
        XCTAssertFalse(text.contains("Default: ;"), text)
        XCTAssertTrue(text.contains("--dir DIR  A folder"), text)
        XCTAssertTrue(text.contains("No default; a folder of JPEG or PNG photos."), text)
    }

    func testEveryOptionThatWorksIsDocumented() throws {
        XCTAssertTrue(try help(["window", "--help"]).contains("--quit-after <SECONDS>"))
    }

    /// ArgumentParser's own sentences in the project's style: lower case first, no full stop
    /// before "(see …)", and at most one parenthesis at the end.
    func testEveryMessageHasOneStyle() throws {
        try expectMessage(["capture"], "missing expected argument '<SCRIPT>' (see cubescroll capture --help)")
        try expectMessage(["capture", "s.json"], "missing expected argument '--out <DIR>' (see cubescroll capture --help)")
        try expectMessage(["capture", "s.json", "--out", "o", "--fps", "abc"],
                          "the value 'abc' is invalid for '--fps <FPS>' (see cubescroll capture --help)")
        try expectMessage(["capture", "s.json", "--out", "o", "--draw", "some"],
                          "the value 'some' is invalid for '--draw <all|images>': use one of 'all' and 'images' (see cubescroll capture --help)")
        try expectMessage(["scenes", "a", "b"], "unexpected argument 'b' (see cubescroll scenes --help)")
        try expectMessage(["capture", "s.json", "--out", "o", "--record"], "--record needs --compare GOLDEN_DIR (see cubescroll capture --help)")
        try expectMessage(["suite", "merge", "a.xml", "shard1", "--report", "r"],
                          "the JUnit inputs need --junit FILE to be merged into (see cubescroll suite --help)")
        try expectMessage(["suite", "merge", "a.xml", "shard1", "--junit", "j.xml"],
                          "the report inputs need --report DIR to be merged into (see cubescroll suite --help)")
        try expectMessage(["--scene", "nope"],
                          "unknown scene 'nope': use one of \(SceneCatalog.names) (see cubescroll window --help)")
    }

    /// No scene option has the name of a window or capture option: the command would take it
    /// (`--scene map --width 3000` sized the window, not the map).
    func testNoSceneOptionSharesANameWithTheCommandsOptions() throws {
        func options(_ text: String) -> Set<String> {
            let pattern = try! NSRegularExpression(pattern: "--(?:\\[no-\\])?([a-z][a-z0-9-]*)")
            return Set(pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                (text as NSString).substring(with: $0.range(at: 1))
            })
        }
        let own = try options(help(["window", "--help-hidden"]).components(separatedBy: "OPTIONS:").last ?? "")
            .union(options(help(["capture", "--help-hidden"]).components(separatedBy: "OPTIONS:").last ?? ""))
        XCTAssertTrue(own.isSuperset(of: ["width", "height", "trace", "out", "fps", "size", "scene", "quit-after"]), "\(own)")
        let names = try help(["scenes"]).split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertEqual(names, SceneCatalog.all.map { $0.info.name }, "every scene, in the catalogue's order")
        for name in names {
            // Each option line: "  --count N  Number of photos. …": its first word is the option.
            let firstWords = try help(["scenes", name]).split(separator: "\n").filter { $0.hasPrefix("  --") }
                .compactMap { $0.split(separator: " ").first.map(String.init) }
            XCTAssertFalse(firstWords.isEmpty, "scene \(name) lists its options")
            let shadowed = options(firstWords.joined(separator: " ")).intersection(own)
            XCTAssertEqual(shadowed, [], "scene \(name)'s options that the command would take instead")
        }
    }
}
