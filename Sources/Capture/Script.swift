import DesktopInput
import ScrollKit
import SceneKit
import ScrollPhysics

/// A capture script (docs/capture.md, "Headless capture"): the window, the frame rate, the scene and a
/// time-ordered list of input events. Load one with `Script.load(path:)`; expand its events into
/// primitive inputs with `inputs`; step frames with `frameTimes` and `InputScheduler`.
///
/// JSON fields (times in seconds, coordinates in window points, origin top-left, y down):
/// - `window` {`width`, `height`, `scale`}: optional, default 960×540 at scale 1 (docs/capture.md, "Headless capture";
///   example). Width and height are whole numbers > 0; `scale` (framebuffer pixels per point) > 0.
/// - `fps`: optional, default 60; > 0. The CLI's `--fps` replaces it (`overriding(fps:size:)`).
/// - `duration`: required, > 0. Frames run from t = 0 to the first frame time ≥ `duration`.
/// - `scene` {`name`, …}: optional; `name` picks one of the scenes the loader is given (default: the
///   first of them) and the other members are that scene's parameters (`Scene.parameters`);
///   unknown members are errors that list the known ones.
/// - `events`: optional, default none; see `ScriptEvent` for each type's fields.
/// - `comment`: allowed in every object (any value) and ignored — JSON has no comments.
/// Any other field is an error, so a misspelt field ("fsp") never passes silently.
public struct Script: Equatable, Sendable {
    /// The initial window size in points.
    public var windowSize: Size
    /// Framebuffer pixels per point (1 normally, 2 on a HiDPI screen).
    public var scale: Double
    /// Frames per second of the virtual clock.
    public var fps: Double
    /// Length of the run in seconds.
    public var duration: Double
    /// The scene and the parameters the script gave it.
    public var scene: SceneSelection
    /// The events in file (and time) order.
    public var events: [ScriptEvent]
    /// The script's file name, used in error messages.
    public var fileName: String

    public init(windowSize: Size = Size(width: 960, height: 540), scale: Double = 1, fps: Double = 60,
                duration: Double, scene: SceneSelection, events: [ScriptEvent] = [],
                fileName: String = "script") {
        self.windowSize = windowSize; self.scale = scale; self.fps = fps; self.duration = duration
        self.scene = scene; self.events = events; self.fileName = fileName
    }
}

/// The scene a script runs and the parameter values it gave (checked against the scene's
/// declared parameters; parameters not given keep their defaults).
public struct SceneSelection: Equatable, Sendable {
    /// The scene's `SceneInfo.name`.
    public var name: String
    /// The values the script set, by parameter name.
    public var given: [String: SceneParameterValue]
    public init(name: String, given: [String: SceneParameterValue] = [:]) {
        self.name = name; self.given = given
    }
}

/// One event of a script, as written (before `drag`/`tap` expansion).
public struct ScriptEvent: Equatable, Sendable {
    /// What happens, with the event type's fields.
    public enum Kind: Equatable, Sendable {
        /// `{"type": "down", "x", "y"}`: the (left) mouse button goes down at (x, y).
        case down(Point)
        /// `{"type": "move", "x", "y"}`: the cursor moves to (x, y), with or without the button down.
        case move(Point)
        /// `{"type": "up", "x", "y"}`: the button goes up at (x, y).
        case up(Point)
        /// `{"type": "drag", "from": [x, y], "to": [x, y], "duration", "hz", "hold"}`: a down at
        /// `from`, moves along the straight line to `to` over `duration` s (> 0) at `hz` (> 0,
        /// optional, default 120: a common mouse report rate and the example in docs/capture.md), then
        /// `hold` s (≥ 0, optional, default 0) still, then an up at `to`.
        case drag(from: Point, to: Point, duration: Double, hz: Double, hold: Double)
        /// `{"type": "tap", "x", "y"}`: a down and, `ScriptEvent.tapDuration` later, an up at (x, y).
        case tap(Point)
        /// `{"type": "doubleclick", "x", "y"}`: a double click at (x, y): down, up, and
        /// `ScriptEvent.doubleClickGap` after the first down a second down (click count 2) and up.
        case doubleClick(Point)
        /// `{"type": "wheel", "dx", "dy", "shift", "ctrl", "continuous", "x", "y"}`: a scroll-wheel
        /// event. `dx`/`dy` are GLFW scroll offsets, passed on unchanged (a notched wheel gives ±1
        /// per notch; `dy` > 0 when the wheel turns away from the user). At least one of them is
        /// required; the other defaults to 0. `shift` (default false): Shift is held (wheel scrolls
        /// horizontally). `ctrl` (default false): Control is held (zooms in scenes that zoom).
        /// `continuous`: true when the deltas come from a trackpad (the offset follows them
        /// directly), false for notched-wheel clicks (animated steps); absent, whole numbers are
        /// clicks and fractions trackpad deltas — read as `kind` (nil when absent). `x`, `y` (optional, both or neither): where the
        /// cursor is; absent, where the last pointer event left it (the window's centre before any).
        case wheel(dx: Double, dy: Double, shift: Bool, ctrl: Bool, kind: ScrollDeltaKind?, at: Point?)
        /// `{"type": "pinch", "x", "y", "scale", "duration", "hz"}`: two touches start
        /// `ScriptEvent.pinchSpan` points apart, level about (x, y), spread (scale > 1) or close
        /// (< 1) to `scale` times that span over `duration` s (> 0), moving at `hz` (default 120),
        /// then lift.
        case pinch(center: Point, scale: Double, duration: Double, hz: Double)
        /// `{"type": "key", "key": name}`: a key press (and release): one of `DesktopKey`'s names, or
        /// one character key (a letter or digit, `+` or `-`), as the window reports them.
        case key(Key)
        /// `{"type": "resize", "width", "height"}`: the window becomes width×height points
        /// (whole numbers > 0).
        case resize(Size)
        /// `{"type": "capture", "name"}`: save the frame produced at this time as NAME.png. Names
        /// use letters, digits, '.', '_' and '-' (start with a letter or digit), are unique within
        /// the script, and are at most 100 characters.
        case capture(name: String)
    }

