import Foundation
import XCTest

/// `capture --draw images`: only the frames whose image is written are drawn; the scene still runs
/// and traces every frame, and the images and trace are byte for byte those of `--draw all`.
final class CaptureDrawFramesTests: XCTestCase {
    private var goldens: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../Goldens")
            .standardizedFileURL.path
    }

    /// Every scene of the repository's golden scripts (cube fling with a tap, photos paging and
    /// pinching, text on the calendar, clock, lock screen and messages, the map's zoom, the
    /// street's images, …), smaller and at 30 fps to keep the test short.
    func testEveryGoldenScriptWritesTheSameImagesAndTraceWhenOnlyImagesAreDrawn() throws {
        let scripts = try FileManager.default.contentsOfDirectory(atPath: goldens).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThanOrEqual(scripts.count, 10)
        for name in scripts {
            let path = "\(goldens)/\(name)"
            var outputs: [[String: Data]] = []
            for draw in ["all", "images"] {
                let dir = try folder()
                let run = try Cubescroll.run(["capture", path, "--out", dir, "--draw", draw, "--jobs", "1",
                                              "--fps", "30", "--size", "320x240"])
                XCTAssertEqual(run.status, 0, "\(name) --draw \(draw): \(run.stderr)")
                outputs.append(try files(in: dir))
            }
            XCTAssertEqual(outputs[0].keys.sorted(), outputs[1].keys.sorted(), name)
            XCTAssertTrue(outputs[0].keys.contains("trace.jsonl") && outputs[0].keys.contains { $0.hasSuffix(".png") }, name)
            for (file, bytes) in outputs[0] {
                XCTAssertEqual(bytes, outputs[1][file], "\(name): \(file) differs between --draw all and --draw images")
            }
        }
    }

    /// `--every` and `--video` frames are images too: with --every 4 the same frame PNGs come out.
    func testEveryNthFrameIsStillDrawnAndWritten() throws {
        let json = script(events: #"{"t": 0.1, "type": "drag", "from": [120, 60], "to": [40, 60], "duration": 0.2, "hz": 60}, {"t": 0.5, "type": "capture", "name": "end"}"#,
                          duration: 0.5, fps: 20, width: 160, height: 90)
        let (allDir, all) = try Cubescroll.capture(json, ["--every", "4", "--draw", "all"], test: self)
        let (imagesDir, images) = try Cubescroll.capture(json, ["--every", "4", "--draw", "images"], test: self)
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertEqual(images.status, 0, images.stderr)
        let a = try files(in: allDir + "/out"), b = try files(in: imagesDir + "/out")
        XCTAssertEqual(b.keys.sorted(), ["end.png", "frame-000000.png", "frame-000004.png", "frame-000008.png", "trace.jsonl"])
        XCTAssertEqual(a, b)
    }

    /// What `--draw images` is for: a 1280×720 cube run of 61 frames with one capture spends a
    /// fraction of the CPU time (measured about a quarter, most of it start-up; docs/suite-speed.md).
    func testDrawingOnlyTheImagesSpendsAFractionOfTheCPUTime() throws {
        let json = script(events: #"{"t": 0.1, "type": "drag", "from": [900, 400], "to": [300, 400], "duration": 0.2, "hz": 120}, {"t": 1.0, "type": "capture", "name": "end"}"#,
                          duration: 1, fps: 60, width: 1280, height: 720)
        func cpu(_ draw: String) throws -> Double {
            let before = childrenCPUSeconds()
            let (_, run) = try Cubescroll.capture(json, ["--draw", draw, "--jobs", "1"], test: self)
            XCTAssertEqual(run.status, 0, run.stderr)
            return childrenCPUSeconds() - before
        }
        let all = try cpu("all"), images = try cpu("images")
        XCTAssertLessThan(images, 0.6 * all, "--draw images \(images) s of CPU, --draw all \(all) s")
    }

    func testABadDrawValueIsOneLineAndExitTwo() throws {
        let (_, run) = try Cubescroll.capture(script(events: "", duration: 0.1), ["--draw", "some"], test: self)
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("--draw") && run.stderr.contains("images"), run.stderr)
    }

    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "cubescroll-draw-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private func files(in dir: String) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: dir) where !name.hasPrefix(".") {
            result[name] = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(name)"))
        }
        return result
    }

    /// User + system CPU seconds of this process's finished children.
    private func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
