import Capture
import Foundation
import ImageOutput
@testable import Scenes
import SceneKit
import ScrollPhysics
import XCTest

/// What the photo browser looks like: the sharp re-render measured against the scaled texture,
/// and goldens for paging, mid-zoom and zoomed-sharp (recorded on Mesa llvmpipe; re-record with
/// `CUBESCROLL_RECORD_GOLDENS=1 swift test --filter PhotosPixelTests`).
final class PhotosPixelTests: XCTestCase {
    /// Mean absolute difference of horizontally neighbouring pixels (luma, 0…255) inside `rect`:
    /// high for crisp edges, lower when the same content is magnified with bilinear filtering.
    static func sharpness(_ image: RGBAImage, _ rect: (x: Range<Int>, y: Range<Int>)) -> Double {
        func luma(_ x: Int, _ y: Int) -> Double {
            let i = (y * image.width + x) * 4
            return 0.2126 * Double(image.pixels[i]) + 0.7152 * Double(image.pixels[i + 1]) + 0.0722 * Double(image.pixels[i + 2])
        }
        var sum = 0.0, n = 0
        for y in rect.y { for x in rect.x.dropLast() { sum += abs(luma(x + 1, y) - luma(x, y)); n += 1 } }
        return sum / Double(max(n, 1))
    }

    func testTheReRenderAfterAZoomIsSharperThanTheScaledTexture() throws {
        // Three Ctrl+wheel notches at the lake (1.25³ ≈ 1.95×), captured before the re-render
        // (30 ms later: the page is still less than `sharpenDelay` still) and after it.
        let (out, result) = try CaptureRunner.capture("""
            { "window": {"width": 640, "height": 360}, "fps": 30, "duration": 0.8, "scene": {"name": "photos"},
              "events": [{"t": 0.2, "type": "wheel", "dy": 3, "ctrl": true, "x": 200, "y": 300},
                         {"t": 0.25, "type": "capture", "name": "scaled"},
                         {"t": 0.7, "type": "capture", "name": "sharp"}] }
            """, test: self)
        XCTAssertEqual(result.status, 0, result.stderr)
        let trace = try TraceReader.read(path: out + "/trace.jsonl")
        let sharpened = trace.allEvents.filter { $0.event.name == "sharpened" }
        XCTAssertEqual(sharpened.count, 1)
        XCTAssertGreaterThan(trace.frames[sharpened[0].frame].t, 0.3 - 1e-9, "re-rendered only once still for 0.1 s")
        let scaled = try PNGReader.read(path: out + "/scaled.png"), sharp = try PNGReader.read(path: out + "/sharp.png")
        // Below the caption and its hint, above the page pill (their text is crisp in both).
        let region = (x: 40..<600, y: 70..<320)
        let blurred = Self.sharpness(scaled, region), crisp = Self.sharpness(sharp, region)
        print("sharpness: scaled \(blurred), re-rendered \(crisp), ratio \(crisp / blurred)")
        XCTAssertGreaterThan(crisp, 1.3 * blurred, "scaled \(blurred) vs re-rendered \(crisp)")
    }

    /// Mid-turn frame of the paging golden's run (Tests/Goldens/photos-page-and-zoom.json, which
    /// the repository's suite compares with its goldens).
    func testPagingGapIsOneBlackBand() throws {
        let (out, result) = try CaptureRunner.capture("""
            { "window": {"width": 640, "height": 360}, "fps": 30, "duration": 3.2, "scene": {"name": "photos"},
              "events": [{"t": 0.1, "type": "drag", "from": [500, 180], "to": [300, 180], "duration": 0.2, "hold": 0.1},
                         {"t": 0.3, "type": "capture", "name": "paging"},
                         {"t": 1.2, "type": "pinch", "x": 320, "y": 120, "scale": 2.5, "duration": 0.6},
                         {"t": 1.5, "type": "capture", "name": "mid-zoom"},
                         {"t": 3.1, "type": "capture", "name": "zoomed-sharp"}] }
            """, test: self)
        XCTAssertEqual(result.status, 0, result.stderr)
        // Mid-turn, photos 1 and 2 (both 16:9, filling the window) are 20 pt apart: a black band.
        let paging = try PNGReader.read(path: out + "/paging.png")
        let black = (0..<paging.width).filter { x in
            let i = (100 * paging.width + x) * 4
            return Int(paging.pixels[i]) + Int(paging.pixels[i + 1]) + Int(paging.pixels[i + 2]) < 12
        }
        XCTAssertEqual(Double(black.count), 20, accuracy: 1, "the gap between pages: \(black)")
        XCTAssertEqual(black.count, (black.last ?? 0) - (black.first ?? 0) + 1, "one band")
    }
}
