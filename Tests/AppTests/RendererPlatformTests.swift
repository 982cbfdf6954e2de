import DesktopInput
import SceneKit
import App
import Capture
import ImageOutput
import Platform
import Scenes
import Foundation
import Renderer
import ScrollPhysics
import XCTest

/// The platform layer: the EGL headless context, and the GLFW window host's errors, sizes, input
/// routing and GL context (the renderer's calls under GLX) on a private Xvfb server driven by xdotool.
final class RendererPlatformTests: XCTestCase {
    /// Runs `body` with environment variable `name` set to `value` (nil: unset), then restores it.
    private func withEnvironment(_ name: String, _ value: String?, _ body: () throws -> Void) rethrows {
        let saved = ProcessInfo.processInfo.environment[name]
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
        defer { if let saved { setenv(name, saved, 1) } else { unsetenv(name) } }
        try body()
    }

    func testEGLHeadlessContextGivesOpenGL33CoreWithoutAnXServer() throws {
        try withEnvironment("DISPLAY", nil) {
            let context = try EGLHeadlessContext()
            let renderer = try SceneRenderer()
            XCTAssertGreaterThanOrEqual(context.eglVersion.major * 10 + context.eglVersion.minor, 14)
            XCTAssertTrue(renderer.glVersion.contains("Core Profile"), renderer.glVersion)
        }
    }

    /// Without Mesa's EGL vendor library (glvnd pointed at a vendor file that does not exist) the
    /// error names the Debian packages. glvnd reads vendors once per process, so the check runs in a
    /// child copy of this test binary (the child runs only this test, with `childMarker` set).
    func testMissingMesaEGLNamesTheDebianPackages() throws {
        let childMarker = "CUBESCROLL_TEST_EGL_CHILD"
        if ProcessInfo.processInfo.environment[childMarker] != nil {
            XCTAssertThrowsError(try EGLHeadlessContext()) { error in
                XCTAssertEqual((error as? PlatformError)?.kind, .eglUnavailable)
                print("child-error: \(error)")
            }
            return
        }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["AppTests.RendererPlatformTests/testMissingMesaEGLNamesTheDebianPackages"]
        var environment = ProcessInfo.processInfo.environment
        environment[childMarker] = "1"
        environment["__EGL_VENDOR_LIBRARY_FILENAMES"] = "/nonexistent/50_mesa.json"
        child.environment = environment
        let pipe = Pipe()
        child.standardOutput = pipe
        child.standardError = pipe
        try child.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        XCTAssertEqual(child.terminationStatus, 0, output)
        let line = output.split(separator: "\n").first { $0.hasPrefix("child-error: ") } ?? ""
        XCTAssertTrue(line.contains(PlatformError.eglPackages), "child said: \(output)")
    }

    func testNoDisplayIsOneLinePointingToCaptureAndXvfb() throws {
        for display in [nil, ":987"] {   // unset, and a server that does not exist
            try withEnvironment("WAYLAND_DISPLAY", nil) { try withEnvironment("DISPLAY", display) {
                XCTAssertThrowsError(try GLFWWindowHost()) { error in
                    let failure = error as? PlatformError
                    XCTAssertEqual(failure?.kind, .noDisplay, "\(error)")
                    let message = "\(error)"
                    XCTAssertTrue(message.contains("no display") && message.contains("cubescroll capture")
                                  && message.contains("xvfb-run"), message)
                    XCTAssertFalse(message.contains("\n"), "one line")
                }
            } }
        }
    }

