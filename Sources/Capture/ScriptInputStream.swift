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
            if k == 0 { return ScriptInput(t: d.t, eventIndex: eventIndex, .mouseDown(d.from)) }
            if k > d.moves { return ScriptInput(t: d.t + d.duration + d.hold, eventIndex: eventIndex, .mouseUp(d.to)) }
            let f = Double(k) / Double(d.moves)
            let p = k == d.moves ? d.to : d.from + (d.to - d.from) * f
            let time = k == d.moves ? d.t + d.duration : d.t + d.duration * f
            return ScriptInput(t: time, eventIndex: eventIndex, .mouseMove(p))
        }
    }

    private let events: [ScriptEvent]
    private var nextEvent = 0
    private var active: [Cursor] = []
    /// The next input of each active cursor (same order as `active`).
    private var heads: [ScriptInput] = []
    /// Where the pointer is, for wheel events that don't say (`at` NaN): the last mouse position,
    /// the window's centre before any (as `Script.inputs`).
    private var pointer: Point

    public init(_ script: Script) {
        events = script.events
        pointer = Point(x: script.windowSize.width / 2, y: script.windowSize.height / 2)
    }

    /// How many moves `Script.dragInputs` makes for a drag: ⌈duration·hz⌉, at least 1, a product
    /// within 1e-9 of a whole number counting as that number.
    public static func dragMoveCount(duration: Double, hz: Double) -> Int {
        let product = duration * hz
        return max(1, Int(abs(product - product.rounded()) <= 1e-9 ? product.rounded() : product.rounded(.up)))
    }

    /// How many inputs event `event` expands to (a Double, so absurd drags cannot overflow).
    public static func inputCount(of event: ScriptEvent) -> Double {
        switch event.kind {
        case .drag(_, _, let duration, let hz, _):
            let product = duration * hz
            return product < 1e15 ? Double(dragMoveCount(duration: duration, hz: hz)) + 2 : product + 2
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
        var input = heads[best]
        switch input.kind {
        case .input(.mouseDown(let p, _, _)), .input(.mouseMove(let p)), .input(.mouseUp(let p, _)): pointer = p
        case let .input(.wheel(dx, dy, at, modifiers, continuous)) where at.x.isNaN:
            input.kind = .input(.wheel(dx: dx, dy: dy, at: pointer, modifiers: modifiers, continuous: continuous))
        default: break
        }
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
            let moves = Self.dragMoveCount(duration: duration, hz: hz)
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

/// `InputScheduler` over a `ScriptInputStream`: hands the frame loop the inputs due by each frame,
/// expanding events only as they come due.
public struct LazyInputScheduler: Sendable {
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
