import ScrollPhysics

/// Something that changes with time alone and so runs on a window's clock (docs/architecture.md,
/// "Time: one clock per view tree"): a view — ScrollKit's `ScrollView`: a glide, a bounce, an
/// animation — which the window registers when it moves into the window's tree (with the subtree it
/// belongs to) and drops when it moves out, so a frame asks only these views, never the whole tree;
/// or another object that adds itself with `addClockClient(_:)` (a desktop input router: a wheel
/// gesture ends after its silence).
package protocol WindowTimed: AnyObject {
    /// The earliest time (s) at which it must be stepped at that very time (a motion lands and
    /// reports its end; a wheel gesture's silence runs out); nil: none. A time after the window's
    /// splits the window's step there, as its recognizers' deadlines do; a view's time at or before
    /// the window's (a motion started during this step that is already done) gets it stepped once
    /// more at the step's end, so it lands now rather than at the next frame.
    var nextStepTime: Double? { get }
    /// Brings it to `time` (s), which the window has just made its `time`: the views each time the
    /// clock moves on, the other clients after them at every step (a call at the clock's own time
    /// too), then the recognizers act.
    func step(to time: Double)
    /// A view has left the tree of a window whose clock read `time` (nil: it had none yet): from now
    /// on it keeps a time of its own, starting there. Never called for other clients.
    func didLeaveWindowClock(at time: Double?)
}

/// A clock client held weakly (it usually holds the window).
struct WeakClockClient {
    weak var client: (any WindowTimed)?
}

/// The view tree's one clock: `time`, moved on by inputs and frames, and what moving it runs —
/// recognizers' deadlines and the timed views' motions — each at its own time.
extension Window {
    /// Moves time on to `time` (seconds): the views in the tree that change with time alone (scroll
    /// views) are stepped there, then the clock's other clients (desktop input routers, whose wheel
    /// gestures end after their silence), then every recognizer taking part in a gesture gets `advance(to:)`,
    /// so deadlines pass (a long press begins after 0.5 s held; a single tap that waits for a double
    /// tap is recognized once the double tap has timed out). Call it every frame. Times earlier than
    /// `time` are ignored, and so is a call made while a step runs (from a recognizer's action or a
    /// delegate callback): the clock is then already where the step takes it.
    ///
    /// Deadlines and motion ends happen at their own times, not at the frame's: a step that passes a
    /// recognizer's `nextDeadline`, the moment a scroll view's glide or animation lands or a wheel
    /// gesture's silence ends is split there — everything on the clock is stepped to that time, and
    /// what that causes (an ended callback, other recognizers failing, held touches delivered)
    /// happens then, in time order — so a long press held still begins 0.5 s after touch-down and a
    /// fling lands at its own time at 30 fps as at 240, as inputs (which carry their own times) do.
    /// A call at the clock's own time steps no view again (nothing moved); recognizers are asked
    /// again.
    public func advance(to time: Double) {
        guard time.isFinite, !isStepping else { return }
        if let t = self.time, time < t { return }
        // A handful per frame (a long press, then the failures it causes; a zoom's end, then the glide
        // it re-aimed, per view; a wheel gesture's and a Ctrl+wheel pinch's ends, per client);
        // anything later waits for the frame's step.
        for _ in 0..<(8 + 4 * timedViews.count + 2 * clockClients.count) {
            guard let next = nextStepTime, next < time else { break }
            step(to: next)
        }
        step(to: time)
    }

    /// The earliest time still ahead at which something must happen at its own time: a deadline of a
    /// recognizer taking part in a gesture, or the end of a timed view's motion.
    private var nextStepTime: Double? {
        let now = time ?? -.infinity
        var earliest: Double?
        func consider(_ t: Double?) {
            if let t, t > now, t.isFinite { earliest = min(earliest ?? t, t) }
        }
        for g in participants where !g.state.isFinished { consider(g.nextDeadline) }
        for v in timedViews { consider(v.nextStepTime) }
        for c in clockClients { consider(c.client?.nextStepTime) }
        return earliest
    }

    private func step(to time: Double) {
        let moved = self.time.map { time > $0 } ?? true
        self.time = time
        isStepping = true
        defer { isStepping = false }
        // Snapshots: a delegate callback may move views in or out; one that joined waits for the next
        // step. The views first (only when the clock moved: they are already at this time otherwise),
        // so a client acting now (a wheel gesture ending) finds its scroll view at this time.
        if moved { for v in timedViews { v.step(to: time) } }
        for c in clockClients { c.client?.step(to: time) }
        dispatchDepth += 1
        for g in participants where !g.state.isFinished { g.advance(to: time) }
        dispatchDepth -= 1
        settle()
        // What this step started and is already over (a release with nothing left to do) ends now.
        for v in timedViews where v.nextStepTime.map({ $0 <= time }) == true { v.step(to: time) }
    }

    // MARK: - Registration

    /// Runs `client` on this window's clock: each time the clock moves on it is stepped (after the
    /// views, before the recognizers), and its `nextStepTime` splits the window's steps. Held weakly;
    /// adding it twice adds it once.
    package func addClockClient(_ client: any WindowTimed) {
        clockClients.removeAll { $0.client == nil }
        guard !clockClients.contains(where: { $0.client === client }) else { return }
        clockClients.append(WeakClockClient(client: client))
    }

    /// `view` (now in this window's tree, or no longer) starts or stops running on this clock.
    func startTiming(_ view: any WindowTimed) {
        guard !timedViews.contains(where: { $0 === view }) else { return }
        timedViews.append(view)
    }

    func stopTiming(_ view: any WindowTimed) {
        guard let i = timedViews.firstIndex(where: { $0 === view }) else { return }
        timedViews.remove(at: i)
        view.didLeaveWindowClock(at: time)
    }
}

extension View {
    /// Moves the timed views of this subtree (this view and its descendants, in tree order) from
    /// `old`'s clock to `new`'s, after the subtree moved from one window's tree to another's (or
    /// into or out of any).
    func windowDidChange(from old: Window?, to new: Window?) {
        guard old !== new else { return }
        var pending: [View] = [self]
        while let v = pending.popLast() {
            if let timed = v as? any WindowTimed {
                old?.stopTiming(timed)
                new?.startTiming(timed)
            }
            pending.append(contentsOf: v.subviews.reversed())
        }
    }
}
