import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// The Clock app's time picker (WWDC 2013 "Exploring Scroll Views on iOS 7"): hours and minutes
/// wheels whose rows lie on a cylinder — the row on the centre line flat and facing the viewer, rows
/// past 90° hidden — computed from each scroll view's offset every frame, so they scroll exactly like
/// plain scroll views (`--style flat` draws the same scroll views flat). Landings snap to a row.
/// docs/techniques/clock-wheel.md has the formulas.
public final class ClockScene: Scene {
    public static let info = SceneInfo(
        name: "clock", title: "Clock wheel",
        summary: "an hours and a minutes wheel on a 3D cylinder, driven by plain scroll views; landings snap to a row",
        hint: "drag or flick a wheel, wheel over it, up/down keys; it lands on a row")
    public static let parameters: [SceneParameter] = [
        SceneParameter("hour", .integer(0...23), default: .int(9), help: "The hour selected at the start."),
        SceneParameter("minute", .integer(0...59), default: .int(41), help: "The minute selected at the start."),
        SceneParameter("style", .choice(["wheel", "flat"]), default: .string("wheel"),
                       help: "wheel: rows on a cylinder; flat: the same scroll views drawn flat."),
    ]
    /// Each wheel's width and the gap between them (points).
    static let columnWidth = 110.0, columnGap = 30.0

    private let window: Window
    private let input: DesktopInputRouter
    private let hours: ClockColumn, minutes: ClockColumn
    private let cylinder: Bool
    private var viewSize: Size

    public init(context: SceneContext) {
        let size = context.size, parameters = context.parameters
        viewSize = size
        cylinder = parameters.string("style") == "wheel"
        window = Window(frame: Rect(origin: .zero, size: size))
        let frames = Self.frames(for: size)
        hours = ClockColumn(name: "hours", count: 24, frame: frames.0, startRow: parameters.int("hour"), events: context.events)
        minutes = ClockColumn(name: "minutes", count: 60, frame: frames.1, startRow: parameters.int("minute"), events: context.events)
        window.addSubview(hours.scrollView)
        window.addSubview(minutes.scrollView)
        input = DesktopInputRouter(window: window, scrollView: hours.scrollView)
        focus(hours)
    }

    /// The two wheels, centred side by side, as tall as seven rows or the window allows.
    static func frames(for size: Size) -> (Rect, Rect) {
        let height = max(ClockWheelGeometry.rowHeight, min(ClockWheelGeometry.maximumWheelHeight, size.height - 40))
        let y = ((size.height - height) / 2).rounded()
        let left = (size.width / 2 - columnGap / 2 - columnWidth).rounded()
        return (Rect(x: left, y: y, width: columnWidth, height: height),
                Rect(x: left + columnWidth + columnGap, y: y, width: columnWidth, height: height))
    }

    /// Keys and the wheel scroll `column` (its target behaviour lands them on a row).
    private func focus(_ column: ClockColumn) {
        input.scrollView = column.scrollView
    }

    public func layout(for size: Size, time: Double) {
        advance(to: time)
        viewSize = size
        window.frame = Rect(origin: .zero, size: size)
        let frames = Self.frames(for: size)
        hours.layout(frame: frames.0)
        minutes.layout(frame: frames.1)
    }

    public func handle(_ event: DesktopEvent, time: Double) {
        switch event {
        case .mouseDown(let p, _, _), .wheel(_, _, let p, _, _):
            if minutes.geometry.frame.contains(p) { focus(minutes) } else if hours.geometry.frame.contains(p) { focus(hours) }
        default: break
        }
        input.route(event, time: time)
    }

    /// Moves both wheels on to `time`. The router advances only the wheel it points at (the one last
    /// clicked or wheeled over), so the other one — still landing after a flick when the pointer moved
    /// on — is advanced here too, or it would freeze between rows for good.
    public func advance(to time: Double) {
        input.advance(to: time)
        for column in [hours, minutes] { column.scrollView.advance(to: time) }
    }

    public func draw(into list: inout DrawList, time: Double) {
        ClockDrawing.draw([hours, minutes], cylinder: cylinder, viewSize: viewSize, into: &list)
    }

    // MARK: - Trace

    /// A wheel moves or the router waits (a wheel gesture's silence, a gesture's deadline).
    public var needsFrame: Bool {
        input.needsAdvance || hours.scrollView.needsAdvance || minutes.scrollView.needsAdvance
    }

    public var scrollViews: [NamedScrollView] { [NamedScrollView("hours", hours.scrollView), NamedScrollView("minutes", minutes.scrollView)] }

    public func traceHeaderFields() -> [TraceField] {
        [TraceField("style", .string(cylinder ? "wheel" : "flat")), TraceField("rowHeight", .number(ClockWheelGeometry.rowHeight)),
         TraceField("radius", .number(hours.geometry.radius)), TraceField("eyeDistance", .number(ClockWheelGeometry.eyeDistance))]
    }

    /// The selected hour and minute, and for each wheel the visible rows and their angles (radians
    /// from the centre line, positive below it).
    public func traceFrameFields(time: Double) -> [TraceField] {
        var fields = [TraceField("hour", .int(hours.selectedRow)), TraceField("minute", .int(minutes.selectedRow))]
        for column in [hours, minutes] {
            let offset = column.scrollView.contentOffset.y
            let rows = column.geometry.visibleRows(offset: offset, count: column.count)
            fields.append(TraceField("\(column.name)Rows", .numbers(rows.map(Double.init))))
            fields.append(TraceField("\(column.name)Angles", .numbers(rows.map { column.geometry.angle(ofRow: $0, offset: offset) })))
        }
        return fields
    }

    public var statusLine: String {
        "\(ClockDrawing.label(hours.selectedRow)):\(ClockDrawing.label(minutes.selectedRow))"
            + (hours.scrollView.isDecelerating || minutes.scrollView.isDecelerating ? " · turning" : "")
    }
}
