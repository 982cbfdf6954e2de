import DesktopInput
import ScrollKit
import ScrollPhysics

/// What `cubescroll scenes`, the window's title bar and the help text say about a scene.
public struct SceneInfo: Sendable {
    /// The name scripts and the CLI use (`--scene NAME`, `"scene": {"name": NAME}`): lower case,
    /// letters, digits and '-'.
    public var name: String
    /// Shown at the top left of the window, e.g. "Cubes".
    public var title: String
    /// One line for `cubescroll scenes`: what the scene demonstrates.
    public var summary: String
    /// One line shown under the title: what to try.
    public var hint: String
    /// The window corner where the host's title panel hides least of the scene.
    public var overlayCorner: OverlayCorner

    public init(name: String, title: String, summary: String, hint: String, overlayCorner: OverlayCorner = .topLeft) {
        self.name = name; self.title = title; self.summary = summary; self.hint = hint
        self.overlayCorner = overlayCorner
    }
}

/// A corner of the window.
public enum OverlayCorner: Sendable {
    case topLeft, topRight, bottomLeft, bottomRight
}

/// A scroll view a scene exposes by name, for the trace (`scrollViews`) and for tests.
public struct NamedScrollView {
    public var name: String
    public var scrollView: ScrollView
    /// Whether it pages (the trace header's `paging`).
    public var isPaging: Bool { scrollView.isPagingEnabled }
    public init(_ name: String, _ scrollView: ScrollView) { self.name = name; self.scrollView = scrollView }
}

/// A scene: one demo the window and headless capture run through the same frame function (in
/// the spirit of wgpu's examples framework, where one `Example` type serves the window loop and
/// the offscreen test). A scene imports no GL: it is driven with inputs and times and describes
/// each frame as a `DrawList`.
///
/// The host calls, in this order:
/// ```
/// let scene = SceneType.init(size: windowSize, parameters: params)       // once
/// // every frame:
/// scene.handle(event, time: t)          // each input at its own time (t non-decreasing)
/// scene.layout(for: newSize, time: t)   // when the window is resized (instead of handle)
/// scene.advance(to: frameTime)          // once, after the frame's inputs
/// scene.draw(into: &list, time: frameTime)
/// trace: scene.traceFrameFields(), scene.scrollViews, scene.drainEvents()
/// ```
/// Time is never read inside a scene: every call carries it (seconds from the start of the run).
/// See docs/scenes.md for how to add one.
public protocol Scene: AnyObject, SendableMetatype {
    /// Name, title, summary and hint.
    static var info: SceneInfo { get }
    /// The parameters scripts (`"scene": {"name": …, KEY: VALUE}`) and the CLI (`--KEY VALUE`)
    /// may set; anything else is rejected with a message listing these.
    static var parameters: [SceneParameter] { get }

    /// Checks what `parameters` name outside the program (a folder, a file) before the scene is
    /// built: nil when the scene can run, else one line saying what is wrong and how to fix it (the
    /// host prints it and exits with status 2). Default: nil.
    static func problem(with parameters: SceneParameters) -> String?

    /// Builds the scene for a window of `size` points (> 0) with validated `parameters` (every
    /// declared parameter has a value: the given one or its default).
    init(size: Size, parameters: SceneParameters)

    /// Lays the scene out for a new window size (points). A scene keeps what the user looks at
    /// (the same item centred, the same relative zoom) and lets motion under way carry on. An
    /// empty or non-finite size (a minimised window) should keep the current layout.
    func layout(for size: Size, time: Double)

    /// Delivers one input at its own `time` (never `.resize`: that comes through `layout`).
    func handle(_ event: DesktopEvent, time: Double)

    /// Advances the scene's models to the frame time `time` (once per frame, after its inputs).
    func advance(to time: Double)

    /// Describes the frame at `time` (call after `advance(to:)`): the scene first calls
    /// `list.reset(viewSize:background:)` with its window size, then adds its commands. The host
    /// may add more on top afterwards (the window's title and hint).
    func draw(into list: inout DrawList, time: Double)

    /// The scroll views that exist now, in a stable order (for the trace and tests).
    var scrollViews: [NamedScrollView] { get }

    /// Whether the trace lists `scrollViews` (header `"scrollViews"`, frame `"scrollViews"`):
    /// true for scenes with several scroll views. Default: true.
    var tracesScrollViews: Bool { get }

    /// Members of the trace header's `"scene"` object after `"name"`, in order.
    func traceHeaderFields() -> [TraceField]

    /// Members a frame line carries after `"t"` (before `"scrollViews"` and `"events"`), in order.
    func traceFrameFields(time: Double) -> [TraceField]

    /// The events (delegate callbacks, clicks, resizes) since the last call, in order; clears them.
    func drainEvents() -> [SceneEvent]

    /// The framebuffer's pixels per point changed to `scale` (2 on a HiDPI screen; a capture
    /// script's `window.scale`). Scenes that draw their own bitmaps size them with it, as UIKit
    /// views use the screen scale. Called before the first frame when it is not 1, and whenever it
    /// changes. Default: nothing.
    func pixelScaleDidChange(to scale: Double, time: Double)

    /// One line for the window's title bar: what is moving and how (offset, zoom, phase).
    var statusLine: String { get }

    /// The window calls this with true before its first frame (capture never does): frames are
    /// shown to a person as they come, so a scene may do slow work (rendering images) in the
    /// background and draw a placeholder until it is done, rather than hold up input. Without it,
    /// every frame must be complete and deterministic (captures and goldens). Default: ignored.
    func setInteractive(_ interactive: Bool)
}

extension Scene {
    public static func problem(with parameters: SceneParameters) -> String? { nil }
    public var tracesScrollViews: Bool { true }
    public func traceHeaderFields() -> [TraceField] { [] }
    public func traceFrameFields(time: Double) -> [TraceField] { [] }
    public func setInteractive(_ interactive: Bool) {}
    public func pixelScaleDidChange(to scale: Double, time: Double) {}
}
