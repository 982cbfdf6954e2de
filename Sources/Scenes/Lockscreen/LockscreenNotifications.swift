/// What the notification rows say: an app, how long ago, and one line, as a lock screen shows
/// them. Row `k` shows `all[k % all.count]`; the minutes grow down the list (newest first).
enum LockscreenNotifications {
    struct Notification: Equatable {
        var app: String
        var text: String
    }

    static let all: [Notification] = [
        Notification(app: "Messages", text: "Anna: Running 10 minutes late, order without me"),
        Notification(app: "Calendar", text: "Team stand-up in 15 minutes, room 4"),
        Notification(app: "Mail", text: "Your boarding pass for Friday's flight"),
        Notification(app: "Weather", text: "Rain from 3 pm, take an umbrella"),
        Notification(app: "Reminders", text: "Pick up bread on the way home"),
        Notification(app: "Photos", text: "New memory: a weekend by the sea"),
        Notification(app: "Maps", text: "22 min to home, traffic is light"),
        Notification(app: "Music", text: "A new album from an artist you follow"),
        Notification(app: "Clock", text: "Alarm: gym at 7:00"),
        Notification(app: "Messages", text: "Tom: Are we still on for Saturday?"),
        Notification(app: "News", text: "Heatwave expected to break this weekend"),
        Notification(app: "Phone", text: "Missed call from Mum"),
    ]

    static func notification(_ k: Int) -> Notification { all[k % all.count] }

    /// "now" for the first row, then "3m ago", "6m ago", …
    static func age(_ k: Int) -> String { k == 0 ? "now" : "\(k * 3)m ago" }
}
