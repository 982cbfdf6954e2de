import ArgumentParser

/// `cubescroll` — the command-line entry: argument parsing only; the work is in CubeApp.
@main
struct CubeScroll: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cubescroll",
        abstract: "iOS-style scrolling for an OpenGL cube scene (WWDC 2012 session 223's demo, on Linux).",
        discussion: """
            With no subcommand, opens a window (needs an X display; see `cubescroll window --help`).
            `cubescroll capture SCRIPT.json --out DIR` renders a scripted session headlessly (EGL, no X server).
            """,
        subcommands: [WindowCommand.self, CaptureCommand.self],
        defaultSubcommand: WindowCommand.self
    )
}
