import ScrollPhysics
import ViewKit

/// Finger drags (docs/scroll-behaviour.md, "Dragging"): offset = start − translation, the raw overshoot past the
/// range rubber-banded (not incrementally), clamped when `bounces` is false, with directional lock.
extension ScrollView {
    /// Directional lock decides once the finger has moved this far from touch-down (points). Our choice;
    /// UIKit's value is private.
    public static let directionalLockDistance = 10.0
    /// …and locks to an axis when the motion along it is at least this many times the other (≈ 26.6°
    /// from the axis). Our choice, as above.
    public static let directionalLockRatio = 2.0

    /// The pan was recognized. `translation`: finger movement since touch-down (points, finger right → +x),
    /// already past the slop. The content takes up the movement beyond the pan recognizer's slop at
    /// once, so from here on it trails the pointer by at most the slop (`ScrollViewPhysics.dragSlop`) —
    /// the move that started the drag is not dropped — with no jump of the slop itself.
    /// Catches any motion still running (see `touchDown`). Ignored when `isScrollEnabled` is false.
    public func panBegan(translation: Point, time: Double) {
        advance(to: time)
        guard isScrollEnabled, translation.isFinite else { return }
        isTracking = true
        if phase == .dragging {
            // Continues a drag begun by a catch (or takes over a scroll gesture): same interaction.
            if drag.source == .scrollGesture || drag.wheelAnimating { takeOverDragForTouch() }
        } else if isMovingByItself {
            catchMotion()
        } else {
            _ = stopZoomAnimation()
            beginDrag(source: .touch, time: currentTime, interrupting: haltMotion())
        }
        if let carry = physics.momentumCarry, currentTime - drag.lastMoveTime > carry.stationaryLimit {
            drag.carried = .zero  // caught and held before moving: the glide is lost
        }
        drag.lastMoveTime = currentTime
        drag.anchor = slopPart(of: translation)
        drag.rawStart = drag.raw
        decideLock(translation)
        if translation != drag.anchor {
            panChanged(translation: translation, time: time)
            // The catch-up move is not a velocity sample of its own (it happened before the drag).
            tracker.reset()
            tracker.add(drag.displacement, time: currentTime)
        }
    }

    /// The part of `translation` the slop accounts for: the translation shortened to at most the pan
    /// recognizer's slop, same direction.
    private func slopPart(of translation: Point) -> Point {
        let length = translation.length, slop = max(0, panGestureRecognizer.slop)
        guard length > slop, length > 0, slop.isFinite else { return translation }
        return translation * (slop / length)
    }

    /// The finger moved; `translation` as in `panBegan`.
    public func panChanged(translation: Point, time: Double) {
        advance(to: time)
        guard phase == .dragging, drag.source == .touch, translation.isFinite, !isZooming else { return }
        guard let anchor = drag.anchor else {
            drag.anchor = translation
            drag.rawStart = drag.raw
            return
        }
        decideLock(translation)
        var d = translation - anchor
        if drag.lock == .horizontal { d.y = 0 }
        if drag.lock == .vertical { d.x = 0 }
        moveRaw(to: drag.rawStart - d, time: currentTime)
    }

    /// The finger lifted after a pan: the last movement is applied, then the release runs with the
    /// tracked velocity (see `release`). Clears `isTracking`.
    public func panEnded(translation: Point, time: Double) {
        panChanged(translation: translation, time: time)
        isTracking = false
        guard phase == .dragging, drag.source == .touch else { return }
        release(velocity: releaseVelocity(), time: currentTime)
    }

    /// The pan was cancelled (the system took the touch): released with zero velocity, so an overscroll
    /// springs back and the delegate may still pick a target. Clears `isTracking`.
    public func panCancelled(time: Double) {
        advance(to: time)
        isTracking = false
        guard phase == .dragging, drag.source == .touch else { return }
        release(velocity: .zero, time: currentTime)
    }

    /// Moves the drag's raw offset (scrolling axes only), samples the displacement for the release
    /// velocity, and shows the banded offset.
    func moveRaw(to raw: Point, time: Double) {
        var raw = raw
        if !scrollsHorizontally { raw.x = drag.raw.x }
        if !scrollsVertically { raw.y = drag.raw.y }
        if raw != drag.raw {
            drag.lastMoveTime = time
        } else if let carry = physics.momentumCarry, time - drag.lastMoveTime > carry.stationaryLimit {
            drag.carried = .zero  // the pointer rests: a carried glide is lost (as at a late release)
        }
        drag.displacement += raw - drag.raw
        drag.raw = raw
        tracker.add(drag.displacement, time: time)
        applyOffset(bandedOffset(raw: raw, fixed: contentOffset))
    }

    /// Decides the directional lock once the translation since touch-down is long enough.
    private func decideLock(_ translation: Point) {
        guard drag.lock == .undecided else { return }
        guard isDirectionalLockEnabled, scrollsHorizontally, scrollsVertically else {
            drag.lock = .free
            return
        }
        guard translation.length >= Self.directionalLockDistance else { return }
        let ax = abs(translation.x), ay = abs(translation.y)
        drag.lock = ax >= Self.directionalLockRatio * ay ? .horizontal
            : ay >= Self.directionalLockRatio * ax ? .vertical : .free
        // The minor axis stays where it is now (no snap back to where the drag began).
        if drag.lock == .horizontal { drag.rawStart.y = drag.raw.y }
        if drag.lock == .vertical { drag.rawStart.x = drag.raw.x }
    }
}

/// What a scroll view remembers during one drag (finger pan or scroll gesture).
struct DragState {
    /// What drives the drag.
    enum Source { case touch, scrollGesture }
    /// Directional lock state (`ScrollView.isDirectionalLockEnabled`).
    enum Lock { case undecided, horizontal, vertical, free }

    var source = Source.touch
    /// Raw offset (before rubber-banding) when `anchor` was taken.
    var rawStart = Point.zero
    /// The pan translation at which `rawStart` was taken; nil: take it at the next pan input.
    var anchor: Point?
    /// Current raw offset (points): where the content would be with no edges.
    var raw = Point.zero
    /// Raw displacement since the drag began (offset units), sampled by the velocity tracker. Unlike
    /// `raw` it ignores jumps made by setting `contentOffset`.
    var displacement = Point.zero
    var lock = Lock.undecided
    /// Offset when the drag began: paging moves at most one page from here.
    var startOffset = Point.zero
    /// Animated wheel steps: where the steps so far lead (clamped to the range).
    var wheelTarget: Point?
    /// An animated wheel step is moving the content (`ScrollView.motion`).
    var wheelAnimating = false
    /// The gesture's first click carried on a programmatic animation: its steps keep that
    /// animation's pace (`ScrollViewPhysics.wheelSpring(…softened: false)`).
    var wheelKeepsPace = false
    /// Velocity (points/s, offset units) carried from a glide this drag caught, added to a release in
    /// the same direction (`ScrollViewPhysics.momentumCarry`); zero when there is none or it was lost.
    var carried = Point.zero
    /// The glide's velocity (points/s) at the catch that gave `carried` (the retain rule compares the
    /// release with it).
    var glide = Point.zero
    /// Time (s) of the drag's last pointer movement, for losing `carried` when the pointer rests.
    var lastMoveTime = -Double.infinity
}
