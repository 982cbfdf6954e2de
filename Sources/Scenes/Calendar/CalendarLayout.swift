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

    // MARK: - The day's hours (one vertical scroll view shared by every day page)

    /// The day card's inset from its page's edges, points.
    static let cardInset = 14.0
    /// Height of one hour on the day's timetable, points (iOS Calendar's day view: about 50).
    static let hourHeight = 48.0
    /// Hours on the timetable: 00:00 to 24:00.
    static let hoursInDay = 24
    /// The hour the day view opens at: the morning (07:00 at the top of the timetable).
    static let openingHour = 7.0

    /// The day card's title size, points: large on a wide and tall card (a short one keeps its room
    /// for the hours).
    var titleSize: Double { size.width - 2 * Self.cardInset >= 420 && pagerFrame.height >= 420 ? 40 : 20 }
    /// The card's header (weekday and date) height below the card's top, points.
    var cardHeaderHeight: Double { 76 + titleSize }
    /// The timetable's top at hours offset 0, from the pager's top, points: below the card's header.
    var timetableTop: Double { Self.cardInset + cardHeaderHeight }
    /// The window rect the timetable shows through (below the card's header, inside the card).
    var timetableClip: Rect {
        let card = pagerFrame.insetBy(dx: Self.cardInset, dy: Self.cardInset)
        let top = pagerFrame.minY + timetableTop - 10
        return Rect(x: card.minX, y: top, width: card.width, height: max(0, card.maxY - top))
    }
    /// The hours scroll view's content height: the header, 24 hours, and room under 24:00's label and
    /// the card's bottom edge.
    var hoursContentHeight: Double {
        timetableTop + Double(Self.hoursInDay) * Self.hourHeight + 16 + Self.cardInset
    }
    /// The window y of hour `h`'s line (h may be fractional) at hours offset `offset`.
    func hourLineY(_ h: Double, hoursOffset offset: Double) -> Double {
        pagerFrame.minY + timetableTop + h * Self.hourHeight - offset
    }
    /// The hours offset that puts hour `h` at the timetable's top.
    func hoursOffset(showingHour h: Double) -> Double { h * Self.hourHeight }
    /// The hour at the timetable's top at hours offset `offset` (fractional).
    func hourAtTop(hoursOffset offset: Double) -> Double { offset / Self.hourHeight }
    /// The hour lines (0…24) whose labels are at least partly inside `timetableClip` at `offset`.
    func hoursInView(hoursOffset offset: Double) -> ClosedRange<Int>? {
        let clip = timetableClip
        let lo = ((clip.minY - hourLineY(0, hoursOffset: offset) - 8) / Self.hourHeight).rounded(.up)
        let hi = ((clip.maxY - hourLineY(0, hoursOffset: offset) + 8) / Self.hourHeight).rounded(.down)
        let first = Int(min(max(lo, 0), Double(Self.hoursInDay) + 1)), last = Int(min(max(hi, -1), Double(Self.hoursInDay)))
        return first <= last ? first...last : nil
    }

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
