import SceneKit
import ScrollKit
import ScrollPhysics

/// Draws the calendar from the two scroll views' offsets (reads only): the month header, the week
/// strip with the selected day circled (the circle rides on its day's column), and the day pages
/// with their events.
enum CalendarPainter {
    static let background = RGB(r: 0.94, g: 0.94, b: 0.96)
    static let ink = RGBA(r: 0.1, g: 0.1, b: 0.12)
    static let grey = RGBA(r: 0.55, g: 0.56, b: 0.6)
    static let accent = RGBA(r: 0.92, g: 0.24, b: 0.2)
    static let separator = RGBA(r: 0.82, g: 0.82, b: 0.85)

    static func draw(_ c: CalendarController, into list: inout DrawList) {
        let size = c.layout.size
        list.reset(viewSize: size, background: background)
        let title = CalendarDates.monthTitle(c.selectedDay)
        list.addRect(Rect(x: 0, y: 0, width: size.width, height: c.layout.headerHeight + c.layout.stripHeight), color: .white)
        // At the right, as Calendar's month title.
        list.addText(title, at: Point(x: size.width - 16, y: 12), size: 20, color: ink, alignment: .right)
        drawStrip(c, into: &list)
        drawPages(c, into: &list)
    }

    /// Colour of the days outside the range (before 1 January, after 31 December): dimmed.
    static let dimmed = RGBA(r: 0.78, g: 0.78, b: 0.8)
    /// Diameter of the selection circle, points (iOS Calendar's week strip: a filled circle behind
    /// the selected date).
    static let circleSize = 36.0

    /// The strip: each column's weekday letter over its date (Monday first), weekends grey, days
    /// outside the range dimmed, and the red circle with the date in white on the selected day.
    private static func drawStrip(_ c: CalendarController, into list: inout DrawList) {
        let l = c.layout, frame = l.stripFrame
        let offset = c.weeks.contentOffset.x
        list.addRect(Rect(x: 0, y: frame.maxY - 1, width: frame.width, height: 1), color: separator)
        let numberY = frame.minY + frame.height * 0.55 - 7
        for d in l.visibleDays(stripOffset: offset) {
            let x = frame.minX + l.cellCenterX(day: d, stripOffset: offset)
            let weekday = CalendarDates.weekday(d)
            let color = CalendarDates.contains(d) ? (weekday >= 5 ? grey : ink) : dimmed
            list.addText(CalendarDates.weekdayLetters[weekday], centeredAt: x, y: frame.minY + 10,
                         size: 11, weight: .bold, color: color, clip: frame)
            list.addText(String(CalendarDates.date(d).day), centeredAt: x, y: numberY, size: 20, color: color, clip: frame)
        }
        for (d, x) in c.selectionCircles {
            let cx = frame.minX + x
            list.addRect(Rect(x: cx - circleSize / 2, y: numberY - 11, width: circleSize, height: circleSize), color: accent,
                         cornerRadius: circleSize / 2, clip: frame)
            list.addText(String(CalendarDates.date(d).day), centeredAt: cx, y: numberY, size: 20, weight: .bold,
                         color: .white, clip: frame)
        }
    }

    private static func drawPages(_ c: CalendarController, into list: inout DrawList) {
        let l = c.layout, frame = l.pagerFrame, w = l.size.width
        let offset = c.days.contentOffset.x, hoursOffset = c.hours.contentOffset.y
        let first = Int((offset / w).rounded(.down))
        let lo = max(0, first), hi = min(CalendarDates.count - 1, first + 1)
        guard lo <= hi else { return }  // pulled past either end: no day in view
        for d in lo...hi {
            let page = Rect(x: Double(d) * w - offset, y: frame.minY, width: w, height: frame.height)
            guard page.maxX > 0, page.minX < w else { continue }
            drawDay(d, in: page, layout: l, hoursOffset: hoursOffset, clip: frame, into: &list)
        }
    }

