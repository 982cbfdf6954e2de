@testable import App
import DesktopInput
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit
import XCTest

/// A scene that implements only the protocol's required members and logs what the host gives it:
/// the sizes it is laid out for, the pixel scale at each frame, and two sources of events (a
/// scroll view's delegate callbacks and its own) into the one log.
final class ContextProbeScene: Scene {
    static let info = SceneInfo(name: "probe", title: "Probe", summary: "a test scene", hint: "")
    static let parameters: [SceneParameter] = []
    let context: SceneContext
    let scrollView: ScrollView
    let recorder: ScrollEventRecorder
    private(set) var laidOut: [Size] = []
    private(set) var scales: [Double] = []

    init(context: SceneContext) {
        self.context = context
        scrollView = ScrollView(frame: Rect(origin: .zero, size: context.size))
        scrollView.contentSize = Size(width: context.size.width * 10, height: context.size.height)
        recorder = ScrollEventRecorder(forwardingTo: nil, callbacks: [.didEndScrollingAnimation], log: context.events)
        scrollView.delegate = recorder
    }
    func layout(for size: Size, time: Double) {
        laidOut.append(size)
        XCTAssertEqual(context.size, size, "the context holds the size before layout runs")
    }
    func handle(_ event: DesktopEvent, time: Double) {
        // A key animates the scroll view 100 pt; a click is the scene's own event.
        switch event {
        case .key: scrollView.setContentOffset(Point(x: scrollView.contentOffset.x + 100, y: 0), animated: true)
        case .mouseDown(let p, _, _): context.events.append(SceneEvent("click", [("at", .point(p))]))
        default: break
        }
    }
    func advance(to time: Double) {
        scales.append(context.pixelScale)
        scrollView.advance(to: time)
    }
    func draw(into list: inout DrawList, time: Double) { list.reset(viewSize: context.size, background: RGB(r: 0, g: 0, b: 0)) }
    var scrollViews: [NamedScrollView] { [NamedScrollView("main", scrollView)] }
    var statusLine: String { "" }
}

final class SceneHostContextTests: XCTestCase {
    private func makeHost(pixelScale: Double = 1) -> (SceneHost, ContextProbeScene) {
        let host = SceneHost(ContextProbeScene.self, parameters: SceneParameters(declared: []),
                             windowSize: Size(width: 200, height: 100), pixelScale: pixelScale)
        return (host, host.scene as! ContextProbeScene)
    }

    /// A minimised window (0×0) or a broken size never reaches the scene: it keeps its layout and
    /// the context keeps the last usable size; the next usable size is laid out.
    func testTheSceneIsLaidOutOnlyForUsableSizes() {
        let (host, scene) = makeHost()
        for (i, size) in [Size(width: 0, height: 0), Size(width: 300, height: 0), Size(width: .nan, height: 80),
                          Size(width: .infinity, height: 80), Size(width: -5, height: 80)].enumerated() {
            host.deliver(.resize(size), time: 0.1 * Double(i))
        }
        XCTAssertEqual(scene.laidOut, [])
        XCTAssertEqual(host.windowSize, Size(width: 200, height: 100))
        host.deliver(.resize(Size(width: 320, height: 240)), time: 1)
        XCTAssertEqual(scene.laidOut, [Size(width: 320, height: 240)])
        XCTAssertEqual(scene.context.size, Size(width: 320, height: 240))
    }

    /// The pixel scale has one owner, the context: what the host is built with, then whatever it is
    /// set to (a value that is not finite and > 0 is ignored); the scene reads it at each frame.
    func testThePixelScaleIsHeldOnceAndReadByTheScene() {
        let (host, scene) = makeHost(pixelScale: 2)
        host.advance(to: 0.1)
        host.pixelScale = 1.5
        host.advance(to: 0.2)
        host.pixelScale = .nan
        host.pixelScale = 0
        host.advance(to: 0.3)
        XCTAssertEqual(scene.scales, [2, 1.5, 1.5])
    }

    /// Delegate callbacks and the scene's own events share one log, so the trace has them in the
    /// order they happened whichever source they came from.
    func testEventsFromEverySourceAreInTheOrderTheyHappened() {
        let (host, _) = makeHost()
        host.deliver(.key(.scroll(.right), modifiers: [], isRepeat: false), time: 0.05)
        host.advance(to: 0.1)
        _ = host.traceFrame(index: 0, time: 0.1)
        // The animation ends during the next frame's advance, after a click delivered before it
        // and before a click delivered after it.
        host.deliver(.mouseDown(Point(x: 1, y: 1)), time: 0.9)
        host.advance(to: 1.0)
        let first = host.traceFrame(index: 1, time: 1.0).events
        host.deliver(.mouseDown(Point(x: 2, y: 2)), time: 1.05)
        host.advance(to: 1.1)
        let second = host.traceFrame(index: 2, time: 1.1).events
        XCTAssertEqual(first.map(\.name), ["click", "didEndScrollingAnimation"])
        XCTAssertEqual(second.map(\.name), ["click"])
        XCTAssertEqual(host.traceFrame(index: 3, time: 1.1).events, [], "taken once")
    }
}
