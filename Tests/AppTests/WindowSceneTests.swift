import App
import Capture
import Foundation
import SceneKit
import Scenes
import XCTest

/// Scenes in the real window under Xvfb: `--scene photos` opens the photo browser, Ctrl+wheel
/// zooms it, Tab and Shift+Tab switch to the next and previous scene (written to the trace as
/// `sceneChanged`).
final class WindowSceneTests: XCTestCase {
    func testPhotosZoomsWithCtrlWheelAndTabSwitchesScenes() throws {
        let session = try WindowSession({ ["--scene", "photos", "--count", "3", "--width", "480", "--height", "270",
                                           "--trace", $0 + "/trace.jsonl", "--quit-after", "60"] }, test: self)
        let app = session.app, window = session.window
        try session.xdotool(["mousemove", "--window", window, "240", "135", "keydown", "ctrl", "click", "4", "click", "4",
                             "keyup", "ctrl", "sleep", "0.5", "key", "--window", window, "Tab", "sleep", "0.3",
                             "key", "--window", window, "shift+Tab", "sleep", "0.3",
                             "key", "--window", window, "shift+Tab", "sleep", "0.5",
                             "key", "--window", window, "Escape"])
        XCTAssertTrue(WindowSession.waitFor(30) { !app.isRunning }, "Esc quits")
        XCTAssertEqual(app.terminationStatus, 0)
        let trace = try TraceReader.read(path: session.work + "/trace.jsonl")
        XCTAssertEqual(trace.header.sceneName, "photos")
        XCTAssertEqual(trace.header.scrollView("pager")?.paging, true)
        let zooms = trace.frames.compactMap { f -> Double? in if case .number(let z)? = f.fields["relativeZoom"] { return z }; return nil }
        XCTAssertEqual(zooms.max() ?? 0, 1.25 * 1.25, accuracy: 1e-9, "two Ctrl+wheel notches")
        // Tab: the catalog's next scene; Shift+Tab twice: back to photos, then the one before it.
        let names = SceneCatalog.all.map { $0.info.name }
        let photos = try XCTUnwrap(names.firstIndex(of: "photos"))
        let switched = trace.allEvents.filter { $0.event.name == "sceneChanged" }.map { $0.event["scene"] }
        XCTAssertEqual(switched, [.string(names[(photos + 1) % names.count]), .string("photos"), .string(names[photos - 1])])
        XCTAssertEqual(names[photos - 1], "cubes")
        XCTAssertNotNil(trace.last.fields["bigCube"], "the cube scene's frames after the switch")
    }
}
