import SceneKit
import ScrollPhysics

/// The per-frame trace (docs/capture.md, "Trace format"): JSON Lines, one `TraceHeader` line then one
/// `TraceFrame` line per frame. Written by `TraceWriter` (capture and the windowed app's
/// `--trace`), read back by `TraceReader`. Positions and sizes are in points; velocities in points
/// per second, positive when contentOffset grows (the sign of UIKit's willEndDragging velocity).

/// The first line: `{"type":"header","version":1,"fps":…,"window":{"width":…,"height":…,"scale":…},
/// "scene":{…},"scrollViews":{…}}`.
///
/// `scene` holds `"name"` (the scene's `SceneInfo.name`) then the scene's own members
/// (`Scene.traceHeaderFields()`). `scrollViews`, written for scenes with several scroll views, gives
/// each one's `"frame"` [x,y,w,h], `"contentSize"` [w,h] and `"paging"`.
public struct TraceHeader: Sendable {
    /// Format version (1).
    public var version: Int
    /// Frames per second of the run (after the CLI's `--fps`).
    public var fps: Double
    /// Initial window size in points.
    public var windowSize: Size
    /// Framebuffer pixels per point.
    public var scale: Double
    /// The `"scene"` object's members, in output order (including `"name"` when written).
    public var scene: [TraceField]
    /// The scroll views at the start, or nil when the scene does not list them.
    public var scrollViews: [TracedScrollViewHeader]?
    /// The font files the text was drawn with (regular, bold), `"fonts"`: frames are
    /// reproducible for the same files. Nil: not written (traces from before text was drawn
    /// with a font file).
    public var fonts: [String]?

    public init(version: Int = 1, fps: Double, windowSize: Size, scale: Double, scene: [TraceField],
                scrollViews: [TracedScrollViewHeader]? = nil) {
        self.version = version; self.fps = fps; self.windowSize = windowSize; self.scale = scale
        self.scene = scene; self.scrollViews = scrollViews
    }

    /// The scene's name (`"name"` in the scene object), or nil when the header has none.
    public var sceneName: String? {
        if case .string(let name)? = scene["name"] { return name }
        return nil
    }

    /// The header entry of scroll view `name`, or nil.
    public func scrollView(_ name: String) -> TracedScrollViewHeader? { scrollViews?.first { $0.name == name } }
}

/// A scroll view in the header's `"scrollViews"`: `"NAME": {"frame": [x,y,w,h], "contentSize": [w,h], "paging": b}`.
public struct TracedScrollViewHeader: Equatable, Sendable {
    public var name: String
    /// Frame in its superview's coordinates, points.
    public var frame: Rect
    public var contentSize: Size
    public var paging: Bool
    public init(name: String, frame: Rect, contentSize: Size, paging: Bool) {
        self.name = name; self.frame = frame; self.contentSize = contentSize; self.paging = paging
    }
}

/// A scroll view in a frame's `"scrollViews"`: `"NAME": {"offset": [x,y], "velocity": [vx,vy],
/// "zoom": s, "tracking": b, "dragging": b, "decelerating": b, "zooming": b, "zoomBouncing": b}`.
public struct TracedScrollView: Equatable, Sendable {
    public var name: String
    /// contentOffset, points.
    public var offset: Point
    /// Points per second, positive when the offset grows.
    public var velocity: Point
    public var zoom: Double
    public var tracking: Bool
    public var dragging: Bool
    public var decelerating: Bool
    public var zooming: Bool
    public var zoomBouncing: Bool
    public init(name: String, offset: Point, velocity: Point, zoom: Double, tracking: Bool, dragging: Bool,
                decelerating: Bool, zooming: Bool, zoomBouncing: Bool) {
        self.name = name; self.offset = offset; self.velocity = velocity; self.zoom = zoom; self.tracking = tracking
        self.dragging = dragging; self.decelerating = decelerating; self.zooming = zooming; self.zoomBouncing = zoomBouncing
    }
}

/// One frame: `{"type":"frame","frame":i,"t":…,"needsFrame":true|false, SCENE FIELDS…,
/// "scrollViews":{…},"events":[…]}`, the scene fields being `Scene.traceFrameFields(time:)`.
public struct TraceFrame: Sendable {
    /// Frame index from 0.
    public var frame: Int
    /// Frame time in seconds (virtual clock).
    public var t: Double
    /// The host's own answer, after this frame, to "does the scene still change with time alone?"
    /// (`SceneHost.needsFrame`): what makes a window draw again without input. False from some
    /// frame on means the scene is at rest and a window showing it sleeps (docs/capture.md, "Trace format"). Nil in a
    /// trace written before the field existed.
    public var needsFrame: Bool?
    /// The scene's members (`Scene.traceFrameFields`), in output order.
    public var fields: [TraceField]
    /// The scroll views that exist this frame, or nil when the scene does not list them.
    public var scrollViews: [TracedScrollView]?
    /// Delegate callbacks and scene events made while producing this frame, in order.
    public var events: [SceneEvent]

    public init(frame: Int, t: Double, needsFrame: Bool? = nil, fields: [TraceField],
                scrollViews: [TracedScrollView]? = nil, events: [SceneEvent] = []) {
        self.frame = frame; self.t = t; self.needsFrame = needsFrame; self.fields = fields
        self.scrollViews = scrollViews; self.events = events
    }

    /// The state of scroll view `name` this frame, or nil if it does not exist (or is not listed).
    public func scrollView(_ name: String) -> TracedScrollView? { scrollViews?.first { $0.name == name } }
}

extension TraceHeader: Equatable {
    /// Equal when every member is; object members compare regardless of order (a trace read back
    /// with Foundation's decoder does not keep member order).
    public static func == (a: TraceHeader, b: TraceHeader) -> Bool {
        a.version == b.version && a.fps == b.fps && a.windowSize == b.windowSize && a.scale == b.scale
            && a.scene.normalized == b.scene.normalized && a.scrollViews == b.scrollViews && a.fonts == b.fonts
    }
}

extension TraceFrame: Equatable {
    /// Equal when every member is; object members compare regardless of order.
    public static func == (a: TraceFrame, b: TraceFrame) -> Bool {
        a.frame == b.frame && a.t == b.t && a.needsFrame == b.needsFrame && a.fields.normalized == b.fields.normalized
            && a.scrollViews == b.scrollViews && a.events == b.events
    }
}

extension Array where Element == TraceField {
    /// Members sorted by key, nested objects too.
    var normalized: [TraceField] {
        sorted { $0.key < $1.key }.map { field in
            if case .object(let members) = field.value { return TraceField(field.key, .object(members.normalized)) }
            return field
        }
    }
}

extension SceneEvent {
    /// This event with its arguments sorted by key, as `TraceReader` returns them.
    public var sortedByKey: SceneEvent {
        SceneEvent(name: name, arguments: arguments.sorted { $0.key < $1.key })
    }
}
