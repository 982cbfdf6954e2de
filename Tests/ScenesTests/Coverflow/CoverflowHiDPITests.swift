import Capture
import Foundation
import ImageOutput
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// The front cover's number on a 2× screen: its texture has as many pixels as the cover has on
/// screen, so the digits' edges are sharp (a 256-pixel texture on a 720-pixel cover magnified them
/// 2.8 times with linear filtering: a soft three-pixel ramp).
final class CoverflowHiDPITests: XCTestCase {
    func testTheNumbersTextureFollowsThePixelScale() throws {
        XCTAssertEqual(CoverLabel.detail(coverPoints: 360, pixelScale: 1), 2)
        XCTAssertEqual(CoverLabel.detail(coverPoints: 360, pixelScale: 2), 3)
        XCTAssertEqual(CoverLabel.detail(coverPoints: 100, pixelScale: 1), 1)
        for scale in [1.0, 2.0] {
            let scene = CoverflowScene.make(size: Size(width: 1280, height: 720), pixelScale: scale)
            let list = scene.drawnFrame(at: 0)
            let label = try XCTUnwrap(list.textures["cover.0.label"])
            let box = CoverLabel.box(0, text: scene.testContext.text)
            let detail = CoverLabel.detail(coverPoints: scene.layout.size, pixelScale: scale)
            XCTAssertEqual(label.width, box.width * detail)
            // At least one texture pixel per framebuffer pixel across the cover.
            XCTAssertGreaterThanOrEqual(Double(CoverArt.pixels * detail), scene.layout.size * scale)
        }
    }

    /// The steepest step between neighbouring pixels across the digit "1" in a 2× capture: the
    /// white digit against the cover's colour in about one pixel.
    func testTheDigitsEdgesAreSharpAt2x() throws {
        let (out, result) = try CaptureRunner.capture("""
            { "window": {"width": 1280, "height": 720, "scale": 2}, "fps": 30, "duration": 0.1,
              "scene": {"name": "coverflow"}, "events": [{"t": 0, "type": "capture", "name": "front"}] }
            """, test: self)
        XCTAssertEqual(result.status, 0, result.stderr)
        let image = try PNGReader.read(path: out + "/front.png")
        XCTAssertEqual(image.width, 2560)
        func luma(_ x: Int, _ y: Int) -> Double {
            let i = (y * image.width + x) * 4
            return 0.2126 * Double(image.pixels[i]) + 0.7152 * Double(image.pixels[i + 1]) + 0.0722 * Double(image.pixels[i + 2])
        }
        // The digit's stem, in the middle of the front cover's lower half (points 560…720 × 370…430).
        var steepest = 0.0, white = 0
        for y in stride(from: 740, to: 860, by: 4) {
            for x in 1120..<1440 {
                steepest = max(steepest, abs(luma(x + 1, y) - luma(x, y)))
                if luma(x, y) > 240 { white += 1 }
            }
        }
        XCTAssertGreaterThan(white, 100, "the digit is there")
        XCTAssertGreaterThan(steepest, 90, "the digit's edge in about a pixel (steepest step \(steepest))")
    }
}
