import ScrollPhysics

/// A validated script's primitive inputs in delivery order — the same sequence as `Script.inputs` —
/// expanded only as the run reaches each event. A drag's moves are computed one at a time, so a
/// long drag at a high rate costs no memory up front, and only the events under way (at most a
/// drag or tap plus the one-input events at the same time) are held expanded.
///
/// Order: by time; ties by event index, then by position within the event's expansion.
/// Precondition: the events are in time order (as `Script.load` guarantees).
public struct ScriptInputStream: IteratorProtocol, Sendable {
    /// One event being expanded: its inputs `next..<count`.
    private struct Cursor: Sendable {
        /// How the inputs are made: listed (events of a few inputs), or one at a time (drags, pinches).
        enum Source: Sendable {
            case fixed([ScriptInput])
            case drag(t: Double, from: Point, to: Point, duration: Double, hold: Double, moves: Int)
            case pinch(t: Double, center: Point, scale: Double, duration: Double, moves: Int)
        }
        let eventIndex: Int
        var next = 0
        let count: Int
        let source: Source

        func input(_ k: Int) -> ScriptInput {
            switch source {
            case .fixed(let inputs): return inputs[k]
            case let .drag(t, from, to, duration, hold, moves):
                return Script.dragInput(k, of: moves, t: t, from: from, to: to, duration: duration, hold: hold, eventIndex: eventIndex)
            case let .pinch(t, center, scale, duration, moves):
                return Script.pinchInput(k, of: moves, t: t, center: center, scale: scale, duration: duration, eventIndex: eventIndex)
            }
        }
    }

    private let events: [ScriptEvent]
    private var nextEvent = 0
    private var active: [Cursor] = []
    /// The next input of each active cursor (same order as `active`).
    private var heads: [ScriptInput] = []
    /// Fills in where a wheel without a position happens (as `Script.inputs` does).
    private var pointer: PointerTracker

    public init(_ script: Script) {
        events = script.events
        pointer = PointerTracker(windowSize: script.windowSize)
    }

    /// How many inputs event `event` expands to, counted without expanding it (a Double, so absurd
    /// drags and pinches cannot overflow): a drag n + 2, a pinch 2(n + 2) (two fingers), a tap 2,
    /// a double-click 4, anything else 1.
    public static func inputCount(of event: ScriptEvent) -> Double {
        func samples(_ duration: Double, _ hz: Double) -> Double {
            let product = duration * hz
            return product < 1e15 ? Double(Script.sampleCount(duration: duration, hz: hz)) : product
        }
        switch event.kind {
        case .drag(_, _, let duration, let hz, _): return samples(duration, hz) + 2
        case .pinch(_, _, let duration, let hz): return 2 * (samples(duration, hz) + 2)
        case .tap: return 2
        case .doubleClick: return 4
        default: return 1
        }
    }

    public mutating func next() -> ScriptInput? {
        // Start every event that could come before the earliest input under way. An event's inputs
        // are never earlier than its "t", and a tie goes to the lower event index — an event under
        // way — so an event at the same time as the earliest input waits. Only overlapping events
        // are held, and events sharing one timestamp start one at a time: linear in the events.
        while nextEvent < events.count, heads.isEmpty || events[nextEvent].t < earliestHead {
            start(nextEvent)
            nextEvent += 1
        }
        guard !heads.isEmpty else { return nil }
        var best = 0
        for i in 1..<heads.count {
            let a = heads[i], b = heads[best]
            if a.t < b.t || (a.t == b.t && (a.eventIndex, active[i].next) < (b.eventIndex, active[best].next)) { best = i }
        }
        let input = pointer.resolve(heads[best])
        active[best].next += 1
        if active[best].next < active[best].count {
            heads[best] = active[best].input(active[best].next)
        } else {
            active.remove(at: best)
            heads.remove(at: best)
        }
        return input
    }

    /// The time of the earliest input under way (+∞ when none).
    private var earliestHead: Double { heads.lazy.map(\.t).min() ?? .infinity }

    private mutating func start(_ index: Int) {
        let event = events[index]
        let cursor: Cursor
        switch event.kind {
        case let .drag(from, to, duration, hz, hold):
            let moves = Script.sampleCount(duration: duration, hz: hz)
            cursor = Cursor(eventIndex: index, count: moves + 2,
                            source: .drag(t: event.t, from: from, to: to, duration: duration, hold: hold, moves: moves))
        case let .pinch(center, scale, duration, hz):
            let moves = Script.sampleCount(duration: duration, hz: hz)
            cursor = Cursor(eventIndex: index, count: 2 * (moves + 2),
                            source: .pinch(t: event.t, center: center, scale: scale, duration: duration, moves: moves))
        default:
            let inputs = Script.expand(event, index: index)
            cursor = Cursor(eventIndex: index, count: inputs.count, source: .fixed(inputs))
        }
        active.append(cursor)
        heads.append(cursor.input(0))
    }
}

/// Hands a script's inputs to the frame loop on the virtual clock (docs/capture.md, "Headless capture"): each
/// input is delivered, with its own timestamp, before the first frame whose time is ≥ the input's
/// time. Events are expanded only as they come due (`ScriptInputStream`).
///
/// ```
/// var scheduler = InputScheduler(script)
/// for i in 0..<script.frameCount {
///     let t = script.frameTime(i)
///     for input in scheduler.inputs(through: t) { app.handle(input) }  // input.t ≤ t
///     app.frame(at: t)
/// }
/// ```
public struct InputScheduler: Sendable {
    private var stream: ScriptInputStream
    private var lookahead: ScriptInput?

    /// `script` must be validated (events in time order).
    public init(_ script: Script) {
        stream = ScriptInputStream(script)
        lookahead = stream.next()
    }

    /// The inputs not yet delivered whose time is ≤ `frameTime` (+ `Script.timeTolerance`), in
    /// order. Frame times must not decrease between calls.
    public mutating func inputs(through frameTime: Double) -> [ScriptInput] {
        var due: [ScriptInput] = []
        while let input = next(through: frameTime) { due.append(input) }
        return due
    }

    /// The next input not yet delivered whose time is ≤ `frameTime` (+ `Script.timeTolerance`), or
    /// nil: the same inputs as `inputs(through:)`, one at a time, so a frame with millions of due
    /// inputs holds none of them in memory and its caller can stop between two.
    public mutating func next(through frameTime: Double) -> ScriptInput? {
        guard let input = lookahead, Script.isDue(input.t, byFrameAt: frameTime) else { return nil }
        lookahead = stream.next()
        return input
    }

    /// True while inputs remain.
    public var hasRemaining: Bool { lookahead != nil }
}
