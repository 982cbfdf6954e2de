import Scenes
import ScrollPhysics

/// The per-frame trace (issue 5, "Trace format"): JSON Lines, one `TraceHeader` line then one
/// `TraceFrame` line per frame. Written by `TraceWriter` (capture and the windowed app's
/// `--trace`), read back by `TraceReader`. Positions and sizes are in points; velocities in points
/// per second, positive when contentOffset grows (the sign of UIKit's willEndDragging velocity).

/// The first line: `{"type":"header","version":1,"fps":…,"window":{"width":…,"height":…,"scale":…},
/// "scene":{"cubes":…,"seed":…,"pitch":P,"scrollFrame":[x,y,w,h],"contentSize":[w,h],"boundsSize":[w,h]}}`.
/// `seed` is an addition to issue 5's list.
public struct TraceHeader: Equatable, Sendable {
    /// Format version; 1 is issue 5's format.
    public var version: Int
    /// Frames per second of the run (after the CLI's `--fps`).
    public var fps: Double
    /// Initial window size in points.
    public var windowSize: Size
    /// Framebuffer pixels per point.
    public var scale: Double
    /// Number of little cubes.
    public var cubes: Int
    /// Seed of the scene's colours.
    public var seed: Int
    /// Distance between neighbouring cube centres in content points (the snapping step).
    public var pitch: Double
    /// The scroll view's frame in window points.
    public var scrollFrame: Rect
    /// The scroll view's content size in points.
    public var contentSize: Size
    /// The scroll view's bounds size in points.
    public var boundsSize: Size

    public init(version: Int = 1, fps: Double, windowSize: Size, scale: Double, cubes: Int, seed: Int,
                pitch: Double, scrollFrame: Rect, contentSize: Size, boundsSize: Size) {
        self.version = version; self.fps = fps; self.windowSize = windowSize; self.scale = scale
        self.cubes = cubes; self.seed = seed; self.pitch = pitch; self.scrollFrame = scrollFrame
        self.contentSize = contentSize; self.boundsSize = boundsSize
    }
}

/// One frame: `{"type":"frame","frame":i,"t":…,"offset":[x,y],"velocity":[vx,vy],"tracking":…,
/// "dragging":…,"decelerating":…,"zoom":…,"bigCube":{"color":[r,g,b],"angle":…},"events":[…]}`.
public struct TraceFrame: Equatable, Sendable {
    /// Frame index from 0.
    public var frame: Int
    /// Frame time in seconds (virtual clock).
    public var t: Double
    /// contentOffset in points.
    public var offset: Point
    /// Scroll velocity in points per second, positive when contentOffset grows.
    public var velocity: Point
    /// UIScrollView's isTracking, isDragging, isDecelerating.
    public var tracking: Bool
    public var dragging: Bool
    public var decelerating: Bool
    /// zoomScale (1 when not zoomed).
    public var zoom: Double
    /// The big cube's colour (components 0…1) and spin angle (radians).
    public var bigCubeColor: RGB
    public var bigCubeAngle: Double
    /// Delegate callbacks and scene events made while producing this frame, in order.
    public var events: [TraceEvent]

    public init(frame: Int, t: Double, offset: Point, velocity: Point, tracking: Bool, dragging: Bool,
                decelerating: Bool, zoom: Double, bigCubeColor: RGB, bigCubeAngle: Double,
                events: [TraceEvent] = []) {
        self.frame = frame; self.t = t; self.offset = offset; self.velocity = velocity
        self.tracking = tracking; self.dragging = dragging; self.decelerating = decelerating
        self.zoom = zoom; self.bigCubeColor = bigCubeColor; self.bigCubeAngle = bigCubeAngle
        self.events = events
    }
}

/// An argument value of a trace event.
public enum TraceValue: Equatable, Sendable {
    case number(Double)
    case bool(Bool)
    /// A point, size, colour or any fixed list of numbers: `[x, y]`, `[r, g, b]`.
    case numbers([Double])
    case string(String)

    /// `[x, y]`.
    public static func point(_ p: Point) -> TraceValue { .numbers([p.x, p.y]) }
    /// `[r, g, b]`.
    public static func color(_ c: RGB) -> TraceValue { .numbers([c.r, c.g, c.b]) }
}

/// One entry of a frame's `events`: `{"name": NAME, arg1: …, arg2: …}` with the arguments in the
/// order given. Delegate callbacks use UIKit's names without the `scrollView` prefix
/// (`willEndDragging` with "velocity", "proposedTarget", "target"; `didEndDragging` with
/// "willDecelerate"); scene events e.g. `tapBigCube` with "color", `tapLittleCube` with "index".
public struct TraceEvent: Equatable, Sendable {
    /// One named argument.
    public struct Argument: Equatable, Sendable {
        public var key: String
        public var value: TraceValue
        public init(_ key: String, _ value: TraceValue) { self.key = key; self.value = value }
    }

    public var name: String
    /// Arguments in output order; keys must be unique and not "name" (the writer checks).
    public var arguments: [Argument]

    /// `TraceEvent("didEndDragging", ["willDecelerate": .bool(true)])`.
    public init(_ name: String, _ arguments: KeyValuePairs<String, TraceValue> = [:]) {
        self.name = name
        self.arguments = arguments.map { Argument($0.key, $0.value) }
    }

    public init(name: String, arguments: [Argument]) { self.name = name; self.arguments = arguments }

    /// The value of argument `key`, or nil.
    public subscript(key: String) -> TraceValue? { arguments.first { $0.key == key }?.value }
}
