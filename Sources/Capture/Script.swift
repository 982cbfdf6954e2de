import DesktopInput
import ScrollPhysics

/// A capture script (issue 5, "Script format"): the window, the frame rate, the scene and a
/// time-ordered list of input events. Load one with `Script.load(path:)`; expand its events into
/// primitive inputs with `inputs`; step frames with `frameTimes` and `InputScheduler`.
///
/// JSON fields (times in seconds, coordinates in window points, origin top-left, y down):
/// - `window` {`width`, `height`, `scale`}: optional, default 960×540 at scale 1 (issue 5's
///   example). Width and height are whole numbers > 0; `scale` (framebuffer pixels per point) > 0.
/// - `fps`: optional, default 60; > 0. The CLI's `--fps` replaces it (`overriding(fps:size:)`).
/// - `duration`: required, > 0. Frames run from t = 0 to the first frame time ≥ `duration`.
/// - `scene` {`cubes`, `seed`}: optional, default 30 cubes, seed 1; `cubes` ≥ 1, `seed` ≥ 0, both
///   whole numbers.
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
    /// Number of little cubes in the scene.
    public var cubes: Int
    /// Seed of the scene's colours.
    public var seed: Int
    /// The events in file (and time) order.
    public var events: [ScriptEvent]
    /// The script's file name, used in error messages.
    public var fileName: String

    public init(windowSize: Size = Size(width: 960, height: 540), scale: Double = 1, fps: Double = 60,
                duration: Double, cubes: Int = 30, seed: Int = 1, events: [ScriptEvent] = [],
                fileName: String = "script") {
        self.windowSize = windowSize; self.scale = scale; self.fps = fps; self.duration = duration
        self.cubes = cubes; self.seed = seed; self.events = events; self.fileName = fileName
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
        /// optional, default 120: a common mouse report rate and the example of issue 5), then
        /// `hold` s (≥ 0, optional, default 0) still, then an up at `to`.
        case drag(from: Point, to: Point, duration: Double, hz: Double, hold: Double)
        /// `{"type": "tap", "x", "y"}`: a down and, `ScriptEvent.tapDuration` later, an up at (x, y).
        case tap(Point)
        /// `{"type": "wheel", "dx", "dy", "shift", "continuous"}`: a scroll-wheel event. `dx`/`dy`
        /// are GLFW scroll offsets, passed on unchanged (a notched wheel gives ±1 per notch; `dy`
        /// > 0 when the wheel turns away from the user). At least one of them is required; the
        /// other defaults to 0. `shift` (default false): Shift is held (wheel scrolls
        /// horizontally). `continuous`: true when the deltas come from a trackpad (the offset
        /// follows them directly), false for notched-wheel clicks (animated steps); absent, whole
        /// numbers are clicks and fractions trackpad deltas.
        case wheel(dx: Double, dy: Double, shift: Bool, continuous: Bool?)
        /// `{"type": "key", "key": name}`: a key press (and release) of one of `ScriptKey`.
        case key(ScriptKey)
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

    public init(t: Double, _ kind: Kind) { self.t = t; self.kind = kind }

    /// Time between a tap's down and up: 50 ms (issue 5, "Script format").
    public static let tapDuration = 0.05

    /// The type name as written in the script ("down", "drag", …).
    public var typeName: String {
        switch kind {
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .drag: return "drag"
        case .tap: return "tap"
        case .wheel: return "wheel"
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
        default: return t
        }
    }
}

/// The keys a script may press: DesktopInput's scrolling keys, named as in issue 5 (left, right,
/// up, down, pageup, pagedown, home, end).
public typealias ScriptKey = DesktopKey

/// One primitive input after expansion, delivered to the app at its own time `t`.
public struct ScriptInput: Equatable, Sendable {
    /// A primitive input; points are window points.
    public enum Kind: Equatable, Sendable {
        case mouseDown(Point)
        case mouseMove(Point)
        case mouseUp(Point)
        /// GLFW scroll offsets, see `ScriptEvent.Kind.wheel`.
        case wheel(dx: Double, dy: Double, shift: Bool, continuous: Bool?)
        case key(ScriptKey)
        /// The new window size in points.
        case resize(Size)
        /// Save the next frame (the first whose time is ≥ `t`) as NAME.png.
        case capture(name: String)
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
