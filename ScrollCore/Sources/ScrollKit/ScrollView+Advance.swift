import ScrollPhysics
import ViewKit

/// The frame step: the running motion evaluated at the frame's time.
extension ScrollView {
    /// Moves time on to `time` (seconds), once per frame. A running deceleration, animation, animated
    /// wheel step or zoom animation sets the offset (and scale) to its value at `time` — a pure function
    /// of the time since the input that started it — and, once done, lands exactly on its final value
    /// and reports its ended callback. Earlier or non-finite times are ignored. Allocation-free.
    ///
    /// What happens when something ends (a zoom animation re-aiming a deceleration into the range it
    /// leaves, a motion's ended callback) happens at the time it ends, not at the frame's: a frame that
    /// passes such a moment is split there, so one 10 s frame ends where 600 small ones do.
    public func advance(to time: Double) {
        guard time.isFinite, time >= currentTime else { return }
        // At most a few ends per frame (zoom, then the motion it re-aimed); anything later waits.
        for _ in 0..<4 {
            guard let end = nextEndTime, end > currentTime, end < time else { break }
            step(to: end)
        }
        step(to: time)
    }

    /// The earliest time (s) at which the running zoom animation or motion ends, if any: the first
    /// time at which its `isDone` holds (start + duration can round a few ulps short of it).
    private var nextEndTime: Double? {
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

    private func step(to time: Double) {
        currentTime = time
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
