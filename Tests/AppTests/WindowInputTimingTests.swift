import Capture
import Foundation
import SceneKit
import ScrollPhysics
import XCTest

/// Inputs keep the time they happened at however slow the frames are: the main thread stamps each
/// on arrival while the render thread draws. With a renderer slowed to 15 fps, a flick still
/// releases at the pointer's speed (were inputs stamped when a frame picks them up, a frame's
/// moves would share one time and the velocity tracker would see a stopped or jumping pointer).
///
/// The pointer's speed is measured where it really happened: the X server's own record of the
/// moves (`ServerPointerRecording`), fitted as the release fits (least squares over the last
/// 100 ms, `VelocityTracker`). The speed xdotool was asked for is no reference on a loaded
/// machine: its 20 ms sleeps stretch, so the pointer really moves in bursts (docs/scenes.md,
/// "How exact the stamps are"). The app stamps each input with the server's own time for it, so
/// its release agrees with that record however late the app read the moves.
final class WindowInputTimingTests: XCTestCase {
    /// How far the release velocity may be from the server-timed pointer's.
    static let tolerance = 0.25
    /// Below this (pt/s), the server saw no flick at its end (xdotool stalled before the release):
    /// the gesture is sent again.
    static let flickSpeed = 200.0

    func testAFlickAt15FPSReleasesAtThePointersSpeed() throws {
        for attempt in 1...3 {
            let result = try flick()
            print("attempt \(attempt): release \(result.releaseSpeed) pt/s, the pointer (server-timed) \(result.pointerSpeed) pt/s")
            guard result.pointerSpeed >= Self.flickSpeed else {
                print("attempt \(attempt): the server saw \(result.pointerSpeed) pt/s at the release: sent again")
                continue
            }
            XCTAssertEqual(result.releaseSpeed, result.pointerSpeed, accuracy: Self.tolerance * result.pointerSpeed,
                           "release velocity \(result.releaseSpeed) pt/s vs the pointer's \(result.pointerSpeed) pt/s "
                           + "over its last 100 ms as the X server moved it")
            return
        }
        XCTFail("in three attempts the X server never saw the pointer flick at its release (machine too loaded?)")
    }

    /// A drag held still for a true 100 ms before the lift (as the server timed it) is a stopped
    /// finger: it releases at 0, though at 15 fps the app reads the last move and the release in
    /// the same slow frame.
    func testAPauseOf100msBeforeTheLiftReleasesAtZero() throws {
        for attempt in 1...3 {
            let result = try flick(pauseBeforeLift: 0.1)
            print("attempt \(attempt): release \(result.releaseSpeed) pt/s after a \(result.pause * 1000) ms pause (server-timed)")
            guard result.pause >= 0.1 else { continue }   // xdotool's last move came late: not a true pause
            XCTAssertEqual(result.releaseSpeed, 0, "released \(result.releaseSpeed) pt/s after \(result.pause * 1000) ms still")
            return
        }
        XCTFail("in three attempts the X server never saw a 100 ms pause before the lift (machine too loaded?)")
    }

    /// One flick in a fresh window slowed to 15 fps: the app's release speed and the pointer's
    /// speed at the release as the server timed it (both pt/s, along the drag), and how long the
    /// server saw the pointer still before the release (s). `pauseBeforeLift`: xdotool sleeps
    /// this long between the last move and the release.
    private func flick(pauseBeforeLift: Double = 0) throws -> (releaseSpeed: Double, pointerSpeed: Double, pause: Double) {
        let session = try WindowSession({ ["--width", "960", "--height", "540", "--trace", $0 + "/trace.jsonl",
                                           "--slow-draw", "0.066", "--quit-after", "60"] }, test: self)
        let window = session.window
        guard !window.isEmpty else { return (0, 0, 0) }   // WindowSession has failed the test
        let recording = try ServerPointerRecording(display: try XCTUnwrap(session.environment["DISPLAY"]))
        // 400 pt right to left in 10 pt steps 20 ms apart (about 500 pt/s), along the strip.
        var chain = ["mousemove", "--window", window, "880", "448", "mousedown", "1"]
        for x in stride(from: 870, through: 480, by: -10) {
            chain += ["sleep", "0.02", "mousemove", "--window", window, "\(x)", "448"]
        }
        try session.xdotool(chain + (pauseBeforeLift > 0 ? ["sleep", "\(pauseBeforeLift)"] : []) + ["mouseup", "1"])
        sleep(2)
        let server = recording.stop()
        try session.key("Escape")
        XCTAssertTrue(WindowSession.waitFor(20) { !session.app.isRunning }, "Esc quits")
        let trace = try TraceReader.read(path: session.work + "/trace.jsonl")

        let tracking = trace.frames.filter(\.tracking)
        XCTAssertGreaterThan(tracking.count, 4, "the drag spans several slow frames")
        guard let first = tracking.first, let last = tracking.last, tracking.count > 1 else {
            XCTFail("no drag in the trace")
            return (0, 0, 0)
        }
        let meanFrame = (last.t - first.t) / Double(tracking.count - 1)
        XCTAssertGreaterThan(meanFrame, 0.06, "frames were slow (\(meanFrame) s)")

        let release = try XCTUnwrap(trace.allEvents.first { $0.event.name == "willEndDragging" }?.event)
        guard case .numbers(let velocity)? = release["velocity"] else {
            XCTFail("no velocity: \(release)")
            return (0, 0, 0)
        }
        // The content moves with the pointer, so the offset's velocity is the pointer's, negated.
        let releaseSpeed = velocity[0]
        let pointerSpeed = -(try Self.serverVelocity(server).x)
        return (releaseSpeed, pointerSpeed, try Self.serverPause(server))
    }

    /// How long (s) the server saw the pointer still before the left button's release.
    static func serverPause(_ events: [ServerPointerRecording.Event]) throws -> Double {
        let release = try XCTUnwrap(events.lastIndex { $0.kind == .release(button: 1) }, "the server saw the release")
        let lastMove = try XCTUnwrap(events[..<release].lastIndex { $0.kind == .motion }, "the server saw moves")
        return events[release].time - events[lastMove].time
    }

    /// The pointer's velocity at the left button's release as the server timed the moves since the
    /// press (pixels = points under Xvfb), fitted by the tracker the release uses.
    static func serverVelocity(_ events: [ServerPointerRecording.Event]) throws -> Point {
        let press = try XCTUnwrap(events.firstIndex { $0.kind == .press(button: 1) }, "the server saw the press: \(events)")
        let release = try XCTUnwrap(events[press...].firstIndex { $0.kind == .release(button: 1) }, "the server saw the release")
        var tracker = VelocityTracker()
        for e in events[press...release] { tracker.add(Point(x: e.x, y: e.y), time: e.time) }
        return tracker.velocity(at: events[release].time)
    }
}
