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
/// each frame as a `DrawList`. It implements only what it draws and how it reacts; what it needs
/// from the host (its size, parameters, pixel scale, text measurer, the event log, whether a person
/// watches, a way to ask for a frame) is its `SceneContext`.
///
/// The host calls, in this order:
/// ```
/// let scene = SceneType.init(context: context)   // once; context.size is usable
/// // every frame:
/// scene.handle(event, time: t)          // each input at its own time (t non-decreasing)
/// scene.layout(for: newSize, time: t)   // when the window is resized to a usable size (instead of handle)
/// scene.advance(to: frameTime)          // once, after the frame's inputs
/// scene.draw(into: &list, time: frameTime)
/// trace: scene.traceFrameFields(time:), scene.scrollViews, context.events.drain()
/// ```
/// Time is never read inside a scene: every call carries it (seconds from the start of the run).
/// See docs/scenes.md for how to add one.
public protocol Scene: AnyObject, SendableMetatype {
    /// Name, title, summary and hint.
    static var info: SceneInfo { get }
    /// The parameters scripts (`"scene": {"name": …, KEY: VALUE}`) and the CLI (`--KEY VALUE`)
    /// may set; anything else is rejected with a message listing these. A parameter that names
    /// something outside the program (a folder) checks it with its `problem`.
    static var parameters: [SceneParameter] { get }

    /// Builds the scene for `context`: its size (usable: finite, > 0), its validated parameters
    /// (every declared parameter has a value: the given one or its default) and the rest of what
    /// the host provides. A scene keeps the context to log events, measure text and read the
    /// pixel scale.
    init(context: SceneContext)

    /// Lays the scene out for a new window size (points; always usable — the host keeps the
    /// current layout while the window is minimised). A scene keeps what the user looks at (the
    /// same item centred, the same relative zoom) and lets motion under way carry on.
    /// `context.size` is already `size`.
    func layout(for size: Size, time: Double)

    /// Delivers one input at its own `time` (never `.resize`: that comes through `layout`).
    func handle(_ event: DesktopEvent, time: Double)

    /// Advances the scene's models to the frame time `time` (once per frame, after its inputs).
    /// A scene whose bitmaps depend on `context.pixelScale` notices a change here.
    func advance(to time: Double)

    /// Describes the frame at `time` (call after `advance(to:)`): the scene first calls
    /// `list.reset(viewSize:background:)` with its window size, then adds its commands. The host
    /// may add more on top afterwards (the window's title and hint).
    func draw(into list: inout DrawList, time: Double)

    /// The scroll views that exist now, in a stable order: the trace lists them (header and
    /// frame `"scrollViews"`) and the host draws their indicators.
    var scrollViews: [NamedScrollView] { get }

    /// Members of the trace header's `"scene"` object after `"name"`, in order.
    func traceHeaderFields() -> [TraceField]

    /// Members a frame line carries after `"t"` (before `"scrollViews"` and `"events"`), in order.
    func traceFrameFields(time: Double) -> [TraceField]

    /// One line for the window's title bar: what is moving and how (offset, zoom, phase).
    var statusLine: String { get }

    /// Whether the picture still changes with time alone: something moves with no new input (a
    /// fling, bounce, programmatic or zoom animation, a spring settling, a ramp), a gesture waits on
    /// a deadline (long press, double tap, a wheel gesture's silence), or background work has
    /// finished and is not drawn yet. Asked after each `advance(to:)`. The window draws only while
    /// this is true or something happens (input, resize, `context.wake()`); otherwise it sleeps, so
    /// a scene at rest costs no CPU. False when it should be true freezes the scene until the next
    /// input; true when it could be false only costs CPU. Default: true (always draw).
    var needsFrame: Bool { get }
}

extension Scene {
    public func traceHeaderFields() -> [TraceField] { [] }
    public func traceFrameFields(time: Double) -> [TraceField] { [] }
    public var needsFrame: Bool { true }
}
