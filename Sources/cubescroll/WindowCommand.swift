import ArgumentParser
import App
import Capture
import ImageOutput
import Platform
import Foundation
import ScrollPhysics

/// `cubescroll [window]` — opens the GLFW window.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open the cube scene in a window (the default command).",
        discussion: """
            Drag the strip with the left mouse button, or use the wheel (shift+wheel: horizontal), \
            a trackpad, ←/→ (one cube), Page Up/Down (one page), Home/End. Click the big cube for a \
            random colour and speed; click a little cube to copy the big cube's. S saves a PNG \
            screenshot; Esc quits.

            Needs an X display; without one, use `cubescroll capture` or `xvfb-run cubescroll`.
            """)

    @OptionGroup var scene: SceneOptions

    @Option(help: "Window width in points.")
    var width: Int = 1280

    @Option(help: "Window height in points.")
    var height: Int = 720

    @Option(help: "Write the per-frame trace (JSON Lines, same format as capture) to this file.")
    var trace: String?

    @Option(help: "Directory where S saves screenshots.")
    var screenshotDir: String = "."

    @Option(help: ArgumentHelp("Quit after this many seconds (for scripted checks).", visibility: .hidden))
    var quitAfter: Double?

    func validate() throws {
        try scene.validateCubes()
        guard (1...16384).contains(width), (1...16384).contains(height) else {
            throw ValidationError("--width and --height must be between 1 and 16384 points.")
        }
    }

    func run() throws {
        var options = WindowOptions()
        options.config = DemoConfig(windowSize: Size(width: Double(width), height: Double(height)),
                                    cubes: scene.cubes ?? 30, seed: scene.seed ?? 1, wiring: scene.wiring,
                                    showsIndicator: !scene.noIndicator)
        options.tracePath = trace
        options.screenshotDirectory = screenshotDir
        options.shaderDirectory = scene.shaders
        options.quitAfter = quitAfter
        do {
            try WindowRun.run(options)
        } catch {
            fail(error)
        }
    }
}

/// Prints one line `cubescroll: MESSAGE` on stderr and exits with the error's code (1 by default).
func fail(_ error: Error) -> Never {
    let (message, code): (String, Int32) = switch error {
    case let e as CaptureError: (e.message, e.exitCode)
    case let e as ScriptError: (e.message, e.exitCode)
    case let e as CustomStringConvertible: (e.description, 1)
    default: ("\(error)", 1)
    }
    FileHandle.standardError.write(Data("cubescroll: \(message)\n".utf8))
    exit(code)
}
