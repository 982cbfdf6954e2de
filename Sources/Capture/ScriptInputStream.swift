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
        let eventIndex: Int
        var next = 0
        let count: Int
        /// The inputs of a non-drag event (one or two), empty for a drag.
        let fixed: [ScriptInput]
        /// For a drag: its fields and its number of moves.
        let drag: (t: Double, from: Point, to: Point, duration: Double, hold: Double, moves: Int)?

        func input(_ k: Int) -> ScriptInput {
            guard let d = drag else { return fixed[k] }
            return Script.dragInput(k, of: d.moves, t: d.t, from: d.from, to: d.to, duration: d.duration,
                                    hold: d.hold, eventIndex: eventIndex)
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

    /// How many inputs event `event` expands to (a Double, so absurd drags cannot overflow).
    public static func inputCount(of event: ScriptEvent) -> Double {
        switch event.kind {
        case .drag(_, _, let duration, let hz, _):
            let product = duration * hz
            return product < 1e15 ? Double(Script.sampleCount(duration: duration, hz: hz)) + 2 : product + 2
        case .tap: return 2
        default: return 1
        }
    }

    public mutating func next() -> ScriptInput? {
        // Start every event that could come before (or tie with) the earliest input under way.
        while nextEvent < events.count, heads.isEmpty || events[nextEvent].t <= heads.lazy.map(\.t).min()! {
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

    private mutating func start(_ index: Int) {
        let event = events[index]
        let cursor: Cursor
        if case .drag(let from, let to, let duration, let hz, let hold) = event.kind {
            let moves = Script.sampleCount(duration: duration, hz: hz)
            cursor = Cursor(eventIndex: index, count: moves + 2, fixed: [],
                            drag: (event.t, from, to, duration, hold, moves))
        } else {
            let inputs = Script.expand(event, index: index)
            cursor = Cursor(eventIndex: index, count: inputs.count, fixed: inputs, drag: nil)
        }
        active.append(cursor)
        heads.append(cursor.input(0))
    }
}

/// Hands a script's inputs to the frame loop on the virtual clock (README, "Headless capture"): each
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
        while let input = lookahead, input.t <= frameTime + Script.timeTolerance {
            due.append(input)
            lookahead = stream.next()
        }
        return due
    }

    /// True while inputs remain.
    public var hasRemaining: Bool { lookahead != nil }
}
