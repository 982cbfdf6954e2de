/// The calendar's days: index 0 is Monday 5 January 2026, one index per day, 52 weeks, so index
/// d falls on weekday d mod 7 (0 = Monday). Plain arithmetic on month lengths (no time zones, no
/// clock): the scene only needs names and numbers for the days it shows.
enum CalendarDates {
    /// Number of days shown: 52 weeks, Monday 5 January 2026 to Sunday 3 January 2027.
    static let count = 364
    /// The day the scene opens on by default: Wednesday 10 June 2026.
    static let defaultDay = 156

    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let weekdayLetters = ["M", "T", "W", "T", "F", "S", "S"]
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]
    private static let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]  // 2026 and 2027: not leap years

    /// Weekday of day `d` (0 = Monday … 6 = Sunday); works for negative indices too.
    static func weekday(_ d: Int) -> Int { ((d % 7) + 7) % 7 }

    /// (year, month 1…12, day of month) of day index `d` (any integer within a few years).
    static func date(_ d: Int) -> (year: Int, month: Int, day: Int) {
        var year = 2026, month = 0, day = 5 + d   // 5 January 2026 is index 0
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
