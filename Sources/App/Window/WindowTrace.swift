import Capture
import SceneKit
import RunSupport

/// The window's `--trace`: a header for the first scene, then one line per frame drawn, with the
/// window's own events (`sceneChanged`) before the scene's. Without `--trace` the scenes' events
/// are dropped every frame, so they never pile up.
final class WindowTrace {
    /// The header's `fps`. A window draws when something changes, not at a fixed rate, so frames
    /// carry their own times (`t`); the header gives the rate frames are paced to while something
    /// moves (`WindowRun.maximumFrameRate`), the most a reader may expect.
    static let headerFrameRate = WindowRun.maximumFrameRate

    private let writer: TraceWriter?
    private var windowEvents: [SceneEvent] = []
    private var finished = false

    /// Starts the trace at `path` (nil: no trace) with `host`'s header.
    init(path: String?, host: SceneHost, scale: Double) throws {
        writer = try path.map { path throws(CaptureError) in
            try TraceWriter(path: path, header: host.traceHeader(fps: Self.headerFrameRate, scale: scale))
        }
    }

    deinit { if !finished { writer?.discard() } }

    /// The window now shows `host`'s scene.
    func sceneChanged(to host: SceneHost) {
        windowEvents.append(SceneEvent("sceneChanged", ["scene": .string(host.sceneType.info.name)]))
    }

    /// Writes frame number `index`, just drawn for `host` at `time` (seconds from the run's start).
    func record(frame index: Int, of host: SceneHost, time: Double) throws {
        guard let writer else {
            host.discardEvents()
            windowEvents.removeAll()
            return
        }
        var line = host.traceFrame(index: index, time: time)
        line.events = windowEvents + line.events
        windowEvents.removeAll()
        try writer.append(line)
    }

    /// Renames the trace into place (after the last frame).
    func finish() throws {
        finished = true
        try writer?.finish()
    }
}
