import ArgumentParser
import App
import Scenes
import Capture
import ImageOutput
import Platform
import Foundation
import ScrollPhysics

/// `cubescroll [window]` — opens the GLFW window.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open a scene in a window (the default command).",
        discussion: """
            Each scene shows its title and what to try at the top left. Tab / Shift+Tab (or 1–9) \
            switch scenes; S saves a PNG screenshot; Esc quits.

            Needs an X display; without one, use `cubescroll capture` or `xvfb-run cubescroll`. \
            The scene is \(SceneCatalog.defaultScene.info.name) unless --scene names another.

            """ + SceneArguments.helpText)

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
        try scene.validate(fallback: nil)
        guard (1...16384).contains(width), (1...16384).contains(height) else {
            throw ValidationError("--width and --height must be between 1 and 16384 points.")
        }
    }

    func run() throws {
        var options = WindowOptions()
        options.windowSize = Size(width: Double(width), height: Double(height))
        options.sceneName = scene.scene
        options.sceneArguments = scene.sceneArguments
        options.tracePath = trace
        options.screenshotDirectory = screenshotDir
        options.shaderDirectory = scene.shaders
        options.quitAfter = quitAfter
        do {
            try WindowRun.run(options)
        } catch {
            throw failure(error)
        }
    }
}

/// Prints one line `cubescroll: MESSAGE` on stderr and returns the error's exit code (1 by
/// default) for `run()` to throw, so ArgumentParser ends the process the usual way.
func failure(_ error: Error) -> ExitCode {
    let (message, code): (String, Int32) = switch error {
    case let e as CaptureError: (e.message, e.exitCode)
    case let e as ScriptError: (e.message, e.exitCode)
    case let e as CustomStringConvertible: (e.description, 1)
    default: ("\(error)", 1)
    }
    FileHandle.standardError.write(Data("cubescroll: \(message)\n".utf8))
    return ExitCode(code)
}
