/// The calendar's days: the year 2026, index 0 is Thursday 1 January 2026 and index 364 is Thursday
/// 31 December 2026, one index per day. Plain arithmetic on month lengths (no time zones, no clock):
/// the scene only needs names and numbers for the days it shows. Indices outside 0..<count name the
/// neighbouring days (the strip shows them, dimmed, to fill its first and last weeks).
enum CalendarDates {
    /// Number of days in the range: the 365 days of 2026.
    static let count = 365
    /// The day the scene opens on by default: Wednesday 10 June 2026.
    static let defaultDay = 160
    /// Weekday of day 0 (0 = Monday … 6 = Sunday): 1 January 2026 is a Thursday.
    static let firstWeekday = 3

    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let weekdayLetters = ["M", "T", "W", "T", "F", "S", "S"]
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]
    private static let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]  // 2025 to 2027: none is a leap year

    /// Whether day `d` is in the range (selectable).
    static func contains(_ d: Int) -> Bool { d >= 0 && d < count }

    /// Day `d` clamped into the range.
    static func clamped(_ d: Int) -> Int { min(max(d, 0), count - 1) }

    /// The day nearest fractional day `x` (a pager position in days), clamped into the range.
    static func nearest(_ x: Double) -> Int { clamped(Int(min(max(x.rounded(), -1), Double(count)))) }

    /// Weekday of day `d` (0 = Monday … 6 = Sunday); works for negative indices too.
    static func weekday(_ d: Int) -> Int { (((d + firstWeekday) % 7) + 7) % 7 }

    /// (year, month 1…12, day of month) of day index `d` (any integer within a year of the range).
    static func date(_ d: Int) -> (year: Int, month: Int, day: Int) {
        var year = 2026, month = 0, day = 1 + d   // 1 January 2026 is index 0
        while day < 1 {
            month -= 1
            if month < 0 { month = 11; year -= 1 }
            day += monthLengths[month]
        }
        while day > monthLengths[month] {
            day -= monthLengths[month]
            month += 1
            if month > 11 { month = 0; year += 1 }
        }
        return (year, month + 1, day)
    }

    /// "Wednesday", "10 June 2026" for day `d`.
    static func title(_ d: Int) -> (weekday: String, date: String) {
        let (y, m, day) = date(d)
        return (weekdayNames[weekday(d)], "\(day) \(monthNames[m - 1]) \(y)")
    }

    /// "2026-06-10" (for the trace).
    static func iso(_ d: Int) -> String {
        let (y, m, day) = date(d)
        return "\(y)-\(m < 10 ? "0" : "")\(m)-\(day < 10 ? "0" : "")\(day)"
    }

    /// "June 2026" for the header.
    static func monthTitle(_ d: Int) -> String {
        let (y, m, _) = date(d)
        return "\(monthNames[m - 1]) \(y)"
    }
}
