import Capture
import Foundation
import XCTest

/// Which frame shows a capture is decided once (`Script.isDue`, `Script.frame(showing:)`): the
/// frame loop's scheduler hands the capture event to that frame, and the suite's report names the
/// same frame (and quotes the trace around it).
final class CaptureFrameRuleTests: XCTestCase {
    /// The frame in which the scheduler delivers each capture event, as `CaptureSession` sees it.
    private func deliveredFrames(_ script: Script) -> [String: Int] {
        var scheduler = InputScheduler(script)
        var frames: [String: Int] = [:]
        for frame in 0..<script.frameCount {
            for input in scheduler.inputs(through: script.frameTime(frame)) {
                if case .capture(let name) = input.kind { frames[name] = frame }
            }
        }
        return frames
    }

    func testTheReportedFrameIsTheOneTheCaptureSaves() throws {
        // At 30 fps frame 3 is at t = 0.1: "near" is within the scripts' time tolerance (1e-9 s)
        // after it, so that frame saves it (a rule of "frame time ≥ t" would name frame 4).
        let script = try CaptureTestSupport.script("""
            {"fps": 30, "duration": 0.5, "window": {"width": 64, "height": 48}, "events": [
             {"t": 0, "type": "capture", "name": "first"},
             {"t": 0.1, "type": "capture", "name": "exact"},
             {"t": 0.1000000005, "type": "capture", "name": "near"},
             {"t": 0.11, "type": "capture", "name": "between"},
             {"t": 0.5, "type": "capture", "name": "last"}]}
            """)
        let expected = ["first": 0, "exact": 3, "near": 3, "between": 4, "last": 15]
        XCTAssertEqual(deliveredFrames(script), expected)
        for (name, frame) in expected { XCTAssertEqual(script.captureFrame(name), frame, name) }
        XCTAssertNil(script.captureFrame("missing"))
    }

    /// Every frame time up to a long run at awkward rates: an event at a frame's own time is shown
    /// by that frame, one a little later by the next.
    func testAnEventAtAFramesTimeIsShownByThatFrame() {
        for fps in [24.0, 29.97, 30, 60, 144, 1000] {
            let script = Script(fps: fps, duration: 10, scene: SceneSelection(name: "cubes"))
            for frame in stride(from: 0, to: script.frameCount, by: 7) {
                let t = script.frameTime(frame)
                XCTAssertEqual(script.frame(showing: t), frame, "fps \(fps), frame \(frame)")
                XCTAssertEqual(script.frame(showing: t + 1e-6), frame + 1, "fps \(fps), frame \(frame)")
            }
        }
    }
}
