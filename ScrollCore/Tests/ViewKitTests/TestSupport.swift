import ScrollPhysics
@testable import ViewKit

/// A shared log of what views and recognizers saw, in order ("name.began", "tap.ended", …).
final class Log {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    func clear() { entries.removeAll() }
}

/// A view that records its touch methods. With `handlesTouches` it stops the responder chain (as
/// UIScrollView does); without it, it records and forwards (as a plain view forwards).
final class RecordingView: View {
    let name: String
    let log: Log
    var handlesTouches: Bool

    init(_ name: String, frame: Rect, log: Log, handlesTouches: Bool = false) {
        self.name = name
        self.log = log
        self.handlesTouches = handlesTouches
        super.init(frame: frame)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        log.add("\(name).began")
        if !handlesTouches { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        log.add("\(name).moved")
        if !handlesTouches { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        log.add("\(name).ended")
        if !handlesTouches { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        log.add("\(name).cancelled")
        if !handlesTouches { super.touchesCancelled(touches, with: event) }
    }
}

/// The application object of a test window: records what reached the end of the chain.
final class RecordingApplication: Application {
    let log: Log
    init(log: Log) { self.log = log }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { log.add("app.began") }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { log.add("app.ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { log.add("app.cancelled") }
}

/// Logs every action call of `recognizer` as "name.<state>".
func record(_ recognizer: GestureRecognizer, as name: String, in log: Log) {
    recognizer.addTarget { log.add("\(name).\($0.state)") }
}

extension Window {
    /// A mouse click at `p`: down at `t`, up at `t + duration`.
    func click(_ p: Point, at t: Double, duration: Double = 0.08) {
        sendTouch(.began, at: p, time: t)
        sendTouch(.ended, at: p, time: t + duration)
    }

    /// A drag from `a` to `b` in `steps` moves spread over `duration` seconds starting at `t`,
    /// lifted at the last move's time; returns the lift time.
    @discardableResult
    func drag(from a: Point, to b: Point, at t: Double, duration: Double = 0.2, steps: Int = 10,
              lift: Bool = true) -> Double {
        sendTouch(.began, at: a, time: t)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            sendTouch(.moved, at: a + (b - a) * f, time: t + duration * f)
        }
        if lift { sendTouch(.ended, at: b, time: t + duration) }
        return t + duration
    }
}

func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
