import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit

/// Seed 003's cube scene, and its view controller: a big cube above a strip of little cubes that
/// scrolls with UIScrollView's feel, snaps to whole cubes, and takes clicks through the responder
/// chain.
///
/// It builds the view tree around a `HostedScrollView` (the invisible scroll model, the plain view
/// carrying its pan recognizer, the window and the desktop input router), wires the scroll model to
/// the cube view (which reads the offset from the scroll view), and snaps every landing to the
/// nearest cube (`CubeSnapping`, the scroll view's target behaviour: releases, wheel and keys
/// alike). Inputs and frames go straight to the hosted router, as in every scene; drawing reads the
/// scroll view's offset (`CubeDrawing`).
///
/// Every delegate callback is also logged, in order, into the host's event log by a
/// `ScrollEventRecorder`, as the cube view's clicks are.
final class CubesScene: Scene {
    static let info = SceneInfo(
        name: "cubes", title: "Cubes",
        summary: "seed 003's strip of cubes: an invisible scroll view drives a GL scene, landings snap to a cube",
        hint: "drag or flick the strip, wheel, arrow keys; click the big cube, then a little one",
        // The big cube fills the top of a small window; the strip's start is empty.
        overlayCorner: .bottomLeft)

    static let parameters: [SceneParameter] = [
        SceneParameter("cubes", .integer(cubeRange), default: .int(30),
                       help: "Number of little cubes in the strip (1…1000000)."),
        SceneParameter("seed", .integer(0...Int.max), default: .int(1),
                       help: "Seed for the random colours and speeds a click gives the big cube."),
        SceneParameter("wiring", .choice(Wiring.allCases.map(\.rawValue)), default: .string("hosted"),
                       help: "How the scroll model gets touches: 'hosted' (seed 003's final demo: hidden scroll view, "
                           + "pan recognizer on a dummy view, clicks via touchesBegan/Ended) or 'on-top' (scroll view "
                           + "on top, clicks via tap recognizers)."),
        SceneParameter("indicator", .flag, default: .bool(true),
                       help: "Show the strip's scroll indicator (--no-indicator hides it)."),
    ]

    /// How touches reach the scroll model and the cube view (seed 003).
    enum Wiring: String, Sendable, CaseIterable {
        /// The final demo: the scroll view is hidden; a plain dummy view with the scrollable frame,
        /// added to the cube view, hosts the scroll view's pan recognizer; the cube view handles
        /// clicks in touchesBegan/Ended, reached through the responder chain.
        case hostedRecognizer = "hosted"
        /// The alternative: the scroll view stays visible on top of the strip and the cube view
        /// recognizes clicks with a tap gesture recognizer (recognizers don't need the chain).
        case scrollViewOnTop = "on-top"
    }

    /// How many little cubes a strip may have (the CLI's and the script's bounds).
    static let cubeRange = 1...1_000_000

    /// The scroll model, its pan host, the window and the input router: desktop events and frames
    /// go to `hosted.router` (`route(_:time:)`, `advance(to:)`).
    let hosted: HostedScrollView
    var window: Window { hosted.window }
    let cubeView: CubeView
    var scrollView: ScrollView { hosted.scrollView }
    /// The dummy view hosting the pan recognizer (`hosted.panHost`; `.hostedRecognizer` only).
    let dummyView: View?
    let wiring: Wiring
    private let seed: Int
    /// The scroll view's delegate: records each callback.
    private var recorder: ScrollEventRecorder!

    /// Where delegate callbacks, clicks and resizes are logged (the host's event log).
    let log: SceneEventLog

