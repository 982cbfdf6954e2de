import Capture
@testable import ImageOutput
import XCTest

/// The perceptual comparison (pixelmatch's algorithm) and masks.
final class PerceptualCompareTests: XCTestCase {
    /// A `width`×`height` image, black left of column `edge`, white from `edge + 1`, and the
    /// column `edge` itself grey `grey` (an anti-aliased vertical edge).
    private func edge(_ grey: UInt8, width: Int = 20, height: Int = 10, edge: Int = 9) -> RGBAImage {
        var px = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let v: UInt8 = x < edge ? 0 : x == edge ? grey : 255
                let o = (y * width + x) * 4
                px[o] = v; px[o + 1] = v; px[o + 2] = v
            }
        }
        return RGBAImage(width: width, height: height, pixels: px)
    }

    private func painted(_ image: RGBAImage, _ rect: (Int, Int, Int, Int), _ v: UInt8) -> RGBAImage {
        var px = image.pixels
        for y in rect.1..<rect.1 + rect.3 {
            for x in rect.0..<rect.0 + rect.2 { let o = (y * image.width + x) * 4; px[o] = v; px[o + 1] = v; px[o + 2] = v }
        }
        return RGBAImage(width: image.width, height: image.height, pixels: px)
    }

    func testYIQDistanceTopsOutAt35215() {
        // Red against cyan is the farthest pair of colours (35214.75); black against white is less.
        let red: [UInt8] = [255, 0, 0, 255], cyan: [UInt8] = [0, 255, 255, 255]
        let black: [UInt8] = [0, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]
        func delta(_ a: [UInt8], _ b: [UInt8]) -> Double {
            a.withUnsafeBufferPointer { p in b.withUnsafeBufferPointer { q in Pixelmatch.colorDelta(p, 0, q, 0) } }
        }
        XCTAssertEqual(delta(red, cyan), 35214.75, accuracy: 0.01)
        XCTAssertEqual(delta(black, white), 32857.1, accuracy: 0.1)
        XCTAssertEqual(delta(red, red), 0)
        XCTAssertEqual(Pixelmatch.maxDelta(threshold: 0.1), 352.15, accuracy: 1e-9)
        // Half-transparent black seen over white is mid grey.
        XCTAssertEqual(delta([0, 0, 0, 128], [127, 127, 127, 255]), 0, accuracy: 1)
    }

    func testAntiAliasedEdgeIsIgnoredPerceptuallyButCountedPerChannel() {
        let expected = edge(128), actual = edge(200)
        let (channel, _) = ImageDifference.measure(actual, expected, mode: .channel(tolerance: 8))
        XCTAssertEqual(channel.differing, 10, "the whole grey column")
        let (perceptual, diff) = ImageDifference.measure(actual, expected, mode: .perceptual(threshold: 0.1), diff: true)
        XCTAssertEqual(perceptual.differing, 0)
        XCTAssertEqual(perceptual.antiAliased, 10)
        XCTAssertTrue(diff!.pixel(x: 9, y: 5) == (255, 255, 0, 255), "anti-aliased pixels are yellow in the diff")
        // With anti-aliasing off the table (a block, not an edge), the same change counts.
        let block = painted(edge(128), (2, 2, 4, 4), 255)
        let (real, realDiff) = ImageDifference.measure(block, edge(128), mode: .perceptual(threshold: 0.1), diff: true)
        XCTAssertEqual(real.differing, 16)
        XCTAssertTrue(realDiff!.pixel(x: 3, y: 3) == (255, 0, 0, 255))
    }

    func testThresholdDecidesSmallColourChanges() {
        let base = painted(edge(128), (0, 0, 20, 10), 100), lighter = painted(base, (0, 0, 20, 10), 105)
        XCTAssertEqual(ImageDifference.measure(lighter, base, mode: .perceptual(threshold: 0.1)).0.differing, 0)
        XCTAssertEqual(ImageDifference.measure(lighter, base, mode: .perceptual(threshold: 0.01)).0.differing, 200)
    }

    func testMaskedPixelsAreNotCompared() throws {
        let expected = edge(128), actual = painted(expected, (12, 2, 5, 5), 0)
        let mask = ImageDifference.PixelRect(x: 11, y: 1, width: 7, height: 7)
        for mode in [ImageDifference.Mode.channel(tolerance: 8), .perceptual(threshold: 0.1)] {
            XCTAssertEqual(ImageDifference.measure(actual, expected, mode: mode).0.differing, 25)
            let (masked, diff) = ImageDifference.measure(actual, expected, mode: mode, masks: [mask], diff: true)
            XCTAssertEqual(masked.differing, 0)
            XCTAssertEqual(masked.masked, 49)
            XCTAssertTrue(diff!.pixel(x: 13, y: 3) == (0, 0, 96, 255), "masked pixels are dark blue")
        }
        // Through the golden comparer: the mask turns a failure into a match.
        let goldens = try CaptureTestSupport.makeTemporaryDirectory(self), out = try CaptureTestSupport.makeTemporaryDirectory(self)
        try PNGWriter.write(expected, to: "\(goldens)/edge.png")
        let comparer = GoldenComparer(goldenDirectory: goldens, outputDirectory: out, perceptualThreshold: 0.1)
        XCTAssertTrue(try comparer.compare(actual, name: "edge").isFailure)
        XCTAssertFalse(try comparer.compare(actual, name: "edge", masks: [mask]).isFailure)
        // Window points to pixels: every pixel touched, at the script's scale.
        XCTAssertEqual(ImageDifference.PixelRect(points: .init(x: 1.5, y: 2, width: 2, height: 1.2), scale: 2),
                       ImageDifference.PixelRect(x: 3, y: 4, width: 4, height: 3))
    }
}
