import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

/// Records the delegate calls and snaps release targets to multiples of `pitch` (when set) on the axes
/// the scroll view scrolls, as the cube view's scrollOffset(forProposedOffset:) does.
final class SnappingDelegate: ScrollViewDelegate {
    var pitch: Double?
    var calls: [String] = []
    var releaseTimes: [Double] = []

    init(pitch: Double? = nil) { self.pitch = pitch }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                   targetContentOffset: inout Point) {
        calls.append("willEndDragging")
        releaseTimes.append(scrollView.currentTime)
        guard let pitch else { return }
        if scrollView.scrollsHorizontally { targetContentOffset.x = (targetContentOffset.x / pitch).rounded() * pitch }
        if scrollView.scrollsVertically { targetContentOffset.y = (targetContentOffset.y / pitch).rounded() * pitch }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }

    /// The "ended" callbacks (exactly one per interaction).
    var endings: [String] {
        calls.filter { $0 == "didEndDragging(false)" || $0 == "didEndDecelerating" || $0 == "didEndScrollingAnimation" }
    }
}

/// A window with one scroll view filling it and a router; the run loop is `frames(from:to:)`.
struct Rig {
    let window: Window
    let scrollView: ScrollView
    let router: DesktopInputRouter
    let delegate: SnappingDelegate

    /// `pitch`: the delegate snaps releases to it; `itemStep`: the scroll view's item (arrow keys and
    /// wheel clicks) through a target behaviour that leaves landings alone; nil: the defaults.
    init(size: Size, contentSize: Size, pitch: Double? = nil, itemStep: Point? = nil) {
        window = Window(frame: Rect(origin: .zero, size: size))
        scrollView = ScrollView(frame: Rect(origin: .zero, size: size))
        scrollView.contentSize = contentSize
        delegate = SnappingDelegate(pitch: pitch)
        scrollView.delegate = delegate
        window.addSubview(scrollView)
        if let itemStep { scrollView.targetBehavior = ItemScrollTargetBehavior(pitch: itemStep, alignsLandings: false) }
        router = DesktopInputRouter(window: window, scrollView: scrollView)
    }

    /// Frames at 60 Hz from `a` to `b` (inclusive); returns the offsets seen.
    @discardableResult
    func frames(from a: Double, to b: Double) -> [Point] {
        var out: [Point] = []
        var t = a
        while t <= b + 1e-9 {
            router.advance(to: t)
            out.append(scrollView.contentOffset)
            t += 1.0 / 60
        }
        return out
    }

    var isAtRest: Bool { !scrollView.isDragging && !scrollView.isDecelerating && !scrollView.isScrollAnimating }
}

/// A target behaviour from a closure (tests only).
struct ClosureTargetBehavior: ScrollTargetBehavior {
    var step: Point?
    var update: (inout Point, ScrollTargetContext) -> Void
    func updateTarget(_ target: inout Point, context: ScrollTargetContext) { update(&target, context) }
    func itemStep(visibleSize: Size) -> Point? { step }
}
