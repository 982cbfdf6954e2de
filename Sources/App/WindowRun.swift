import Capture
import ImageOutput
import Platform
import SceneKit
import Scenes
import DesktopInput
import Foundation
import Renderer
import ScrollPhysics

/// What `cubescroll` (the window) was asked to do.
public struct WindowOptions: Sendable {
    /// Window size in points.
    public var windowSize = Size(width: 1280, height: 720)
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
    /// The scenes Tab and 1–9 switch between, in order; the first is shown when `sceneName` is
    /// nil. The built-in catalog unless an app shows its own: `[MyScene.self]`.
    public var scenes: [any Scene.Type] = SceneCatalog.all
    public init() {}
}

/// The windowed app: a GLFW window whose frame loop is poll input → dispatch (each input at its own
/// GLFW timestamp) → advance the scene to the frame's time → fill the draw list → draw → swap. The
/// loop never blocks on input, so the big cube keeps turning while dragging and decelerating (seed
/// 003's run-loop pitfall cannot happen here).
///
/// Keys the window keeps for itself: Tab / Shift+Tab and 1–9 switch scenes (each scene keeps its
/// state while another is shown; a drag under way in the scene left is cancelled), S saves a screenshot, Esc quits; everything else goes to the
/// scene. With `--trace`, a switch is written as a `sceneChanged` event (with the new `scene` name)
/// and the frames after it carry the new scene's fields.
public enum WindowRun {
    /// Without vsync (Xvfb, some drivers) the loop would spin: frames are paced to at most this
    /// rate by waiting for events (input still wakes the loop at once).
    public static let maximumFrameRate = 120.0

    public static func run(_ options: WindowOptions) throws {
        try OutputDirectory.prepare(options.screenshotDirectory)
        FileIO.removeStalePartials(in: options.screenshotDirectory)
        if let tracePath = options.tracePath {
            FileIO.removeStalePartials(in: URL(fileURLWithPath: tracePath).deletingLastPathComponent().path)
        }
        let firstType = try SceneArguments.sceneType(named: options.sceneName, in: options.scenes)
        let firstArguments = try SceneArguments.parse(options.sceneArguments, for: firstType)
        try SceneArguments.check(SceneParameters(declared: firstType.parameters).overriding(firstArguments), for: firstType)
        try ShaderCheck.check(options.shaderDirectory)
        FatalSignals.installMessages()
        do { try SceneHost.installFonts() } catch { throw CaptureError(error.description, exitCode: 3) }
        let stop = StopSignals()
        let size = options.windowSize
        let window = try GLFWWindowHost(width: Int(size.width), height: Int(size.height))
        let renderer = try SceneRenderer(shaderDirectory: options.shaderDirectory)
        // The window manager may not give the size asked for: lay out for the real one.
        var scenes = SceneSwitcher(windowSize: window.windowSize, types: options.scenes, first: firstType,
                                   arguments: firstArguments)
        let fb0 = window.framebufferSize
        let scale = scenes.windowSize.width > 0 ? Double(fb0.width) / scenes.windowSize.width : 1
        let trace = try options.tracePath.map { path throws(CaptureError) in
            try TraceWriter(path: path, header: scenes.current.traceHeader(fps: 60, scale: scale))
        }
        var finished = false
        defer { if !finished { trace?.discard() } }

        let start = window.time
        var frame = 0
        var lastTitle = -1.0
        var pixels: [UInt8] = []
        var switchEvents: [SceneEvent] = []
        while !window.shouldClose && !stop.requested {
            let frameStart = window.time
            window.pollEvents()
            var screenshot = false
            window.drainEvents { timed in
                let t = timed.time - start
                switch timed.event {
                case .key(.escape, _, _): window.shouldClose = true
                case .key(.character("s"), [], false): screenshot = true
                case .key(.tab, let modifiers, _):
                    if scenes.select(offset: modifiers.contains(.shift) ? -1 : 1, time: t) {
                        switchEvents.append(SceneEvent("sceneChanged", ["scene": .string(scenes.current.sceneType.info.name)]))
                    }
                case .key(.character(let c), [], false) where ("1"..."9").contains(c):
                    if scenes.select(index: Int(String(c))! - 1, time: t) {
                        switchEvents.append(SceneEvent("sceneChanged", ["scene": .string(scenes.current.sceneType.info.name)]))
                    }
                case .resize(let s):
                    scenes.resize(to: s, time: t)
                default:
                    scenes.current.deliver(timed.event, time: t)
                }
            }
            let host = scenes.current
            let now = window.time - start
            let fb = window.framebufferSize
            if fb.width > 0, host.windowSize.width > 0 { host.pixelScale = Double(fb.width) / host.windowSize.width }
            host.advance(to: now)
            // Minimised (0×0): nothing to draw; wait for events instead of spinning (the model's time
            // still advances, so a fling under way lands where it would have).
            if fb.width == 0 || fb.height == 0 { window.waitEvents(timeout: 0.1) }
            renderer.draw(host.drawList, framebufferWidth: fb.width, framebufferHeight: fb.height)
            if screenshot, fb.width > 0, fb.height > 0 {
                PixelReadback.readRGBA(width: fb.width, height: fb.height, into: &pixels)
                let path = "\(options.screenshotDirectory)/cubescroll-\(String(format: "%06d", frame)).png"
                // A failed screenshot is reported, not fatal: the session (and its trace) go on.
                do {
                    try PNGWriter.write(RGBAImage(width: fb.width, height: fb.height, pixels: pixels), to: path)
                    FileHandle.standardError.write(Data("saved \(path)\n".utf8))
                } catch {
                    FileHandle.standardError.write(Data("cubescroll: screenshot not saved: \(error.message)\n".utf8))
                }
            }
            window.swapBuffers()
            if let trace {
                var line = host.traceFrame(index: frame)
                line.events = switchEvents + line.events
                switchEvents.removeAll()
                try trace.append(line)
            } else {
                host.discardEvents()
                switchEvents.removeAll()
            }
            if now - lastTitle >= 0.1 { window.setTitle(host.statusLine); lastTitle = now }
            frame += 1
            if let q = options.quitAfter, now >= q { window.shouldClose = true }
            let spare = 1 / maximumFrameRate - (window.time - frameStart)
            if spare > 0.001 { window.waitEvents(timeout: spare) }
        }
        try trace?.finish()
        finished = true
        if let signal = stop.received {
            let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
            FileHandle.standardError.write(Data("cubescroll: \(name) received: window closed\(options.tracePath == nil ? "" : ", trace finished")\n".utf8))
        }
    }
}

