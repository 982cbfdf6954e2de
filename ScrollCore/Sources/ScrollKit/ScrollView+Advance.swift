import ScrollPhysics
import ViewKit

/// The frame step: the running motion evaluated at the time its clock has reached — the window's,
/// which steps every scroll view in its tree (`WindowTimedView`), or its own when it is in no window.
extension ScrollView: WindowTimedView {
    /// Moves time on to `time` (seconds), once per frame. A running deceleration, animation, animated
    /// wheel step or zoom animation sets the offset (and scale) to its value at `time` — a pure function
    /// of the time since the input that started it — and, once done, lands exactly on its final value
    /// and reports its ended callback. Earlier or non-finite times are ignored. Allocation-free.
    ///
    /// In a window this moves the window's clock (`Window.advance(to:)`): the whole tree — every
    /// scroll view in it, its recognizers' deadlines — moves on with it, as one clock; a call at or
    /// before the window's time, or from inside its step (a delegate callback), changes nothing. In no window (or
    /// before the window's clock has started) it moves the scroll view's own time.
    ///
    /// What happens when something ends (a zoom animation re-aiming a deceleration into the range it
    /// leaves, a motion's ended callback) happens at the time it ends, not at the frame's: a frame that
    /// passes such a moment is split there, so one 10 s frame ends where 600 small ones do.
    public func advance(to time: Double) {
        if let window = clockWindow {
            // Only a later time moves the clock: at its own time the window (and this view) are there.
            if window.time.map({ time > $0 }) ?? true { window.advance(to: time) }
            if window.time != nil { return }
        }
        guard time.isFinite, time >= currentTime else { return }
        // At most a few ends per frame (zoom, then the motion it re-aimed); anything later waits.
        for _ in 0..<4 {
            guard let end = nextStepTime, end > currentTime, end < time else { break }
            ownTime = end
            step(to: end)
        }
        ownTime = time
        step(to: time)
    }

    /// The scroll view joined `window`'s tree: it reads that window's clock from now on.
    package func didJoinWindowClock(_ window: Window) {
        clockWindow = window
    }

    /// The scroll view left a window whose clock read `time`: its own time carries on from there.
    package func didLeaveWindowClock(at time: Double?) {
        clockWindow = nil
        if let time { ownTime = time }
    }

    /// The time (s) at which the running zoom animation or motion (the earlier) ends, if any: the
    /// first time at which its `isDone` holds (start + duration can round a few ulps short of it).
    /// The window (or a bare `advance(to:)`) splits its step there; one at or before `currentTime`
    /// (started done) lands at the end of the window's step.
    package var nextStepTime: Double? {
        func first(_ end: Double, _ isDone: (Double) -> Bool) -> Double {
            var t = end
            for _ in 0..<8 where t.isFinite && !isDone(t) { t = t.nextUp }
            return t
        }
        var end: Double?
        if zoom.phase == .animating {
            let zoom = zoom.animation
            end = first(zoom.endTime) { zoom.isDone(at: $0) }
        }
        if phase == .decelerating || phase == .animating || (phase == .dragging && drag.wheelAnimating) {
            let motion = motion
            end = min(end ?? .infinity, first(motion.endTime) { motion.isDone(at: $0) })
        }
        return end
    }

    /// Evaluates the running zoom animation and motion at `time`, which the clock (the window's, or
    /// the scroll view's own) has just reached; an ended one lands and reports its end.
    package func step(to time: Double) {
        if zoom.phase == .animating { advanceZoom() }
        switch phase {
        case .decelerating, .animating:
            let generation = motionGeneration
            let done = motion.isDone(at: time), before = indicatorActivity
            applyOffset(done ? motion.finalOffset : motion.offset(at: time))
            // The indicators fade from when the motion ended, not from the frame that noticed it.
            if done { indicatorActivity = min(time, max(motion.endTime, before ?? -.infinity)) }
            guard done, generation == motionGeneration else { return }  // a didScroll may start something
            let ended = phase
            phase = .idle
            motionGeneration += 1
            reportEnded(ended, reachedEnd: true)
        case .dragging:
            guard drag.wheelAnimating else { return }
            let done = motion.isDone(at: time)
            applyOffset(done ? motion.finalOffset : motion.offset(at: time))
            if done && phase == .dragging { drag.wheelAnimating = false }
        case .idle:
            break
        }
    }
}
