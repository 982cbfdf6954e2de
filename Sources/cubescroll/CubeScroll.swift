import ArgumentParser
import Capture
import ScrollKit
import Foundation
import RunSupport
import Scenes

/// `cubescroll` — the command-line entry: argument parsing only; the work is in App.
@main
struct CubeScroll: ParsableCommand {
    /// The release this binary is (`cubescroll --version`).
    static let version = "\(cubescrollVersion)"

    static let configuration = CommandConfiguration(
        commandName: "cubescroll",
        abstract: "iOS-style scrolling for OpenGL scenes on Linux: \(SceneCatalog.all.count) demo scenes after Apple's WWDC talks and the books and articles that followed them (docs/sources.md).",
        discussion: """
            With no subcommand, opens a window (needs an X display; see `cubescroll window --help`).
            `cubescroll scenes` lists the scenes; `--scene NAME` picks one.
            `cubescroll capture SCRIPT.json --out DIR` renders a scripted session headlessly (EGL, no X server).
            `cubescroll suite DIR` runs a folder of scripts against their goldens (JUnit, HTML report).
            """,
        version: version,
        subcommands: [WindowCommand.self, CaptureCommand.self, ScenesCommand.self, SuiteCommand.self],
        defaultSubcommand: WindowCommand.self
    )

    /// The arguments as given, with negative values joined to their options.
    static let arguments = ArgumentRewriting.joiningNegativeValues(Array(CommandLine.arguments.dropFirst()))

    /// "cubescroll capture --help" for a capture command line, and so on: where a user reads
    /// about the options they just got wrong. A command line that names no subcommand runs the
    /// window (the default), so its help is `cubescroll window --help`.
    static var helpHint: String {
        let names = configuration.subcommands.map { $0.configuration.commandName ?? "" }
        let named = ArgumentRewriting.subcommand(in: arguments, among: names)
        return "cubescroll \(named ?? WindowCommand.configuration.commandName ?? "window") --help"
    }

    /// Ends the process with status 2 and one line: `cubescroll: MESSAGE (see HELP)`, in the
    /// project's style (`CommandLineMessage.styled`) whoever wrote MESSAGE.
    static func badInput(_ message: String, help: String = helpHint) -> Never {
        let line = CommandLineMessage.styled(MessageQuoting.oneLine(message))
        FileHandle.standardError.write(Data("cubescroll: \(line) (see \(help))\n".utf8))
        Foundation.exit(2)
    }

    /// Parses and runs like ArgumentParser's own `main()`, except that a bad option is one line on
    /// stderr and exit status 2 (the project's "bad input" status), not usage text and 64.
    static func main() {
        HeapSlack.keep()
        if arguments.first == "--version" || arguments.first == "-V" {
            guard arguments.count == 1 else {
                badInput("\(arguments[0]) takes nothing else (got '\(arguments[1])')", help: "cubescroll --help")
            }
            print(version)
            return
        }
        if let problem = CommandLineChecks.problem(in: arguments, subcommands: configuration.subcommands) {
            badInput(problem.message, help: problem.help ?? helpHint)
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            CaptureCommand.removeStaleTrace(arguments)
            badInput(message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments")
        }
    }
}
