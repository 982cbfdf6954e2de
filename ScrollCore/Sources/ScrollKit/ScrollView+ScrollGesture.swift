import ScrollPhysics
import ViewKit

/// Wheels and trackpads (docs/scroll-behaviour.md, "Desktop input"): deltas in content-offset units, no touch involved.
extension ScrollView {
    /// A wheel click or trackpad movement at `time` (s). `delta` is in content-offset units (positive grows
    /// the offset). The first one starts an interaction (`isDragging`, willBeginDragging), catching any
    /// motion still running; it lasts until `scrollGestureEnded`. Ignored during a finger drag, when
    /// `isScrollEnabled` is false, or for non-finite deltas. Axes that do not scroll ignore their part.
    ///
    /// - `.continuous` (trackpads, fine deltas): the raw offset moves by `delta` at once and is shown
    ///   rubber-banded past the edges (the raw overshoot accumulates, then is banded).
    /// - `.wheelClicks`: a pending target moves by `delta`, clamped to the range, and
    ///   the offset springs toward it (`physics.wheelSpring`: the snap spring, softened so that a burst
    ///   of clicks never moves the content faster than `physics.maximumFlingSpeed`); a new click
    ///   retargets the spring from the current offset and velocity, so the velocity never jumps. A click that arrives while an
    ///   earlier wheel gesture's landing (or a programmatic animation, e.g. a key's) is still running
    ///   carries it on: its target is the running target plus `delta`, and the content keeps its
    ///   velocity — so n clicks move exactly n steps at any spacing (docs/scroll-behaviour.md,
    ///   "Desktop input"). That running motion still ends first with its own ended callback. A gesture
    ///   that carries on a programmatic animation keeps its pace (the snap spring, not softened) for
    ///   all its clicks: a click soon after a key sent a long list to its end neither brakes the content
    ///   nor turns the rest of the way into a crawl of many seconds.
    public func scrollGestureChanged(delta: Point, kind: ScrollDeltaKind, time: Double) {
        let animated = kind == .wheelClicks
        advance(to: time)
        guard isScrollEnabled, delta.isFinite else { return }
        if phase == .dragging && drag.source == .touch { return }
        var carried: (target: Point, velocity: Point)?
        var paced = false
        if phase != .dragging {
            if animated && (phase == .decelerating && isWheelLanding || phase == .animating) {
                carried = (clampedOffset(motion.finalOffset), motion.velocity(at: currentTime))
                paced = phase == .animating
            }
            _ = stopZoomAnimation()
            beginDrag(source: .scrollGesture, time: currentTime, interrupting: haltMotion())
            drag.wheelKeepsPace = paced
        }
        var delta = delta
        if !scrollsHorizontally { delta.x = 0 }
        if !scrollsVertically { delta.y = 0 }
        if animated {
            let base = drag.wheelTarget ?? carried?.target ?? clampedOffset(contentOffset)
            let target = clampedOffset(base + delta)
            drag.wheelTarget = target
            aimWheel(at: target, velocity: carried?.velocity ?? velocity)
        } else {
            if drag.wheelAnimating || drag.wheelTarget != nil {
                // Switching from animated steps to direct movement: continue from where the content is.
                if drag.wheelAnimating {
                    applyOffset(motion.offset(at: currentTime))
                    drag.wheelAnimating = false
                    motion = .rest(at: contentOffset, time: currentTime)
                    motionGeneration += 1
                }
                drag.wheelTarget = nil
                drag.raw = rawOffset(forBanded: contentOffset)
            }
            moveRaw(to: drag.raw + delta, time: currentTime)
        }
    }

    /// The wheel/trackpad gesture is over (for GLFW: inferred after ~100 ms without deltas). Runs the
    /// same release path as a finger lift: the natural target (the pending wheel target, or where the
    /// content is — no momentum is added) goes to the target behaviour (snapping), then to
    /// willEndDragging with the current velocity; the content lands exactly on the final target.
    public func scrollGestureEnded(time: Double) {
        advance(to: time)
        guard phase == .dragging, drag.source == .scrollGesture else { return }
        let v: Point
        if drag.wheelAnimating {
            v = motion.velocity(at: currentTime)
        } else {
            v = releaseVelocity()
        }
        release(velocity: v, time: currentTime)
    }

    /// Starts the wheel spring from the current offset with `velocity` toward `target` (see
    /// `scrollGestureChanged`); lands at once when already there.
    private func aimWheel(at target: Point, velocity v: Point) {
        let p = contentOffset, soft = !drag.wheelKeepsPace
        motion = ScrollMotion(x: .spring(physics.wheelSpring(from: p.x, to: target.x, velocity: v.x, softened: soft)),
                              y: .spring(physics.wheelSpring(from: p.y, to: target.y, velocity: v.y, softened: soft)),
                              startTime: currentTime)
        drag.wheelAnimating = !motion.isDone(at: currentTime)
        motionGeneration += 1
        if !drag.wheelAnimating { applyOffset(target) }
    }

    /// A zoom moved the content (and its range) under a wheel gesture whose step is pending: the
    /// target keeps its distance from the content offset (`old`: the offset before the zoom), clamped
    /// into the new range, so the step neither lands where the old scale put it nor outside the range
    /// the zoom leaves.
    func carryWheelTarget(from old: Point) {
        guard phase == .dragging, drag.source == .scrollGesture, let target = drag.wheelTarget else { return }
        let aim = clampedOffset(contentOffset + (target - old))
        guard aim != target else { return }
        drag.wheelTarget = aim
        if drag.wheelAnimating { aimWheel(at: aim, velocity: motion.velocity(at: currentTime)) }
    }
}
