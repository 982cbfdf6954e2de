import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// A vertical list of coloured rows that scrolls like UIKit: an invisible `ScrollView` tracks,
/// decelerates and bounces; a plain view carries its pan recognizer; its target behaviour lands every
/// release, wheel click and key on a row. Your GL code reads `rows()` each frame and draws them however it likes.
public final class ListScene: Scene, ScrollViewDelegate {
    public static let info = SceneInfo(name: "list", title: "Scrolling list",
                                       summary: "rectangles in a hidden scroll view; landings snap to a row",
                                       hint: "drag, flick, wheel or arrow keys")
    public static let parameters = [SceneParameter("rows", .integer(1...10_000), default: .int(40),
                                                   help: "Number of rows.")]
    /// Row height and the gap above each row, points.
    public static let rowHeight = 64.0, gap = 8.0
    public static var pitch: Double { rowHeight + gap }

    public let window: Window
    public let scrollView: ScrollView
    /// The plain view that carries the scroll view's pan recognizer (the scroll view is hidden).
    public let panHost: View
    let input: DesktopInputRouter
    let rowCount: Int
    /// Where `rest` events go (a host's trace).
    let events: SceneEventLog
    /// Called with the offset where each scroll comes to rest.
    public var onRest: ((Point) -> Void)?

    /// A list of `rows` rows for a window of `size` points (finite, > 0), outside any host: your
    /// own loop calls `handle`, `layout` and `advance` and reads `rows()`.
    public init(size: Size, rows: Int, events: SceneEventLog = SceneEventLog()) {
        rowCount = rows
        self.events = events
        window = Window(frame: Rect(origin: .zero, size: size))
        scrollView = ScrollView(frame: window.bounds)
        scrollView.isHidden = true                 // tracks, decelerates and bounces; draws nothing
        panHost = View(frame: window.bounds)
        panHost.addGestureRecognizer(scrollView.panGestureRecognizer)
        window.addSubview(scrollView)
        window.addSubview(panHost)
        scrollView.alwaysBounceVertical = true
        // Snapping in one place: drags, flicks, wheel notches and keys all land on a row, and a notch
        // or an arrow key moves exactly one row.
        scrollView.targetBehavior = ItemScrollTargetBehavior(pitch: Point(x: 0, y: Self.pitch))
        input = DesktopInputRouter(window: window, scrollView: scrollView)
        layout(for: size, time: 0)
        scrollView.delegate = self
    }

    /// The list a host builds (cubescroll's capture and window): its size, `rows` and event log.
    public convenience init(context: SceneContext) {
        self.init(size: context.size, rows: context.parameters.int("rows"), events: context.events)
    }

    /// The visible rows in window points for the current offset, with their colours.
    public func rows() -> [(rect: Rect, color: RGBA)] {
        let y = scrollView.contentOffset.y, height = window.bounds.height
        let first = max(0, Int(((y - Self.gap) / Self.pitch).rounded(.down)))
        let last = min(rowCount - 1, Int(((y + height) / Self.pitch).rounded(.down)))
        guard first <= last else { return [] }
        return (first...last).map { i in
            let hue = Double(i % 12) / 12
            let rect = Rect(x: 24, y: Self.gap + Double(i) * Self.pitch - y,
                            width: window.bounds.width - 48, height: Self.rowHeight)
            return (rect, RGBA(r: 0.45 + 0.4 * hue, g: 0.75 - 0.35 * hue, b: 0.9 - 0.2 * hue))
        }
    }

    // MARK: Scene (the host calls these; so does the GLFW app)

    public func layout(for size: Size, time: Double) {
        input.advance(to: time)
        window.frame = Rect(origin: .zero, size: size)
        scrollView.frame = window.bounds
        panHost.frame = window.bounds
        scrollView.contentSize = Size(width: size.width, height: Self.gap + Double(rowCount) * Self.pitch)
    }

    public func handle(_ event: DesktopEvent, time: Double) {
        switch event {
        case .mouseDown(let p, .left, _): input.mouseDown(at: p, time: time)
        case .mouseMove(let p): input.mouseMoved(to: p, time: time)
        case .mouseUp(let p, .left): input.mouseUp(at: p, time: time)
        case let .wheel(dx, dy, _, modifiers, continuous):
            input.scroll(dx: dx, dy: dy, shift: modifiers.contains(.shift),
                         kind: continuous.map { $0 ? .continuous : .wheelClicks }, time: time)
        // The list scrolls vertically: ← and → step a row back and on, as ↑ and ↓ do.
        case .key(.scroll(.left), _, _): input.keyPressed(.up, time: time)
        case .key(.scroll(.right), _, _): input.keyPressed(.down, time: time)
        case .key(.scroll(let key), _, _): input.keyPressed(key, time: time)
        case .focusLost: input.cancelPointer(time: time)
        default: break
        }
    }

    public func advance(to time: Double) { input.advance(to: time) }

    /// The list moves by itself, or input waits on a deadline (a wheel gesture's silence): a window
    /// that draws only when something changes draws again.
    public var needsFrame: Bool { input.needsAdvance }

    public func draw(into list: inout DrawList, time: Double) {
        list.reset(viewSize: window.bounds.size, background: RGB(r: 0.1, g: 0.1, b: 0.12))
        for row in rows() { list.addRect(row.rect, color: row.color) }
    }

    public var scrollViews: [NamedScrollView] { [NamedScrollView("list", scrollView)] }
    public var statusLine: String { "offset \(Int(scrollView.contentOffset.y)) pt" }

    // MARK: ScrollViewDelegate

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { rest() }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { rest() }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { rest() }

    func rest() {
        let offset = scrollView.contentOffset
        events.append(SceneEvent("rest", [("offset", .point(offset)), ("row", .int(Int(offset.y / Self.pitch)))]))
        onRest?(offset)
    }
}
