import Foundation
import XCTest

/// The real window under test: a private X server (Xvfb) on a display number nobody else uses,
/// the built `cubescroll` running in it, and xdotool to drive it as a person would. Everything it
/// starts (server, app, work folder) is stopped or removed when the test ends. In CI (CI=true) a
/// missing Xvfb or xdotool is a failure, not a skip.
final class WindowSession {
    /// DISPLAY for the private server, added to the environment of every process started here.
    let environment: [String: String]
    /// A fresh folder for the test's files (trace, screenshots), removed after the test.
    let work: String
    /// The running app.
    let app = Process()
    /// The app's standard error (read it once the app has exited).
    let appError = Pipe()
    /// The app's window id (from `xdotool search`), once it has appeared.
    private(set) var window = ""
    private let xdotoolPath: String

    /// Starts Xvfb and `cubescroll ARGUMENTS(work)` in it, waits for the window to appear and
    /// focuses it (`focus`). `dpi`: the desktop's `Xft.dpi` resource (192 is a 2× desktop: GLFW's
    /// content scale 2), set on the server before the app starts; nil sets none (scale 1).
    /// Throws XCTSkip when Xvfb or xdotool is missing (outside CI).
    init(_ arguments: (_ work: String) -> [String], focus: Bool = true, dpi: Int? = nil,
         screen: String = "1280x800", test: XCTestCase) throws {
        let xvfb = try Self.tool("Xvfb")
        xdotoolPath = try Self.tool("xdotool")
        let number = Int.random(in: 200...900)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: xvfb)
        // -noreset: a resource set by xprop must outlive xprop's connection (the server resets
        // when its last client leaves).
        server.arguments = [":\(number)", "-screen", "0", screen + "x24", "-nolisten", "tcp"] + (dpi == nil ? [] : ["-noreset"])
        server.standardError = FileHandle.nullDevice
        try server.run()
        test.addTeardownBlock { server.terminate(); server.waitUntilExit() }
        XCTAssertTrue(Self.waitFor(10) { FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") }, "Xvfb started")
        environment = ["DISPLAY": ":\(number)"]
        if let dpi {
            // What `xrdb -merge` with "Xft.dpi: 192" leaves on the root window.
            try CaptureTestSupport.output(of: try Self.tool("xprop"), ["-root", "-f", "RESOURCE_MANAGER", "8s", "-set",
                                                                       "RESOURCE_MANAGER", "Xft.dpi:\t\(dpi)\n"],
                                          environment: environment)
        }

        work = try CaptureTestSupport.makeTemporaryDirectory(test)

        app.executableURL = URL(fileURLWithPath: Cubescroll.binary)
        app.arguments = arguments(work)
        app.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        app.standardError = appError
        try app.run()
        let app = self.app
        test.addTeardownBlock { if app.isRunning { app.terminate() } }

        window = try xdotool(["search", "--sync", "--onlyvisible", "--name", "cubescroll"])
            .split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertFalse(window.isEmpty, "the window appeared")
        if focus, !window.isEmpty {
            try xdotool(["windowfocus", "--sync", window])
            usleep(500_000)
        }
    }

    /// Runs `xdotool ARGS` against the private display and returns its output, trimmed. Give a
    /// whole gesture as one chain, so process start-up does not stretch it.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        try CaptureTestSupport.output(of: xdotoolPath, arguments, environment: environment)
    }

    /// Presses `key` (xdotool's name: "Tab", "shift+Tab", "s", "Escape") in the window.
    func key(_ key: String) throws { try xdotool(["key", "--window", window, key]) }

    /// What the app wrote to standard error (call after it has exited).
    var appErrorText: String { String(decoding: appError.fileHandleForReading.availableData, as: UTF8.self) }

    /// The Debian packages of the tools whose names differ from theirs.
    private static let packages = ["Xvfb": "xvfb", "import": "imagemagick", "xprop": "x11-utils"]

    /// The path of `name` on PATH; XCTSkip (and, in CI, a failure) naming the package when missing.
    static func tool(_ name: String) throws -> String {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw CaptureTestSupport.missingTool(
            "\(name) not found: install it with `apt-get install \(packages[name] ?? name)` (or run .ci/install-deps)")
    }

    /// Polls `condition` every 50 ms for up to `seconds`; its last value.
    static func waitFor(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline { if condition() { return true }; usleep(50_000) }
        return condition()
    }
}
