import Capture
import Foundation
import ImageOutput
import XCTest

/// A window is never left black: a window that is unmapped and mapped again at once (too quickly
/// for the main thread's visibility check to see it hidden; the X server exposes it) draws the
/// scene again in its next frame, though the scene is at rest and asks for no frames
/// (docs/scenes.md, "When the window draws").
final class WindowExposeTests: XCTestCase {
    func testAWindowMappedAgainShowsTheSceneWithinOneFrame() throws {
        let importTool = try WindowSession.tool("import")
        let session = try WindowSession({ ["--scene", "insets", "--width", "480", "--height", "320", "--trace",
                                           $0 + "/trace.jsonl", "--quit-after", "60"] }, focus: false, test: self)
        let window = session.window
        guard !window.isEmpty else { return }
        usleep(3_000_000)   // at rest: the scene draws nothing more until the hint folds (10 s)
        let before = session.work + "/before.png", after = session.work + "/after.png"
        try CaptureTestSupport.output(of: importTool, ["-window", window, before], environment: session.environment)
        // A key the scene ignores draws one frame: the trace's mark for when the window was mapped again.
        try session.xdotool(["key", "--window", window, "x", "sleep", "0.5", "windowunmap", window, "windowmap", window])
        usleep(500_000)
        try CaptureTestSupport.output(of: importTool, ["-window", window, after], environment: session.environment)
        try session.key("Escape")
        XCTAssertTrue(WindowSession.waitFor(20) { !session.app.isRunning }, "Esc quits")

        let shown = try PNGReader.read(path: after), first = try PNGReader.read(path: before)
        XCTAssertEqual(try WindowMultisamplingTests.differing(shown, first, rows: 0..<first.height), 0,
                       "pixels of the window mapped again that differ from the scene it showed")
        let trace = try TraceReader.read(path: session.work + "/trace.jsonl")
        // After 3 s at rest: the key's frame, then the frame drawn when the window was mapped again (the
        // expose and the visibility check may each ask for one).
        let times = trace.frames.map(\.t)
        let late = times.filter { $0 > 2.5 }
        XCTAssertTrue((2...3).contains(late.count), "the key's frame and one or two more once mapped again: \(times)")
        if late.count >= 2 {
            XCTAssertEqual(late[1] - late[0], 0.5, accuracy: 0.3, "drawn when mapped again, 0.5 s after the key: \(times)")
        }
    }
}
