import App
import Capture
import ImageOutput
import Foundation
import XCTest
import RunSupport

/// What a capture leaves on disk in awkward cases: partial files of killed runs, a video path that
/// cannot be created, a video ffmpeg truncated, a golden mismatch.
final class CaptureLeftoversTests: XCTestCase {
    func testStalePartialFilesOfKilledRunsAreRemovedAndLiveOnesKept() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        // A process id that cannot be running (above the kernel's pid_max), and this test's own.
        let dead = ".trace.partial-2147483646-k3j9.jsonl"
        let deadFrame = ".frame-000007.partial-2147483646-x1.png"
        let live = ".frame-000001.partial-\(getpid())-abc.png"
        for name in [dead, deadFrame, live, ".hidden", "notes.partial-1-2.txt"] {
            _ = FileManager.default.createFile(atPath: "\(dir)/out/\(name)", contents: Data())
        }
        let video = dir + "/v.mp4"
        _ = FileManager.default.createFile(atPath: dir + "/.v.partial-2147483646-zz.mp4", contents: Data())
        var extra: [String] = []
        if VideoEncoder.findExecutable("ffmpeg", searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") != nil {
            extra = ["--video", video]
        }
        try script(events: "", duration: 0.1).write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        let result = try Cubescroll.run(["capture", dir + "/s.json", "--out", dir + "/out"] + extra)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(CaptureTestSupport.files(dir + "/out"), [live, ".hidden", "notes.partial-1-2.txt", "trace.jsonl"].sorted())
        if !extra.isEmpty { XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/.v.partial-2147483646-zz.mp4")) }
    }

    func testVideoPathIsProbedByCreatingItBeforeRendering() throws {
        // /sys refuses new files even to root, whose permission bits say "writable".
        let (dir, result) = try Cubescroll.capture(script(events: "", duration: 0.1), ["--video", "/sys/v.mp4"], test: self)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("/sys/v.mp4"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/out/trace.jsonl"), "found before rendering")
    }

    func testAVideoFFmpegTruncatedIsRemovedWithTheReason() throws {
        guard let ffprobe = VideoEncoder.findExecutable("ffprobe", searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "") else {
            throw CaptureTestSupport.missingTool("ffprobe is not installed (apt-get install ffmpeg)")
        }
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        // An "ffmpeg" that swallows the frames, leaves a file cut short (as on a full disk) and exits 0.
        let tools = dir + "/tools"
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        try """
            #!/bin/sh
            for a; do last="$a"; done
            case "$*" in *-encoders*) echo " V....D libx264 H.264"; exit 0;; esac
            cat > /dev/null
            printf 'ftypisom-cut-short' > "$last"
            exit 0
            """.write(toFile: tools + "/ffmpeg", atomically: true, encoding: .utf8)
        chmod(tools + "/ffmpeg", 0o755)
        try FileManager.default.createSymbolicLink(atPath: tools + "/ffprobe", withDestinationPath: ffprobe)
        let encoder = try VideoEncoder(path: dir + "/v.mp4", width: 32, height: 32, fps: 30, searchPath: tools)
        for _ in 0..<10 { try encoder.append(RGBAImage(width: 32, height: 32, fill: (9, 9, 9, 255))) }
        XCTAssertThrowsError(try encoder.finish()) { error in
            let message = (error as? CaptureError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("ffmpeg wrote an incomplete video \(dir)/v.mp4: ffprobe cannot read it"), message)
            XCTAssertEqual((error as? CaptureError)?.exitCode, 1)
        }
        XCTAssertEqual(CaptureTestSupport.files(dir), ["tools"], "neither the video nor its partial file is left")
    }

    func testAGoldenMismatchKeepsTheTraceForDebugging() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let goldens = dir + "/goldens"
        try FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
        try PNGWriter.write(RGBAImage(width: 96, height: 54, fill: (255, 0, 255, 255)), to: goldens + "/shot.png")
        let (out, result) = try Cubescroll.capture(script(events: #"{"t": 0, "type": "capture", "name": "shot"}"#,
                                                          duration: 0.1, width: 96, height: 54),
                                                   ["--compare", goldens], test: self)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("golden mismatch"), result.stderr)
        XCTAssertEqual(try TraceReader.read(path: out + "/out/trace.jsonl").frames.count, 7)
        for name in ["shot.png", "shot-actual.png", "shot-expected.png", "shot-diff.png"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/out/" + name), name)
        }
    }
}
