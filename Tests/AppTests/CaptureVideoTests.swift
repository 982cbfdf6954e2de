import SceneKit
import App
import Capture
import ImageOutput
import Platform
import Foundation
import XCTest

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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg).deletingLastPathComponent().appendingPathComponent("ffprobe")
        process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0",
                             "-show_entries", "stream=width,height,nb_read_frames,codec_name", "-of", "csv=p=0", file]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
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
        try encoder.append(frame(1, width: 80, height: 20))   // after a resize: cropped and padded
        try encoder.append(frame(2, width: 10, height: 90))
        try encoder.finish()
        XCTAssertEqual(try probe("\(dir)/odd.mp4", ffmpeg: ffmpeg), "h264,64,48,3")
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
