import Capture
import Foundation
import ImageOutput
import Platform
import ScrollPhysics
import XCTest

/// HiDPI: on a desktop set to 192 dpi (`Xft.dpi: 192`, what a 2× desktop sets), the window opens
/// at its size in points times the content scale in pixels, draws at that scale, reads the
/// pointer in points, and says so in the trace header (docs/scenes.md, "HiDPI").
final class WindowHiDPITests: XCTestCase {
    func testA2xDesktopOpensTwiceThePixelsAndReadsThePointerInPoints() throws {
        let session = try WindowSession({ ["--width", "640", "--height", "360", "--trace", $0 + "/trace.jsonl",
                                           "--screenshot-dir", $0, "--quit-after", "60"] }, dpi: 192, test: self)
        let window = session.window, work = session.work
        guard !window.isEmpty else { return }
        let geometry = try session.xdotool(["getwindowgeometry", window])
        XCTAssertTrue(geometry.contains("Geometry: 1280x720"), "640×360 points at scale 2: \(geometry)")

        // A slow drag of 600 pixels along the strip (y = 83% of the height), held still before the
        // release: the content moves 300 points.
        var chain = ["mousemove", "--window", window, "1100", "600", "mousedown", "1"]
        for x in stride(from: 1080, through: 500, by: -20) { chain += ["sleep", "0.01", "mousemove", "--window", window, "\(x)", "600"] }
        try session.xdotool(chain + ["sleep", "0.3", "mouseup", "1"])
        sleep(1)
        try session.key("s")
        let shots = { (try? FileManager.default.contentsOfDirectory(atPath: work).filter { $0.hasSuffix(".png") }) ?? [] }
        XCTAssertTrue(WindowSession.waitFor(10) { shots().count == 1 }, "screenshot saved")
        try session.key("Escape")
        XCTAssertTrue(WindowSession.waitFor(20) { !session.app.isRunning }, "Esc quits")

        let trace = try TraceReader.read(path: work + "/trace.jsonl")
        XCTAssertEqual(trace.header.scale, 2, "the trace header's window.scale")
        XCTAssertEqual(trace.header.windowSize, Size(width: 640, height: 360), "the window in points")
        let dragged = try XCTUnwrap(trace.frames.filter(\.tracking).map(\.offset.x).max(), "the drag was traced")
        XCTAssertEqual(dragged, 300, accuracy: 12, "600 pixels are 300 points")
        let shot = try PNGReader.read(path: work + "/" + XCTUnwrap(shots().first))
        XCTAssertEqual([shot.width, shot.height], [1280, 720], "the screenshot has every pixel")
    }

    /// The three sizes GLFW reports, as X11 (a screen coordinate is a pixel) and Wayland (a point)
    /// give them for the same 640×360-point window at scale 2.
    func testPointsAreTheFramebufferOverTheContentScaleOnEveryPlatform() {
        let x11 = WindowGeometry(framebuffer: (1280, 720), screen: (1280, 720), contentScale: 2)
        let wayland = WindowGeometry(framebuffer: (1280, 720), screen: (640, 360), contentScale: 2)
        for g in [x11, wayland] {
            XCTAssertEqual(g.size, Size(width: 640, height: 360))
            XCTAssertEqual(g.pixelScale, 2)
        }
        XCTAssertEqual(x11.points(Point(x: 200, y: 100)), Point(x: 100, y: 50), "X11 reports the cursor in pixels")
        XCTAssertEqual(wayland.points(Point(x: 200, y: 100)), Point(x: 200, y: 100), "Wayland reports it in points")
        let minimised = WindowGeometry(framebuffer: (0, 0), screen: (0, 0), contentScale: 2)
        XCTAssertEqual(minimised.size, Size(width: 0, height: 0))
        XCTAssertEqual(minimised.pointsPerScreenCoordinate, 1)
        XCTAssertEqual(WindowGeometry(framebuffer: (800, 600), screen: (800, 600), contentScale: .nan).pixelScale, 1)
        XCTAssertEqual(WindowGeometry(framebuffer: (800, 600), screen: (800, 600), contentScale: 0).pixelScale, 1)
        // A scale change alone (a monitor of another scale; the pixels stay) changes the points.
        let moved = WindowGeometry(framebuffer: (1280, 720), screen: (1280, 720), contentScale: 1)
        XCTAssertEqual(moved.size, Size(width: 1280, height: 720))
    }
}
