import Capture
import Foundation
import SceneKit
import XCTest

/// Inputs keep the time they happened at however slow the frames are: the main thread stamps each
/// on arrival while the render thread draws. With a renderer slowed to 15 fps, a flick still
/// releases at the pointer's speed (were inputs stamped when a frame picks them up, a frame's
/// moves would share one time and the velocity tracker would see a stopped pointer).
final class WindowInputTimingTests: XCTestCase {
    func testAFlickAt15FPSReleasesAtThePointersSpeed() throws {
        let session = try WindowSession({ ["--width", "960", "--height", "540", "--trace", $0 + "/trace.jsonl",
                                           "--slow-draw", "0.066", "--quit-after", "60"] }, test: self)
        let window = session.window
        // 400 pt right to left in 10 pt steps 20 ms apart (about 500 pt/s), along the strip.
        var chain = ["mousemove", "--window", window, "880", "448", "mousedown", "1"]
        for x in stride(from: 870, through: 480, by: -10) {
            chain += ["sleep", "0.02", "mousemove", "--window", window, "\(x)", "448"]
        }
        try session.xdotool(chain + ["mouseup", "1"])
        sleep(2)
        try session.key("Escape")
        XCTAssertTrue(WindowSession.waitFor(20) { !session.app.isRunning }, "Esc quits")
        let trace = try TraceReader.read(path: session.work + "/trace.jsonl")

        let tracking = trace.frames.filter(\.tracking)
        XCTAssertGreaterThan(tracking.count, 4, "the drag spans several slow frames")
        let frameTimes = tracking.map(\.t)
        let meanFrame = (frameTimes.last! - frameTimes.first!) / Double(frameTimes.count - 1)
        XCTAssertGreaterThan(meanFrame, 0.06, "frames were slow (\(meanFrame) s)")
        // The pointer's speed, from the frames of the drag (the content follows it 1:1 once past
        // the slop): the chain moves it at an even pace, so its mean over the drag is its speed at
        // the release too. (Several frames apart, a frame's lag behind its last input matters little.)
        let moving = tracking.drop { $0.offset.x == tracking[0].offset.x }
        let first = try XCTUnwrap(moving.first), last = tracking[tracking.count - 1]
        let pointerSpeed = (last.offset.x - first.offset.x) / (last.t - first.t)
        XCTAssertGreaterThan(pointerSpeed, 200, "the pointer moved")
        let release = try XCTUnwrap(trace.allEvents.first { $0.event.name == "willEndDragging" }?.event)
        guard case .numbers(let velocity)? = release["velocity"] else { return XCTFail("no velocity: \(release)") }
        XCTAssertEqual(velocity[0], pointerSpeed, accuracy: 0.25 * pointerSpeed,
                       "release velocity \(velocity[0]) pt/s vs the pointer's \(pointerSpeed) pt/s")
    }
}
