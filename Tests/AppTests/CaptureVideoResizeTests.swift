import App
import Capture
import ImageOutput
import Foundation
import XCTest

/// `cubescroll capture --video` across a `resize` event, checked on frames ffmpeg decodes back.
final class CaptureVideoResizeTests: XCTestCase {
    func testFramesAfterAResizeAreLetterboxedNotCropped() throws {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        guard let ffmpeg = VideoEncoder.findExecutable("ffmpeg", searchPath: path) else {
            throw CaptureTestSupport.missingTool("ffmpeg is not installed (apt-get install ffmpeg)")
        }
        // 160×90, then a square 90×90 window: it fits the 160×90 video at x = 35…124.
        let json = script(events: #"{"t": 0.1, "type": "resize", "width": 90, "height": 90}, {"t": 0.5, "type": "capture", "name": "square"}"#,
                          duration: 0.5, fps: 10, width: 160, height: 90)
        let (dir, result) = try Cubescroll.capture(json, ["--video", "VIDEO"], test: self, videoInOut: true)
        XCTAssertEqual(result.status, 0, result.stderr)
        let png = dir + "/last.png"   // frame 5 (t = 0.5), the one captured as square.png
        let decode = Process()
        decode.executableURL = URL(fileURLWithPath: ffmpeg)
        decode.arguments = ["-v", "error", "-y", "-i", dir + "/out/v.mp4", "-vf", "select=eq(n\\,5)", "-frames:v", "1", png]
        try decode.run()
        decode.waitUntilExit()
        XCTAssertEqual(decode.terminationStatus, 0)
        let frame = try PNGReader.read(path: png)
        let square = try PNGReader.read(path: dir + "/out/square.png")
        XCTAssertEqual(frame.width, 160); XCTAssertEqual(frame.height, 90)
        XCTAssertEqual(square.width, 90); XCTAssertEqual(square.height, 90)

        // The bars are black; the scene's background is not (it is (20, 23, 31)).
        for x in [0, 10, 30, 129, 150, 159] {
            for y in [5, 45, 85] {
                let p = frame.pixel(x: x, y: y)
                XCTAssertLessThanOrEqual(max(p.r, p.g, p.b), 10, "bar pixel (\(x), \(y)) = \(p)")
            }
        }
        // Between them, the whole square frame at full size (within video compression).
        var total = 0
        for y in 0..<90 {
            for x in 0..<90 {
                let a = frame.pixel(x: 35 + x, y: y), b = square.pixel(x: x, y: y)
                total += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
            }
        }
        let mean = Double(total) / Double(90 * 90 * 3)
        XCTAssertLessThan(mean, 6, "the square frame sits centred, unscaled and uncropped (mean difference \(mean))")
    }
}

extension Cubescroll {
    /// `capture(_:_:test:)` with the argument "VIDEO" replaced by DIR/out/v.mp4.
    static func capture(_ script: String, _ extra: [String], test: XCTestCase, videoInOut: Bool) throws -> (dir: String, result: Result) {
        let dir = NSTemporaryDirectory() + "cubescroll-scenario-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        try script.write(toFile: dir + "/script.json", atomically: true, encoding: .utf8)
        let arguments = extra.map { $0 == "VIDEO" ? dir + "/out/v.mp4" : $0 }
        return (dir, try run(["capture", dir + "/script.json", "--out", dir + "/out"] + arguments))
    }
}
