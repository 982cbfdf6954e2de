import App
import Capture
import Foundation
import SceneKit
import XCTest

/// Scenes in the real window under Xvfb: `--scene photos` opens the photo browser, Ctrl+wheel
/// zooms it, Tab switches to the next scene (written to the trace as `sceneChanged`).
final class WindowSceneTests: XCTestCase {
    private func tool(_ name: String) throws -> String {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        let message = "\(name) not found: install it with `apt-get install \(name == "Xvfb" ? "xvfb" : name)` (or run .ci/install-deps)"
        if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail(message) }
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

    func testPhotosZoomsWithCtrlWheelAndTabSwitchesScenes() throws {
        let xvfb = try tool("Xvfb"), xdotool = try tool("xdotool")
        let number = Int.random(in: 200...900)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        server.arguments = [":\(number)", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
        server.standardError = FileHandle.nullDevice
        try server.run()
        addTeardownBlock { server.terminate(); server.waitUntilExit() }
        XCTAssertTrue(waitFor(10) { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") })
        let env = ["DISPLAY": ":\(number)"]
        let work = NSTemporaryDirectory() + "cubescroll-window-scenes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: work) }
        let app = Process()
        app.executableURL = URL(fileURLWithPath: Cubescroll.binary)
        app.arguments = ["--scene", "photos", "--count", "3", "--width", "480", "--height", "270",
                         "--trace", work + "/trace.jsonl", "--quit-after", "60"]
        app.environment = ProcessInfo.processInfo.environment.merging(env) { $1 }
        try app.run()
        addTeardownBlock { if app.isRunning { app.terminate() } }
        let window = try sh(xdotool, ["search", "--sync", "--onlyvisible", "--name", "cubescroll"], env: env)
            .split(separator: "\n")[0]
        try sh(xdotool, ["windowfocus", "--sync", String(window)], env: env)
        usleep(500_000)
        try sh(xdotool, ["mousemove", "--window", String(window), "240", "135", "keydown", "ctrl", "click", "4", "click", "4",
                         "keyup", "ctrl", "sleep", "0.5", "key", "--window", String(window), "Tab", "sleep", "0.5",
                         "key", "--window", String(window), "Escape"], env: env)
        XCTAssertTrue(waitFor(30) { !app.isRunning }, "Esc quits")
        XCTAssertEqual(app.terminationStatus, 0)
        let trace = try TraceReader.read(path: work + "/trace.jsonl")
        XCTAssertEqual(trace.header.sceneName, "photos")
        XCTAssertEqual(trace.header.scrollView("pager")?.paging, true)
        let zooms = trace.frames.compactMap { f -> Double? in if case .number(let z)? = f.fields["relativeZoom"] { return z }; return nil }
        XCTAssertEqual(zooms.max() ?? 0, 1.25 * 1.25, accuracy: 1e-9, "two Ctrl+wheel notches")
        let switched = trace.allEvents.first { $0.event.name == "sceneChanged" }
        XCTAssertEqual(switched?.event["scene"], .string("cubes"))
        XCTAssertNotNil(trace.last.fields["bigCube"], "the cube scene's frames after the switch")
    }
}
