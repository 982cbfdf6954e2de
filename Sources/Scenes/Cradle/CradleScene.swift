import DesktopInput
import Dynamics
import SceneKit
import ScrollKit
import ScrollPhysics

/// Newton's cradle (WWDC 2013 "Advanced Techniques with UIKit Dynamics"): a collection view that does
/// not scroll, whose items hang from one pivot on springs and collide, run on Box2D through the
/// Dynamics module's UIDynamicAnimator-like layer. docs/techniques/cradle.md has the numbers.
final class CradleScene: Scene {
    static let info = SceneInfo(
        name: "cradle", title: "Newton's cradle",
        summary: "items on springs from one pivot, under gravity, colliding (Box2D); + adds, trash drops the last",
        hint: "click + (or press +) to add an item, Trash (or -) to drop the last; at most 10")
    static let parameters: [SceneParameter] = [
        SceneParameter("items", .integer(0...CradleModel.maximumItems), default: .int(3),
                       help: "Items already swinging at the start (0…10; 0 opens empty, as the article's sample does)."),
    ]
    /// Seconds between the start-up inserts, and how long the last one has swung at launch.
    static let startInterval = 0.5, startSwing = 1.0

    private let model: CradleModel
    /// The collection view: a scroll view whose content size is its bounds, so it never scrolls (the
    /// article's `collectionViewContentSize`). It is traced like any scene's scroll view.
    private let collection: ScrollView
    private var toolbar: CradleToolbar
    /// The button a click started on, until the click ends.
    private var pressed: Rect?
    /// The model's time at the scene's time 0 (s): the start-up items were inserted this long before
    /// launch, so they are already swinging in the first frame. Every model call adds it.
    private let lead: Double
    /// The host's text measurer (the items' numbers).
    private let text: any TextMeasuring

    /// The `items` start-up items are inserted as + inserts them, `startInterval` apart, and the world
    /// runs on until the last has swung `startSwing`: the first frame shows them mid-swing. Same
    /// inputs, same world: the start-up is a fixed part of the model's timeline.
    init(context: SceneContext) {
        let size = context.size, parameters = context.parameters
        text = context.text
        model = CradleModel(viewSize: size, events: context.events)
        collection = ScrollView(frame: Rect(origin: .zero, size: size))
        collection.contentSize = size
        toolbar = CradleToolbar(viewSize: size)
        let count = parameters.int("items")
        lead = count > 0 ? Double(count - 1) * Self.startInterval + Self.startSwing : 0
        for k in 0..<count { model.insert(time: Double(k) * Self.startInterval) }
        model.advance(to: lead)
    }

    /// The model's time at scene time `t`.
    private func modelTime(_ t: Double) -> Double { t + lead }

    func layout(for size: Size, time: Double) {
        model.resize(to: size, time: modelTime(time))
        collection.frame = Rect(origin: .zero, size: size)
        collection.contentSize = size
        toolbar.viewSize = size
    }

    func handle(_ event: DesktopEvent, time: Double) {
        let time = modelTime(time)
        switch event {
        case .mouseDown(let p, .left, _):
            pressed = [toolbar.trashFrame, toolbar.insertFrame].first { $0.contains(p) }
        case .mouseUp(let p, .left):
            defer { pressed = nil }
            guard let frame = pressed, frame.contains(p) else { return }
            if frame == toolbar.insertFrame { model.insert(time: time) } else { model.detachLast(time: time) }
        case .key(.character("+"), _, _): model.insert(time: time)
        case .key(.character("-"), _, _): model.detachLast(time: time)
        case .focusLost: pressed = nil
        default: break
        }
    }

    func advance(to time: Double) {
        model.advance(to: modelTime(time))
    }

    /// An item falls or fades, or an item still moves (the world settles when every body is still:
    /// velocities exactly zero once the physics puts it to sleep).
    var needsFrame: Bool { model.needsAdvance }

    func draw(into list: inout DrawList, time: Double) {
        CradleDrawing.draw(model, toolbar: toolbar, time: modelTime(time), text: text, into: &list)
    }

    // MARK: - Trace

    var scrollViews: [NamedScrollView] { [NamedScrollView("collection", collection)] }

    func traceHeaderFields() -> [TraceField] {
        [TraceField("itemSize", .number(CradleModel.itemSize)), TraceField("pivotY", .number(CradleModel.pivotY)),
         TraceField("attachmentLength", .number(CradleModel.attachmentLength)),
         TraceField("attachmentDamping", .number(CradleModel.attachmentDamping)),
         TraceField("attachmentFrequency", .number(CradleModel.attachmentFrequency)),
         TraceField("gravity", .number(Gravity.pointsPerSecondSquaredPerUnit)),
         TraceField("friction", .number(DynamicItemProperties.uikit.friction)),
         TraceField("elasticity", .number(DynamicItemProperties.uikit.elasticity)),
         TraceField("density", .number(DynamicItemProperties.uikit.density)),
         TraceField("deleteDelay", .number(CradleModel.deleteDelay)),
         TraceField("maximumItems", .int(CradleModel.maximumItems)),
         TraceField("stepInterval", .number(DynamicAnimator.stepInterval)),
         TraceField("startLead", .number(lead))]
    }

    /// Every item in the world (hanging, then the falling one) with its centre, angle, speed
    /// (points/s); the pivot; whether + and trash are enabled.
    func traceFrameFields(time: Double) -> [TraceField] {
        let items = model.hanging + (model.falling.map { [$0.item] } ?? [])
        return [TraceField("pivot", .point(model.pivot)),
                TraceField("ids", .numbers(items.map { Double($0.id) })),
                TraceField("x", .numbers(items.map(\.center.x))),
                TraceField("y", .numbers(items.map(\.center.y))),
                TraceField("angle", .numbers(items.map(\.angle))),
                TraceField("speed", .numbers(items.map { ($0.velocity.x * $0.velocity.x + $0.velocity.y * $0.velocity.y).squareRoot() })),
                TraceField("canInsert", .bool(model.canInsert)),
                TraceField("canDelete", .bool(model.canDelete))]
    }

    var statusLine: String {
        "\(model.hanging.count) of \(CradleModel.maximumItems) items" + (model.falling != nil ? " · one falling" : "")
    }
}
