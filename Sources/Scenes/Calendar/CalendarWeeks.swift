/// The week strip's calendar weeks over `CalendarDates`: each week runs Monday to Sunday (ISO 8601,
/// the same in every locale), so column 0 of every strip page is a Monday and the weekday letters
/// above the dates never change. Week 0 holds the first day; its days before 1 January and the last
/// week's days after 31 December lie outside the range: the strip shows them dimmed and they cannot
/// be selected, so every week is a full row (docs/techniques/coupled-scroll-views.md, "Geometry").
enum CalendarWeeks {
    /// Days per week: columns per strip page.
    static let length = 7
    /// Days of week 0 before the first day (29, 30, 31 December 2025): the first day's weekday.
    static var leadingDays: Int { CalendarDates.firstWeekday }
    /// Weeks that hold the range (strip pages): 53 for 2026.
    static var count: Int { (leadingDays + CalendarDates.count + length - 1) / length }

    /// The week nearest fractional strip page `x`, clamped to the strip's weeks.
    static func nearest(_ x: Double) -> Int { Int(min(max(x.rounded(), 0), Double(count - 1))) }

    /// The week of day `d` (days outside the range give weeks outside 0..<count).
    static func week(of d: Int) -> Int {
        let j = d + leadingDays
        return j >= 0 ? j / length : -((-j + length - 1) / length)
    }

    /// The day in column `column` (0 = Monday … 6 = Sunday) of week `week`; may be outside the range.
    static func day(week: Int, column: Int) -> Int { week * length + column - leadingDays }

    /// The day a week swipe selects: the same weekday in `week`, clamped into the range (in the first
    /// and last weeks that weekday may lie outside it; the nearest day of the range is in the same week).
    static func day(week: Int, sameWeekdayAs d: Int) -> Int {
        CalendarDates.clamped(day(week: min(max(week, 0), count - 1), column: CalendarDates.weekday(d)))
    }

    /// The strip's page (in weeks) for the day pager at fractional day `p` (inside the range): the
    /// week of the day, still while the pager moves within a week, and sliding one page while the
    /// pager moves from a Sunday to the next Monday, in step with it. Continuous and non-decreasing;
    /// whole exactly when `p` is a whole day.
    static func stripPage(pagerDay p: Double) -> Double {
        let j = p + Double(leadingDays), n = Double(length)
        let week = (j / n).rounded(.down)
        return week + max(0, j - week * n - (n - 1))
    }
}
