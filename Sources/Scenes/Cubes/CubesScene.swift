import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics

/// Seed 003's cube scene as a `Scene`: a big cube above a strip of little cubes that scrolls
/// with UIScrollView's feel, snaps to whole cubes, and takes clicks through the responder chain.
final class CubesScene: Scene {
    static let info = SceneInfo(
        name: "cubes", title: "Cubes",
        summary: "seed 003's strip of cubes: an invisible scroll view drives a GL scene, landings snap to a cube",
        hint: "drag or flick the strip, wheel, arrow keys; click the big cube, then a little one",
        // The big cube fills the top of a small window; the strip's start is empty.
        overlayCorner: .bottomLeft)

    static let parameters: [SceneParameter] = [
        SceneParameter("cubes", .integer(CubeSceneController.cubeRange), default: .int(30),
                       help: "Number of little cubes in the strip (1…1000000)."),
        SceneParameter("seed", .integer(0...Int.max), default: .int(1),
                       help: "Seed for the random colours and speeds a click gives the big cube."),
        SceneParameter("wiring", .choice(CubeSceneController.Wiring.allCases.map(\.rawValue)), default: .string("hosted"),
                       help: "How the scroll model gets touches: 'hosted' (seed 003's final demo: hidden scroll view, "
                           + "pan recognizer on a dummy view, clicks via touchesBegan/Ended) or 'on-top' (scroll view "
                           + "on top, clicks via tap recognizers)."),
        SceneParameter("indicator", .flag, default: .bool(true),
                       help: "Show the strip's scroll indicator (--no-indicator hides it)."),
    ]

    let controller: CubeSceneController
    /// The hosted scroll view's router (`controller.hosted.router`): inputs and frames go straight
    /// to it, as in every scene.
    private let input: DesktopInputRouter
    private let seed: Int

    init(context: SceneContext) {
        let parameters = context.parameters
        seed = parameters.int("seed")
        controller = CubeSceneController(windowSize: context.size, cubeCount: parameters.int("cubes"), seed: UInt64(seed),
                                         wiring: CubeSceneController.Wiring(rawValue: parameters.string("wiring")) ?? .hostedRecognizer,
                                         showsIndicator: parameters.bool("indicator"), log: context.events)
        input = controller.hosted.router
    }

    func layout(for size: Size, time: Double) {
        input.advance(to: time)
        controller.resize(to: size)
    }

    /// Mouse → touches, wheel/trackpad/keys → the scroll model. Arrow keys and wheel clicks move
    /// exactly one cube and land on one: the scroll view's target behaviour (`CubeSnapping`) says so,
    /// as it does for releases.
    func handle(_ event: DesktopEvent, time: Double) { input.route(event, time: time) }

    func advance(to time: Double) {
        input.advance(to: time)  // ends silent wheel gestures, advances the views and the model
    }

    func draw(into list: inout DrawList, time: Double) { controller.draw(into: &list, time: time) }

    /// Always: the big cube turns all the time (an animation, like seed 003's).
    var needsFrame: Bool { true }

    var scrollViews: [NamedScrollView] { [NamedScrollView("strip", controller.scrollView)] }

    /// The strip's geometry and motion are in `scrollViews` ("strip"), as for every scene.
    func traceHeaderFields() -> [TraceField] {
        let layout = controller.layout
        return [TraceField("cubes", .int(layout.cubeCount)), TraceField("seed", .int(seed)),
                TraceField("pitch", .number(layout.pitch))]
    }

    func traceFrameFields(time: Double) -> [TraceField] {
        let big = controller.cubeView.styles.bigCube
        return [TraceField("bigCube", .object([TraceField("color", .color(big.color(at: time))),
                                               TraceField("angle", .number(big.angle(at: time)))]))]
    }

    var statusLine: String {
        let s = controller.scrollView
        let phase = s.phaseText
        func f(_ v: Double) -> String { String(Int(v.rounded())) }
        return "offset \(f(s.contentOffset.x)) pt · velocity \(f(s.velocity.x)) pt/s · \(phase)"
    }
}
