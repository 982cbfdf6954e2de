import Foundation
import XCTest

/// The example app itself, in a real window under Xvfb: the arrow keys move it a row at a time and
/// each "came to rest" line reaches a pipe as it happens (not when the app exits). Skipped when
/// Xvfb or xdotool is missing (outside CI; `.ci/install-deps` installs them).
final class ListWindowTests: XCTestCase {
    func testArrowKeysStepRowsAndEachRestIsPrintedAtOnce() throws {
        let tools = ["/usr/bin/Xvfb", "/usr/bin/xdotool"]
        for tool in tools where !FileManager.default.isExecutableFile(atPath: tool) {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("\(tool) missing") }
            throw XCTSkip("\(tool) missing: apt-get install xvfb xdotool")
        }
        let display = ":\(Int.random(in: 300...899))"
        let server = try start(tools[0], [display, "-screen", "0", "800x800x24", "-nolisten", "tcp"])
        defer { server.terminate(); server.waitUntilExit() }
        usleep(500_000)

        // Built beside the test bundle (the test target depends on it).
        let folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        let binary = try XCTUnwrap(folders.map { $0.appendingPathComponent("scrolling-list").path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }, "scrolling-list built in \(folders)")
        let output = Pipe()
        let app = try start(binary, ["60"], display: display, stdout: output)
        defer { if app.isRunning { app.terminate() }; app.waitUntilExit() }
        let lines = LineCollector(output.fileHandleForReading)

        let window = try run(tools[1], ["search", "--sync", "--name", "Scrolling list"], display: display)
            .split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertFalse(window.isEmpty, "the window opened")
        _ = try run(tools[1], ["windowfocus", "--sync", window], display: display)
        usleep(300_000)
        _ = try run(tools[1], ["key", "--window", window, "Right"], display: display)
        XCTAssertTrue(lines.wait(for: "came to rest at y = 72.0 (row 1)"), "→ moved one row: \(lines.text)")
        _ = try run(tools[1], ["key", "--window", window, "Left"], display: display)
        XCTAssertTrue(lines.wait(for: "came to rest at y = 0.0 (row 0)"), "← moved back: \(lines.text)")
        XCTAssertTrue(app.isRunning, "the lines came while the app ran (flushed per line)")
    }

    private func start(_ path: String, _ arguments: [String], display: String? = nil, stdout: Pipe? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let display { process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": display]) { $1 } }
        process.standardOutput = stdout ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func run(_ path: String, _ arguments: [String], display: String) throws -> String {
        let pipe = Pipe()
        let process = try start(path, arguments, display: display, stdout: pipe)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Gathers what a pipe delivers, on a background thread, for `wait(for:)`.
private final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { return }
                lock.lock(); collected += String(decoding: data, as: UTF8.self); lock.unlock()
            }
        }
        thread.start()
    }

    var text: String { lock.lock(); defer { lock.unlock() }; return collected }

    /// True once `line` has arrived (within 10 s).
    func wait(for line: String) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if text.contains(line) { return true }
            usleep(50_000)
        }
        return false
    }
}
