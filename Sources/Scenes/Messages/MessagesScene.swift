import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics

/// Messages-style springy bubbles (WWDC 2013 "Exploring Scroll Views on iOS 7" and objc.io #5):
/// every bubble hangs on a zero-length spring from its place in the list, is pushed back by part
/// of each scroll step (more the farther it is from the touch) and springs after it. Only the
/// bubbles near the screen have springs, so 10,000 cost what 120 do.
/// docs/techniques/springy-items.md has the behaviour and every number.
final class MessagesScene: Scene {
    static let info = SceneInfo(
        name: "messages", title: "Messages",
        summary: "springy chat bubbles: zero-length springs, resistance by distance from the touch, tiled springs",
        hint: "drag or flick the list: far bubbles lag and bounce; B toggles the springs",
        // The conversation starts at the top; the panel sits over bubbles that scroll on by.
        overlayCorner: .bottomRight)

    static let parameters: [SceneParameter] = [
        SceneParameter("items", .integer(1...100_000), default: .int(120),
                       help: "Number of bubbles (1…100000); only those near the screen have springs."),
        SceneParameter("resistance", .number(50...100_000), default: .number(1500),
                       help: "Resistance denominator in points: a bubble is pushed back by scroll·distance/N "
                           + "(smaller: more bounce)."),
        SceneParameter("springs", .flag, default: .bool(true),
                       help: "Start with the springs on (--no-springs: a rigid list; B toggles in the window)."),
    ]

    let model: MessagesModel
    private var size: Size

    init(context: SceneContext) {
        let parameters = context.parameters
        size = context.size
        model = MessagesModel(size: size, count: parameters.int("items"), resistance: parameters.number("resistance"),
                              springsOn: parameters.bool("springs"), events: context.events, text: context.text)
    }

    func layout(for size: Size, time: Double) {
        self.size = size
        model.enqueue(.resize(size), at: time)
    }

    func handle(_ event: DesktopEvent, time: Double) { model.enqueue(.event(event), at: time) }

    func advance(to time: Double) { model.advance(to: time) }

    func draw(into list: inout DrawList, time: Double) { MessagesDrawing.draw(model, size: size, into: &list) }

    /// A spring is stretched or moving, the list moves, or the router waits.
    var needsFrame: Bool { model.needsAdvance }

    var scrollViews: [NamedScrollView] { [NamedScrollView("list", model.scrollView)] }

    func traceHeaderFields() -> [TraceField] {
        [TraceField("items", .int(model.layout.count)), TraceField("damping", .number(MessagesModel.damping)),
         TraceField("frequency", .number(MessagesModel.frequency)),
         TraceField("resistance", .number(model.springs.resistanceDenominator)),
         TraceField("margin", .number(MessagesModel.tilingMargin)),
         TraceField("step", .number(1 / Double(MessagesModel.stepsPerSecond)))]
    }

    func traceFrameFields(time: Double) -> [TraceField] {
        let springs = model.springs
        let range = springs.range
        let touch = model.touchInContent
        var anchorsX: [Double] = [], anchors: [Double] = [], r: [Double] = []
        anchorsX.reserveCapacity(range.count); anchors.reserveCapacity(range.count); r.reserveCapacity(range.count)
        for i in range {
            let a = model.layout.anchor(i)
            anchorsX.append(a.x); anchors.append(a.y)
            r.append(springs.resistance(anchor: a, touch: touch))
        }
        return [TraceField("offset", .point(model.scrollView.contentOffset)),
                TraceField("touch", .point(touch)),
                TraceField("springsOn", .bool(model.springsOn)),
                TraceField("springs", .int(range.count)),
                TraceField("index", .numbers(range.map(Double.init))),
                TraceField("anchorX", .numbers(anchorsX)),
                TraceField("anchorY", .numbers(anchors)),
                TraceField("displacement", .numbers(springs.displacement)),
                TraceField("r", .numbers(r))]
    }


    var statusLine: String {
        let s = model.scrollView
        let phase = s.phaseText
        return "offset \(Int(s.contentOffset.y.rounded())) pt · \(model.springs.range.count) springs for "
            + "\(model.layout.count) bubbles · springs \(model.springsOn ? "on" : "off") · \(phase)"
    }
}
