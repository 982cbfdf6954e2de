import CGL
import Platform
import Renderer
import SceneKit
import ScrollPhysics
import TextRendering
import XCTest

/// The renderer's non-cube commands: rounded rectangles, clipped commands, scene images (with
/// the texture cache) and text.
final class RendererDrawListTests: RendererTestCase {
    private func render(_ list: DrawList, width: Int = 320, height: Int = 240) throws -> GLTestImage {
        let target = try OffscreenTarget(width: width, height: height, samples: 0)
        target.bind()
        renderer.draw(list, framebufferWidth: width, framebufferHeight: height)
        var bytes: [UInt8] = []
        target.readPixels(into: &bytes)
        XCTAssertEqual(glGetError(), GLenum(GL_NO_ERROR))
        return GLTestImage(width: width, height: height, bytes: bytes)
    }

    private func list(_ build: (inout DrawList) -> Void) -> DrawList {
        var list = DrawList()
        list.reset(viewSize: Size(width: 320, height: 240), background: RendererTestSupport.background)
        build(&list)
        return list
    }

    /// A 4×4 texture: the left half red, the right half green.
    private func halves(version: Int = 1) -> TextureSource {
        TextureSource(key: "halves", version: version, width: 4, height: 4) {
            (0..<16).flatMap { i in i % 4 < 2 ? [255, 0, 0, 255] : [0, 255, 0, 255] as [UInt8] }
        }
    }

    func testRoundedRectangleLeavesItsCornersAndClipCutsIt() throws {
        let image = try render(list {
            $0.addRect(Rect(x: 20, y: 20, width: 100, height: 60), color: RGBA(RendererTestSupport.red), cornerRadius: 20)
            $0.addRect(Rect(x: 200, y: 20, width: 100, height: 60), color: RGBA(RendererTestSupport.red),
                       clip: Rect(x: 200, y: 20, width: 50, height: 60))
        })
        XCTAssertTrue(image.isReddish(70, 50))
        XCTAssertTrue(image.isColor(22, 22, RendererTestSupport.background), "rounded corner: \(image.rgb(22, 22))")
        XCTAssertTrue(image.isReddish(225, 50))
        XCTAssertTrue(image.isColor(275, 50, RendererTestSupport.background), "clipped: \(image.rgb(275, 50))")
    }

    func testImagesAreStretchedAndTheirTexturesCachedByKeyAndVersion() throws {
        let image = try render(list { $0.addImage(halves(), in: Rect(x: 40, y: 40, width: 200, height: 100)) })
        XCTAssertTrue(image.isReddish(80, 90), "\(image.rgb(80, 90))")
        XCTAssertTrue(image.isGreenish(200, 90), "\(image.rgb(200, 90))")
        XCTAssertTrue(image.isColor(20, 20, RendererTestSupport.background))
        XCTAssertEqual(renderer.lastFrame.textureUploads, 1)

        // Only the right half of the texture (source in texture pixels) over the same rectangle.
        let right = try render(list { $0.addImage(halves(), in: Rect(x: 40, y: 40, width: 200, height: 100),
                                                  source: Rect(x: 2, y: 0, width: 2, height: 4)) })
        XCTAssertTrue(right.isGreenish(80, 90), "\(right.rgb(80, 90))")
        XCTAssertEqual(renderer.lastFrame.textureUploads, 0, "same key and version: kept")
        XCTAssertEqual(renderer.lastFrame.texturesHeld, 1)

        _ = try render(list { $0.addImage(halves(version: 2), in: Rect(x: 0, y: 0, width: 10, height: 10)) })
        XCTAssertEqual(renderer.lastFrame.textureUploads, 1, "a new version is uploaded again")
        _ = try render(list { _ in })
        XCTAssertEqual(renderer.lastFrame.texturesHeld, 0, "a texture no frame names is released")
    }

