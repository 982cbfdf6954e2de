import ScrollPhysics

/// What the host gives a scene (as wgpu's examples framework hands each example its device and
/// surface configuration): the one place each of these values is held. The host updates `size` and
/// `pixelScale`; the scene reads them, never keeps its own copy.
///
/// ```
/// init(context: SceneContext) {
///     self.context = context
///     layout = Layout(size: context.size, count: context.parameters.int("count"))
///     recorder = ScrollEventRecorder(forwardingTo: self, log: context.events)
/// }
/// ```
public final class SceneContext {
    /// The window size, points: always usable (finite, > 0). Set by the host before it calls
    /// `Scene.layout(for:time:)`.
    public package(set) var size: Size
    /// The validated parameters (every declared one has a value).
    public let parameters: SceneParameters
    /// Framebuffer pixels per point (2 on a HiDPI screen; a capture script's `window.scale`):
    /// finite, > 0. Scenes that draw their own bitmaps size them with it, as UIKit views use the
    /// screen scale; a scene that caches such bitmaps compares it in `advance(to:)`.
    public package(set) var pixelScale: Double
    /// The host's one event log: delegate callbacks (through `ScrollEventRecorder`) and the scene's
    /// own events, appended as they happen, so they are in time order by construction. The trace
    /// writes them as each frame's `events`.
    public let events: SceneEventLog
    /// The interface font's measurer (widths, metrics, rasterised lines); safe from any thread.
    public let text: any TextMeasuring
    /// True in the window: frames are shown to a person as they come, so a scene may do slow work
    /// (rendering images) in the background and draw a placeholder until it is done, rather than
    /// hold up input. False in capture: every frame must be complete and deterministic (goldens).
    public let isInteractive: Bool
    private let wakeHost: @Sendable () -> Void

    /// A context for a scene of `size` points (usable) with `parameters`, measuring text with
    /// `text`. `wake` is what `wake()` calls (the window's; nothing in capture).
    public init(size: Size, parameters: SceneParameters, text: any TextMeasuring, pixelScale: Double = 1,
                isInteractive: Bool = false, events: SceneEventLog = SceneEventLog(),
                wake: @escaping @Sendable () -> Void = {}) {
        precondition(size.isUsable, "a scene's size must be finite and > 0 (got \(size))")
        precondition(pixelScale.isFinite && pixelScale > 0, "a pixel scale must be finite and > 0 (got \(pixelScale))")
        self.size = size; self.parameters = parameters; self.text = text; self.pixelScale = pixelScale
        self.isInteractive = isInteractive; self.events = events; self.wakeHost = wake
    }

    /// Asks the host for a frame, from any thread: call it when work finished in the background
    /// (a texture rendered) so a window asleep until the next input draws a frame to show it;
    /// `Scene.needsFrame` is then true until it is drawn. Does nothing in capture.
    public var wake: @Sendable () -> Void { wakeHost }
}

/// The events made while producing frames, in the order they happened: a host keeps one and hands
/// it to its scene through `SceneContext.events`; the trace takes them each frame (`drain()`).
/// Not thread-safe: append on the thread that drives the scene.
public final class SceneEventLog {
    private var pending: [SceneEvent] = []

    public init() {}

    /// Appends `event` (a delegate callback, a click, a resize) after those before it.
    public func append(_ event: SceneEvent) { pending.append(event) }

    /// The events since the last `drain()`, in order; clears them.
    public func drain() -> [SceneEvent] {
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }
}

extension Size {
    /// Whether a scene can be laid out at this window size: both sides finite and > 0 (a
    /// minimised window reports 0×0). The host passes only usable sizes to scenes.
    public var isUsable: Bool { width > 0 && height > 0 && width.isFinite && height.isFinite }
}
