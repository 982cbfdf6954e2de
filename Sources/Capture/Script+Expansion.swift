import DesktopInput
import ScrollPhysics
import ViewKit

extension Script {
    /// Every event expanded into primitive inputs, sorted by time. Ties keep script order (lower
    /// event index first, then the order within one event's expansion), so the result is fully
    /// determined by the script.
    ///
    /// - `down`/`move`/`up` → `mouseDown`/`mouseMove`/`mouseUp` at t.
    /// - `tap` → `mouseDown` at t and `mouseUp` at t + `ScriptEvent.tapDuration`, same point.
    /// - `drag` → see `dragInputs`.
    /// - `wheel`, `key`, `resize`, `capture` → one input each at t.
    /// - `doubleclick` → down, up, down (click count 2), up; `pinch` → see `pinchInputs`.
    /// A `wheel` without `x`/`y` happens where the last pointer input (in time order) left the
    /// cursor, the window's centre before any.
    package var inputs: [ScriptInput] {
        var all: [(input: ScriptInput, order: Int)] = []
        for (index, event) in events.enumerated() {
            for input in Self.expand(event, index: index) { all.append((input, all.count)) }
        }
        all.sort { a, b in a.input.t != b.input.t ? a.input.t < b.input.t : a.order < b.order }
        var pointer = PointerTracker(windowSize: windowSize)
        return all.map { pointer.resolve($0.input) }
    }

    /// How many samples a gesture of `duration` seconds at `hz` takes: ⌈duration·hz⌉, at least 1,
    /// a product within 1e-9 of a whole number counting as that number (0.25 s at 120 Hz is 30,
    /// not 31). Drags, pinches and `ScriptInputStream` all step with it.
    public static func sampleCount(duration: Double, hz: Double) -> Int {
        let product = duration * hz
        return max(1, Int(abs(product - product.rounded()) <= 1e-9 ? product.rounded() : product.rounded(.up)))
    }

    /// Input `k` (0…n + 1, n = `sampleCount`) of a drag: 0 the `mouseDown` at `from` at t; 1…n the
    /// moves (see `dragInputs`); n + 1 the `mouseUp` at `to` at t + duration + hold.
    static func dragInput(_ k: Int, of n: Int, t: Double, from: Point, to: Point, duration: Double,
                          hold: Double, eventIndex i: Int) -> ScriptInput {
        if k == 0 { return ScriptInput(t: t, eventIndex: i, .mouseDown(from)) }
        if k > n { return ScriptInput(t: t + duration + hold, eventIndex: i, .mouseUp(to)) }
        let f = Double(k) / Double(n)
        let p = k == n ? to : from + (to - from) * f
        let time = k == n ? t + duration : t + duration * f
        return ScriptInput(t: time, eventIndex: i, .mouseMove(p))
    }

    /// The primitive inputs of one event, in time order.
    static func expand(_ event: ScriptEvent, index i: Int) -> [ScriptInput] {
        let t = event.t
        switch event.kind {
        case .down(let p): return [ScriptInput(t: t, eventIndex: i, .mouseDown(p))]
        case .move(let p): return [ScriptInput(t: t, eventIndex: i, .mouseMove(p))]
        case .up(let p): return [ScriptInput(t: t, eventIndex: i, .mouseUp(p))]
        case .tap(let p):
            return [ScriptInput(t: t, eventIndex: i, .mouseDown(p)),
                    ScriptInput(t: t + ScriptEvent.tapDuration, eventIndex: i, .mouseUp(p))]
        case .doubleClick(let p):
            let second = t + ScriptEvent.doubleClickGap
            return [ScriptInput(t: t, eventIndex: i, .mouseDown(p)),
                    ScriptInput(t: t + ScriptEvent.tapDuration, eventIndex: i, .mouseUp(p)),
                    ScriptInput(t: second, eventIndex: i, .input(.mouseDown(p, button: .left, clickCount: 2))),
                    ScriptInput(t: second + ScriptEvent.tapDuration, eventIndex: i, .mouseUp(p))]
        case let .pinch(center, scale, duration, hz):
            return pinchInputs(t: t, center: center, scale: scale, duration: duration, hz: hz, eventIndex: i)
        case .drag(let from, let to, let duration, let hz, let hold):
            return dragInputs(t: t, from: from, to: to, duration: duration, hz: hz, hold: hold, eventIndex: i)
        case let .wheel(dx, dy, shift, ctrl, kind, at):
            var modifiers: KeyModifiers = []
            if shift { modifiers.insert(.shift) }
            if ctrl { modifiers.insert(.control) }
            // NaN marks "where the pointer is": resolved in time order by `inputs`.
            let point = at ?? Point(x: .nan, y: .nan)
            return [ScriptInput(t: t, eventIndex: i, .input(.wheel(dx: dx, dy: dy, at: point, modifiers: modifiers,
                                                                  kind: kind)))]
        case .key(let key): return [ScriptInput(t: t, eventIndex: i, .input(.key(key, modifiers: [], isRepeat: false)))]
        case .resize(let size): return [ScriptInput(t: t, eventIndex: i, .resize(size))]
        case .capture(let name): return [ScriptInput(t: t, eventIndex: i, .capture(name: name))]
        }
    }