    func testTextDrawsAntiAliasedGlyphsInItsColourFromCapTopToBaseline() throws {
        let white = RGBA(r: 1, g: 1, b: 1)
        let image = try render(list { $0.addText("HI", at: Point(x: 10, y: 10), size: 40, color: white) })
        let typesetter = try Typesetter.system()
        let width = typesetter.width(of: "HI", size: 40, weight: .regular)
        let capHeight = typesetter.metrics(size: 40, weight: .regular).capHeight
        let lit = image.bounds { x, y in image.rgb(x, y).r > 200 }
        XCTAssertGreaterThan(lit.count, 200)
        // The capitals fill the band from y = 10 to the baseline one cap height below, within the advance.
        XCTAssertEqual(Double(lit.minY), 10, accuracy: 1.5)
        XCTAssertEqual(Double(lit.maxY) + 1, 10 + capHeight, accuracy: 1.5)
        XCTAssertGreaterThanOrEqual(lit.minX, 10)
        XCTAssertLessThanOrEqual(Double(lit.maxX), 10 + width)
        // H's crossbar at mid-height joins its stems; above it the H is open (background).
        let bar = Int(10 + capHeight / 2)
        XCTAssertGreaterThan(image.rgb(lit.minX + 10, bar).r, 200, "H's bar")
        XCTAssertTrue(image.isColor(lit.minX + 10, 14, RendererTestSupport.background), "inside the H")
        // Anti-aliased: edge pixels mix the text with the background.
        let partial = image.region { x, y in let r = image.rgb(x, y).r; return r > 60 && r < 200 }
        XCTAssertGreaterThan(partial.count, 4, "anti-aliased edges")
    }

    /// At 2 framebuffer pixels per point the glyphs are rasterised at twice the pixel size (sharp
    /// on HiDPI): the same text covers four times the pixels, and its stems are twice as wide in
    /// pixels rather than blurred.
    func testTextIsRasterisedAtTheFramebuffersPixelScale() throws {
        let white = RGBA(r: 1, g: 1, b: 1)
        var one = DrawList(), two = DrawList()
        one.reset(viewSize: Size(width: 160, height: 120), background: RendererTestSupport.background)
        one.addText("Hill", at: Point(x: 10, y: 10), size: 24, color: white)
        two = one
        let small = try renderList(one, width: 160, height: 120), big = try renderList(two, width: 320, height: 240)
        let litSmall = small.region { x, y in small.rgb(x, y).r > 128 }, litBig = big.region { x, y in big.rgb(x, y).r > 128 }
        XCTAssertEqual(Double(litBig.count) / Double(litSmall.count), 4, accuracy: 0.6)
        let sharpBig = big.region { x, y in big.rgb(x, y).r > 240 }, sharpSmall = small.region { x, y in small.rgb(x, y).r > 240 }
        XCTAssertGreaterThan(Double(sharpBig.count) / Double(litBig.count), Double(sharpSmall.count) / Double(litSmall.count) * 0.9,
                             "as large a share of fully covered pixels at 2× as at 1× (not a blurred upscale)")
    }

    private func renderList(_ list: DrawList, width: Int, height: Int) throws -> GLTestImage {
        try render(list, width: width, height: height)
    }

    /// Translucent rectangles, anti-aliased corners, faded images, text and opaque rectangles with
    /// fractional edges drawn over the opaque background leave the framebuffer opaque (alpha 255 everywhere), so PNGs and screenshots are
    /// not see-through; the colour is still the straight-alpha mix.
    func testTranslucentDrawsOverTheOpaqueBackgroundStayOpaque() throws {
        let image = try render(list {
            $0.addRect(Rect(x: 20, y: 20, width: 100, height: 60), color: RGBA(r: 1, g: 0, b: 0, a: 0.5))
            $0.addRect(Rect(x: 140, y: 20, width: 100, height: 60), color: RGBA(RendererTestSupport.green),
                       cornerRadius: 20)
            $0.addImage(halves(), in: Rect(x: 20, y: 120, width: 100, height: 60), alpha: 0.4)
            $0.addText("HI", at: Point(x: 150, y: 130), size: 20, color: RGBA(r: 1, g: 1, b: 1, a: 0.6))
            // Opaque and square, so drawn unblended: edges that cut pixels still leave them opaque.
            $0.addRect(Rect(x: 250.3, y: 120.2, width: 50.4, height: 60.6), color: RGBA(RendererTestSupport.green))
        })
        var notOpaque: [(Int, Int, UInt8)] = []
        for y in 0..<image.height { for x in 0..<image.width {
            let a = image.bytes[(y * image.width + x) * 4 + 3]
            if a != 255 && notOpaque.count < 5 { notOpaque.append((x, y, a)) }
        } }
        XCTAssertTrue(notOpaque.isEmpty, "pixels (x, y, alpha) that are not opaque: \(notOpaque)")
        // Half red over the background (0.1, 0.1, 0.15): r = (255 + 26) / 2, g = 26 / 2, b = 38 / 2.
        let mixed = image.rgb(70, 50)
        XCTAssertEqual(mixed.r, 140, accuracy: 2)
        XCTAssertEqual(mixed.g, 13, accuracy: 2)
        XCTAssertEqual(mixed.b, 19, accuracy: 2)
    }
}
