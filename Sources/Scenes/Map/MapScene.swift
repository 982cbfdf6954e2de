import DesktopInput
import Foundation
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// A map larger than the window that scrolls and zooms, with a flag that has its own pan
/// recognizer and autoscrolls the map near an edge (seed 001, *Programming iOS*'s draggable object
/// on a scrollable map). docs/techniques/map-flag.md has the rules.
final class MapScene: Scene {
    static let info = SceneInfo(
        name: "map", title: "Map and flag",
        summary: "a scrolling, zooming map; drag the flag (not the map), near an edge the map autoscrolls under it",
        hint: "drag the map; drag the flag, hold it near an edge to autoscroll; Ctrl+wheel zooms")
    static let parameters: [SceneParameter] = [
        SceneParameter("map-width", .integer(200...20_000), default: .int(2400), help: "The map's width (points)."),
        SceneParameter("map-height", .integer(200...20_000), default: .int(1600), help: "The map's height (points)."),
        SceneParameter("autoscroll-speed", .integer(10...5000), default: .int(Int(MapFlag.defaultSpeed)),
                       help: "Points per second the map autoscrolls under a flag held near an edge, in 5-point steps (the book's sample: 50)."),
    ]
    /// The deepest zoom.
    static let maximumZoom = 4.0

    let window: Window
    let scrollView: ScrollView
    let input: DesktopInputRouter
    let flag: MapFlag
    let mapSize: Size
    /// What the map shows (made from its size).
    let features: MapFeatures
    /// The host's event log.
    private let events: SceneEventLog
    /// The scroll view's delegate: records didEndDecelerating.
    private var recorder: ScrollEventRecorder!

    init(context: SceneContext) {
        let size = context.size, parameters = context.parameters
        events = context.events
        mapSize = Size(width: Double(parameters.int("map-width")), height: Double(parameters.int("map-height")))
        features = MapFeatures(size: mapSize)
        window = Window(frame: Rect(origin: .zero, size: size))
        scrollView = ScrollView(frame: window.bounds)
        scrollView.contentSize = mapSize
        window.addSubview(scrollView)
        input = DesktopInputRouter(window: window, scrollView: scrollView)
        // The flag starts near the map's middle; the window opens on it.
        flag = MapFlag(at: Point(x: mapSize.width / 2, y: mapSize.height / 2), in: scrollView,
                       speed: Double(parameters.int("autoscroll-speed")), events: events)
        recorder = ScrollEventRecorder(forwardingTo: nil, callbacks: [.didEndDecelerating], log: events)
        scrollView.delegate = recorder
        layout(for: size, time: 0)
        scrollView.contentOffset = scrollView.clampedOffset(Point(x: mapSize.width / 2 - size.width / 2,
                                                                  y: mapSize.height / 2 - size.height / 2))
    }

    func layout(for size: Size, time: Double) {
        input.advance(to: time)
        window.frame = Rect(origin: .zero, size: size)
        scrollView.frame = window.bounds
        // Zoomed out at most until the map fills the window.
        scrollView.minimumZoomScale = min(1, max(size.width / mapSize.width, size.height / mapSize.height))
        scrollView.maximumZoomScale = Self.maximumZoom
    }

    /// Every input the plain way: a pinch or Ctrl+wheel zooms through the scroll view's pinch
    /// recognizer (`DesktopInputRouter.route`).
    func handle(_ event: DesktopEvent, time: Double) {
        flag.advance(to: time)
        input.route(event, time: time)
        flag.place()
    }

    func advance(to time: Double) {
        flag.advance(to: time)
        input.advance(to: time)
        flag.place()
    }

    func draw(into list: inout DrawList, time: Double) {
        MapDrawing.draw(features: features, scrollView: scrollView, flag: flag, into: &list)
    }

    // MARK: - Trace

    /// The map moves or zooms, the flag's autoscroll timer runs, or the router waits.
    var needsFrame: Bool { input.needsAdvance || scrollView.needsAdvance || flag.autoscroll != nil }

    var scrollViews: [NamedScrollView] { [NamedScrollView("map", scrollView)] }

    func traceHeaderFields() -> [TraceField] {
        [TraceField("mapSize", .size(mapSize)), TraceField("edgeZone", .number(MapFlag.edgeZone)),
         TraceField("autoscrollStep", .number(MapFlag.step)), TraceField("autoscrollDelay", .number(flag.delay)),
         TraceField("minimumMargin", .number(MapFlag.minimumMargin)),
         TraceField("autoscrollSpeed", .number(MapFlag.step / flag.delay))]
    }

    /// The flag's pole in map points and where it is on screen, and whether the map autoscrolls.
    func traceFrameFields(time: Double) -> [TraceField] {
        let onScreen = flag.position * scrollView.zoomScale - scrollView.contentOffset
        return [TraceField("flag", .point(flag.position)), TraceField("flagOnScreen", .point(onScreen)),
                TraceField("autoscrolling", .bool(flag.autoscroll != nil))]
    }

    var statusLine: String {
        let o = scrollView.contentOffset
        return "offset \(Int(o.x.rounded())), \(Int(o.y.rounded())) · zoom \(String(format: "%.2f", scrollView.zoomScale))"
            + (flag.autoscroll != nil ? " · autoscrolling" : "")
    }
}
