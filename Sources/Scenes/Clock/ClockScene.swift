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
final class ClockScene: Scene {
    static let info = SceneInfo(
        name: "clock", title: "Clock wheel",
        summary: "an hours and a minutes wheel on a 3D cylinder, driven by plain scroll views; landings snap to a row",
        hint: "drag or flick a wheel, wheel over it, up/down keys; it lands on a row")
    static let parameters: [SceneParameter] = [
        SceneParameter("hour", .integer(0...23), default: .int(9), help: "The hour selected at the start."),
        SceneParameter("minute", .integer(0...59), default: .int(41), help: "The minute selected at the start."),
        SceneParameter("style", .choice(["wheel", "flat"]), default: .string("wheel"),
                       help: "wheel: rows on a cylinder; flat: the same scroll views drawn flat."),
    ]
    /// Each wheel's width and the gap between them at scale 1 (points): iOS 7's picker.
    static let columnWidth = 110.0, columnGap = 30.0
    /// The window size (points) the picker has its iOS size in; larger windows scale it up
    /// (`Layout.scale`), up to `maximumScale`.
    static let referenceSize = Size(width: 480, height: 400), maximumScale = 2.5

    private let window: Window
    private let input: DesktopInputRouter
    private let hours: ClockColumn, minutes: ClockColumn
    private let cylinder: Bool
    private var viewSize: Size
    private(set) var layout: Layout

    init(context: SceneContext) {
        let size = context.size, parameters = context.parameters
        viewSize = size
        cylinder = parameters.string("style") == "wheel"
        window = Window(frame: Rect(origin: .zero, size: size))
        layout = Layout(size: size)
        hours = ClockColumn(name: "hours", count: 24, frame: layout.hours, rowHeight: layout.rowHeight, startRow: parameters.int("hour"),
                            events: context.events)
        minutes = ClockColumn(name: "minutes", count: 60, frame: layout.minutes, rowHeight: layout.rowHeight,
                              startRow: parameters.int("minute"), events: context.events)
        window.addSubview(hours.scrollView)
        window.addSubview(minutes.scrollView)
        input = DesktopInputRouter(window: window, scrollView: hours.scrollView)
        focus(hours)
    }

    /// The picker's size for a window: the iOS picker (110 pt wheels of 36 pt rows) in a window of
    /// `referenceSize` or smaller, scaled with the window beyond it so it reads as a desktop control
    /// (about 60 % of a 1280×720 window's height), and the two wheels centred side by side, seven
    /// rows tall or as tall as the window allows.
    struct Layout: Equatable {
        let size: Size
        /// The picker's scale: 1 at `referenceSize`, growing with the window's smaller ratio to it.
        var scale: Double {
            min(ClockScene.maximumScale, max(1, min(size.width / referenceSize.width, size.height / referenceSize.height)))
        }
        var rowHeight: Double { (ClockWheelGeometry.baseRowHeight * scale).rounded() }
        var columnWidth: Double { (ClockScene.columnWidth * scale).rounded() }
        var columnGap: Double { (ClockScene.columnGap * scale).rounded() }
        /// The row text's size on the centre line (points).
        var textSize: Double { (ClockDrawing.baseTextSize * scale).rounded() }
        var wheelHeight: Double { max(rowHeight, min(ClockWheelGeometry.visibleRowCount * rowHeight, size.height - 40)) }
        var hours: Rect {
            Rect(x: (size.width / 2 - columnGap / 2 - columnWidth).rounded(), y: ((size.height - wheelHeight) / 2).rounded(),
                 width: columnWidth, height: wheelHeight)
        }
        var minutes: Rect { hours.offsetBy(Point(x: columnWidth + columnGap, y: 0)) }
    }

    /// The two wheels' frames for a window of `size` (points).
    static func frames(for size: Size) -> (Rect, Rect) { let l = Layout(size: size); return (l.hours, l.minutes) }

