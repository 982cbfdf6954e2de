import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// A list of 30 rows under a translucent top bar and bottom toolbar (seed 001, *Programming iOS*:
/// contentInset and scrollIndicatorInsets under translucent bars): the insets let the first row rest
/// just below the top bar and the last just above the bottom bar, the content shows tinted through
/// the bars while scrolling, scroll-to-top lands below the top bar, and B switches the bar heights
/// (as rotating a phone does) with the insets following in the same frame.
/// docs/techniques/insets.md has the numbers.
final class InsetsScene: Scene {
    static let info = SceneInfo(
        name: "insets", title: "Insets under bars",
        summary: "30 rows under translucent bars: contentInset and scrollIndicatorInsets keep rows clear of them",
        hint: "scroll the list; click the top bar to scroll to the top; B switches the bar heights")
    static let parameters: [SceneParameter] = [
        SceneParameter("rows", .integer(1...1000), default: .int(30), help: "Number of rows."),
        SceneParameter("bars", .choice(["tall", "compact"]), default: .string("tall"),
                       help: "tall: 64 pt top bar and 44 pt toolbar (a portrait phone); compact: 52 and 32 (landscape)."),
    ]

    let window: Window
    let scrollView: ScrollView
    let input: DesktopInputRouter
    let rowCount: Int
    private(set) var bars: InsetsBars
    /// The host's event log.
    private let events: SceneEventLog
    /// The scroll view's delegate: records didScrollToTop and didEndDecelerating.
    private var recorder: ScrollEventRecorder!

    init(context: SceneContext) {
        let size = context.size, parameters = context.parameters
        events = context.events
        rowCount = parameters.int("rows")
        bars = parameters.string("bars") == "compact" ? .compact : .tall
        window = Window(frame: Rect(origin: .zero, size: size))
        scrollView = ScrollView(frame: window.bounds)
        scrollView.alwaysBounceVertical = true
        scrollView.contentSize = Size(width: size.width, height: Double(rowCount) * InsetsBars.rowHeight)
        window.addSubview(scrollView)
        // Arrow keys and wheel clicks move one row; landings stay free.
        scrollView.targetBehavior = ItemScrollTargetBehavior(pitch: Point(x: 0, y: InsetsBars.rowHeight), alignsLandings: false)
        input = DesktopInputRouter(window: window, scrollView: scrollView)
        let statusBarTap = TapGestureRecognizer { [unowned self] recognizer in
            guard recognizer.location(in: nil).y < self.bars.top else { return }
            self.scrollToTop()
        }
        scrollView.addGestureRecognizer(statusBarTap)
        recorder = ScrollEventRecorder(forwardingTo: nil, callbacks: [.didScrollToTop, .didEndDecelerating], log: events)
        scrollView.delegate = recorder
        applyInsets()
        scrollView.contentOffset = Point(x: 0, y: -bars.top)
    }

    /// Insets from the bars: content and indicator both clear them (the "layout guides"). A list
    /// resting at its top or its end stays there (just below the new top bar, just above the new
    /// toolbar); otherwise the offset is only clamped into the new range. A drag or a glide under
    /// way carries on in the new range.
    private func applyInsets() {
        let y = scrollView.contentOffset.y
        let atTop = y <= scrollView.minContentOffset.y, atEnd = y >= scrollView.maxContentOffset.y
        let insets = EdgeInsets(top: bars.top, left: 0, bottom: bars.bottom, right: 0)
        scrollView.contentInset = insets
        scrollView.scrollIndicatorInsets = insets
        guard !scrollView.isDragging, !scrollView.isDecelerating, !scrollView.isScrollAnimating else { return }
        if atTop { scrollView.contentOffset = scrollView.minContentOffset }
        else if atEnd { scrollView.contentOffset = scrollView.maxContentOffset }
        else { scrollView.contentOffset = scrollView.clampedOffset(scrollView.contentOffset) }
    }

    private func scrollToTop() {
        events.append(SceneEvent("statusBarTap"))
        _ = scrollView.scrollToTop(animated: true)
    }

    func layout(for size: Size, time: Double) {
        input.advance(to: time)
        window.frame = Rect(origin: .zero, size: size)
        scrollView.frame = window.bounds
        scrollView.contentSize = Size(width: size.width, height: Double(rowCount) * InsetsBars.rowHeight)
        applyInsets()
    }

    func handle(_ event: DesktopEvent, time: Double) {
        if case .key(.character("b"), _, _) = event {
            input.advance(to: time)
            bars = bars == .tall ? .compact : .tall
            applyInsets()
            events.append(SceneEvent("bars", [("top", .number(bars.top)), ("bottom", .number(bars.bottom))]))
            return
        }
        input.route(event, time: time)
    }

    func advance(to time: Double) { input.advance(to: time) }

    func draw(into list: inout DrawList, time: Double) {
        InsetsDrawing.draw(rows: rowCount, bars: bars, scrollView: scrollView, into: &list)
    }

    // MARK: - Trace

    /// The list moves or the router waits (a wheel gesture's silence, a gesture's deadline).
    var needsFrame: Bool { input.needsAdvance || scrollView.needsAdvance }

    var scrollViews: [NamedScrollView] { [NamedScrollView("list", scrollView)] }

    func traceHeaderFields() -> [TraceField] {
        [TraceField("rows", .int(rowCount)), TraceField("rowHeight", .number(InsetsBars.rowHeight))]
    }

    /// The bars' heights, the insets in force, and where the first row's top and the last row's
    /// bottom are on screen.
    func traceFrameFields(time: Double) -> [TraceField] {
        let y = scrollView.contentOffset.y
        return [TraceField("topBar", .number(bars.top)), TraceField("bottomBar", .number(bars.bottom)),
                TraceField("contentInset", .numbers([scrollView.contentInset.top, scrollView.contentInset.bottom])),
                TraceField("indicatorInset", .numbers([scrollView.scrollIndicatorInsets.top, scrollView.scrollIndicatorInsets.bottom])),
                TraceField("firstRowTop", .number(-y)),
                TraceField("lastRowBottom", .number(Double(rowCount) * InsetsBars.rowHeight - y))]
    }

    var statusLine: String {
        "offset \(Int(scrollView.contentOffset.y.rounded())) pt · bars \(Int(bars.top))/\(Int(bars.bottom)) pt"
    }
}

/// The bars' heights: iOS 7's status bar (20 pt) plus a navigation bar (44 pt portrait, 32 pt
/// landscape), and a toolbar (44 / 32 pt) (docs/techniques/insets.md).
enum InsetsBars: Equatable {
    case tall, compact
    static let rowHeight = 56.0
    var top: Double { self == .tall ? 64 : 52 }
    var bottom: Double { self == .tall ? 44 : 32 }
}