    func testWindowUnderXvfbReportsPointsRoutesInputAndRendersWithTheSameGLCalls() throws {
        let xvfb = try XvfbServer.start()
        defer { xvfb.stop() }
        try withEnvironment("DISPLAY", xvfb.display) {
            let title = "cubescroll-test-\(ProcessInfo.processInfo.processIdentifier)"
            // An EGL context current on this thread must not break the window (glvnd: one API per thread).
            let headless = try EGLHeadlessContext()
            let host = try GLFWWindowHost(title: title)
            try headless.makeCurrent()          // and back and forth
            host.makeContextCurrent()
            XCTAssertEqual(host.windowSize, Size(width: 1280, height: 720))
            XCTAssertEqual(host.framebufferSize.width, 1280)
            XCTAssertEqual(host.framebufferSize.height, 720)
            XCTAssertFalse(host.shouldClose)

            // The renderer, built for EGL, draws through the window's GLX context too — here on the
            // render thread, while this (main) thread waits for events and stamps them.
            let display = xvfb.display
            let seen = SeenOnRenderThread()
            try host.runRenderThread { side in
                let renderer = try SceneRenderer()
                let snapshot = CubeFrame(viewSize: side.windowState.windowSize, background: RendererTestSupport.background,
                                         bigCube: RendererTestSupport.cube(640, 200, size: 200), stripFrame: .zero,
                                         littleCubes: [])
                renderer.draw(snapshot, framebufferWidth: 1280, framebufferHeight: 720)
                var bytes: [UInt8] = []
                PixelReadback.readRGBA(width: 1280, height: 720, into: &bytes)
                seen.image = GLTestImage(width: 1280, height: 720, bytes: bytes)
                side.swapBuffers()

                let window = try XvfbServer.run(display: display, "xdotool", "search", "--sync", "--name", title)
                    .split(separator: "\n")[0]
                _ = try XvfbServer.run(display: display, "xdotool", "mousemove", "--window", String(window), "300", "250",
                                       "click", "1", "key", "Right", "click", "4", "keydown", "shift", "click", "5",
                                       "keyup", "shift", "key", "s")
                seen.events = Self.collect(side) { $0.map(\.event).contains(.key(.character("s"), modifiers: [], isRepeat: false)) }
                seen.timeAfterInput = side.time
                _ = try XvfbServer.run(display: display, "xdotool", "windowsize", String(window), "800", "500")
                seen.resizeEvents = Self.collect(side) { $0.map(\.event).contains(.resize(Size(width: 800, height: 500))) }
                seen.stateAfterResize = side.windowState
            }
            let image = try XCTUnwrap(seen.image)
            XCTAssertTrue(image.isReddish(640, 200), "\(image.rgb(640, 200))")
            XCTAssertTrue(image.isColor(100, 600, RendererTestSupport.background), "\(image.rgb(100, 600))")

            let events = seen.events
            let click = Point(x: 300, y: 250)   // window points, as given to xdotool
            for expected: DesktopEvent in [.mouseMove(click), .mouseDown(click, button: .left, clickCount: 1),
                                           .mouseUp(click, button: .left), .key(.scroll(.right), modifiers: [], isRepeat: false),
                                           .wheel(dx: 0, dy: 1, at: click, modifiers: [], kind: nil),   // X button 4: wheel up
                                           .wheel(dx: 0, dy: -1, at: click, modifiers: .shift, kind: nil)] {   // Shift + button 5
                XCTAssertTrue(events.map(\.event).contains(expected), "\(expected) not in \(events)")
            }
            let times = events.map(\.time)
            XCTAssertEqual(times, times.sorted(), "timestamps in arrival order")
            XCTAssertLessThanOrEqual(times.last ?? .infinity, seen.timeAfterInput)

            XCTAssertTrue(seen.resizeEvents.map(\.event).contains(.resize(Size(width: 800, height: 500))), "\(seen.resizeEvents)")
            XCTAssertEqual(seen.stateAfterResize?.windowSize, Size(width: 800, height: 500))
            XCTAssertEqual(host.windowSize, Size(width: 800, height: 500))
        }
    }

    /// Takes frames on the render thread for up to 3 s until `done` holds for the events so far.
    private static func collect(_ side: RenderSide, until done: ([WindowEvent]) -> Bool) -> [WindowEvent] {
        var events: [WindowEvent] = []
        let deadline = side.time + 3
        while !done(events), side.time < deadline,
              let batch = side.nextFrame(notBefore: 0, wakeAt: side.time + 0.05) {
            events += batch.events
        }
        return events
    }
}

/// What the render thread saw, read by the test after `runRenderThread` returned (the thread has
/// ended by then, so nothing is shared at once).
private final class SeenOnRenderThread: @unchecked Sendable {
    var image: GLTestImage?
    var events: [WindowEvent] = []
    var timeAfterInput = 0.0
    var resizeEvents: [WindowEvent] = []
    var stateAfterResize: WindowState?
}

enum XvfbError: Error { case missing(String) }

/// A private Xvfb server for one test, on the first free display number from 140.
struct XvfbServer {
    let display: String
    let process: Process

    static func start() throws -> XvfbServer {
        for tool in ["/usr/bin/Xvfb", "/usr/bin/xdotool"] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw XvfbError.missing("\(tool) is missing: apt-get install xvfb xdotool (CI installs them)")
        }
        guard let number = (140..<240).first(where: { !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock") }) else {
            throw XvfbError.missing("no free X display number in :140…:239")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        process.arguments = [":\(number)", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") && Date() < deadline { usleep(20_000) }
        return XvfbServer(display: ":\(number)", process: process)
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }

    /// Runs a tool against this display; returns its stdout; throws if it exits non-zero.
    func run(_ tool: String, _ arguments: String...) throws -> String {
        try Self.run(display: display, tool, arguments)
    }

    /// Runs a tool against `display` (from any thread); returns its stdout; throws if it exits non-zero.
    static func run(display: String, _ tool: String, _ arguments: String...) throws -> String {
        try run(display: display, tool, arguments)
    }

    static func run(display: String, _ tool: String, _ arguments: [String]) throws -> String {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        child.arguments = [tool] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        child.environment = environment
        let pipe = Pipe()
        child.standardOutput = pipe
        try child.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0 else {
            throw XvfbError.missing("\(tool) \(arguments.joined(separator: " ")) exited \(child.terminationStatus)")
        }
        return String(decoding: output, as: UTF8.self)
    }
}