    /// Keys and the wheel scroll `column` (its target behaviour lands them on a row).
    private func focus(_ column: ClockColumn) {
        input.scrollView = column.scrollView
    }

    func layout(for size: Size, time: Double) {
        advance(to: time)
        viewSize = size
        window.frame = Rect(origin: .zero, size: size)
        layout = Layout(size: size)
        hours.layout(frame: layout.hours, rowHeight: layout.rowHeight)
        minutes.layout(frame: layout.minutes, rowHeight: layout.rowHeight)
    }

    func handle(_ event: DesktopEvent, time: Double) {
        switch event {
        case .mouseDown(let p, _, _), .wheel(_, _, let p, _, _):
            if minutes.geometry.frame.contains(p) { focus(minutes) } else if hours.geometry.frame.contains(p) { focus(hours) }
        default: break
        }
        input.route(event, time: time)
        for column in [hours, minutes] { column.settle() }
    }

    /// Moves both wheels on to `time`: the router moves the window's clock, which steps both scroll
    /// views — the one the router points at and the other, still landing after a flick when the
    /// pointer moved on — then each wheel settles.
    func advance(to time: Double) {
        input.advance(to: time)
        for column in [hours, minutes] { column.settle() }
    }

    func draw(into list: inout DrawList, time: Double) {
        ClockDrawing.draw([hours, minutes], cylinder: cylinder, textSize: layout.textSize, viewSize: viewSize, into: &list)
    }

    // MARK: - Trace

    /// A wheel moves or the router waits (a wheel gesture's silence, a gesture's deadline).
    var needsFrame: Bool {
        input.needsAdvance || hours.scrollView.needsAdvance || minutes.scrollView.needsAdvance
    }

    var scrollViews: [NamedScrollView] { [NamedScrollView("hours", hours.scrollView), NamedScrollView("minutes", minutes.scrollView)] }

    func traceHeaderFields() -> [TraceField] {
        [TraceField("style", .string(cylinder ? "wheel" : "flat")), TraceField("rowHeight", .number(hours.geometry.rowHeight)),
         TraceField("radius", .number(hours.geometry.radius)), TraceField("eyeDistance", .number(hours.geometry.eyeDistance)),
         TraceField("scale", .number(layout.scale)), TraceField("hoursCycles", .int(hours.geometry.cycles)),
         TraceField("minutesCycles", .int(minutes.geometry.cycles))]
    }

    /// The selected hour and minute; for each wheel the labels of the rows in view, top to bottom
    /// (`hoursRows` … `[58, 59, 0, 1]` where the loop wraps), their angles (radians from the centre
    /// line, positive below it) and their opacities (1 near the centre line, falling to 0 at the
    /// cylinder's edge), and the scroll view's content row on the centre line (`hoursRow`: it jumps by
    /// whole cycles when the wheel recentres; the label is that row modulo 24 or 60).
    func traceFrameFields(time: Double) -> [TraceField] {
        var fields = [TraceField("hour", .int(hours.selectedRow)), TraceField("minute", .int(minutes.selectedRow))]
        for column in [hours, minutes] {
            let g = column.geometry, offset = column.scrollView.contentOffset.y
            let rows = g.visibleRows(offset: offset)
            fields.append(TraceField("\(column.name)Row", .int(column.row)))
            fields.append(TraceField("\(column.name)Rows", .numbers(rows.map { Double(g.label(ofRow: $0)) })))
            fields.append(TraceField("\(column.name)Angles", .numbers(rows.map { g.angle(ofRow: $0, offset: offset) })))
            fields.append(TraceField("\(column.name)Opacity",
                                     .numbers(rows.map { ClockWheelGeometry.opacity(at: g.angle(ofRow: $0, offset: offset)) })))
        }
        return fields
    }

    var statusLine: String {
        "\(ClockDrawing.label(hours.selectedRow)):\(ClockDrawing.label(minutes.selectedRow))"
            + (hours.scrollView.isDecelerating || minutes.scrollView.isDecelerating ? " · turning" : "")
    }
}
