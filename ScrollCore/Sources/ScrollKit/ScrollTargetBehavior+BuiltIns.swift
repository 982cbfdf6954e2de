import ScrollPhysics

/// Items of one length (SwiftUI's `.viewAligned` for a uniform row): boundaries at `origin + k·pitch`
/// on each axis whose pitch is positive. Every landing goes to the boundary nearest the proposal — or
/// to an end of the range, when that is nearer, so End reaches the end and content that is not a whole
/// number of items long still shows its last item. Arrow keys and wheel clicks move one pitch, so n
/// presses or clicks from a boundary land n items on.
///
/// With `alignsLandings` false only the step is kept: releases and steps land where they point (a list
/// whose arrow keys move one row but whose flings glide freely).
public struct ItemScrollTargetBehavior: ScrollTargetBehavior, Sendable, Hashable {
    /// Distance between neighbouring item boundaries along x and y (points). An axis with a pitch of 0
    /// or less, or not finite, has no items: landings on it are left alone and its steps are the defaults.
    public var pitch: Point
    /// One item boundary (content offset, points); the others are whole pitches from it.
    public var origin: Point
    /// Whether landings move to a boundary (true) or only the item step is set (false).
    public var alignsLandings: Bool

    /// Items `pitch` apart along x and y, one boundary at `origin`.
    public init(pitch: Point, origin: Point = .zero, alignsLandings: Bool = true) {
        self.pitch = pitch
        self.origin = origin
        self.alignsLandings = alignsLandings
    }

    public func updateTarget(_ target: inout Point, context: ScrollTargetContext) {
        guard alignsLandings else { return }
        let lo = context.minContentOffset, hi = context.maxContentOffset
        target = Point(x: Self.nearestLanding(target.x, pitch: pitch.x, origin: origin.x, lower: lo.x, upper: hi.x),
                       y: Self.nearestLanding(target.y, pitch: pitch.y, origin: origin.y, lower: lo.y, upper: hi.y))
    }

    public func itemStep(visibleSize: Size) -> Point? { pitch }

    /// The boundary `origin + k·pitch` nearest `t`, or `lower` / `upper` if one of them is strictly
    /// nearer (ties between boundaries round away from the origin, as `rounded()` does). `t` itself when
    /// the pitch is not a positive finite length.
    public static func nearestLanding(_ t: Double, pitch: Double, origin: Double, lower: Double, upper: Double) -> Double {
        guard pitch > 0, pitch.isFinite, t.isFinite else { return t }
        var best = origin + ((t - origin) / pitch).rounded() * pitch
        for edge in [lower, upper] where abs(t - edge) < abs(t - best) { best = edge }
        return best
    }
}

/// Pages the size of the bounds (SwiftUI's `.paging`; UIKit's `isPagingEnabled`): a release lands on
/// the page the movement points to — the nearest page, or with a velocity the next one in its
/// direction, never more than one page from where the drag began; a step lands on the page nearest
/// its proposal (or an end of the range, when nearer: a last page shorter than the bounds ends there).
/// Arrow keys and wheel clicks move one page.
///
/// A scroll view with `isPagingEnabled` and no `targetBehavior` steps with this behaviour; its
/// releases already land on pages.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable, Hashable {
    public init() {}

    public func updateTarget(_ target: inout Point, context: ScrollTargetContext) {
        let size = context.visibleSize, lo = context.minContentOffset, hi = context.maxContentOffset
        if context.isRelease {
            let p = context.contentOffset, v = context.velocity, s = context.startOffset
            target = Point(x: Self.releasePage(p.x, velocity: v.x, start: s.x, page: size.width, lower: lo.x, upper: hi.x),
                           y: Self.releasePage(p.y, velocity: v.y, start: s.y, page: size.height, lower: lo.y, upper: hi.y))
        } else {
            target = Self.nearestPage(target, visibleSize: size, lower: lo, upper: hi)
        }
    }

    /// The page nearest `t` on each axis (multiples of `visibleSize`), or an end of the range
    /// `lower`…`upper` when nearer (`ItemScrollTargetBehavior.nearestLanding` with the page as pitch):
    /// where a step lands. Not clamped.
    static func nearestPage(_ t: Point, visibleSize: Size, lower: Point, upper: Point) -> Point {
        Point(x: ItemScrollTargetBehavior.nearestLanding(t.x, pitch: visibleSize.width, origin: 0, lower: lower.x, upper: upper.x),
              y: ItemScrollTargetBehavior.nearestLanding(t.y, pitch: visibleSize.height, origin: 0, lower: lower.y, upper: upper.y))
    }

    public func itemStep(visibleSize: Size) -> Point? { Point(x: visibleSize.width, y: visibleSize.height) }

    /// The page a release at `position` with `velocity` (points/s, after the minimum-fling filter)
    /// rests on, along one axis with pages `page` long: the page position ± ½ in the velocity's
    /// direction, rounded; at most one page from the page nearest `start`; clamped to
    /// `lower`…`upper` (*Programming iOS*, "Scroll Views"; Flutter `PageScrollPhysics`). A page of 0
    /// leaves `position` clamped.
    public static func releasePage(_ position: Double, velocity: Double, start: Double, page: Double,
                                   lower: Double, upper: Double) -> Double {
        guard page > 0 else { return min(max(position, lower), upper) }
        var p = position / page
        if velocity > 0 { p += 0.5 } else if velocity < 0 { p -= 0.5 }
        let startPage = (start / page).rounded()
        let target = min(max(p.rounded(), startPage - 1), startPage + 1)
        return min(max(target * page, lower), upper)
    }
}