    init(context: SceneContext) {
        let parameters = context.parameters
        seed = parameters.int("seed")
        wiring = Wiring(rawValue: parameters.string("wiring")) ?? .hostedRecognizer
        log = context.events
        let layout = CubeLayout(windowSize: context.size, cubeCount: parameters.int("cubes"))
        hosted = HostedScrollView(frame: layout.stripFrame, windowSize: layout.windowSize)
        cubeView = CubeView(layout: layout, seed: UInt64(seed), log: log)
        hosted.window.insertSubview(cubeView, at: 0)
        let scrollView = hosted.scrollView
        switch wiring {
        case .hostedRecognizer:
            // The hidden scroll view and the dummy view under the cube view, so that clicks on the
            // strip reach the cube view's touchesBegan/Ended through the responder chain.
            cubeView.addSubview(scrollView)
            cubeView.addSubview(hosted.panHost)
            dummyView = hosted.panHost
        case .scrollViewOnTop:
            // The scroll view takes its pan recognizer back (in its own order: pan, pinch, delay)
            // and shows; the dummy view goes.
            hosted.panHost.removeFromSuperview()
            let own = scrollView.gestureRecognizers
            own.forEach(scrollView.removeGestureRecognizer)
            ([scrollView.panGestureRecognizer] + own).forEach(scrollView.addGestureRecognizer)
            scrollView.isHidden = false
            cubeView.handlesTouches = false
            cubeView.addSubview(scrollView)
            dummyView = nil
            let tap = TapGestureRecognizer { [unowned cubeView] recognizer in
                cubeView.click(at: recognizer.location(in: cubeView), time: recognizer.view?.window?.time ?? 0)
            }
            cubeView.addGestureRecognizer(tap)
        }
        scrollView.contentSize = layout.contentSize
        scrollView.targetBehavior = CubeSnapping(layout: layout)
        cubeView.scrollView = scrollView
        recorder = ScrollEventRecorder(forwardingTo: nil, recordsProposedTarget: true, log: log)
        scrollView.delegate = recorder
        // The strip's indicator is the scroll view's own, drawn by the host (SceneKit) as for any scene.
        scrollView.showsHorizontalScrollIndicator = parameters.bool("indicator")
    }

    var layout: CubeLayout { cubeView.layout }

    func layout(for size: Size, time: Double) {
        hosted.router.advance(to: time)
        resize(to: size)
    }

    /// Lays out for a new window size (points), keeping the centred cube centred. A drag or motion
    /// under way is carried into the new layout (`ScrollView.setGeometry`: position, velocity and target
    /// scaled by the pitch ratio, overscroll re-banded) and still lands on the same whole cube.
    /// `size` is usable (the host keeps the layout while the window is minimised).
    func resize(to size: Size) {
        let old = layout
        let landing = scrollView.targetContentOffset
        cubeView.relayout(for: size)
        hosted.window.frame = Rect(origin: .zero, size: layout.windowSize)
        let strip = layout.stripFrame
        dummyView?.frame = strip
        let newLanding = landing.map {
            layout.scrollOffset(forProposedOffset: Point(x: layout.offsetKeepingCentre(from: old, offsetX: $0.x), y: 0))
        }
        scrollView.targetBehavior = CubeSnapping(layout: layout)
        scrollView.setGeometry(frame: strip, contentSize: layout.contentSize,
                               contentScale: Point(x: layout.pitch / old.pitch, y: 1), landing: newLanding)
        log.append(SceneEvent("resize", [("window", .point(Point(x: size.width, y: size.height))),
                                         ("pitch", .number(layout.pitch)),
                                         ("scrollFrame", .rect(strip)),
                                         ("contentSize", .point(Point(x: layout.contentSize.width,
                                                                      y: layout.contentSize.height)))]))
    }

    /// Mouse → touches, wheel/trackpad/keys → the scroll model. Arrow keys and wheel clicks move
    /// exactly one cube and land on one: the scroll view's target behaviour (`CubeSnapping`) says so,
    /// as it does for releases.
    func handle(_ event: DesktopEvent, time: Double) { hosted.router.route(event, time: time) }

    func advance(to time: Double) {
        hosted.router.advance(to: time)  // ends silent wheel gestures, advances the views and the model
    }

    /// Describes the frame at `time` from the scroll view's offset, the drawing's only input from
    /// scrolling (the strip's scroll indicator is drawn by the host).
    func draw(into list: inout DrawList, time: Double) {
        CubeDrawing.fill(&list, layout: layout, styles: cubeView.styles, offsetX: scrollView.contentOffset.x, time: time)
    }

    /// Always: the big cube turns all the time (an animation, like seed 003's).
    var needsFrame: Bool { true }

    var scrollViews: [NamedScrollView] { [NamedScrollView("strip", scrollView)] }

    /// The strip's geometry and motion are in `scrollViews` ("strip"), as for every scene.
    func traceHeaderFields() -> [TraceField] {
        [TraceField("cubes", .int(layout.cubeCount)), TraceField("seed", .int(seed)),
         TraceField("pitch", .number(layout.pitch))]
    }

    func traceFrameFields(time: Double) -> [TraceField] {
        let big = cubeView.styles.bigCube
        return [TraceField("bigCube", .object([TraceField("color", .color(big.color(at: time))),
                                               TraceField("angle", .number(big.angle(at: time)))]))]
    }

    var statusLine: String {
        let s = scrollView
        func f(_ v: Double) -> String { String(Int(v.rounded())) }
        return "offset \(f(s.contentOffset.x)) pt · velocity \(f(s.velocity.x)) pt/s · \(s.phaseText)"
    }
}
