import ScrollPhysics
import ViewKit

/// The frame step: the running motion evaluated at the frame's time.
extension ScrollView {
    /// Moves time on to `time` (seconds), once per frame. A running deceleration, animation, animated
    /// wheel step or zoom animation sets the offset (and scale) to its value at `time` — a pure function
    /// of the time since the input that started it — and, once done, lands exactly on its final value
    /// and reports its ended callback. Earlier or non-finite times are ignored. Allocation-free.
    public func advance(to time: Double) {
        guard time.isFinite, time >= currentTime else { return }
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
