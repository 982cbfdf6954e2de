import App
import Capture
import ImageOutput
import Foundation
import XCTest

/// `--jobs`: PNGs encoded on several workers come out with the right names and the same bytes.
final class CaptureJobsTests: XCTestCase {
    func testSeveralEncoderWorkersWriteTheSameFramesAsOne() throws {
        let json = script(events: #"{"t": 0.05, "type": "drag", "from": [700, 448], "to": [300, 448], "duration": 0.1, "hz": 60, "hold": 0}"#,
                          duration: 0.5, fps: 20, width: 160, height: 90)
        let (oneDir, one) = try Cubescroll.capture(json, ["--every", "1", "--jobs", "1"], test: self)
        let (manyDir, many) = try Cubescroll.capture(json, ["--every", "1", "--jobs", "4"], test: self)
        XCTAssertEqual(one.status, 0, one.stderr)
        XCTAssertEqual(many.status, 0, many.stderr)
        let names = (0...10).map { String(format: "frame-%06d.png", $0) }
        XCTAssertEqual(CaptureTestSupport.files(manyDir + "/out").filter { $0.hasSuffix(".png") }.sorted(), names)
        for name in names {
            let a = try Data(contentsOf: URL(fileURLWithPath: "\(oneDir)/out/\(name)"))
            let b = try Data(contentsOf: URL(fileURLWithPath: "\(manyDir)/out/\(name)"))
            XCTAssertEqual(a, b, "\(name) differs between --jobs 1 and --jobs 4")
        }
    }

    func testJobsOutOfRangeIsOneLineAndExitTwo() throws {
        for jobs in ["0", "257"] {
            let (_, result) = try Cubescroll.capture(script(events: "", duration: 0.1), ["--jobs", jobs], test: self)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("--jobs"), result.stderr)
        }
    }
}
