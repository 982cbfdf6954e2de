import ScrollPhysics

/// Paging (docs/scroll-behaviour.md, "Physics"; *Programming iOS*, "Scroll Views"; Flutter `PageScrollPhysics`): pages are multiples of the bounds size.
extension ScrollView {
    /// The page a release at `offset` with `velocity` (points/s, after the minimum-fling filter) comes to
    /// rest on (`PagingScrollTargetBehavior.releasePage`): never more than one page from where the drag
    /// began; clamped to the range (a last page shorter than the bounds ends at the range's end).
    func pageTarget(offset: Point, velocity: Point) -> Point {
        let lo = minContentOffset, hi = maxContentOffset, size = bounds.size, start = drag.startOffset
        return Point(
            x: PagingScrollTargetBehavior.releasePage(offset.x, velocity: velocity.x, start: start.x, page: size.width,
                                                      lower: lo.x, upper: hi.x),
            y: PagingScrollTargetBehavior.releasePage(offset.y, velocity: velocity.y, start: start.y, page: size.height,
                                                      lower: lo.y, upper: hi.y))
    }
}
