import SceneKit
import App
import Capture
import ImageOutput
import Platform
import Foundation
import XCTest

/// The real window, driven as a person would: under Xvfb, xdotool drags across the strip of a
/// running `cubescroll --trace`, S saves screenshots, Esc quits. In CI (CI=true) a missing Xvfb or
/// xdotool is a failure, not a skip.
final class WindowAppTests: XCTestCase {
    func testSIGTERMFinishesTheTrace() throws {
        let session = try WindowSession({ ["--width", "400", "--height", "300", "--trace", $0 + "/trace.jsonl",
                                           "--quit-after", "60"] }, focus: false, test: self)
        let app = session.app
        usleep(300_000)
        app.terminate()   // SIGTERM
        XCTAssertTrue(WindowSession.waitFor(20) { !app.isRunning })
        XCTAssertEqual(app.terminationStatus, 0)
        XCTAssertTrue(session.appErrorText.contains("cubescroll: SIGTERM received: window closed, trace finished"),
                      "says why the window went: \(session.appErrorText)")
        let trace = try TraceReader.read(path: session.work + "/trace.jsonl")
        XCTAssertGreaterThan(trace.frames.count, 1)
        XCTAssertEqual(trace.header.windowSize.width, 400)
    }

    /// A window that dies of a fault says so in one line (a release build's trap prints nothing of its
    /// own), then dies of the same signal.
    func testAFatalSignalPrintsAMessage() throws {
        // The runtime's backtrace (which the handler chains to) takes tens of seconds on a busy machine.
        setenv("SWIFT_BACKTRACE", "enable=no", 1)
        defer { unsetenv("SWIFT_BACKTRACE") }
        for (number, name) in [(SIGILL, "SIGILL"), (SIGSEGV, "SIGSEGV"), (SIGTRAP, "SIGTRAP")] {
            let session = try WindowSession({ _ in ["--scene", "street", "--width", "300", "--height", "200", "--quit-after", "60"] },
                                            focus: false, test: self)
            let app = session.app
            usleep(300_000)
            kill(app.processIdentifier, number)
            guard WindowSession.waitFor(60, { !app.isRunning }) else { XCTFail("\(name): still running"); continue }
            XCTAssertEqual(app.terminationReason, .uncaughtSignal, name)
            XCTAssertEqual(app.terminationStatus, number, name)
            XCTAssertTrue(session.appErrorText.contains("cubescroll: crashed (\(name)"), "\(name): \(session.appErrorText)")
        }
    }

    func testDragInARealWindowTracksDeceleratesAndSnaps() throws {
        let session = try WindowSession({ ["--width", "960", "--height", "540", "--trace", $0 + "/trace.jsonl",
                                           "--screenshot-dir", $0, "--quit-after", "60"] }, test: self)
        let work = session.work, window = session.window, app = session.app
        let waitFor = WindowSession.waitFor
        let shots = { (try? FileManager.default.contentsOfDirectory(atPath: work).filter { $0.hasSuffix(".png") }.sorted()) ?? [] }
        try session.key("s")
        XCTAssertTrue(waitFor(10) { shots().count == 1 }, "first screenshot saved")

        // A quick drag right-to-left across the strip (y = 448 in a 960×540 window): a fling.
        // One xdotool chain, so process start-up does not stretch the gesture.
        var chain = ["mousemove", "--window", window, "800", "448", "mousedown", "1"]
        for x in stride(from: 780, through: 480, by: -30) {
            chain += ["sleep", "0.012", "mousemove", "--window", window, "\(x)", "448"]
        }
        try session.xdotool(chain + ["mouseup", "1"])
        sleep(7)   // deceleration and the snap settle
        try session.key("s")
        XCTAssertTrue(waitFor(10) { shots().count == 2 }, "second screenshot saved")
        try session.key("Escape")
        XCTAssertTrue(waitFor(20) { !app.isRunning }, "Esc quits")
        XCTAssertEqual(app.terminationStatus, 0, session.appErrorText)

        let trace = try TraceReader.read(path: work + "/trace.jsonl")
        let firstTracking = try XCTUnwrap(trace.frames.firstIndex { $0.tracking && $0.dragging }, "tracking")
        let firstDecel = try XCTUnwrap(trace.frames.firstIndex { $0.decelerating }, "deceleration")
        XCTAssertLessThan(firstTracking, firstDecel, "tracking, then deceleration")
        XCTAssertGreaterThan(trace.last.offset.x, trace.pitch, "the fling scrolled")
        XCTAssertTrue(trace.isSnapped(trace.last.offset.x), "rests on a whole cube: \(trace.last.offset.x)")
        // The big cube kept turning during the drag (no run-loop pitfall).
        let angles = trace.frames[firstTracking...firstDecel].map(\.bigCubeAngle)
        XCTAssertNotEqual(angles.first, angles.last)

        let images = try shots().map { try PNGReader.read(path: "\(work)/\($0)") }
        XCTAssertEqual(images.count, 2)
        XCTAssertEqual(images[0].width, 960)
        XCTAssertNotEqual(images[0].pixels, images[1].pixels, "the screen changed")
    }

    /// A press and the moves after it that arrive in one poll (a slow frame, or a quick flick): the
    /// press is where it happened, not where the pointer has got to by the time it is read, so the
    /// strip follows the whole drag.
    func testABatchedPressAndDragStartsWhereThePressWas() throws {
        let session = try WindowSession({ ["--width", "960", "--height", "540", "--trace", $0 + "/trace.jsonl",
                                           "--quit-after", "60"] }, test: self)
        let window = session.window
        // No sleeps: the press and the move reach the app together.
        try session.xdotool(["mousemove", "--window", window, "800", "448", "mousedown", "1",
                             "mousemove", "--window", window, "500", "448", "mouseup", "1"])
        sleep(2)
        try session.key("Escape")
        XCTAssertTrue(WindowSession.waitFor(20) { !session.app.isRunning }, "Esc quits")
        let trace = try TraceReader.read(path: session.work + "/trace.jsonl")
        let furthest = trace.frames.map(\.offset.x).max() ?? 0
        XCTAssertGreaterThanOrEqual(furthest, 300 - 3, "the strip followed the 300 pt drag (less the slop)")
    }

    func testNoDisplayIsOneClearLineAndNonZeroExit() throws {
        let result = try Cubescroll.run(["--width", "320", "--height", "200"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("capture") && result.stderr.contains("xvfb-run"), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
    }
}
