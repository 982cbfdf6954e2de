import Capture
import DesktopInput
import Foundation
import Platform
import SceneKit
import ScrollPhysics
import TextRendering
import RunSupport

/// What `cubescroll` (the window) was asked to do.
public struct WindowOptions: Sendable {
    /// The window size when none is given, points (the window host's default).
    public static let defaultSize = GLFWWindowHost.defaultSize

    /// Window size in points.
    public var windowSize = WindowOptions.defaultSize
    /// The scene shown first (nil: the catalog's first).
    public var sceneName: String?
    /// Scene options from the command line, for the first scene (see `SceneArguments`).
    public var sceneArguments: [String] = []
    /// Write the per-frame trace (same format as capture) to this file.
    public var tracePath: String?
    /// Where S saves screenshots (cubescroll-NNNNNN.png).
    public var screenshotDirectory = "."
    public var shaderDirectory: String?
    /// Quit by itself after this many seconds (for scripted checks); nil runs until closed.
    public var quitAfter: Double?
    /// Sleep this long (seconds) in every frame's draw: a stand-in for a slow renderer, to check
    /// that input keeps its own times however slow the frames are. 0: none.
    public var slowDraw = 0.0
    /// The scenes Tab and 1–9 switch between, in order; the first is shown when `sceneName` is
    /// nil: the `cubescroll` command's catalog, or an app's own (`[MyScene.self]`).
    public var scenes: [any Scene.Type]
    public init(scenes: [any Scene.Type]) { self.scenes = scenes }
}

/// The windowed app, in three steps as sokol's apps are (init / frame / cleanup):
///
/// - init (`run`, main thread): every check of the options that can fail — scene, scene options,
///   shaders, screenshot folder, trace path — before the window opens; then the window.
/// - frames (`WindowFrameLoop`, render thread): the GL context is current there; it waits until
///   something changed (an input, a resize, the window shown again, a scene that still moves, a
///   texture finished, the hint panel's fold) and then runs one frame: keys the window keeps,
///   each input delivered at its own time, advance, draw, swap, screenshot, trace, title.
/// - cleanup: the screenshots still being written, the trace renamed into place.
///
/// Meanwhile the main thread waits for window-system events and stamps each input when it arrives
/// (`GLFWWindowHost.runRenderThread`), so a flick keeps its speed however slow the frames are.
///
/// Keys the window keeps for itself (`WindowKey`): Tab / Shift+Tab and 1–9 switch scenes (each
/// scene keeps its state while another is shown; a drag under way in the scene left is
/// cancelled), S saves a screenshot, Esc quits; everything else goes to the scene. With
/// `--trace`, a switch is written as a `sceneChanged` event (with the new `scene` name) and the
/// frames after it carry the new scene's fields.
public enum WindowRun {
    /// Frames are paced to at most this rate (without vsync — Xvfb, some drivers — a scene that
    /// keeps moving would otherwise draw as fast as it can). Inputs in between wait, with their
    /// own times, for the next frame.
    public static let maximumFrameRate = 120.0

    public static func run(_ options: WindowOptions) throws {
        let setup = try WindowSetup(options)
        let stop = StopSignals()
        let size = options.windowSize
        // Single-sampled: each frame is multisampled only when its draw list needs it
        // (`WindowFrameTarget`), the choice captures make.
        let window = try GLFWWindowHost(width: Int(size.width), height: Int(size.height), samples: 0)
        try window.runRenderThread(interrupted: { stop.requested }) { side in
            let loop = try WindowFrameLoop(options: options, setup: setup, side: side)
            try loop.run()
        }
        if let signal = stop.received {
            let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
            FileHandle.standardError.write(Data("cubescroll: \(name) received: window closed\(options.tracePath == nil ? "" : ", trace finished")\n".utf8))
        }
    }
}

/// The checks made before the window opens (bad input: exit 2 without a window), and what they
/// found: the first scene and its options.
struct WindowSetup: Sendable {
    let firstType: any Scene.Type
    let firstArguments: [String: SceneParameterValue]

    init(_ options: WindowOptions) throws(CaptureError) {
        try OutputDirectory.prepare(options.screenshotDirectory, option: "--screenshot-dir")
        FileIO.removeStalePartials(in: options.screenshotDirectory)
        if let path = options.tracePath {
            FileIO.removeStalePartials(in: URL(fileURLWithPath: path).deletingLastPathComponent().path)
            do { try TraceWriter.checkWritable(path) } catch {
                throw CaptureError(error.message + " (choose another --trace)", exitCode: 2)
            }
        }
        firstType = try SceneArguments.sceneType(named: options.sceneName, in: options.scenes)
        firstArguments = try SceneArguments.parse(options.sceneArguments, for: firstType, among: options.scenes)
        try SceneArguments.check(SceneParameters(declared: firstType.parameters).overriding(firstArguments), for: firstType)
        try ShaderCheck.check(options.shaderDirectory)
        FatalSignals.installMessages()
        do { _ = try Typesetter.system() } catch { throw CaptureError(error.description, exitCode: 3) }
    }
}
