import ArgumentParser
import Foundation

/// `cubescroll` — the command-line entry: argument parsing only; the work is in App.
@main
struct CubeScroll: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cubescroll",
        abstract: "iOS-style scrolling for OpenGL scenes on Linux (WWDC 2012 session 223's demos).",
        discussion: """
            With no subcommand, opens a window (needs an X display; see `cubescroll window --help`).
            `cubescroll scenes` lists the scenes; `--scene NAME` picks one.
            `cubescroll capture SCRIPT.json --out DIR` renders a scripted session headlessly (EGL, no X server).
            """,
        subcommands: [WindowCommand.self, CaptureCommand.self, ScenesCommand.self],
        defaultSubcommand: WindowCommand.self
    )

    /// Parses and runs like ArgumentParser's own `main()`, except that a bad option is one line on
    /// stderr and exit status 2 (the project's "bad input" status), not usage text and 64.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            let first = message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
            FileHandle.standardError.write(Data("cubescroll: \(first) (see cubescroll --help)\n".utf8))
            Foundation.exit(2)
        }
    }
}
