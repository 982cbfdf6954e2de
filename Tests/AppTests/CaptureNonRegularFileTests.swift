import Capture
import Foundation
import XCTest

/// Files that are not files (docs/capture.md, "Files that are not files"): a FIFO or a device at an
/// output path is refused before any frame, in one line with exit 2, and left as it was; a FIFO
/// golden never blocks the run.
final class CaptureNonRegularFileTests: XCTestCase {
    private let script = #"{"window": {"width": 64, "height": 48}, "fps": 30, "duration": 0.1, "events": [{"t": 0, "type": "capture", "name": "shot"}]}"#

    private func folder() throws -> String {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        try script.write(toFile: dir + "/s.json", atomically: true, encoding: .utf8)
        return dir
    }

    private func fifo(_ path: String) -> String {
        XCTAssertEqual(mkfifo(path, 0o644), 0, "mkfifo \(path)")
        return path
    }

    private func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    private func assertRefused(_ result: Cubescroll.Result, saying words: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains(words), result.stderr, file: file, line: line)
    }

    func testAFIFOWhereTheTraceOrACaptureGoesIsRefusedAndLeftAlone() throws {
        for name in ["trace.jsonl", "shot.png"] {
            let dir = try folder()
            try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
            let target = fifo(dir + "/out/" + name)
            let result = try Cubescroll.run(["capture", dir + "/s.json", "--out", dir + "/out"], timeout: 60)
            assertRefused(result, saying: "\(name) there is a FIFO, not a regular file")
            XCTAssertTrue(isFIFO(target), "\(name) left as it was")
        }
    }

    func testAVideoPathThatIsAFIFOIsRefusedBeforeFFmpegStarts() throws {
        let dir = try folder()
        let target = fifo(dir + "/v.mp4")
        let result = try Cubescroll.run(["capture", dir + "/s.json", "--out", dir + "/out", "--video", target], timeout: 60)
        assertRefused(result, saying: "--video \(target): it is a FIFO, not a regular file")
        XCTAssertTrue(isFIFO(target))
    }

    func testAGoldenThatIsAFIFONeverBlocksTheComparison() throws {
        let dir = try folder()
        try FileManager.default.createDirectory(atPath: dir + "/goldens", withIntermediateDirectories: true)
        let golden = fifo(dir + "/goldens/shot.png")
        let started = Date()
        let result = try Cubescroll.run(["capture", dir + "/s.json", "--out", dir + "/out", "--compare", dir + "/goldens"], timeout: 60)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "did not block")
        assertRefused(result, saying: "golden shot.png is a FIFO, not a regular file")
        XCTAssertTrue(isFIFO(golden))
    }

    func testTheWindowsTraceThatIsAFIFOIsRefusedBeforeTheWindowOpens() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let target = fifo(dir + "/t.jsonl")
        let result = try Cubescroll.run(["--trace", target], environment: ["DISPLAY": "", "WAYLAND_DISPLAY": ""], timeout: 60)
        XCTAssertEqual(result.stderr, "cubescroll: cannot write trace \(target): it is a FIFO, not a regular file (choose another --trace)\n")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(isFIFO(target))
    }

    func testARegularOutputIsStillReplacedAsBefore() throws {
        let dir = try folder()
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        try "old".write(toFile: dir + "/out/trace.jsonl", atomically: true, encoding: .utf8)
        let result = try Cubescroll.run(["capture", dir + "/s.json", "--out", dir + "/out"], timeout: 120)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertNotEqual(try String(contentsOfFile: dir + "/out/trace.jsonl", encoding: .utf8), "old")
    }
}
