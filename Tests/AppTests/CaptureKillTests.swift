import App
import Capture
import ImageOutput
import Foundation
import XCTest

/// A capture killed with SIGKILL (no chance to clean up): its ffmpeg dies with it, and the next run
/// into the same folder removes what it left (docs/capture.md, "Headless capture").
final class CaptureKillTests: XCTestCase {
    /// The children of process `pid` (from /proc/PID/task/*/children).
    private func children(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task -> [pid_t] in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            return text.split(separator: " ").compactMap { pid_t($0) }
        }
    }

    /// True while `pid` runs (a zombie waiting to be reaped counts as gone).
    private func isAlive(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return !stat[stat.index(close, offsetBy: 2)...].hasPrefix("Z")
    }

    func testFFmpegDiesWithAKilledCaptureAndARerunClearsWhatItLeft() throws {
        guard VideoEncoder.findExecutable("ffmpeg", searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") != nil else {
            throw CaptureTestSupport.missingTool("ffmpeg is not installed (apt-get install ffmpeg)")
        }
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        try script(events: "", duration: 120, width: 160, height: 90).write(toFile: dir + "/long.json", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Cubescroll.binary)
        process.arguments = ["capture", dir + "/long.json", "--out", dir + "/out", "--every", "5", "--video", dir + "/out/v.mp4"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date() + 60
        while !FileManager.default.fileExists(atPath: dir + "/out/frame-000050.png") && process.isRunning && Date() < deadline {
            usleep(20_000)
        }
        let ffmpeg = children(of: process.processIdentifier)
        XCTAssertEqual(ffmpeg.count, 1, "one ffmpeg under the capture")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let gone = Date() + 5
        while ffmpeg.contains(where: isAlive) && Date() < gone { usleep(20_000) }
        XCTAssertFalse(ffmpeg.contains(where: isAlive), "ffmpeg died with its parent")
        let left = CaptureTestSupport.files(dir + "/out")
        XCTAssertTrue(left.contains("frame-000050.png") && left.contains(OutputManifest.fileName), "\(left)")

        // A rerun into the same folder: only its own output remains.
        try script(events: #"{"t": 0.05, "type": "capture", "name": "end"}"#, duration: 0.1, width: 160, height: 90)
            .write(toFile: dir + "/short.json", atomically: true, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: dir + "/out/notes.txt", contents: Data("mine".utf8))
        let result = try Cubescroll.run(["capture", dir + "/short.json", "--out", dir + "/out", "--video", dir + "/out/v.mp4"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(CaptureTestSupport.files(dir + "/out"), ["end.png", "notes.txt", "trace.jsonl", "v.mp4"])
    }
}
