import ScrollPhysics

/// Where a scroll view's motions land: the one place an app snaps (docs/scroll-behaviour.md,
/// "Landings"). Modelled on SwiftUI's `ScrollTargetBehavior`
/// (https://developer.apple.com/documentation/swiftui/scrolltargetbehavior): every motion that ends at
/// an offset chosen in advance asks `ScrollView.targetBehavior` for it —
///
/// - a finger's release (a drag, a fling) and the end of a wheel or trackpad gesture, before the
///   delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, which then sees the
///   behaviour's target (and may still change it, as UIKit lets it);
/// - a step: `ScrollView.scroll(_:animated:)` with whole items, whole pages or an end of the range —
///   what DesktopInput's arrow, Page Up/Down and Home/End keys call, and what code calls to page.
///
/// `itemStep` says how long one item is: the arrow keys and each wheel click move exactly one item, so
/// n presses or n clicks from an item boundary land n items on.
///
/// A behaviour is held strongly by its scroll view: one that reads the app's layout should be a value
/// (set it again when the layout changes) or hold the app weakly. The built-ins are
/// `ItemScrollTargetBehavior` (a uniform pitch) and `PagingScrollTargetBehavior` (pages the size of
/// the bounds, what `ScrollView.isPagingEnabled` uses for steps when no behaviour is set).
public protocol ScrollTargetBehavior {
    /// Moves `target` (content offset, points) to where the motion should land. `target` holds the
    /// proposal (`context.originalTarget`): the natural resting place of a release, or the start of a
    /// step plus its length. The result is clamped to the range afterwards, so a behaviour may propose
    /// past the ends; non-finite results are ignored (the proposal stands). Axes that do not scroll are
    /// not moved whatever the behaviour writes.
    func updateTarget(_ target: inout Point, context: ScrollTargetContext)

    /// One item's length along x and y (points) for a scroll view showing `visibleSize`: an arrow key or
    /// a wheel click moves this far. Nil, or 0 or less on an axis, leaves that axis to the default steps
    /// (`ScrollView.defaultItemStep` for keys, GTK's wheel step for clicks). Default: nil.
    func itemStep(visibleSize: Size) -> Point?
}

extension ScrollTargetBehavior {
    public func itemStep(visibleSize: Size) -> Point? { nil }
}

/// What a `ScrollTargetBehavior` is told about the motion it lands (SwiftUI's
/// `ScrollTargetBehaviorContext`, with the scroll view's own terms). Offsets are content offsets in
/// points; velocities points per second, positive when the offset grows.
public struct ScrollTargetContext: Sendable, Hashable {
    /// Why the scroll view asks.
    public enum Cause: Sendable, Hashable {
        /// A finger lifted after a drag (or the drag was cancelled): `velocity` is the release's.
        case release
        /// A wheel or trackpad gesture ended (its silence ran out): `velocity` is the content's.
        case scrollGestureEnd
        /// A step of whole items (arrow keys, `ScrollStep.items`).
        case itemStep
        /// A step of whole pages (Page Up/Down, `ScrollStep.pages`).
        case pageStep
        /// To the start or the end of the range (Home/End, `ScrollStep.start` / `.end`).
        case edge
    }

    /// Why the scroll view asks.
    public var cause: Cause
    /// The proposal before the behaviour: the natural target of a release (where the deceleration, the
    /// page or the wheel's pending steps would rest, clamped to the range) or the step's target.
    public var originalTarget: Point
    /// The content's velocity (points/s): the release velocity, zero for steps.
    public var velocity: Point
    /// Where the content is now.
    public var contentOffset: Point
    /// Where the drag or wheel gesture began (a release), or where the step starts from (the running
    /// animation's target, else `contentOffset`).
    public var startOffset: Point
    /// The scroll view's bounds size (points): one page.
    public var visibleSize: Size
    /// The content size (points).
    public var contentSize: Size
    /// The range's lower end (`ScrollView.minContentOffset`).
    public var minContentOffset: Point
    /// The range's upper end (`ScrollView.maxContentOffset`).
    public var maxContentOffset: Point

    /// A context with every field given.
    public init(cause: Cause, originalTarget: Point, velocity: Point, contentOffset: Point, startOffset: Point,
                visibleSize: Size, contentSize: Size, minContentOffset: Point, maxContentOffset: Point) {
        self.cause = cause
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentOffset = contentOffset
        self.startOffset = startOffset
        self.visibleSize = visibleSize
        self.contentSize = contentSize
        self.minContentOffset = minContentOffset
        self.maxContentOffset = maxContentOffset
    }

    /// True for a release or a wheel gesture's end (a motion already under way), false for steps.
    public var isRelease: Bool { cause == .release || cause == .scrollGestureEnd }
}