    /// A pinch's inputs: touches 1 and 2 begin at `center` ∓ (`ScriptEvent.pinchSpan`/2, 0) at
    /// t; n = ⌈duration·hz⌉ moves, move k at t + duration·k/n with the span growing linearly to
    /// `scale`·span (the last exactly at t + duration); then both end there.
    public static func pinchInputs(t: Double, center: Point, scale: Double, duration: Double, hz: Double,
                                   eventIndex i: Int) -> [ScriptInput] {
        let n = sampleCount(duration: duration, hz: hz)
        return (0..<2 * (n + 2)).map { pinchInput($0, of: n, t: t, center: center, scale: scale, duration: duration, eventIndex: i) }
    }

    /// Input `k` (0…2n + 3, n = `sampleCount`) of a pinch (see `pinchInputs`): pair k / 2 — 0 the
    /// touches beginning, 1…n the moves, n + 1 the ends — finger k % 2 + 1. Computed on its own, so
    /// a long pinch is streamed as a drag is.
    static func pinchInput(_ k: Int, of n: Int, t: Double, center: Point, scale: Double, duration: Double,
                           eventIndex i: Int) -> ScriptInput {
        let pair = k / 2, id = k % 2 + 1
        let phase: TouchPhase, span: Double, time: Double
        if pair == 0 {
            (phase, span, time) = (.began, ScriptEvent.pinchSpan, t)
        } else if pair > n {
            (phase, span, time) = (.ended, ScriptEvent.pinchSpan * scale, t + duration)
        } else {
            let f = Double(pair) / Double(n)
            (phase, span, time) = (.moved, ScriptEvent.pinchSpan * (1 + (scale - 1) * f), pair == n ? t + duration : t + duration * f)
        }
        let x = id == 1 ? center.x - span / 2 : center.x + span / 2
        return ScriptInput(t: time, eventIndex: i, .input(.touch(phase, id: id, at: Point(x: x, y: center.y))))
    }

    /// A drag's inputs: a `mouseDown` at `from` at t; then n = ⌈duration·hz⌉ `mouseMove`s evenly
    /// spaced in time and space, move k (1…n) at t + duration·k/n and from + (to − from)·k/n, so the
    /// interval duration/n is at most 1/hz and never leaves a short last step (which would spike
    /// the velocity estimate); the last move is exactly at `to` at exactly t + duration; then a
    /// `mouseUp` at `to` at t + duration + hold. A product duration·hz within 1e-9 of a whole
    /// number counts as that number (0.25 s at 120 Hz is 30 moves, not 31).
    ///
    /// Precondition (checked by the loader): duration > 0, hz > 0, hold ≥ 0.
    public static func dragInputs(t: Double, from: Point, to: Point, duration: Double, hz: Double,
                                  hold: Double, eventIndex i: Int) -> [ScriptInput] {
        let n = sampleCount(duration: duration, hz: hz)
        return (0...n + 1).map { dragInput($0, of: n, t: t, from: from, to: to, duration: duration,
                                            hold: hold, eventIndex: i) }
    }
}

/// Where the pointer is, for scripted wheel events that don't say (`at` NaN, as `expand` leaves
/// them): the last mouse input's position, the window's centre before any. Feed it every input in
/// delivery order.
struct PointerTracker: Sendable {
    private var pointer: Point

    init(windowSize: Size) { pointer = Point(x: windowSize.width / 2, y: windowSize.height / 2) }

    /// `input`, with a wheel's missing position filled in; notes a mouse input's position.
    mutating func resolve(_ input: ScriptInput) -> ScriptInput {
        var input = input
        switch input.kind {
        case .input(.mouseDown(let p, _, _)), .input(.mouseMove(let p)), .input(.mouseUp(let p, _)): pointer = p
        case let .input(.wheel(dx, dy, at, modifiers, kind)) where at.x.isNaN:
            input.kind = .input(.wheel(dx: dx, dy: dy, at: pointer, modifiers: modifiers, kind: kind))
        default: break
        }
        return input
    }
}
