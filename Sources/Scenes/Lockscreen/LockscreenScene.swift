import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics

/// Seed 000's lock screen: nested scroll views where a notification row, dragged to the left,
/// scrolls alone for a threshold and then catches the outer two-page pager and pulls it along;
/// released back both land together, released forward the pager pages. The talk's intermediate
/// bugs come back with `fix` (docs/techniques/nested-scroll-views.md).
final class LockscreenScene: Scene {
    static let info = SceneInfo(
        name: "lockscreen", title: "Lock screen",
        summary: "seed 000's nested scroll views: a row scrolls alone 60 pt, then catches and pulls the outer pager",
        hint: "drag a notification left: it catches, then pulls the pager; F: fix level, T: threshold")

    /// The talk's pull threshold, points (docs/techniques/nested-scroll-views.md, "The technique").
    static let defaultThreshold = 60.0
    /// The larger threshold the talk uses to make the pager's slam visible, points (same page).
    static let slamThreshold = 120.0

    static let parameters: [SceneParameter] = [
        SceneParameter("rows", .integer(1...80), default: .int(20), help: "Number of notification rows in the list (1…80)."),
        SceneParameter("threshold", .number(1...400), default: .number(defaultThreshold),
                       help: "Points a row scrolls alone before it catches the pager (the talk: 60; 120 shows the slam)."),
        SceneParameter("fix", .integer(0...3), default: .int(LockscreenFix.matchedLanding.rawValue),
                       help: "How far the talk's fixes go: 0 all four bugs, 1 row offset reset, 2 wide page + pinned row, "
                           + "3 landings matched (final)."),
    ]

    let controller: LockscreenController
    let input: LockscreenInput
    /// The host's text measurer (the opened page wraps its message).
    private let text: any TextMeasuring

    init(context: SceneContext) {
        let parameters = context.parameters
        controller = LockscreenController(size: context.size, rowCount: parameters.int("rows"),
                                          threshold: parameters.number("threshold"),
                                          fix: LockscreenFix(rawValue: parameters.int("fix")) ?? .matchedLanding,
                                          events: context.events)
        input = LockscreenInput(controller: controller)
        text = context.text
    }

    func layout(for size: Size, time: Double) {
        input.advance(to: time)
        controller.resize(to: size)
    }

    func handle(_ event: DesktopEvent, time: Double) {
        switch event {
        case .key(.character("f"), _, false):
            input.advance(to: time)
            let next = LockscreenFix(rawValue: (controller.fix.rawValue + 1) % LockscreenFix.allCases.count) ?? .matchedLanding
            controller.configure(threshold: controller.threshold, fix: next)
        case .key(.character("t"), _, false):
            input.advance(to: time)
            let t = controller.threshold == Self.slamThreshold ? Self.defaultThreshold : Self.slamThreshold
            controller.configure(threshold: t, fix: controller.fix)
        default:
            input.deliver(event, time: time)
        }
    }

    func advance(to time: Double) { input.advance(to: time) }

    func draw(into list: inout DrawList, time: Double) { LockscreenPainter.draw(controller, text: text, into: &list) }

    /// A scroll view moves (a row's return and the pager it pulls follow their scroll views) or
    /// the router waits (a wheel gesture's silence, a gesture's deadline).
    var needsFrame: Bool {
        input.desktop.needsAdvance || controller.allScrollViews.contains { $0.needsAdvance }
    }

    var scrollViews: [NamedScrollView] {
        [NamedScrollView("outer", controller.outer), NamedScrollView("list", controller.list)]
            + controller.rows.map { NamedScrollView("row.\($0.index)", $0.scrollView) }
    }

    func traceHeaderFields() -> [TraceField] {
        [TraceField("rows", .int(controller.rows.count)), TraceField("fix", .int(controller.fix.rawValue)),
         TraceField("pullThreshold", .number(controller.threshold)),
         TraceField("rowHeight", .number(LockscreenLayout.rowHeight)),
         TraceField("rowPageWidth", .number(controller.rows.first?.pageWidth ?? 0))]
    }

    /// `pull`: the pulling row (-1: none), whether it returns with the ratio, the ratio, the pull
    /// offset, the row's translation, and the screen x of its card area (what the pointer holds);
    /// `outerScrollEnabled`; `fix` and `pullThreshold` (they can change with F and T).
    func traceFrameFields(time: Double) -> [TraceField] {
        let row = controller.pullingRow
        var pull: [TraceField] = [TraceField("row", .int(row?.index ?? -1)),
                                  TraceField("returning", .bool(row?.isReturning ?? false)),
                                  TraceField("ratio", .number(row?.ratio ?? 0)),
                                  TraceField("offset", .number(row?.pullOffset ?? 0)),
                                  TraceField("tx", .number(row?.translation ?? 0))]
        if let row { pull.append(TraceField("cardX", .number(row.scrollView.convert(row.cardArea, to: nil).minX))) }
        return [TraceField("pull", .object(pull)),
                TraceField("outerScrollEnabled", .bool(controller.outer.isScrollEnabled)),
                TraceField("fix", .int(controller.fix.rawValue)),
                TraceField("pullThreshold", .number(controller.threshold))]
    }


    var statusLine: String {
        let c = controller
        func f(_ v: Double) -> String { String(Int(v.rounded())) }
        let pull = c.pullingRow.map { " · row \($0.index + 1) at \(f($0.scrollView.contentOffset.x)) pt pulls \(f($0.pullOffset)) pt" } ?? ""
        return "pager \(f(c.outer.contentOffset.x)) pt\(pull) · fix \(c.fix.rawValue) (\(c.fix.label)) · threshold \(f(c.threshold)) pt"
    }
}
