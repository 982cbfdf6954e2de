import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// Seed 000's Calendar: a week strip of calendar weeks (Monday to Sunday) over a day pager. A strip
/// swipe moves a week (the same weekday), a pager swipe a day; the strip follows the pager across a
/// week's end, and a tap on a date selects it (docs/techniques/coupled-scroll-views.md).
final class CalendarScene: Scene {
    static let info = SceneInfo(
        name: "calendar", title: "Calendar",
        summary: "seed 000's coupled scroll views: a strip of calendar weeks over a day pager, a week or a day per swipe",
        hint: "swipe the weeks or the day, tap a date; Left/Right: a day, Up/Down: a week",
        // The top holds the month and the weekday letters; the day card's last hours are below.
        overlayCorner: .bottomLeft)

    static let parameters: [SceneParameter] = [
        SceneParameter("day", .integer(0...(CalendarDates.count - 1)), default: .int(CalendarDates.defaultDay),
                       help: "Day shown first, counted from Thursday 1 January 2026 (0…364; 160 is Wednesday 10 June 2026)."),
    ]

    let controller: CalendarController
    let desktop: DesktopInputRouter

    init(context: SceneContext) {
        controller = CalendarController(size: context.size, day: context.parameters.int("day"), events: context.events)
        desktop = DesktopInputRouter(window: controller.window, scrollView: controller.days)
        let c = controller
        let tap = TapGestureRecognizer { [unowned c] recognizer in c.tap(at: recognizer.location(in: nil)) }
        c.weeks.addGestureRecognizer(tap)
    }

    func layout(for size: Size, time: Double) {
        advance(to: time)
        controller.resize(to: size)
    }

    func handle(_ event: DesktopEvent, time: Double) {
        let c = controller
        switch event {
        case .mouseDown(let p, .left, _):
            advance(to: time)
            // A wheel gesture still open on the other view ends (its landing starts) before the press.
            desktop.scrollView = c.view(at: p)
            c.willPress(at: p)
            desktop.mouseDown(at: p, time: time)
        case let .wheel(dx, dy, at, modifiers, kind):
            // The view under the cursor; one wheel click is one of its pages (a week, a day): both
            // page. Over the day, a vertical wheel scrolls the timetable (an hour a click).
            advance(to: time)  // a wheel gesture whose silence ended before this click ends first
            let target = c.wheelView(at: at, dx: dx, dy: dy, modifiers: modifiers)
            desktop.scrollView = target
            c.willTouch(target)
            desktop.scrollWheel(dx: dx, dy: dy, modifiers: modifiers, kind: kind, time: time)
        case .key(.scroll(let key), _, _):
            advance(to: time)
            switch key {
            case .left: c.step(days: -1)
            case .right: c.step(days: 1)
            case .up, .pageUp: c.step(weeks: -1)
            case .down, .pageDown: c.step(weeks: 1)
            case .home: c.step(days: -CalendarDates.count)
            case .end: c.step(days: CalendarDates.count)
            }
        default: desktop.route(event, time: time)
        }
        c.settle()
    }

    func advance(to time: Double) {
        desktop.advance(to: time)  // the window's clock: steps the three scroll views
        controller.settle()
    }

    func draw(into list: inout DrawList, time: Double) { CalendarPainter.draw(controller, into: &list) }

    /// A view moves or the router waits (a wheel gesture's silence, a gesture's deadline).
    var needsFrame: Bool {
        desktop.needsAdvance || controller.weeks.needsAdvance || controller.days.needsAdvance
            || controller.hours.needsAdvance
    }

    var scrollViews: [NamedScrollView] {
        [NamedScrollView("weeks", controller.weeks), NamedScrollView("days", controller.days),
         NamedScrollView("hours", controller.hours)]
    }

    func traceHeaderFields() -> [TraceField] {
        let l = controller.layout
        return [TraceField("days", .int(CalendarDates.count)), TraceField("firstDay", .string(CalendarDates.iso(0))),
                TraceField("weeks", .int(CalendarWeeks.count)), TraceField("leadingDays", .int(CalendarWeeks.leadingDays)),
                TraceField("dayWidth", .number(l.size.width)), TraceField("cellWidth", .number(l.cellWidth)),
                TraceField("hourHeight", .number(CalendarLayout.hourHeight)), TraceField("hoursInDay", .int(CalendarLayout.hoursInDay))]
    }

    /// `day`: the pager's day (fractional while moving); `date`: the selected day's ISO date;
    /// `week`: the strip's page (fractional while moving); `weekStart`: the ISO date of the Monday in
    /// the strip's nearest page; `circle`: the selection circle's centre x on the selected day (window
    /// points); `driver`: the view that moved last ("" before any movement); `hourAtTop`: the hour at
    /// the timetable's top (fractional; the `hours` scroll view's offset over `hourHeight`);
    /// `hoursInView`: the first and last hour labels drawn (0…24).
    func traceFrameFields(time: Double) -> [TraceField] {
        let c = controller
        return [TraceField("day", .number(c.day)), TraceField("date", .string(CalendarDates.iso(c.selectedDay))),
                TraceField("week", .number(c.week)),
                TraceField("weekStart", .string(CalendarDates.iso(CalendarWeeks.day(week: CalendarWeeks.nearest(c.week), column: 0)))),
                TraceField("circle", .number(c.selectedCircleX)),
                TraceField("driver", .string(c.driver.map { c.name(of: $0) } ?? "")),
                TraceField("hourAtTop", .number(c.layout.hourAtTop(hoursOffset: c.hours.contentOffset.y))),
                TraceField("hoursInView", .numbers(c.layout.hoursInView(hoursOffset: c.hours.contentOffset.y)
                    .map { [Double($0.lowerBound), Double($0.upperBound)] } ?? []))]
    }

    var statusLine: String {
        let c = controller
        let (weekday, date) = CalendarDates.title(c.selectedDay)
        return "\(weekday) \(date) · day \(String(format: "%.2f", c.day)) · driver \(c.driver.map { c.name(of: $0) } ?? "none")"
    }
}
