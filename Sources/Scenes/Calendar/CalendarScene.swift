import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics

/// Seed 000's Calendar: a week strip and a day pager scroll through the same days at different
/// rates (one strip page = seven pager pages). Either one dragged moves the other at its rate, and
/// they land together (docs/techniques/coupled-scroll-views.md).
public final class CalendarScene: Scene {
    public static let info = SceneInfo(
        name: "calendar", title: "Calendar",
        summary: "seed 000's coupled scroll views: a week strip moves seven days per swipe, the day pager one",
        hint: "swipe the week strip (7 days) or the day below (1 day); Left/Right: a day, Up/Down: a week",
        // The top holds the month and the weekday letters; the day card's last hours are below.
        overlayCorner: .bottomLeft)

    public static let parameters: [SceneParameter] = [
        SceneParameter("day", .integer(0...(CalendarDates.count - 1)), default: .int(CalendarDates.defaultDay),
                       help: "Day shown first, counted from Monday 5 January 2026 (0…363; 156 is Wednesday 10 June 2026)."),
    ]

    let controller: CalendarController
    let desktop: DesktopInputRouter

    public init(size: Size, parameters: SceneParameters) {
        controller = CalendarController(size: size, day: parameters.int("day"))
        desktop = DesktopInputRouter(window: controller.window, scrollView: controller.days)
    }

    public func layout(for size: Size, time: Double) {
        advance(to: time)
        controller.resize(to: size)
    }

    public func handle(_ event: DesktopEvent, time: Double) {
        let c = controller
        switch event {
        case .mouseDown(let p, .left, _):
            advance(to: time)
            // A wheel gesture still open on the other view ends (its landing starts) before the press.
            desktop.scrollView = c.view(at: p)
            desktop.mouseDown(at: p, time: time)
            c.fingerDown(time: time)
        case let .wheel(dx, dy, at, modifiers, continuous):
            // The view under the cursor; one wheel click is one of its pages (a week, a day): both page.
            desktop.scrollView = c.view(at: at)
            desktop.scrollWheel(dx: dx, dy: dy, modifiers: modifiers, continuous: continuous, time: time)
        case .key(.scroll(let key), _, _):
            advance(to: time)
            switch key {
            case .left: c.step(days: -1, viaStrip: false)
            case .right: c.step(days: 1, viaStrip: false)
            case .up, .pageUp: c.step(days: -7, viaStrip: true)
            case .down, .pageDown: c.step(days: 7, viaStrip: true)
            case .home: c.step(days: -CalendarDates.count, viaStrip: false)
            case .end: c.step(days: CalendarDates.count, viaStrip: false)
            }
        default: desktop.route(event, time: time)
        }
        c.settle()
    }

    public func advance(to time: Double) {
        desktop.advance(to: time)
        controller.advance(to: time)
        controller.settle()
    }

    public func draw(into list: inout DrawList, time: Double) { CalendarPainter.draw(controller, into: &list) }

    /// A view moves or the router waits (a wheel gesture's silence, a gesture's deadline).
    public var needsFrame: Bool {
        desktop.needsAdvance || controller.weeks.needsAdvance || controller.days.needsAdvance
    }

    public var scrollViews: [NamedScrollView] {
        [NamedScrollView("weeks", controller.weeks), NamedScrollView("days", controller.days)]
    }

    public func traceHeaderFields() -> [TraceField] {
        let l = controller.layout
        return [TraceField("days", .int(CalendarDates.count)), TraceField("firstDay", .string(CalendarDates.iso(0))),
                TraceField("dayWidth", .number(l.size.width)), TraceField("cellWidth", .number(l.cellWidth)),
                TraceField("ratio", .number(CalendarLayout.daysPerWeek))]
    }

    /// `day`: the day shown (fractional while moving); `date`: the nearest day's ISO date;
    /// `driver`: the view that moved the other last ("" before any movement).
    public func traceFrameFields(time: Double) -> [TraceField] {
        let c = controller
        return [TraceField("day", .number(c.day)), TraceField("date", .string(CalendarDates.iso(Int(c.day.rounded())))),
                TraceField("driver", .string(c.driver.map { c.name(of: $0) } ?? ""))]
    }

    public func drainEvents() -> [SceneEvent] { controller.drainEvents() }

    public var statusLine: String {
        let c = controller
        let d = Int(c.day.rounded())
        let (weekday, date) = CalendarDates.title(d)
        return "\(weekday) \(date) · day \(String(format: "%.2f", c.day)) · driver \(c.driver.map { c.name(of: $0) } ?? "none")"
    }
}
