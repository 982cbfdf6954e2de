import ScrollPhysics

/// Where the calendar's parts go for a window size (points): the month header, the week strip
/// (7 days per window width) and the day pager (one day per window width) below it. Both scroll
/// views are as wide as the window, so one page of the strip covers seven pages of the pager:
/// day offset = 7 × strip offset (docs/techniques/coupled-scroll-views.md, "Geometry").
struct CalendarLayout: Equatable {
    let size: Size
    let dayCount: Int

    /// Days per page of the week strip: the coupling ratio (the talk's "seven swipes").
    static let daysPerWeek = 7.0
    /// Cells the strip shows before the first day and after the last, so the first and last
    /// days can sit in the middle column like every other day.
    static let leadingCells = 3

    /// Height of the month header above the strip, points.
    var headerHeight: Double { 44 }
    /// Height of the week strip, points.
    var stripHeight: Double { min(96, max(64, size.height * 0.15)) }

    /// One column of the strip (a day), points.
    var cellWidth: Double { size.width / Self.daysPerWeek }

    var stripFrame: Rect { Rect(x: 0, y: headerHeight, width: size.width, height: stripHeight) }
    /// 3 leading cells, the days, 3 trailing cells: the strip's offset for day d is d × cellWidth.
    var stripContentSize: Size {
        Size(width: Double(dayCount + 2 * Self.leadingCells) * cellWidth, height: stripHeight)
    }

    var pagerFrame: Rect {
        let top = headerHeight + stripHeight
        return Rect(x: 0, y: top, width: size.width, height: max(1, size.height - top))
    }
    /// One page per day: the pager's offset for day d is d × window width.
    var pagerContentSize: Size { Size(width: Double(dayCount) * size.width, height: pagerFrame.height) }

    /// The strip's offset that puts day `d` in the middle column.
    func stripOffset(day d: Double) -> Double { d * cellWidth }
    /// The pager's offset that shows day `d`.
    func pagerOffset(day d: Double) -> Double { d * size.width }
}
