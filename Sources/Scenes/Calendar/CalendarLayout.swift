import ScrollPhysics

/// Where the calendar's parts go for a window size (points): the month header, the week strip (one
/// calendar week per window width, a column a day) and the day pager (one day per window width)
/// below it. Both scroll views page by the window's width: a strip page is a week, a pager page a
/// day (docs/techniques/coupled-scroll-views.md, "Geometry").
struct CalendarLayout: Equatable {
    let size: Size

    /// Height of the month header above the strip, points.
    var headerHeight: Double { 44 }
    /// Height of the week strip, points.
    var stripHeight: Double { min(96, max(64, size.height * 0.15)) }

    /// One column of the strip (a day), points.
    var cellWidth: Double { size.width / Double(CalendarWeeks.length) }

    var stripFrame: Rect { Rect(x: 0, y: headerHeight, width: size.width, height: stripHeight) }
    /// One page per calendar week; the strip's offset for week k is k × window width.
    var stripContentSize: Size { Size(width: Double(CalendarWeeks.count) * size.width, height: stripHeight) }

    var pagerFrame: Rect {
        let top = headerHeight + stripHeight
        return Rect(x: 0, y: top, width: size.width, height: max(1, size.height - top))
    }
    /// One page per day: the pager's offset for day d is d × window width.
    var pagerContentSize: Size { Size(width: Double(CalendarDates.count) * size.width, height: pagerFrame.height) }

    /// The strip's offset that shows week `k` (fractional while moving).
    func stripOffset(week k: Double) -> Double { k * size.width }
    /// The pager's offset that shows day `d`.
    func pagerOffset(day d: Double) -> Double { d * size.width }

    /// The centre x (window points) of day `d`'s column when the strip is at `offset`.
    func cellCenterX(day d: Int, stripOffset offset: Double) -> Double {
        Double(d + CalendarWeeks.leadingDays) * cellWidth + cellWidth / 2 - offset
    }

    /// The days whose columns are at least partly in view at strip offset `offset`, left to right:
    /// only columns of the strip's weeks (none past its ends while it rubber-bands), in-range or not.
    /// Consecutive days, so a range (empty when none is in view): read every frame, it allocates nothing.
    func visibleDays(stripOffset offset: Double) -> Range<Int> {
        let columns = Double(CalendarWeeks.count * CalendarWeeks.length)
        // Clamped before converting, so any finite offset is safe; a column within 1e-9 of the
        // edge (a rounding error at rest on a whole week) is not in view.
        let first = Int(min(max((offset / cellWidth + 1e-9).rounded(.down), 0), columns))
        let last = Int(min(max(((offset + size.width) / cellWidth - 1e-9).rounded(.up), 0), columns)) - 1
        guard first <= last else { return 0..<0 }
        return (first - CalendarWeeks.leadingDays)..<(last + 1 - CalendarWeeks.leadingDays)
    }
}
