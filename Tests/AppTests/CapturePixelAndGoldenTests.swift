import SceneKit
import App
import Capture
import ImageOutput
import Platform
import Foundation
import XCTest

/// Pixels of real captures: clicks change what is drawn, and a few frames match recorded goldens.
final class CapturePixelAndGoldenTests: XCTestCase {
    let y = 448   // the strip's middle in a 960×540 window

    /// Average colour of the 7×7 patch around (x, y) of a capture, 0…1.
    private func patch(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Double] {
        var sum = [0.0, 0.0, 0.0]
        for dy in -3...3 { for dx in -3...3 {
            let p = image.pixel(x: x + dx, y: y + dy)
            sum[0] += Double(p.r); sum[1] += Double(p.g); sum[2] += Double(p.b)
        } }
        return sum.map { $0 / 49 / 255 }
    }

    /// Chromaticity (colour with brightness divided out), so lit faces of one colour compare equal.
    private func chroma(_ c: [Double]) -> [Double] {
        let total = max(c.reduce(0, +), 1e-9)
        return c.map { $0 / total }
    }

    private func distance(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
    }

    func testClickingTheBigCubeRecoloursItAndALittleCubeCopiesIt() throws {
        // Big cube centre for 960×540: (480, 194.4); little cube 0 sits centred in the strip at offset 0.
        let (dir, result) = try Cubescroll.capture(script(events: """
            {"t": 0.2, "type": "capture", "name": "before"},
            {"t": 0.5, "type": "tap", "x": 480, "y": 194},
            {"t": 0.7, "type": "capture", "name": "after-big"},
            {"t": 1.0, "type": "tap", "x": 480, "y": \(y)},
            {"t": 1.2, "type": "capture", "name": "after-little"}
            """, duration: 1.3), test: self)
        XCTAssertEqual(result.status, 0, result.stderr)
        let trace = try TraceReader.read(path: dir + "/out/trace.jsonl")
        let before = try PNGReader.read(path: dir + "/out/before.png")
        let afterBig = try PNGReader.read(path: dir + "/out/after-big.png")
        let afterLittle = try PNGReader.read(path: dir + "/out/after-little.png")
        XCTAssertEqual(before.width, 960); XCTAssertEqual(before.height, 540)

        let tapBig = try XCTUnwrap(trace.events(named: "tapBigCube").first)
        let newColor = try XCTUnwrap(tapBig["color"]?.numbers)
        let oldPixel = patch(before, 480, 194), newPixel = patch(afterBig, 480, 194)
        XCTAssertGreaterThan(distance(chroma(oldPixel), chroma(newPixel)), 0.03, "the big cube changed colour")
        XCTAssertLessThan(distance(chroma(newPixel), chroma(newColor)), distance(chroma(oldPixel), chroma(newColor)),
                          "and now shows the colour the trace reports")

        let tapLittle = try XCTUnwrap(trace.events(named: "tapLittleCube").first)
        XCTAssertEqual(tapLittle["index"]?.number, 0)
        let littleBefore = patch(before, 480, y), littleAfter = patch(afterLittle, 480, y)
        let bigNow = patch(afterLittle, 480, 194)
        XCTAssertLessThan(distance(chroma(littleAfter), chroma(bigNow)), 0.06, "the little cube took the big cube's colour")
        XCTAssertGreaterThan(distance(chroma(littleBefore), chroma(littleAfter)), 0.03)
    }

    func testAMismatchExitsOneAndWritesActualExpectedAndDiff() throws {
        let goldens = NSTemporaryDirectory() + "cubescroll-goldens-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: goldens) }
        let events = #"{"t": 0.05, "type": "capture", "name": "frame"}"#
        let recorded = try Cubescroll.capture(script(events: events, duration: 0.1), ["--compare", goldens, "--record"], test: self)
        XCTAssertEqual(recorded.result.status, 0, recorded.result.stderr)
        // A click on the big cube before the capture recolours it: the frame no longer matches.
        let clicked = script(events: #"{"t": 0, "type": "tap", "x": 480, "y": 194}, "# + events, duration: 0.1)
        let (dir, result) = try Cubescroll.capture(clicked, ["--compare", goldens], test: self)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("frame"), result.stderr)
        for suffix in ["actual", "expected", "diff"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(dir)/out/frame-\(suffix).png"), suffix)
        }
        let missing = try Cubescroll.capture(script(events: #"{"t": 0, "type": "capture", "name": "nope"}"#, duration: 0.1),
                                             ["--compare", goldens], test: self)
        XCTAssertEqual(missing.result.status, 1, "a missing golden is a failure")
        XCTAssertTrue(missing.result.stderr.contains("--record"), missing.result.stderr)
    }
}
