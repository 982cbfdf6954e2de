import Capture
import ImageOutput
import Platform
import Scenes
import DesktopInput
import Foundation
import Renderer
import ScrollPhysics

/// What `cubescroll` (the window) was asked to do.
public struct WindowOptions: Sendable {
    public var config = DemoConfig()
    /// Write the per-frame trace (same format as capture) to this file.
    public var tracePath: String?
    /// Where S saves screenshots (cubescroll-NNNNNN.png).
    public var screenshotDirectory = "."
    public var shaderDirectory: String?
    /// Quit by itself after this many seconds (for scripted checks); nil runs until closed.
    public var quitAfter: Double?
    public init() {}
}

/// The windowed app: a GLFW window whose frame loop is poll input → dispatch (each input at its own
/// GLFW timestamp) → advance the model to the frame's time → update the scene → draw → swap. The
/// loop never blocks on input, so the big cube keeps turning while dragging and decelerating (seed
/// 003's run-loop pitfall cannot happen here).
public enum WindowRun {
    /// Without vsync (Xvfb, some drivers) the loop would spin: frames are paced to at most this
    /// rate by waiting for events (input still wakes the loop at once).
    public static let maximumFrameRate = 120.0

    public static func run(_ options: WindowOptions) throws {
        try OutputDirectory.prepare(options.screenshotDirectory)
        let stop = StopSignals()
        let size = options.config.windowSize
        let host = try GLFWWindowHost(width: Int(size.width), height: Int(size.height))
        let renderer = try CubeRenderer(shaderDirectory: options.shaderDirectory)
        // The window manager may not give the size asked for: lay out for the real one.
        var config = options.config
        config.windowSize = host.windowSize
        let demo = Demo(config: config)
        let fb0 = host.framebufferSize
        let scale = config.windowSize.width > 0 ? Double(fb0.width) / config.windowSize.width : 1
        let trace = try options.tracePath.map { path throws(CaptureError) in
            try TraceWriter(path: path, header: demo.traceHeader(fps: 60, scale: scale))
        }
        var finished = false
        defer { if !finished { trace?.discard() } }

        let start = host.time
        var frame = 0
        var lastTitle = -1.0
        var pixels: [UInt8] = []
        while !host.shouldClose && !stop.requested {
            let frameStart = host.time
            host.pollEvents()
            var screenshot = false
            host.drainEvents { event in
                let t = event.time - start
                switch event {
                case .mouseDown(.left, let p, _): demo.deliver(.mouseDown(p), time: t)
                case .mouseUp(.left, let p, _): demo.deliver(.mouseUp(p), time: t)
                case .cursorMove(let p, _): demo.deliver(.mouseMove(p), time: t)
                case let .scroll(dx, dy, shift, _): demo.deliver(.wheel(dx: dx, dy: dy, shift: shift, continuous: nil), time: t)
                case .key(.escape, _, _): host.shouldClose = true
                case .key(.s, false, _): screenshot = true
                case .key(let key, _, _):
                    if let k = DesktopKey(rawValue: key.rawValue) { demo.deliver(.key(k), time: t) }
                case .windowResize(let s, _): demo.deliver(.resize(s), time: t)
                default: break
                }
            }
            let now = host.time - start
            demo.advance(to: now)
            let fb = host.framebufferSize
            // Minimised (0×0): nothing to draw; wait for events instead of spinning (the model's time
            // still advances, so a fling under way lands where it would have).
            if fb.width == 0 || fb.height == 0 { host.waitEvents(timeout: 0.1) }
            renderer.draw(demo.snapshot, framebufferWidth: fb.width, framebufferHeight: fb.height)
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
            host.swapBuffers()
            if let trace { try trace.append(demo.traceFrame(index: frame)) } else { demo.discardEvents() }
            if now - lastTitle >= 0.1 { host.setTitle(demo.statusLine); lastTitle = now }
            frame += 1
            if let q = options.quitAfter, now >= q { host.shouldClose = true }
            let spare = 1 / maximumFrameRate - (host.time - frameStart)
            if spare > 0.001 { host.waitEvents(timeout: spare) }
        }
        try trace?.finish()
        finished = true
    }
}
