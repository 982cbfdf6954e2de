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
    private func tool(_ name: String) throws -> String {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        let message = "\(name) not found: install it with `apt-get install \(name == "Xvfb" ? "xvfb" : name)` (or run .ci/install-deps)"
        if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail(message); throw XCTSkip(message) }
        throw XCTSkip(message)
    }

    @discardableResult
    private func sh(_ path: String, _ args: [String], env: [String: String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        p.environment = ProcessInfo.processInfo.environment.merging(env) { $1 }
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func waitFor(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline { if condition() { return true }; usleep(50_000) }
        return condition()
    }

    /// Starts a private X server on a display number nobody else uses; returns DISPLAY for it.
    private func startXvfb(_ xvfb: String) throws -> [String: String] {
        let number = Int.random(in: 200...900)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = [":\(number)", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
        server.standardError = FileHandle.nullDevice
        try server.run()
        addTeardownBlock { server.terminate(); server.waitUntilExit() }
        XCTAssertTrue(waitFor(10) { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") }, "Xvfb started")
        return ["DISPLAY": ":\(number)"]
    }

    func testSIGTERMFinishesTheTrace() throws {
        let xvfb = try tool("Xvfb"), xdotool = try tool("xdotool")
        let env = try startXvfb(xvfb)
        let work = NSTemporaryDirectory() + "cubescroll-window-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: work) }
        let app = Process()
        app.executableURL = URL(fileURLWithPath: Cubescroll.binary)
        app.arguments = ["--width", "400", "--height", "300", "--trace", work + "/trace.jsonl", "--quit-after", "60"]
        app.environment = ProcessInfo.processInfo.environment.merging(env) { $1 }
        try app.run()
        addTeardownBlock { if app.isRunning { app.terminate() } }
        _ = try sh(xdotool, ["search", "--sync", "--onlyvisible", "--name", "cubescroll"], env: env)
        usleep(300_000)
        app.terminate()   // SIGTERM
        XCTAssertTrue(waitFor(20) { !app.isRunning })
        XCTAssertEqual(app.terminationStatus, 0)
        let trace = try TraceReader.read(path: work + "/trace.jsonl")
        XCTAssertGreaterThan(trace.frames.count, 1)
        XCTAssertEqual(trace.header.windowSize.width, 400)
    }

    func testDragInARealWindowTracksDeceleratesAndSnaps() throws {
        let xvfb = try tool("Xvfb"), xdotool = try tool("xdotool")
        let work = NSTemporaryDirectory() + "cubescroll-window-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: work) }

        let env = try startXvfb(xvfb)

        let app = Process()
        app.executableURL = URL(fileURLWithPath: Cubescroll.binary)
        app.arguments = ["--width", "960", "--height", "540", "--trace", work + "/trace.jsonl",
                         "--screenshot-dir", work, "--quit-after", "60"]
        app.environment = ProcessInfo.processInfo.environment.merging(env) { $1 }
        let appErr = Pipe()
        app.standardError = appErr
        try app.run()
        addTeardownBlock { if app.isRunning { app.terminate() } }

        let window = try sh(xdotool, ["search", "--sync", "--onlyvisible", "--name", "cubescroll"], env: env)
            .split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertFalse(window.isEmpty, "the window appeared")
        try sh(xdotool, ["windowfocus", "--sync", window], env: env)
        usleep(500_000)
        let shots = { (try? FileManager.default.contentsOfDirectory(atPath: work).filter { $0.hasSuffix(".png") }.sorted()) ?? [] }
        try sh(xdotool, ["key", "--window", window, "s"], env: env)
        XCTAssertTrue(waitFor(10) { shots().count == 1 }, "first screenshot saved")

        // A quick drag right-to-left across the strip (y = 448 in a 960×540 window): a fling.
        // One xdotool chain, so process start-up does not stretch the gesture.
        var chain = ["mousemove", "--window", window, "800", "448", "mousedown", "1"]
        for x in stride(from: 780, through: 480, by: -30) {
            chain += ["sleep", "0.012", "mousemove", "--window", window, "\(x)", "448"]
        }
        try sh(xdotool, chain + ["mouseup", "1"], env: env)
        sleep(7)   // deceleration and the snap settle
        try sh(xdotool, ["key", "--window", window, "s"], env: env)
        XCTAssertTrue(waitFor(10) { shots().count == 2 }, "second screenshot saved")
        try sh(xdotool, ["key", "--window", window, "Escape"], env: env)
        XCTAssertTrue(waitFor(20) { !app.isRunning }, "Esc quits")
        XCTAssertEqual(app.terminationStatus, 0, String(decoding: appErr.fileHandleForReading.availableData, as: UTF8.self))

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

    func testNoDisplayIsOneClearLineAndNonZeroExit() throws {
        let result = try Cubescroll.run(["--width", "320", "--height", "200"], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("capture") && result.stderr.contains("xvfb-run"), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
    }
}
