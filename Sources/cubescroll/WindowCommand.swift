import ArgumentParser
import App
import Scenes
import Capture
import ImageOutput
import Platform
import Foundation
import ScrollPhysics
import RunSupport

/// `cubescroll [window]` — opens the GLFW window.
struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open a scene in a window (the default command).",
        discussion: """
            Each scene shows its title and what to try at the top left. Tab / Shift+Tab (or 1–9) \
            switch scenes; S saves a PNG screenshot; Esc quits.

            Needs an X display; without one, use `cubescroll capture` or `xvfb-run cubescroll`. \
            The scene is \(SceneCatalog.defaultScene.info.name) unless --scene names another. \
            On a HiDPI desktop (e.g. Xft.dpi: 192) the window is --width × --height points at the \
            desktop's scale in pixels.

            """ + SceneArguments.helpText(SceneCatalog.all))

    @OptionGroup var scene: SceneOptions

    @Option(help: ArgumentHelp("Window width in points (1…\(Self.maximumSide)).", valueName: "POINTS"))
    var width = WholeNumberArgument(Int(WindowOptions.defaultSize.width))

    @Option(help: ArgumentHelp("Window height in points (1…\(Self.maximumSide)).", valueName: "POINTS"))
    var height = WholeNumberArgument(Int(WindowOptions.defaultSize.height))

    /// Largest window side, points: the run's one size limit (`RunOptionRules.maximumSide`).
    static let maximumSide = RunOptionRules.maximumSide

    @Option(help: ArgumentHelp("Write the per-frame trace (JSON Lines, same format as capture) to FILE.", valueName: "FILE"))
    var trace: String?

    @Option(help: ArgumentHelp("Folder where S saves screenshots.", valueName: "DIR"))
    var screenshotDir: String = "."

    @Option(help: ArgumentHelp("Quit by itself after this many seconds (for demos and automated checks).", valueName: "SECONDS"))
    var quitAfter: Double?

    @Option(help: ArgumentHelp("Sleep this many seconds in every frame's draw (a slow renderer, for tests of input timing).",
                               visibility: .hidden))
    var slowDraw: Double = 0

    /// The window's own options (for "did you mean" when one is mistyped).
    static let ownOptions = ["--scene", "--shaders", "--width", "--height", "--trace", "--screenshot-dir", "--quit-after"]

    func validate() throws {
        try width.validate("--width", range: 1...Self.maximumSide)
        try height.validate("--height", range: 1...Self.maximumSide)
        try scene.validate(fallback: nil, command: "window", ownOptions: Self.ownOptions)
    }

    func run() throws {
        var options = WindowOptions(scenes: SceneCatalog.all)
        options.windowSize = Size(width: Double(width.value ?? 0), height: Double(height.value ?? 0))
        options.sceneName = scene.scene
        options.sceneArguments = scene.sceneArguments
        options.tracePath = trace
        options.screenshotDirectory = screenshotDir
        options.shaderDirectory = scene.shaders
        options.quitAfter = quitAfter
        options.slowDraw = slowDraw
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
    case let e as SceneOptionError: ("\(e.message) (see \(CubeScroll.helpHint))", e.exitCode)
    case let e as CaptureError: (e.message, e.exitCode)
    case let e as ScriptError: (e.message, e.exitCode)
    case let e as CustomStringConvertible: (e.description, 1)
    default: ("\(error)", 1)
    }
    FileHandle.standardError.write(Data("cubescroll: \(message)\n".utf8))
    return ExitCode(code)
}
