import App
import Capture
import ImageOutput
import Foundation
import XCTest

/// Ctrl-C / SIGTERM during `cubescroll capture`, sent to a real child process: the run stops at the
/// next frame, says where, exits 130 / 143 and leaves no partial file.
final class CaptureInterruptTests: XCTestCase {
    /// Starts a long capture (small frames, every 5th frame as a PNG, and a video when ffmpeg is
    /// there), waits until frames are being written, sends `signal`, and checks what is left.
    private func interrupt(with signal: Int32, expectStatus status: Int32) throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        try script(events: #"{"t": 0.1, "type": "drag", "from": [700, 448], "to": [300, 448], "duration": 0.2}"#,
                   duration: 120, width: 160, height: 90)
            .write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        var arguments = ["capture", dir + "/s.json", "--out", dir + "/out", "--every", "5"]
        let hasFFmpeg = VideoEncoder.findExecutable("ffmpeg", searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") != nil
        if hasFFmpeg { arguments += ["--video", dir + "/v.mp4"] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Cubescroll.binary)
        process.arguments = arguments
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        nonisolated(unsafe) var errData = Data()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { errData = err.fileHandleForReading.readDataToEndOfFile(); drained.signal() }

        // Wait for the 10th written frame (frame-000050.png), so the signal lands mid-run.
        let deadline = Date() + 60
        while !FileManager.default.fileExists(atPath: dir + "/out/frame-000050.png") && process.isRunning && Date() < deadline {
            usleep(20_000)
        }
        XCTAssertTrue(process.isRunning, "the capture ended before it could be interrupted")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        drained.wait()
        let stderr = String(decoding: errData, as: UTF8.self)

        XCTAssertEqual(process.terminationReason, .exit, "it exits by itself rather than dying of the signal")
        XCTAssertEqual(process.terminationStatus, status, stderr)
        let line = stderr.split(separator: "\n").last.map(String.init) ?? ""
        let match = line.firstMatch(of: /^cubescroll: interrupted at frame (\d+) of 7201$/)
        XCTAssertNotNil(match, "last line: \(line)")
        let stoppedAt = match.flatMap { Int($0.1) } ?? 0
        XCTAssertGreaterThan(stoppedAt, 50)

        let out = CaptureTestSupport.files(dir + "/out")
        XCTAssertEqual(out.filter { $0.hasPrefix(".") }, [], "no partial files left")
        XCTAssertFalse(out.contains("trace.jsonl"), "an interrupted run leaves no trace that looks complete")
        XCTAssertEqual(CaptureTestSupport.files(dir), ["out", "s.json"], "no video, no partial video")
        // Every frame rendered before the stop and due as a PNG was written, whole.
        let pngs = out.filter { $0.hasSuffix(".png") }
        XCTAssertEqual(pngs.count, (stoppedAt + 4) / 5, "\(pngs.count) PNGs for \(stoppedAt) frames")
        XCTAssertNoThrow(try PNGReader.read(path: dir + "/out/" + pngs.last!))
    }

    func testCtrlCStopsAtTheNextFrameAndExits130() throws {
        try interrupt(with: SIGINT, expectStatus: 130)
    }

    func testSIGTERMStopsAtTheNextFrameAndExits143() throws {
        try interrupt(with: SIGTERM, expectStatus: 143)
    }
}
