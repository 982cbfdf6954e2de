import ScrollPhysics

/// One scroll indicator as it looks at a given time: a bar along an edge of the scroll view whose
/// length shows the visible fraction of the content and whose position shows the offset
/// (docs/scroll-behaviour.md, "Scroll indicators"). A pure value: `ScrollView.scrollIndicators(at:)`
/// computes it from the scroll view's state and the time; a renderer draws it as a rounded rectangle
/// (corner radius half the thickness).
///
/// The numbers are UIKit's as Flutter's `CupertinoScrollbar` (`cupertino/scrollbar.dart`) measured
/// them on iOS 13: 3 pt thick, 3 pt from the edges, at least 36 pt long (8 pt while rubber-banding),
/// shown for 1.2 s after scrolling stops, then faded out over 0.25 s.
public struct ScrollIndicator: Hashable, Sendable {
    /// Which edge it runs along.
    public enum Axis: String, Hashable, Sendable { case horizontal, vertical }

    /// Thickness of the bar (points).
    public static let thickness = 3.0
    /// Gap between the bar and the scroll view's edges, across and along it (points).
    public static let margin = 3.0
    /// Shortest bar (points) in range.
    public static let minimumLength = 36.0
    /// Shortest bar (points) while rubber-banding past an edge (it shrinks by the overscroll).
    public static let minimumOverscrollLength = 8.0
    /// Seconds the bars stay fully visible after the content stops.
    public static let fadeDelay = 1.2
    /// Seconds the fade-out takes.
    public static let fadeDuration = 0.25

    /// Horizontal (along the bottom) or vertical (along the right).
    public var axis: Axis
    /// The bar, in the scroll view's visible area: (0, 0) is its top-left corner (not the content's
    /// origin); add the scroll view's position in the window to draw it.
    public var rect: Rect
    /// 0 (hidden) … 1.
    public var opacity: Double

    /// An indicator along `axis` at `rect` with `opacity`.
    public init(axis: Axis, rect: Rect, opacity: Double) {
        self.axis = axis
        self.rect = rect
        self.opacity = opacity
    }

    /// Opacity at `time` for content last scrolled at `lastActive` (nil: never), `active` while it still
    /// moves or is dragged: 1, then 1 for `fadeDelay`, then linearly to 0 over `fadeDuration`.
    public static func opacity(at time: Double, lastActive: Double?, active: Bool) -> Double {
        if active { return 1 }
        guard let last = lastActive, time.isFinite else { return 0 }
        let fading = time - last - fadeDelay
        if fading <= 0 { return 1 }
        return max(0, 1 - fading / fadeDuration)
    }

    /// Position and length of a bar along one axis of length `visible` (points), track from `start`
    /// to `end` (points, in the visible area), for `offset` in [`lower`, `upper`] with the content
    /// (plus insets) `extent` long. Nil when the track is empty.
    static func span(start: Double, end: Double, visible: Double, extent: Double, offset: Double,
                     lower: Double, upper: Double) -> (origin: Double, length: Double)? {
        let track = end - start
        guard track > 0, extent > 0, visible > 0, offset.isFinite else { return nil }
        let fraction = min(1, visible / extent)
        var length = min(track, max(minimumLength, track * fraction))
        let over = offset < lower ? lower - offset : (offset > upper ? offset - upper : 0)
        if over > 0 { length = max(min(minimumOverscrollLength, track), length - over) }
        let progress = upper > lower ? min(max((offset - lower) / (upper - lower), 0), 1) : 0
        return (start + progress * (track - length), length)
    }
}

extension ScrollView {
    /// The scroll indicators at `time` (seconds): one per axis that scrolls (its range is not empty)
    /// and shows one (`showsHorizontalScrollIndicator`, `showsVerticalScrollIndicator`), with its
    /// opacity — fully visible while the content is dragged, decelerates, animates or zooms, for
    /// `ScrollIndicator.fadeDelay` after, then fading out; after `flashScrollIndicators()` too.
    /// Indicators at opacity 0 are included (a renderer skips them). A pure function of the scroll
    /// view's state and `time`; a hidden scroll view (the hosted-recognizer arrangement) has them too.
    ///
    /// Geometry: the vertical bar runs down the right edge, the horizontal one along the bottom,
    /// `ScrollIndicator.margin` inside the edges and `scrollIndicatorInsets`; when both show, each
    /// stops short of the other's corner. Length = the visible fraction of the content (with its
    /// insets) of the track, at least `minimumLength`; past an edge it shrinks by the overscroll, to
    /// `minimumOverscrollLength` at least, and stays at that end.
    public func scrollIndicators(at time: Double) -> [ScrollIndicator] {
        let active = phase != .idle || isZooming || zoom.phase == .animating
        let opacity = ScrollIndicator.opacity(at: time, lastActive: indicatorActivity, active: active)
        let lo = minContentOffset, hi = maxContentOffset, size = bounds.size, offset = contentOffset
        let insets = scrollIndicatorInsets, m = ScrollIndicator.margin, thick = ScrollIndicator.thickness
        let horizontal = showsHorizontalScrollIndicator && hi.x > lo.x
        let vertical = showsVerticalScrollIndicator && hi.y > lo.y
        let corner = horizontal && vertical ? thick + m : 0
        var out: [ScrollIndicator] = []
        if horizontal, let s = ScrollIndicator.span(
            start: insets.left + m, end: size.width - insets.right - m - corner, visible: size.width,
            extent: contentSize.width + contentInset.left + contentInset.right, offset: offset.x, lower: lo.x, upper: hi.x) {
            let y = size.height - insets.bottom - m - thick
            out.append(ScrollIndicator(axis: .horizontal, rect: Rect(x: s.origin, y: y, width: s.length, height: thick),
                                       opacity: opacity))
        }
        if vertical, let s = ScrollIndicator.span(
            start: insets.top + m, end: size.height - insets.bottom - m - corner, visible: size.height,
            extent: contentSize.height + contentInset.top + contentInset.bottom, offset: offset.y, lower: lo.y, upper: hi.y) {
            let x = size.width - insets.right - m - thick
            out.append(ScrollIndicator(axis: .vertical, rect: Rect(x: x, y: s.origin, width: thick, height: s.length),
                                       opacity: opacity))
        }
        return out
    }

    /// Shows the scroll indicators now (at `currentTime`); they fade out as after scrolling
    /// (UIKit's `flashScrollIndicators()`).
    public func flashScrollIndicators() {
        indicatorActivity = currentTime
    }
}