    /// A day's page: a card with the weekday and the date over its timetable (00:00–24:00 at the
    /// shared hours offset, clipped below the header) and the day's events.
    private static func drawDay(_ d: Int, in page: Rect, layout l: CalendarLayout, hoursOffset: Double, clip: Rect,
                                into list: inout DrawList) {
        let inset = CalendarLayout.cardInset
        let card = Rect(x: page.minX + inset, y: page.minY + inset, width: page.width - 2 * inset, height: page.height - 2 * inset)
        list.addRect(card, color: .white, cornerRadius: 14, clip: clip)
        let (weekday, date) = CalendarDates.title(d)
        let big = l.titleSize
        list.addText(weekday, at: Point(x: (card.minX + 20).rounded(), y: (card.minY + 18).rounded()), size: big,
                     color: CalendarDates.weekday(d) >= 5 ? accent : ink, clip: clip)
        list.addText(date, at: Point(x: (card.minX + 20).rounded(), y: (card.minY + 26 + big).rounded()), size: 20,
                     color: grey, clip: clip)
        // The timetable shows through the card below its header, on this page only.
        let table = l.timetableClip.offsetBy(Point(x: page.minX, y: 0))
        let tableClip = Rect(x: max(table.minX, clip.minX), y: table.minY,
                             width: max(0, min(table.maxX, clip.maxX) - max(table.minX, clip.minX)), height: table.height)
        list.addRect(Rect(x: card.minX + 16, y: table.minY - 1, width: card.width - 32, height: 1), color: separator, clip: clip)
        let hh = CalendarLayout.hourHeight
        if let shown = l.hoursInView(hoursOffset: hoursOffset) {
            for h in shown {
                let y = l.hourLineY(Double(h), hoursOffset: hoursOffset)
                let label = "\(h < 10 ? "0" : "")\(h):00"
                list.addText(label, at: Point(x: (card.minX + 20).rounded(), y: (y - 6).rounded()), size: 11, color: grey, clip: tableClip)
                list.addRect(Rect(x: card.minX + 70, y: y.rounded(), width: card.width - 90, height: 1), color: separator, clip: tableClip)
            }
        }
        for e in CalendarEvents.events(on: d) {
            let top = l.hourLineY(CalendarEvents.firstHour + e.hour, hoursOffset: hoursOffset)
            let r = Rect(x: card.minX + 76, y: top + 2, width: card.width - 102, height: e.length * hh - 4)
            guard r.maxY > tableClip.minY, r.minY < tableClip.maxY else { continue }
            // Tinted block, pre-mixed with the white card (opaque: framebuffer alpha stays 1).
            let tint = RGBA(r: 0.78 + 0.22 * e.color.r, g: 0.78 + 0.22 * e.color.g, b: 0.78 + 0.22 * e.color.b)
            list.addRect(r, color: tint, cornerRadius: 6, clip: tableClip)
            list.addRect(Rect(x: r.minX, y: r.minY, width: 4, height: r.height), color: RGBA(e.color), cornerRadius: 2, clip: tableClip)
            list.addText(e.title, at: Point(x: (r.minX + 12).rounded(), y: (r.minY + 6).rounded()), size: 11,
                         color: RGBA(r: e.color.r * 0.55, g: e.color.g * 0.55, b: e.color.b * 0.55), clip: tableClip)
        }
    }
}

/// A few made-up events per day, the same for the same day every run (a small hash of the index).
enum CalendarEvents {
    struct Event { var title: String; var hour: Double; var length: Double; var color: RGB }
    /// The hour (on the 24-hour timetable) an event's `hour` counts from: the working day's start.
    static let firstHour = 8.0
    static let titles = ["Stand-up", "Design review", "Lunch with Sam", "Gym", "Focus time", "1:1", "Dentist",
                         "Team retro", "Coffee", "Planning"]
    /// Hours after 08:00 when a meal may be: lunch is never put before 11:00.
    static let lunchEarliest = 3.0
    static let colors = [RGB(r: 0.2, g: 0.5, b: 0.95), RGB(r: 0.95, g: 0.55, b: 0.1), RGB(r: 0.3, g: 0.75, b: 0.4),
                         RGB(r: 0.65, g: 0.35, b: 0.9)]

    static func events(on d: Int) -> [Event] {
        var h = UInt64(truncatingIfNeeded: d) &* 0x9E37_79B9_7F4A_7C15 &+ 0x632B_E59B_D9B4_E019
        func next(_ n: Int) -> Int {
            h ^= h >> 29; h &*= 0xBF58_476D_1CE4_E5B9; h ^= h >> 32
            return Int(h % UInt64(n))
        }
        var out: [Event] = []
        var hour = Double(next(2))
        for _ in 0..<(1 + next(3)) {
            let length = Double(1 + next(2))
            var title = titles[next(titles.count)]
            if title.hasPrefix("Lunch"), hour < lunchEarliest { title = "Stand-up" }
            out.append(Event(title: title, hour: hour, length: length, color: colors[next(colors.count)]))
            hour += length + Double(next(2))
        }
        // Lunch at midday on days with room for it after the morning's events.
        if hour <= lunchEarliest + 1, next(2) == 0 {
            out.append(Event(title: "Lunch with Sam", hour: lunchEarliest + 1, length: 1, color: colors[1]))
        }
        return out
    }
}
