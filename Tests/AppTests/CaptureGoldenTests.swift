import SceneKit
import App
import Capture
import ImageOutput
import Platform
import Foundation
import XCTest
import RunSupport

/// Golden comparison: pass within tolerance, fail with the three diff images, missing golden,
/// size mismatch, record mode.
final class CaptureGoldenTests: XCTestCase {
    private var goldens = ""
    private var out = ""
    private let base = CaptureTestSupport.gradient(width: 200, height: 100)

    override func setUpWithError() throws {
        goldens = try CaptureTestSupport.makeTemporaryDirectory(self)
        out = try CaptureTestSupport.makeTemporaryDirectory(self)
        try PNGWriter.write(base, to: "\(goldens)/frame.png")
    }

    private var comparer: GoldenComparer { GoldenComparer(goldenDirectory: goldens, outputDirectory: out) }

    /// `base` with `change` applied to the R channel of the pixels in `rect` (x, y, w, h).
    private func modified(_ rect: (Int, Int, Int, Int), _ change: (UInt8) -> UInt8) -> RGBAImage {
        var px = base.pixels
        for y in rect.1..<rect.1 + rect.3 {
            for x in rect.0..<rect.0 + rect.2 { px[(y * base.width + x) * 4] = change(px[(y * base.width + x) * 4]) }
        }
        return RGBAImage(width: base.width, height: base.height, pixels: px)
    }

    func testIdenticalAndWithinTolerancePass() throws {
        XCTAssertEqual(try comparer.compare(base, name: "frame"), .matched(differingFraction: 0, maxChannelDelta: 0))
        // Every pixel off by exactly the tolerance (8/255) still matches.
        let shifted = modified((0, 0, 200, 100)) { $0 < 128 ? $0 + 8 : $0 - 8 }
        XCTAssertEqual(try comparer.compare(shifted, name: "frame"), .matched(differingFraction: 0, maxChannelDelta: 8))
        // 40 of 20,000 pixels (0.2 %) far off: exactly the allowed fraction.
        let specks = modified((10, 10, 8, 5)) { $0 ^ 0x80 }
        XCTAssertEqual(try comparer.compare(specks, name: "frame"), .matched(differingFraction: 0.002, maxChannelDelta: 128))
        XCTAssertEqual(CaptureTestSupport.files(out), [])
    }

    func testMismatchWritesActualExpectedAndDiff() throws {
        let wrong = modified((50, 20, 20, 10)) { $0 ^ 0x80 }   // 200 pixels = 1 %
        let outcome = try comparer.compare(wrong, name: "frame")
        XCTAssertEqual(outcome, .failed(reason: "frame: 200 pixels (1.0%) differ from \(goldens)/frame.png by more than 8/255 (allowed 0.2%), max channel delta 128; see \(out)/frame-diff.png"))
        XCTAssertTrue(outcome.isFailure)
        XCTAssertEqual(CaptureTestSupport.files(out), ["frame-actual.png", "frame-diff.png", "frame-expected.png"])
        XCTAssertEqual(try PNGReader.read(path: "\(out)/frame-actual.png"), wrong)
        XCTAssertEqual(try PNGReader.read(path: "\(out)/frame-expected.png"), base)
        let diff = try PNGReader.read(path: "\(out)/frame-diff.png")
        XCTAssertTrue(diff.pixel(x: 55, y: 25) == (255, 0, 0, 255))   // inside the changed block: red
        let outside = diff.pixel(x: 10, y: 80)                         // elsewhere: dim grey
        XCTAssertTrue(outside.r == outside.g && outside.g == outside.b && outside.r < 90 && outside.a == 255)
        // A tighter tolerance turns a uniform small shift into a failure.
        let shifted = modified((0, 0, 200, 100)) { $0 < 128 ? $0 + 3 : $0 - 3 }
        var strict = comparer
        strict.tolerance = 2
        XCTAssertTrue(try strict.compare(shifted, name: "frame").isFailure)
    }

    func testMissingGoldenFailsAndSaysHowToRecord() throws {
        let outcome = try comparer.compare(base, name: "absent")
        XCTAssertEqual(outcome, .failed(reason: "absent: no golden \(goldens)/absent.png (record it: run again with --compare \(goldens) --record, check the image, and commit it)"))
        XCTAssertEqual(CaptureTestSupport.files(out), [])
    }

    func testSizeMismatchFailsWithDiffImages() throws {
        let small = CaptureTestSupport.gradient(width: 150, height: 100)
        let outcome = try comparer.compare(small, name: "frame")
        XCTAssertEqual(outcome, .failed(reason: "frame: size 150×100 differs from the golden's 200×100 (\(goldens)/frame.png); see \(out)/frame-diff.png"))
        XCTAssertEqual(CaptureTestSupport.files(out), ["frame-actual.png", "frame-diff.png", "frame-expected.png"])
        let diff = try PNGReader.read(path: "\(out)/frame-diff.png")
        XCTAssertEqual(diff.width, 200)
        XCTAssertTrue(diff.pixel(x: 180, y: 50) == (255, 0, 255, 255))  // only in the golden: magenta
    }

    func testRecordWritesGoldensThenComparesClean() throws {
        let newGoldens = "\(goldens)/new/sub"
        var recorder = GoldenComparer(goldenDirectory: newGoldens, outputDirectory: out, record: true)
        XCTAssertEqual(try recorder.compare(base, name: "first"), .recorded(path: "\(newGoldens)/first.png"))
        XCTAssertEqual(try PNGReader.read(path: "\(newGoldens)/first.png"), base)
        recorder.record = false
        XCTAssertEqual(try recorder.compare(base, name: "first"), .matched(differingFraction: 0, maxChannelDelta: 0))
    }

    func testUnreadableGoldenIsAnError() throws {
        try Data("junk".utf8).write(to: URL(fileURLWithPath: "\(goldens)/junk.png"))
        XCTAssertThrowsError(try comparer.compare(base, name: "junk")) { error in
            XCTAssertTrue((error as? CaptureError)?.message.hasPrefix("cannot read PNG \(goldens)/junk.png: libpng: ") == true)
        }
    }
}
