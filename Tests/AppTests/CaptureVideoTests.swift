import SceneKit
import App
import Capture
import ImageOutput
import Platform
import Foundation
import XCTest
import RunSupport

/// Video encoding through ffmpeg, and the error when ffmpeg is missing.
final class CaptureVideoTests: XCTestCase {
    private func requireFFmpeg() throws -> String {
        guard let path = VideoEncoder.findExecutable("ffmpeg", searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") else {
            throw CaptureTestSupport.missingTool("ffmpeg is not installed (apt-get install ffmpeg)")
        }
        return path
    }

    /// "WIDTH,HEIGHT,FRAMES,CODEC" of the video's first stream, as ffprobe sees it.
    private func probe(_ file: String, ffmpeg: String) throws -> String {
        let ffprobe = URL(fileURLWithPath: ffmpeg).deletingLastPathComponent().appendingPathComponent("ffprobe").path
        return try CaptureTestSupport.output(of: ffprobe, ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                           "-show_entries", "stream=width,height,nb_read_frames,codec_name",
                                                           "-of", "csv=p=0", file])
    }

    private func frame(_ i: Int, width: Int = 64, height: Int = 48) -> RGBAImage {
        RGBAImage(width: width, height: height, fill: (UInt8(i * 20), 100, UInt8(255 - i * 20), 255))
    }

    func testEncodesFramesIntoAVideoThatAppearsOnFinish() throws {
        let ffmpeg = try requireFFmpeg()
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let path = "\(dir)/run.mp4"
        let encoder = try VideoEncoder(path: path, width: 64, height: 48, fps: 30)
        XCTAssertEqual(encoder.codec, "libx264")  // Debian's ffmpeg has it; mpeg4 is the fallback
        for i in 0..<10 { try encoder.append(frame(i)) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        try encoder.finish()
        XCTAssertEqual(CaptureTestSupport.files(dir), ["run.mp4"])
        XCTAssertEqual(try probe(path, ffmpeg: ffmpeg), "h264,64,48,10")
    }

    func testOddSizesArePaddedAndResizedFramesFitted() throws {
        let ffmpeg = try requireFFmpeg()
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let encoder = try VideoEncoder(path: "\(dir)/odd.mp4", width: 63, height: 47, fps: 24)
        try encoder.append(frame(0, width: 63, height: 47))
        try encoder.append(frame(1, width: 80, height: 20))   // after a resize: letterboxed
        try encoder.append(frame(2, width: 10, height: 90))
        try encoder.finish()
        XCTAssertEqual(try probe("\(dir)/odd.mp4", ffmpeg: ffmpeg), "h264,64,48,3")
    }

    /// Frame `index` of `file` decoded by ffmpeg into a PNG and read back.
    private func decodedFrame(_ index: Int, of file: String, ffmpeg: String) throws -> RGBAImage {
        let png = file + "-frame\(index).png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-v", "error", "-y", "-i", file, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", png]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        defer { unlink(png) }
        return try PNGReader.read(path: png)
    }

    private func assertClose(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ rgb: (Int, Int, Int), _ what: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let d = max(abs(Int(p.r) - rgb.0), abs(Int(p.g) - rgb.1), abs(Int(p.b) - rgb.2))
        XCTAssertLessThanOrEqual(d, 24, "\(what): got \(p), expected about \(rgb)", file: file, line: line)
    }

    func testAResizedFrameIsScaledToFitBetweenBlackBars() throws {
        let ffmpeg = try requireFFmpeg()
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let path = "\(dir)/fit.mp4"
        let encoder = try VideoEncoder(path: path, width: 64, height: 48, fps: 10)
        try encoder.append(RGBAImage(width: 64, height: 48, fill: (0, 200, 0, 255)))
        // 1:3, taller than the video: scaled to 16×48, centred horizontally.
        let tall = RGBAImage(width: 20, height: 60, fill: (220, 30, 30, 255))
        try encoder.append(tall)
        // Wider than the video: scaled down to 64×16, centred vertically.
        try encoder.append(RGBAImage(width: 128, height: 32, fill: (30, 30, 220, 255)))
        try encoder.finish()

        let first = try decodedFrame(0, of: path, ffmpeg: ffmpeg)
        XCTAssertEqual(first.width, 64); XCTAssertEqual(first.height, 48)
        assertClose(first.pixel(x: 4, y: 24), (0, 200, 0), "same size: untouched")

        let second = try decodedFrame(1, of: path, ffmpeg: ffmpeg)
        XCTAssertEqual(second.width, 64); XCTAssertEqual(second.height, 48)
        assertClose(second.pixel(x: 32, y: 2), (220, 30, 30), "top of the tall frame kept")
        assertClose(second.pixel(x: 32, y: 45), (220, 30, 30), "bottom of the tall frame kept")
        assertClose(second.pixel(x: 4, y: 24), (0, 0, 0), "left bar")
        assertClose(second.pixel(x: 59, y: 24), (0, 0, 0), "right bar")

        let third = try decodedFrame(2, of: path, ffmpeg: ffmpeg)
        assertClose(third.pixel(x: 2, y: 24), (30, 30, 220), "left end of the wide frame kept")
        assertClose(third.pixel(x: 61, y: 24), (30, 30, 220), "right end of the wide frame kept")
        assertClose(third.pixel(x: 32, y: 4), (0, 0, 0), "top bar")
        assertClose(third.pixel(x: 32, y: 43), (0, 0, 0), "bottom bar")
    }

    func testLetterboxGeometryAndExactCopyAtTheSameSize() {
        XCTAssertTrue(Letterbox.fit(20, 60, into: 64, 48) == (24, 0, 16, 48))
        XCTAssertTrue(Letterbox.fit(128, 32, into: 64, 48) == (0, 16, 64, 16))
        XCTAssertTrue(Letterbox.fit(1280, 720, into: 960, 540) == (0, 0, 960, 540))
        var box = Letterbox(width: 8, height: 4)
        var pixels = [UInt8](repeating: 0, count: 4 * 2 * 4)
        for i in 0..<pixels.count { pixels[i] = UInt8(i * 7 % 256) }
        let image = RGBAImage(width: 4, height: 2, pixels: pixels)
        box.fit(image)   // 4×2 into 8×4: exactly 2× (bilinear at pixel centres)
        XCTAssertTrue(box.contentRect == (0, 0, 8, 4))
        box = Letterbox(width: 4, height: 4)
        box.fit(image)   // same width: rows 1…2 hold the image unchanged, rows 0 and 3 are bars
        XCTAssertTrue(box.contentRect == (0, 1, 4, 2))
        XCTAssertEqual(Array(box.pixels[16..<48]), pixels)
        XCTAssertEqual(Array(box.pixels[0..<4]), [0, 0, 0, 255])
    }

    func testCancelLeavesNothing() throws {
        _ = try requireFFmpeg()
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let encoder = try VideoEncoder(path: "\(dir)/gone.mp4", width: 32, height: 32, fps: 60)
        try encoder.append(frame(0, width: 32, height: 32))
        encoder.cancel()
        XCTAssertEqual(CaptureTestSupport.files(dir), [])
    }

    func testFFmpegFailureIsReportedAndLeavesNothing() throws {
        _ = try requireFFmpeg()
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        // An extension no muxer knows: ffmpeg exits with an error.
        let encoder = try VideoEncoder(path: "\(dir)/bad.nosuchformat", width: 32, height: 32, fps: 60)
        var failure: String?
        do {
            for i in 0..<200 { try encoder.append(frame(i % 10, width: 32, height: 32)) }
            try encoder.finish()
        } catch {
            failure = error.message
        }
        XCTAssertTrue(failure?.contains("bad.nosuchformat") == true, failure ?? "no error")
        XCTAssertTrue(failure?.hasPrefix("ffmpeg") == true, failure ?? "no error")
        XCTAssertEqual(CaptureTestSupport.files(dir), [])
    }

    func testMissingFFmpegGivesTheInstallHint() {
        XCTAssertThrowsError(try VideoEncoder(path: "/tmp/never.mp4", width: 32, height: 32, fps: 60, searchPath: "")) { error in
            XCTAssertEqual((error as? CaptureError)?.message, "ffmpeg not found: install it with apt-get install ffmpeg, or omit --video")
            XCTAssertEqual((error as? CaptureError)?.exitCode, 2)
        }
        XCTAssertNil(VideoEncoder.findExecutable("ffmpeg", searchPath: "/nonexistent:/also-not"))
        XCTAssertEqual(VideoEncoder.findExecutable("sh", searchPath: "/nonexistent::/bin"), "/bin/sh")
    }
}