/// The window's scenes: one `SceneHost` per scene type, built the first time it is shown
/// (the first with the command line's options, the others with their defaults) and kept, so a
/// scene shown again carries on where it was, laid out for the current window size.
struct SceneSwitcher {
    private var hosts: [SceneHost?]
    private(set) var index: Int
    private(set) var windowSize: Size
    private let types: [any Scene.Type]

    init(windowSize: Size, types: [any Scene.Type] = SceneCatalog.all, first: any Scene.Type,
         arguments: [String: SceneParameterValue]) {
        self.windowSize = windowSize
        self.types = types
        hosts = Array(repeating: nil, count: types.count)
        index = types.firstIndex { ObjectIdentifier($0) == ObjectIdentifier(first) } ?? 0
        let host = SceneHost(first, parameters: SceneParameters(declared: first.parameters).overriding(arguments),
                             windowSize: windowSize)
        host.showsOverlay = true
        host.overlayExtra = Self.keysLine
        host.isInteractive = true
        hosts[index] = host
    }

    /// The scene keys, shown under each scene's hint.
    static let keysLine = "Tab / Shift+Tab or 1-9: other scenes   S: screenshot   Esc: quit"

    var current: SceneHost { hosts[index]! }

    /// Lays the current scene out for `size` (the others when they are shown next).
    mutating func resize(to size: Size, time: Double) {
        if size.width > 0, size.height > 0 { windowSize = size }
        current.deliver(.resize(size), time: time)
    }

    /// Shows the scene `offset` places on (wrapping); true if it changed.
    mutating func select(offset: Int, time: Double) -> Bool {
        select(index: ((index + offset) % types.count + types.count) % types.count, time: time)
    }

    /// Shows scene number `index` (from 0); false if there is none or it is already shown.
    mutating func select(index newIndex: Int, time: Double) -> Bool {
        guard newIndex >= 0, newIndex < types.count, newIndex != index else { return false }
        // The scene left loses the input: a press under way there is cancelled, as when the window
        // loses focus (its release, if any, now goes to the next scene). Otherwise it would stay
        // pressed and, shown again, follow the mouse with no button held.
        current.deliver(.focusLost, time: time)
        index = newIndex
        if let host = hosts[index] {
            if host.windowSize != windowSize { host.deliver(.resize(windowSize), time: time) }
            host.showHints(at: time)
        } else {
            let type = types[index]
            let host = SceneHost(type, parameters: SceneParameters(declared: type.parameters), windowSize: windowSize)
            host.showsOverlay = true
            host.overlayExtra = Self.keysLine
            host.isInteractive = true
            host.showHints(at: time)
            hosts[index] = host
        }
        return true
    }
}
