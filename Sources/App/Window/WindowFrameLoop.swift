import Capture
import DesktopInput
import Foundation
import ImageOutput
import Platform
import Renderer
import SceneKit
import ScrollPhysics

/// The window's frames, on the render thread, which owns everything here: the renderer (the GL
/// context is current on this thread), the scenes, the trace and the screenshot writer. Only
/// `RenderSide` (lock-protected) is shared with the main thread.
///
/// A frame is drawn only when something changed: inputs arrived, the window was resized or shown
/// again, the scene still moves (`SceneHost.needsFrame`), a background texture finished (the
/// scene's wake), or a timed change is due (the hint panel folding, `--quit-after`). Otherwise the
/// thread sleeps in `RenderSide.nextFrame`. A hidden or minimised window draws nothing.
final class WindowFrameLoop {
    private let options: WindowOptions
    private let side: RenderSide
    private let renderer: SceneRenderer
    /// Multisampled or not, per frame, as captures choose.
    private let target = WindowFrameTarget()
    private var scenes: SceneSwitcher
    private let trace: WindowTrace
    private let screenshots: ScreenshotWriter
    private var frameIndex = 0
    /// GLFW time (s) when the last frame started: the next starts 1 / maximumFrameRate later at the earliest.
    private var lastFrameStart = -Double.infinity
    /// Run time (s) of the last title update.
    private var lastTitle = -Double.infinity
    private var screenshotWanted = false
    private var quitRequested = false
    private var pixels: [UInt8] = []

    /// Seconds between title updates while something moves (the title is set again when it stops).
    static let titleInterval = 0.1

    // MARK: - Init

    init(options: WindowOptions, setup: WindowSetup, side: RenderSide) throws {
        self.options = options
        self.side = side
        renderer = try SceneRenderer(shaderDirectory: options.shaderDirectory)
        let state = side.windowState
        // The window manager may not give the size asked for: lay out for the real one.
        let size = state.windowSize.width > 0 && state.windowSize.height > 0 ? state.windowSize : options.windowSize
        scenes = SceneSwitcher(windowSize: size, types: options.scenes, first: setup.firstType,
                               arguments: setup.firstArguments, wake: { [side] in side.wake() })
        trace = try WindowTrace(path: options.tracePath, host: scenes.current, scale: state.pixelScale)
        screenshots = ScreenshotWriter(directory: options.screenshotDirectory)
    }

    // MARK: - Loop

    /// Runs frames until Esc, `--quit-after`, or the window closing (signals, the close button).
    func run() throws {
        var wakeAt: Double?
        defer { screenshots.finish() }
        while let batch = side.nextFrame(notBefore: lastFrameStart + 1 / WindowRun.maximumFrameRate, wakeAt: wakeAt) {
            let time = batch.time - side.startTime
            handle(batch.events)
            if quitRequested { break }
            if batch.state.isVisible { try frame(at: time, in: batch.state) }
            if let q = options.quitAfter, time >= q { break }
            wakeAt = nextWake(after: time, visible: batch.state.isVisible)
        }
        // Cleanup: the last screenshots (defer) and the trace.
        try trace.finish()
    }

    /// The earliest GLFW time the next frame is wanted with no input, after the batch at `time`
    /// (run seconds): while the window is `visible`, now while the scene moves, else its next timed
    /// change; nil (sleep until something arrives) when nothing is due.
    private func nextWake(after time: Double, visible: Bool) -> Double? {
        let host = scenes.current
        var wake: Double?
        if visible {
            if host.needsFrame { wake = side.time } else { wake = host.nextTimedChange(after: time).map { $0 + side.startTime } }
        }
        if let q = options.quitAfter { wake = min(wake ?? .infinity, q + side.startTime) }
        return wake
    }

    // MARK: - Input

    /// The window's keys, resizes, and every other input to the scene, each at its own time.
    private func handle(_ events: [WindowEvent]) {
        for timed in events {
            let t = timed.time - side.startTime
            if case let .key(key, modifiers, isRepeat) = timed.event,
               let windowKey = WindowKey(key, modifiers: modifiers, isRepeat: isRepeat) {
                apply(windowKey, time: t)
            } else if case .resize(let size) = timed.event {
                scenes.resize(to: size, time: t)
            } else {
                scenes.current.deliver(timed.event, time: t)
            }
        }
    }

    private func apply(_ key: WindowKey, time: Double) {
        let changed: Bool
        switch key {
        case .quit: quitRequested = true; return
        case .screenshot: screenshotWanted = true; return
        case .sceneOffset(let offset): changed = scenes.select(offset: offset, time: time)
        case .scene(let index): changed = scenes.select(index: index, time: time)
        }
        if changed { trace.sceneChanged(to: scenes.current) }
    }

    // MARK: - Frame

    /// Advances the scene to `time`, draws it into the framebuffer `state` gives (the batch's: the
    /// loop keeps no copy of the window's state), multisampled only when its list needs it, as in a
    /// capture (`WindowFrameTarget`); saves a screenshot if one was asked for, presents, and writes
    /// the trace line and the title.
    private func frame(at time: Double, in state: WindowState) throws {
        lastFrameStart = side.time
        let host = scenes.current
        let width = state.framebufferWidth, height = state.framebufferHeight
        host.pixelScale = state.pixelScale
        host.advance(to: time)
        try target.begin(host.drawList, width: width, height: height)
        renderer.draw(host.drawList, framebufferWidth: width, framebufferHeight: height)
        target.finish()
        if options.slowDraw > 0 { Thread.sleep(forTimeInterval: options.slowDraw) }
        if screenshotWanted, width > 0, height > 0 {
            screenshotWanted = false
            PixelReadback.readRGBA(width: width, height: height, into: &pixels)
            screenshots.save(RGBAImage(width: width, height: height, pixels: pixels), frame: frameIndex)
        }
        side.swapBuffers()
        try trace.record(frame: frameIndex, of: host, time: time)
        if time - lastTitle >= Self.titleInterval || !host.needsFrame {
            side.setTitle(host.statusLine)
            lastTitle = time
        }
        frameIndex += 1
    }
}
