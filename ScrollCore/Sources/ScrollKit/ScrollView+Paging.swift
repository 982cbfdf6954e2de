import ScrollPhysics

/// Paging (docs/scroll-behaviour.md, "Physics"; *Programming iOS*, "Scroll Views"; Flutter `PageScrollPhysics`): pages are multiples of the bounds size.
extension ScrollView {
    /// The page a release at `offset` with `velocity` (points/s, after the minimum-fling filter) comes to
    /// rest on: the nearest page, or with a velocity the next page in its direction (page position ± ½,
    /// rounded); never more than one page from where the drag began; clamped to the range (a last page
    /// shorter than the bounds ends at the range's end).
    func pageTarget(offset: Point, velocity: Point) -> Point {
        let lo = minContentOffset, hi = maxContentOffset, size = bounds.size
        func axis(_ p: Double, _ v: Double, _ start: Double, _ page: Double, _ l: Double, _ h: Double) -> Double {
            guard page > 0 else { return min(max(p, l), h) }
            var position = p / page
            if v > 0 { position += 0.5 } else if v < 0 { position -= 0.5 }
            let startPage = (start / page).rounded()
            let target = min(max(position.rounded(), startPage - 1), startPage + 1)
            return min(max(target * page, l), h)
        }
        return Point(x: axis(offset.x, velocity.x, drag.startOffset.x, size.width, lo.x, hi.x),
                     y: axis(offset.y, velocity.y, drag.startOffset.y, size.height, lo.y, hi.y))
    }
}
