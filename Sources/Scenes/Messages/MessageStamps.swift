/// The time stamps Messages shows between conversations: a small grey line ("Today 19:05",
/// "Yesterday 13:40", "Monday 09:12", "Wed 27 May 19:31") above the first bubble of each exchange,
/// so exchanges on different topics read as different days and times rather than one muddled
/// chat. The newest exchange is at the bottom; three exchanges a day (morning, lunchtime,
/// evening), counting back from Wednesday 10 June 2026 (the lock screen's date). Deterministic.
enum MessageStamps {
    /// Days from 1970-01-01 to the conversation's "today", Wednesday 10 June 2026.
    static let today = 20_614
    static let exchangesPerDay = 3
    /// The hours the day's exchanges start in, earliest first.
    static let hours = [9, 13, 19]
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]

    /// The stamp over exchange `k` of `n` (0 the top, n − 1 the newest).
    static func text(exchange k: Int, of n: Int) -> String {
        let back = max(0, n - 1 - k)
        let daysBack = back / exchangesPerDay
        let slot = exchangesPerDay - 1 - back % exchangesPerDay
        let minute = (k &* 37 &+ 11) % 50 + 3
        let time = "\(hours[slot]):\(minute < 10 ? "0" : "")\(minute)"
        let day = today - daysBack
        let weekday = weekdays[((day + 3) % 7 + 7) % 7]   // 1970-01-01 was a Thursday
        switch daysBack {
        case 0: return "Today \(time)"
        case 1: return "Yesterday \(time)"
        case 2..<7: return "\(weekday) \(time)"
        default:
            let (y, m, d) = civil(day)
            return "\(weekday.prefix(3)) \(d) \(months[m - 1])\(y == 2026 ? "" : " \(y)") \(time)"
        }
    }

    /// Year, month (1…12) and day of the month of `days` since 1970-01-01 (proleptic Gregorian;
    /// Howard Hinnant's civil_from_days, https://howardhinnant.github.io/date_algorithms.html).
    static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }
}
