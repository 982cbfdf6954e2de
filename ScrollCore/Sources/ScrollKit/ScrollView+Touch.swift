import ScrollPhysics
import ViewKit

/// Finger down and up, and the catch (docs/scroll-behaviour.md, "Dragging": "touch-down on moving content stops it where it
/// is; that touch is not delivered as a tap").
extension ScrollView {
    /// A finger went down on the scroll view at `time` (s). Sets `isTracking`.
    ///
    /// If the content was moving by itself (decelerating, bouncing, animating, an animated wheel step),
    /// it stops where it is at `time` — the catch (a zoom animation or zoom bounce jumps to its end
    /// instead, so the scale stays within its limits). The caught motion ends with its own
    /// ended callback (didEndDecelerating / didEndScrollingAnimation / didEndZooming) before anything of
    /// the new interaction, and a drag begins at once (willBeginDragging, `isDragging`), as UIKit's pan
    /// recognizer begins immediately on a catch. The drag then ends with `panEnded` or, if the finger lifts
    /// without panning, with `touchUp`.
    ///
    /// - Returns: true if it caught moving content: the views layer must not deliver that touch as a tap.
    @discardableResult
    public func touchDown(time: Double) -> Bool {
        advance(to: time)
        isTracking = true
        if phase == .dragging {
            // A wheel gesture in progress: the finger takes it over (same interaction, no new callbacks).
            let caught = drag.wheelAnimating
            takeOverDragForTouch()
            return caught
        }
        guard isMovingByItself else { return false }
        catchMotion()
        return true
    }

    /// The catch: stops the motion running by itself and begins a touch drag that carries part of a
    /// glide's speed (`ScrollViewPhysics.momentumCarry`), sampled at `currentTime` (the touch's time).
    func catchMotion() {
        let glide = phase == .decelerating && !isWheelLanding ? motion.velocity(at: currentTime) : .zero
        _ = stopZoomAnimation()
        beginDrag(source: .touch, time: currentTime, interrupting: haltMotion())
        if let carry = physics.momentumCarry {
            drag.carried = Point(x: carry.carried(glide.x), y: carry.carried(glide.y))
            drag.glide = glide
            drag.lastMoveTime = currentTime  // a hold from here to the first movement loses it
        }
    }

    /// The finger lifted at `time` (s) without a pan having ended the drag. Clears `isTracking`.
    /// After a catch the content still has to settle: the release path runs with zero velocity, so the
    /// target behaviour's landing (snapping), the delegate's target and the edge spring-back apply. If a pan is still in progress it ends
    /// as `panEnded` would, with the tracked velocity.
    public func touchUp(time: Double) {
        advance(to: time)
        isTracking = false
        guard phase == .dragging, drag.source == .touch else { return }
        release(velocity: drag.anchor == nil ? .zero : releaseVelocity(), time: currentTime)
    }

    /// Starts a drag from the current offset: `isDragging`, then the ended callback of the motion it
    /// `interrupting` (halted by the caller, see `haltMotion`) — so that callback already sees the drag
    /// (docs/scroll-behaviour.md, "Interrupted motions") — then willBeginDragging.
    func beginDrag(source: DragState.Source, time: Double, interrupting interrupted: Phase? = nil) {
        let offset = contentOffset
        drag = DragState()
        drag.source = source
        drag.raw = rawOffset(forBanded: offset)
        drag.rawStart = drag.raw
        drag.startOffset = offset
        tracker.reset()
        tracker.add(.zero, time: time)
        phase = .dragging
        motionGeneration += 1
        motion = .rest(at: offset, time: time)
        if let interrupted {
            let generation = motionGeneration
            reportEnded(interrupted, reachedEnd: false)
            guard phase == .dragging, generation == motionGeneration else { return }  // the delegate took over
        }
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// A touch takes over a scroll-gesture drag: any animated wheel step stops where it is.
    func takeOverDragForTouch() {
        if drag.wheelAnimating {
            applyOffset(motion.offset(at: currentTime))
            drag.wheelAnimating = false
            motionGeneration += 1
            motion = .rest(at: contentOffset, time: currentTime)
        }
        drag.source = .touch
        drag.wheelTarget = nil
        drag.raw = rawOffset(forBanded: contentOffset)
        drag.rawStart = drag.raw
        drag.anchor = nil
        drag.lock = .undecided
        tracker.reset()
        tracker.add(drag.displacement, time: currentTime)
    }

    /// Release velocity of a direct drag (points/s, offset units) at `currentTime`: UIKit's release law
    /// (`VelocityTracker`) on the raw displacement (zero if it rested > 50 ms), times the rubber band's slope on an
    /// overscrolled axis (the content moves slower than the finger there), then `physics.flingVelocity`;
    /// a glide's carried momentum added where `MomentumCarry`'s rules allow it, capped by the maximum
    /// fling speed.
    func releaseVelocity() -> Point {
        let raw = physics.flingVelocity(tracker.velocity(at: currentTime))
        let slope = bandSlope(raw: drag.raw)
        var v = Point(x: scrollsHorizontally ? raw.x * slope.x : 0, y: scrollsVertically ? raw.y * slope.y : 0)
        if let carry = physics.momentumCarry, drag.carried != .zero,
           currentTime - drag.lastMoveTime <= carry.stationaryLimit {
            v = Point(x: carry.apply(drag.carried.x, glide: drag.glide.x, to: v.x),
                      y: carry.apply(drag.carried.y, glide: drag.glide.y, to: v.y))
            let speed = v.length, cap = physics.maximumFlingSpeed
            if speed > cap, speed.isFinite { v = v * (cap / speed) }
        }
        return v
    }
}
