import ScrollPhysics

/// A step that code or a key asks for (`ScrollView.scroll(_:animated:)`).
public enum ScrollStep: Sendable, Hashable {
    /// `count` items along `axis` (negative: back), an item being the target behaviour's `itemStep`
    /// (or `ScrollView.defaultItemStep`).
    case items(Int, ScrollAxis)
    /// `count` pages along `axis` (negative: back), a page being the bounds' length.
    case pages(Int, ScrollAxis)
    /// The start of the range along `axis`.
    case start(ScrollAxis)
    /// The end of the range along `axis`.
    case end(ScrollAxis)
}

/// An axis of the content offset.
public enum ScrollAxis: String, Sendable, Hashable {
    case horizontal, vertical
}

/// Landings (docs/scroll-behaviour.md, "Landings"): every motion that ends at an offset chosen in
/// advance asks `targetBehavior` once — releases here, steps in `scroll(_:animated:)`.
extension ScrollView {
    /// How far an item step moves along an axis where the target behaviour gives no item length:
    /// 40 pt, about two lines of text (our choice; docs/scroll-behaviour.md, "Landings").
    public static let defaultItemStep = 40.0

    /// The behaviour steps use: `targetBehavior`, else `PagingScrollTargetBehavior` when
    /// `isPagingEnabled`, else none.
    var stepBehavior: (any ScrollTargetBehavior)? {
        targetBehavior ?? (isPagingEnabled ? PagingScrollTargetBehavior() : nil)
    }

    /// One item's length along x and y (points) from the target behaviour (`isPagingEnabled` with no
    /// behaviour: one page); an axis with no item length is 0. Nil when there is no behaviour or it
    /// gives no items. DesktopInput moves this far per arrow key and per wheel click.
    public var itemStep: Point? {
        guard let step = stepBehavior?.itemStep(visibleSize: bounds.size) else { return nil }
        func valid(_ v: Double) -> Double { v > 0 && v.isFinite ? v : 0 }
        let p = Point(x: valid(step.x), y: valid(step.y))
        return p == .zero ? nil : p
    }

    /// A context for `cause` with this scroll view's geometry.
    func targetContext(_ cause: ScrollTargetContext.Cause, proposal: Point, velocity: Point,
                       start: Point) -> ScrollTargetContext {
        ScrollTargetContext(cause: cause, originalTarget: proposal, velocity: velocity, contentOffset: contentOffset,
                            startOffset: start, visibleSize: bounds.size, contentSize: contentSize,
                            minContentOffset: minContentOffset, maxContentOffset: maxContentOffset)
    }

    /// `proposal` moved by `behaviour`: a non-finite result is ignored, axes that do not scroll keep
    /// the proposal. Not clamped (the caller clamps as its motion needs).
    func landing(_ behaviour: (any ScrollTargetBehavior)?, for context: ScrollTargetContext) -> Point {
        let proposal = context.originalTarget
        guard let behaviour else { return proposal }
        var target = proposal
        behaviour.updateTarget(&target, context: context)
        return Point(x: scrollsHorizontally && target.x.isFinite ? target.x : proposal.x,
                     y: scrollsVertically && target.y.isFinite ? target.y : proposal.y)
    }

    /// Scrolls by `step`, landing where the target behaviour says (`ScrollTargetBehavior`), clamped to
    /// the range. The step starts from the running programmatic animation's target when one runs (so
    /// three quick steps move exactly three items), else from the content offset. Items are the
    /// behaviour's `itemStep` along the axis (`defaultItemStep` where it gives none); pages are the
    /// bounds' length. Animated: `setContentOffset(_:animated: true)` (a deceleration is stopped first,
    /// with its ended callback); not animated: a jump. Ignored during a drag (the finger has the
    /// content), when `isScrollEnabled` is false, and along an axis that does not scroll.
    public func scroll(_ step: ScrollStep, animated: Bool = true) {
        guard isScrollEnabled, phase != .dragging else { return }
        let base: Point
        if phase == .animating, let heading = targetContentOffset {
            base = heading
        } else {
            base = contentOffset
        }
        let lo = minContentOffset, hi = maxContentOffset
        let item = itemStep ?? .zero
        var proposal = base
        let cause: ScrollTargetContext.Cause
        func move(_ axis: ScrollAxis, to value: (_ base: Double, _ item: Double, _ page: Double, _ lo: Double, _ hi: Double) -> Double) {
            switch axis {
            case .horizontal:
                proposal.x = value(base.x, item.x > 0 ? item.x : Self.defaultItemStep, bounds.width, lo.x, hi.x)
            case .vertical:
                proposal.y = value(base.y, item.y > 0 ? item.y : Self.defaultItemStep, bounds.height, lo.y, hi.y)
            }
        }
        let axis: ScrollAxis
        switch step {
        case let .items(n, a): axis = a; cause = .itemStep; move(a) { b, i, _, _, _ in b + Double(n) * i }
        case let .pages(n, a): axis = a; cause = .pageStep; move(a) { b, _, p, _, _ in b + Double(n) * p }
        case let .start(a): axis = a; cause = .edge; move(a) { _, _, _, l, _ in l }
        case let .end(a): axis = a; cause = .edge; move(a) { _, _, _, _, h in h }
        }
        guard axis == .horizontal ? scrollsHorizontally : scrollsVertically else { return }
        let context = targetContext(cause, proposal: proposal, velocity: .zero, start: base)
        setContentOffset(clampedOffset(landing(stepBehavior, for: context)), animated: animated)
    }
}
