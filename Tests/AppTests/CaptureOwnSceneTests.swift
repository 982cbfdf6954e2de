@testable import App
import Capture
import DesktopInput
import Foundation
import ImageOutput
import SceneKit
import ScrollKit
import ScrollPhysics
import ViewKit
import XCTest

/// An app's own scene, not in the built-in catalog: a red square that a wheel notch moves down
/// by 40 points (through a scroll view, so the move animates and ends with a delegate callback,
/// which the scene reports as a `landed` event).
final class SquareScene: Scene, ScrollViewDelegate {
    static let info = SceneInfo(name: "square", title: "Square", summary: "a test scene", hint: "")
    static let parameters = [SceneParameter("side", .integer(1...200), default: .int(20), help: "Side, points.")]
    let scrollView: ScrollView
    let router: DesktopInputRouter
    let side: Double
    let context: SceneContext
    var size: Size { context.size }

    init(context: SceneContext) {
        self.context = context
        let size = context.size
        side = Double(context.parameters.int("side"))
        scrollView = ScrollView(frame: Rect(origin: .zero, size: size))
        scrollView.contentSize = Size(width: size.width, height: size.height * 4)
        scrollView.targetBehavior = ItemScrollTargetBehavior(pitch: Point(x: 0, y: 40), alignsLandings: false)
        router = DesktopInputRouter(window: Window(frame: Rect(origin: .zero, size: size)), scrollView: scrollView)
        scrollView.delegate = self
    }
    func layout(for size: Size, time: Double) {}
    func handle(_ event: DesktopEvent, time: Double) {
        if case let .wheel(dx, dy, _, _, _) = event { router.scroll(dx: dx, dy: dy, shift: false, kind: .wheelClicks, time: time) }
    }
    func advance(to time: Double) { router.advance(to: time) }
    func draw(into list: inout DrawList, time: Double) {
        list.reset(viewSize: size, background: RGB(r: 0, g: 0, b: 1))
        list.addRect(Rect(x: 10, y: 10 + scrollView.contentOffset.y, width: side, height: side), color: RGBA(r: 1, g: 0, b: 0))
    }
    var scrollViews: [NamedScrollView] { [NamedScrollView("main", scrollView)] }
    var statusLine: String { "" }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { landed() }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { landed() }
    func landed() { context.events.append(SceneEvent("landed", [("offset", .point(scrollView.contentOffset))])) }
}

final class CaptureOwnSceneTests: XCTestCase {
    private func writeScript(_ json: String, in dir: String) throws -> String {
        let path = dir + "/script.json"
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testAnAppsOwnSceneRunsWithScriptsTraceAndPNGs() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        // No "name": the first of the given scenes is the default; its own parameter is accepted.
        let script = try writeScript("""
            {"window": {"width": 100, "height": 80}, "duration": 1.0, "scene": {"side": 30},
             "events": [{"t": 0.05, "type": "wheel", "dy": -1}, {"t": 0.95, "type": "capture", "name": "after"}]}
            """, in: dir)
        let summary = try CaptureRun.run(CaptureOptions(scriptPath: script, outputDirectory: dir + "/out",
                                                        scenes: [SquareScene.self]))
        XCTAssertEqual(summary.frames, 61)   // t = 0 … 1.0 at 60 fps
        let trace = try TraceReader.read(path: dir + "/out/trace.jsonl")
        XCTAssertEqual(trace.header.sceneName, "square")
        XCTAssertEqual(trace.header.scrollView("main")?.contentSize, Size(width: 100, height: 320))
        let landed = trace.allEvents.filter { $0.event.name == "landed" }
        XCTAssertEqual(landed.count, 1)
        XCTAssertEqual(trace.frames.last?.scrollView("main")?.offset, Point(x: 0, y: 40))
        // The square (30 pt, from y = 10 + 40) is red in the PNG; above it the background is blue.
        let image = try PNGReader.read(path: dir + "/out/after.png")
        XCTAssertEqual(image.pixel(x: 25, y: 65).r, 255)
        XCTAssertEqual(image.pixel(x: 25, y: 30).b, 255)
    }

    func testScenesNotGivenAreUnknown() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let script = try writeScript(#"{"duration": 0.1, "scene": {"name": "cubes"}}"#, in: dir)
        XCTAssertThrowsError(try CaptureRun.run(CaptureOptions(scriptPath: script, outputDirectory: dir + "/out",
                                                               scenes: [SquareScene.self]))) { error in
            XCTAssertEqual("\(error)".contains("unknown scene \"cubes\" (use one of square)"), true, "\(error)")
        }
        var options = CaptureOptions(scriptPath: dir + "/script.json", outputDirectory: dir + "/out",
                                     scenes: [SquareScene.self])
        options.sceneName = "photos"
        _ = try writeScript(#"{"duration": 0.1}"#, in: dir)
        XCTAssertThrowsError(try CaptureRun.run(options)) { error in
            XCTAssertEqual((error as? CaptureError)?.message, "unknown scene 'photos': use one of square")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"))
    }

    /// The window host takes an app's scenes too: Tab cycles through exactly those.
    func testTheWindowSwitchesBetweenTheAppsOwnScenes() throws {
        let size = Size(width: 100, height: 80)
        var switcher = SceneSwitcher(windowSize: size, types: [SquareScene.self, OtherSquareScene.self],
                                     first: SquareScene.self, arguments: ["side": .int(7)])
        XCTAssertEqual(switcher.current.sceneType.info.name, "square")
        XCTAssertEqual(switcher.current.parameters.int("side"), 7)
        XCTAssertTrue(switcher.select(offset: 1, time: 0.1))
        XCTAssertEqual(switcher.current.sceneType.info.name, "other")
        XCTAssertTrue(switcher.select(offset: 1, time: 0.2))
        XCTAssertEqual(switcher.current.sceneType.info.name, "square")
        XCTAssertFalse(switcher.select(index: 2, time: 0.3), "only two scenes")
        var options = WindowOptions()
        options.scenes = [OtherSquareScene.self]
        XCTAssertThrowsError(try SceneArguments.sceneType(named: "cubes", in: options.scenes))
        XCTAssertEqual(try SceneArguments.sceneType(named: nil, in: options.scenes).info.name, "other")
    }
}

/// A second scene type for the switcher.
final class OtherSquareScene: Scene {
    static let info = SceneInfo(name: "other", title: "Other", summary: "a test scene", hint: "")
    static let parameters: [SceneParameter] = []
    let square: SquareScene
    init(context: SceneContext) {
        square = SquareScene(context: SceneContext(size: context.size, parameters: SceneParameters(declared: SquareScene.parameters),
                                                   text: context.text, events: context.events))
    }
    func layout(for size: Size, time: Double) { square.layout(for: size, time: time) }
    func handle(_ event: DesktopEvent, time: Double) { square.handle(event, time: time) }
    func advance(to time: Double) { square.advance(to: time) }
    func draw(into list: inout DrawList, time: Double) { square.draw(into: &list, time: time) }
    var scrollViews: [NamedScrollView] { square.scrollViews }
    var statusLine: String { "" }
}
