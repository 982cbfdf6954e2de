import ScrollPhysics
import ViewKit

/// The release: the natural target, the delegate's say, and which motion follows
/// (docs/scroll-behaviour.md, "Releases and targets" and "Delegate order").
extension ScrollView {
    /// Ends the drag with content velocity `velocity` (points/s) at `time`.
    ///
    /// 1. The natural target: paging's page, an animated wheel's pending target, or where iOS's decay
    ///    would rest, clamped to the range (from overscroll: the nearest edge). A scroll gesture moved
    ///    directly adds no momentum of its own (docs/scroll-behaviour.md, "Desktop input";
    ///    https://github.com/darkroomengineering/lenis/issues/397): its natural target is where it is.
    /// 2. The target behaviour (`targetBehavior`) moves it, then willEndDragging(velocity, &target) sees
    ///    that target and may move it again (clamped to the range); a target within
    ///    `ScrollViewPhysics.targetTolerance` of the natural one counts as unchanged.
    /// 3. Per axis: unchanged target → the natural motion (decay with edge bounce, spring-back, or the
    ///    wheel animation carrying on); changed target or paging → `ScrollViewPhysics.motion(toTarget:)`,
    ///    which lands exactly on it with no velocity jump.
    /// 4. didEndDragging(willDecelerate:) — true when anything moves, and always with paging (*Programming iOS*, "Scroll Views") —
    ///    then willBeginDecelerating.
    func release(velocity: Point, time: Double) {
        guard phase == .dragging else { return }
        let generation = motionGeneration
        let offset = contentOffset
        let lo = minContentOffset, hi = maxContentOffset, size = bounds.size
        let wheel: ScrollMotion? = drag.wheelAnimating ? motion : nil
        let direct = drag.source == .scrollGesture && wheel == nil
        let momentum = direct ? Point.zero : velocity

        var natural: Point
        if isPagingEnabled {
            natural = pageTarget(offset: offset, velocity: velocity)
        } else if let wheel {
            // Clamped: a zoom or a jump during the gesture can leave the pending target outside the range
            // the release lands in.
            natural = clampedOffset(wheel.finalOffset)
        } else {
            natural = Point(
                x: physics.naturalTarget(position: offset.x, velocity: momentum.x, lower: lo.x, upper: hi.x),
                y: physics.naturalTarget(position: offset.y, velocity: momentum.y, lower: lo.y, upper: hi.y))
        }
        if !scrollsHorizontally { natural.x = offset.x }
        if !scrollsVertically { natural.y = offset.y }

        // The target behaviour picks the landing (paging's releases are pages already), then the
        // delegate sees it and may still move it (UIKit's willEndDragging).
        let cause: ScrollTargetContext.Cause = drag.source == .scrollGesture ? .scrollGestureEnd : .release
        var target = landing(targetBehavior, for: targetContext(cause, proposal: natural, velocity: velocity,
                                                                start: drag.startOffset))
        proposedTargetContentOffset = natural
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        proposedTargetContentOffset = nil
        guard phase == .dragging, generation == motionGeneration else { return }  // delegate took over
        if !target.isFinite { target = natural }
        // A target within `targetTolerance` of the natural one is unchanged (rounding in the delegate's
        // arithmetic must not turn an edge bounce into a brake): both edges behave alike.
        let same = ScrollViewPhysics.targetTolerance
        if abs(target.x - natural.x) <= same { target.x = natural.x } else { target.x = min(max(target.x, lo.x), hi.x) }
        if abs(target.y - natural.y) <= same { target.y = natural.y } else { target.y = min(max(target.y, lo.y), hi.y) }

        // `m`: momentum for the free motion; `v`: the content's velocity, kept when heading for a target.
        func axis(_ p: Double, _ m: Double, _ v: Double, _ nat: Double, _ tgt: Double, _ l: Double, _ h: Double,
                  _ d: Double, _ scrolls: Bool, _ running: AxisMotion?) -> AxisMotion {
            guard scrolls else {
                // Not scrollable (any more): at rest, or back into the range if a size change left it out.
                return physics.naturalMotion(position: p, velocity: 0, lower: l, upper: h,
                                                   dimension: d, bounces: bounces)
            }
            if ScrollViewPhysics.springsBack(from: p, to: tgt, lower: l, upper: h) {
                // Released overscrolled with the nearest edge as the target (paging, or a delegate that
                // kept it): the spring-back, with its bounded overscroll.
                return physics.naturalMotion(position: p, velocity: m, lower: l, upper: h, dimension: d, bounces: bounces)
            }
            if tgt == nat && !isPagingEnabled && wheel != nil && running == nil {
                // A wheel step that could not carry on (see `carried`): a re-aim, ended within
                // `longestAnimation` however far a zoom has moved the content from its target.
                return physics.boundedMotion(toTarget: tgt, position: p, velocity: v)
            }
            if tgt == nat && !isPagingEnabled {
                if let running { return running }
                return physics.naturalMotion(position: p, velocity: m, lower: l, upper: h,
                                                   dimension: d, bounces: bounces)
            }
            return physics.motion(toTarget: tgt, position: p, velocity: v, prompt: isPagingEnabled || p < l || p > h,
                                  edgeDimension: tgt == l || tgt == h ? d : nil)
        }
        let wheelT = time - (wheel?.startTime ?? time)
        func carried(_ m: AxisMotion?, from position: Double, to end: Double) -> AxisMotion? {
            // The running wheel step continues from now (springs are memoryless) if it is still a
            // spring, is where the content is and ends where the release lands. A jump during the
            // gesture can have turned it into a bounce in an older range, a zoom can have moved the
            // range under it: then the landing is a motion to the target of its own.
            guard let m, case .spring = m, m.finalPosition == end,
                  abs(m.x(wheelT) - position) <= Tolerance.spring.distance else { return nil }
            return physics.continued(m, at: wheelT, shift: 0, lower: -.infinity,
                                           upper: .infinity, dimension: 0, bounces: false, retarget: { $0 })
        }
        let next = ScrollMotion(
            x: axis(offset.x, momentum.x, velocity.x, natural.x, target.x, lo.x, hi.x, size.width, scrollsHorizontally, carried(wheel?.x, from: offset.x, to: target.x)),
            y: axis(offset.y, momentum.y, velocity.y, natural.y, target.y, lo.y, hi.y, size.height, scrollsVertically, carried(wheel?.y, from: offset.y, to: target.y)),
            startTime: time)

        // Paging always reports a deceleration, even one of zero length (*Programming iOS*: "when paging is
        // turned on, willDecelerate is YES"); it then ends at the next frame.
        let moves = !next.isDone(at: time) || isPagingEnabled
        isWheelLanding = drag.source == .scrollGesture
        drag = DragState()
        motionGeneration += 1
        motion = next
        phase = moves ? .decelerating : .idle
        if !moves { applyOffset(next.finalOffset) }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves, phase == .decelerating, generation + 1 == motionGeneration else { return }
        delegate?.scrollViewWillBeginDecelerating(self)
    }
}
