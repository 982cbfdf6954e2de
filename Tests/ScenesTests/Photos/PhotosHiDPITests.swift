import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// Generated photos on a 2× screen and their water: the fitted photo and its sharp re-render have
/// one texture pixel per framebuffer pixel (not per point, which a 2× screen magnifies, blurred),
/// a new pixel scale renders them again, and the lake mirrors the sky's glow but not the sun's
/// disc (whose mirror image was a flat, hard-edged ellipse on the water).
final class PhotosHiDPITests: XCTestCase {
    private func texture(_ list: DrawList, _ key: String) throws -> TextureSource {
        try XCTUnwrap(list.textures[key], "\(list.textures.keys.sorted())")
    }

    func testTheFittedPhotoHasOneTexturePixelPerFramebufferPixel() throws {
        let size = Size(width: 640, height: 360)   // photo 0 is 16:9: it fills the page
        for scale in [1.0, 2.0] {
            let scene = PhotosScene.make(size: size, pixelScale: scale)
            let list = scene.drawnFrame(at: 0)
            let base = try texture(list, "photo.0")
            XCTAssertEqual(base.width, Int(640 * scale), "scale \(scale)")
            XCTAssertEqual(base.height, Int(360 * scale), "scale \(scale)")
        }
    }

    func testASharpRenderOnA2xScreenHasTwiceThePixelsPerPoint() throws {
        let scene = PhotosScene.make(size: Size(width: 640, height: 360), pixelScale: 2)
        scene.advance(to: 0)
        let page = try XCTUnwrap(scene.pages[0])
        page.zoom(to: page.fitScale * 2, at: Point(x: 320, y: 180), animated: false)
        scene.advance(to: 0.05)
        scene.advance(to: 0.5)   // still for longer than `sharpenDelay`: the sharp render
        var list = DrawList()
        scene.draw(into: &list, time: 0.5)
        let detail = try XCTUnwrap(page.detail)
        let sharp = try texture(list, "photo.0.sharp")
        XCTAssertEqual(Double(sharp.width), (detail.region.width * detail.scale * 2).rounded(.up))
        // The region shown is the window (plus a margin): on screen, one texture pixel per framebuffer pixel.
        let shown = detail.region.width * detail.scale   // points
        XCTAssertEqual(Double(sharp.width) / shown, 2, accuracy: 0.01)
        let event = try XCTUnwrap(scene.drainEvents().last { $0.name == "sharpened" })
        XCTAssertEqual(event.arguments["pixels"], .numbers([Double(sharp.width), Double(sharp.height)]))
    }

    func testANewPixelScaleRendersTheGeneratedPhotosAgain() throws {
        let scene = PhotosScene.make(size: Size(width: 640, height: 360), pixelScale: 1)
        let list = scene.drawnFrame(at: 0)
        let before = try texture(list, "photo.0")
        scene.setPixelScale(2)   // the window moved to a 2× monitor
        let after = try texture(scene.drawnFrame(at: 0.1), "photo.0")
        XCTAssertNotEqual(after.version, before.version, "a new version, so the renderer uploads it again")
        XCTAssertEqual(after.width, 1280)
    }

    /// The lake under the sun: the rows that mirror the sun's disc are no brighter than the rows
    /// just above and below them in the same columns (before, the disc's mirror image was a flat
    /// pale ellipse, about 1.2 times as bright as the water around it).
    func testTheLakeMirrorsNoSunDisc() throws {
        let image = PhotoImage(index: 0)
        let land = image.landscape
        XCTAssertEqual(land.kind, .sunsetLake)
        let sun = try XCTUnwrap(land.sun)
        let horizonY = image.height * land.horizon, r = sun.r * image.height, sy = sun.y * image.height
        // Water row y mirrors sky row horizonY − (y − horizonY)·1.6 (`PhotoLandscape.backdrop`).
        func waterRow(mirroring skyY: Double) -> Double { horizonY + (horizonY - skyY) / 1.6 }
        let x0 = sun.x * image.width - r * 0.6, x1 = sun.x * image.width + r * 0.6
        func meanLuma(_ y0: Double, _ y1: Double) -> Double {
            let part = image.render(region: Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), scale: 1)
            var sum = 0.0
            for i in stride(from: 0, to: part.pixels.count, by: 4) {
                sum += 0.2126 * Double(part.pixels[i]) + 0.7152 * Double(part.pixels[i + 1]) + 0.0722 * Double(part.pixels[i + 2])
            }
            return sum / Double(part.pixels.count / 4)
        }
        let inside = meanLuma(waterRow(mirroring: sy + r * 0.6), waterRow(mirroring: sy - r * 0.6))
        let above = meanLuma(waterRow(mirroring: sy + r * 1.6), waterRow(mirroring: sy + r * 1.2))
        let below = meanLuma(waterRow(mirroring: sy - r * 1.2), waterRow(mirroring: sy - r * 1.6))
        print("lake under the sun: inside \(inside), above \(above), below \(below)")
        XCTAssertLessThan(inside, 1.06 * max(above, below), "inside \(inside), around \(above) / \(below)")
    }
}
