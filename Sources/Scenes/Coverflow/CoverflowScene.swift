import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// Cover flow: a horizontal strip whose covers turn and sink back with their distance from the
/// centre, all computed from the scroll offset each frame (the Clock wheel, Safari tabs and
/// Passbook technique of WWDC 2013 "Exploring Scroll Views on iOS 7"). Every landing (release,
/// wheel, keys) snaps to the nearest cover: the layout is the scroll view's target behaviour; the
/// rubber band at either end spreads the covers apart. docs/techniques/cover-flow.md has the rules and numbers.
final class CoverflowScene: Scene {
    static let info = SceneInfo(
        name: "coverflow", title: "Cover Flow",
        summary: "offset-driven 3D: covers turn and recede with distance from the centre, snap to the nearest, spread at the ends",
        hint: "drag or flick the covers, wheel, arrow keys; click a cover to centre it; pull past an end")

    static let parameters: [SceneParameter] = [
        SceneParameter("items", .integer(1...10_000), default: .int(24), help: "Number of covers (1…10000)."),
        SceneParameter("start", .integer(0...9_999), default: .int(0), help: "The cover centred at the start (0-based)."),
    ]

    let window: Window
    let scrollView: ScrollView
    let input: DesktopInputRouter
    private(set) var layout: CoverflowLayout
    /// The host's event log.
    private let events: SceneEventLog
    /// The host's text measurer (the front cover's number).
    private let text: any TextMeasuring
    /// The host's context (its pixel scale sets the number's texture resolution).
    private let context: SceneContext
    /// The scroll view's delegate: records the callbacks the trace shows.
    private var recorder: ScrollEventRecorder!
    private var poses: [CoverPose] = []

    init(context: SceneContext) {
        let size = context.size, parameters = context.parameters
        events = context.events
        text = context.text
        self.context = context
        layout = CoverflowLayout(windowSize: size, count: parameters.int("items"))
        window = Window(frame: Rect(origin: .zero, size: size))
        scrollView = ScrollView(frame: Rect(origin: .zero, size: size))
        scrollView.contentSize = layout.contentSize
        scrollView.alwaysBounceHorizontal = true
        // Cover flow shows where it is by the covers themselves and the title; a bar along the
        // bottom would run under the reflections and the title (iTunes and iPod showed none over them).
        scrollView.showsHorizontalScrollIndicator = false
        window.addSubview(scrollView)
        input = DesktopInputRouter(window: window, scrollView: scrollView)
        recorder = ScrollEventRecorder(forwardingTo: nil,
                                       callbacks: [.willBeginDragging, .willEndDragging, .didEndDecelerating, .didEndScrollingAnimation],
                                       recordsProposedTarget: true, log: events)
        scrollView.delegate = recorder
        let tap = TapGestureRecognizer { [unowned self] recognizer in
            self.tapped(at: recognizer.location(in: nil), time: recognizer.view?.window?.time ?? 0)
        }
        scrollView.addGestureRecognizer(tap)
        followLayout()
        let start = min(parameters.int("start"), layout.count - 1)
        scrollView.contentOffset = Point(x: Double(start) * layout.pitch, y: 0)
        poses = layout.poses(offset: scrollView.contentOffset.x)
    }

    /// Releases, keys and wheel clicks land on whole covers, and keys and clicks move one: the layout
    /// is the scroll view's target behaviour.
    private func followLayout() {
        scrollView.targetBehavior = layout
    }

    func layout(for size: Size, time: Double) {
        input.advance(to: time)
        let old = layout
        let landing = scrollView.targetContentOffset.map { $0.x / old.pitch }
        layout = CoverflowLayout(windowSize: size, count: layout.count)
        window.frame = Rect(origin: .zero, size: size)
        // As the cube strip does: offset, velocity and a wheel step's target scale with the pitch,
        // an overscroll is re-banded, and a landing under way still ends on the same cover.
        scrollView.setGeometry(frame: Rect(origin: .zero, size: size), contentSize: layout.contentSize,
                               contentScale: Point(x: layout.pitch / old.pitch, y: 1),
                               landing: landing.map { Point(x: layout.snapped($0 * layout.pitch), y: 0) })
        followLayout()
        events.append(SceneEvent("resize", [("window", .size(size)), ("pitch", .number(layout.pitch))]))
    }

    func handle(_ event: DesktopEvent, time: Double) { input.route(event, time: time) }

    func advance(to time: Double) {
        input.advance(to: time)
        poses = layout.poses(offset: scrollView.contentOffset.x)
    }

    func draw(into list: inout DrawList, time: Double) {
        CoverflowDrawing.draw(poses, layout: layout, text: text, pixelScale: context.pixelScale, into: &list)
    }

    /// A click on a cover (the front-most under the point) scrolls it to the centre.
    private func tapped(at point: Point, time: Double) {
        guard let pose = poses.reversed().first(where: { CoverflowDrawing.contains(layout.quad($0), point) }) else { return }
        events.append(SceneEvent("tap", [("item", .int(pose.index)), ("at", .point(point))]))
        scrollView.setContentOffset(Point(x: Double(pose.index) * layout.pitch, y: 0), animated: true)
    }

    /// The strip moves or the router waits (a wheel gesture's silence, the tap's deadline).
    var needsFrame: Bool { input.needsAdvance || scrollView.needsAdvance }

    var scrollViews: [NamedScrollView] { [NamedScrollView("strip", scrollView)] }

    func traceHeaderFields() -> [TraceField] {
        [TraceField("items", .int(layout.count)), TraceField("coverSize", .number(layout.size)),
         TraceField("pitch", .number(layout.pitch)), TraceField("maxAngle", .number(CoverflowLayout.maxAngle)),
         TraceField("eyeDistance", .number(layout.perspective.eyeDistance)),
         TraceField("spreadPerItem", .number(CoverflowLayout.spreadPerItem)),
         TraceField("rowCenter", .point(layout.rowCenter))]
    }

    /// The covers in index order: their index, x of their centre on the screen plane (before the
    /// perspective) and where it is seen (`screenX`), turn (radians) and depth.
    func traceFrameFields(time: Double) -> [TraceField] {
        let ordered = poses.sorted { $0.index < $1.index }
        let offset = scrollView.contentOffset.x
        return [TraceField("centred", .number((offset - layout.overscroll(offset)) / layout.pitch)),
                TraceField("overscroll", .number(layout.overscroll(offset))),
                TraceField("index", .numbers(ordered.map { Double($0.index) })),
                TraceField("x", .numbers(ordered.map(\.center.x))),
                TraceField("screenX", .numbers(ordered.map { layout.projectedCenter($0).x })),
                TraceField("angle", .numbers(ordered.map(\.angle))),
                TraceField("z", .numbers(ordered.map(\.center.z)))]
    }

    var statusLine: String {
        let s = scrollView
        let phase = s.phaseText
        let centre = Int((layout.snapped(s.contentOffset.x) / layout.pitch).rounded()) + 1
        return "cover \(centre) of \(layout.count) · offset \(Int(s.contentOffset.x.rounded())) pt · \(phase)"
    }
}