    /// Seconds from the start of the run, ≥ 0, non-decreasing through the script.
    public var t: Double
    /// What happens.
    public var kind: Kind
    /// For a capture: rectangles in window points (origin top left) that golden comparison
    /// ignores (`"mask"`, docs/suites.md, "Capture suites"); empty otherwise.
    public var masks: [Rect] = []

    public init(t: Double, _ kind: Kind) { self.t = t; self.kind = kind }

    /// Time between a tap's down and up: 50 ms.
    public static let tapDuration = 0.05
    /// Time from a double click's first down to its second down: 150 ms, well inside the 400 ms
    /// double-click time (`ClickCounter.interval`).
    public static let doubleClickGap = 0.15
    /// Distance between a scripted pinch's two touches when it begins, points (about the spread
    /// of a thumb and finger starting a pinch on a phone).
    public static let pinchSpan = 100.0

    /// The type name as written in the script ("down", "drag", …).
    public var typeName: String {
        switch kind {
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .drag: return "drag"
        case .tap: return "tap"
        case .doubleClick: return "doubleclick"
        case .wheel: return "wheel"
        case .pinch: return "pinch"
        case .key: return "key"
        case .resize: return "resize"
        case .capture: return "capture"
        }
    }

    /// When the event's last expanded input happens: `t` except for a drag (its up, at
    /// t + duration + hold) and a tap (its up, at t + `tapDuration`).
    public var endTime: Double {
        switch kind {
        case .drag(_, _, let duration, _, let hold): return t + duration + hold
        case .tap: return t + Self.tapDuration
        case .doubleClick: return t + Self.doubleClickGap + Self.tapDuration
        case .pinch(_, _, let duration, _): return t + duration
        default: return t
        }
    }
}

/// One primitive input after expansion, delivered to the app at its own time `t`.
public struct ScriptInput: Equatable, Sendable {
    /// A primitive input: an input for the scene (DesktopInput's event, in window points), or a
    /// request to save the frame.
    public enum Kind: Equatable, Sendable {
        case input(DesktopEvent)
        /// Save the next frame (the first whose time is ≥ `t`) as NAME.png.
        case capture(name: String)

        /// A left-button single click's down.
        public static func mouseDown(_ p: Point) -> Kind { .input(.mouseDown(p)) }
        public static func mouseMove(_ p: Point) -> Kind { .input(.mouseMove(p)) }
        public static func mouseUp(_ p: Point) -> Kind { .input(.mouseUp(p)) }
        public static func key(_ key: DesktopKey) -> Kind { .input(.key(key)) }
        public static func resize(_ size: Size) -> Kind { .input(.resize(size)) }
    }

    /// Seconds from the start of the run.
    public var t: Double
    /// Index in the script's `events` array (from 0) of the event this input comes from.
    public var eventIndex: Int
    /// What happens.
    public var kind: Kind

    public init(t: Double, eventIndex: Int, _ kind: Kind) {
        self.t = t; self.eventIndex = eventIndex; self.kind = kind
    }
}
