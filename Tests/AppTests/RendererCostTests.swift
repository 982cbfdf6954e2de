import CGL
import Platform
import Renderer
import SceneKit
import ScrollPhysics
import XCTest

/// The renderer's cheaper paths give the same picture: flat frames drawn single-sampled, large
/// opaque rounded rectangles blended only at their rim, opaque images unblended.
final class RendererCostTests: RendererTestCase {
    private let size = Size(width: 320, height: 240)

    private func flat(_ build: (inout DrawList) -> Void) -> DrawList {
        var list = DrawList()
        list.reset(viewSize: size, background: RendererTestSupport.background)
        build(&list)
        return list
    }

    private func render(_ list: DrawList, multisampled: Bool) throws -> GLTestImage {
        let target = try OffscreenTarget(width: 320, height: 240)
        target.bind(multisampled: multisampled)
        XCTAssertEqual(target.drawsSingleSampled, target.samples > 0 && !multisampled)
        renderer.draw(list, framebufferWidth: 320, framebufferHeight: 240)
        var bytes: [UInt8] = []
        target.readPixels(into: &bytes)
        XCTAssertEqual(glGetError(), GLenum(GL_NO_ERROR))
        return GLTestImage(width: 320, height: 240, bytes: bytes)
    }

    func testOnlyCubesNeedMultisampling() {
        XCTAssertFalse(flat { $0.addRect(Rect(x: 0, y: 0, width: 9, height: 9), color: .white, cornerRadius: 3)
            $0.addText("A", at: .zero, size: 12, color: .white) }.needsMultisampling)
        // Perspective quads: their shader smooths the edges (RendererQuadEdgeTests).
        let card = TextureSource(key: "card", version: 1, width: 1, height: 1) { [255, 255, 255, 255] }
        let quad = ImageQuad(topLeft: ProjectedPoint(Point(x: 10, y: 10)), topRight: ProjectedPoint(Point(x: 90, y: 20), w: 1.2),
                             bottomRight: ProjectedPoint(Point(x: 90, y: 60), w: 1.2), bottomLeft: ProjectedPoint(Point(x: 10, y: 70)))
        XCTAssertFalse(flat { $0.addImage(card, quad: quad) }.needsMultisampling)
        XCTAssertTrue(flat { $0.addCube(CubeInstance(center: Point(x: 50, y: 50), size: 20, angle: 0, color: RGB(r: 1, g: 0, b: 0))) }
            .needsMultisampling)
    }

    /// A flat frame drawn straight into the single-sampled buffer matches the multisampled one
    /// (its edges are anti-aliased by the shaders), within rounding.
    func testAFlatFrameSingleSampledMatchesTheMultisampledOne() throws {
        let list = flat {
            $0.addRect(Rect(x: 20.5, y: 20.25, width: 200, height: 150), color: .white, cornerRadius: 16)
            $0.addRect(Rect(x: 60, y: 60, width: 120, height: 40), color: RGBA(r: 1, g: 0, b: 0, a: 0.5), cornerRadius: 8)
            $0.addText("Wednesday", at: Point(x: 40, y: 120), size: 20, color: .black)
        }
        let single = try render(list, multisampled: false), multi = try render(list, multisampled: true)
        var worst = 0, differing = 0
        for i in 0..<single.bytes.count {
            let d = abs(Int(single.bytes[i]) - Int(multi.bytes[i]))
            worst = max(worst, d)
            if d > 8 { differing += 1 }
        }
        // Only edge pixels differ (multisampling also cuts the quads' own fractional edges).
        XCTAssertLessThan(Double(differing) / Double(single.bytes.count), 0.01, "worst channel difference \(worst)")
    }

    /// A large opaque rounded card is drawn as an unblended core plus four blended rim bands:
    /// interior exact, corners still anti-aliased, outside untouched, alpha opaque.
    func testALargeOpaqueRoundedRectBlendsOnlyItsRim() throws {
        let card = Rect(x: 20, y: 20, width: 280, height: 200)
        let image = try render(flat { $0.addRect(card, color: RGBA(r: 1, g: 1, b: 1), cornerRadius: 20) }, multisampled: false)
        XCTAssertEqual(renderer.lastFrame.drawCalls, 5)
        XCTAssertTrue(image.isColor(160, 120, RGB(r: 1, g: 1, b: 1)))
        XCTAssertTrue(image.isColor(21, 21, RendererTestSupport.background), "outside the rounded corner")
        let corner = (20..<40).flatMap { y in (20..<40).map { x in image.rgb(x, y).r } }
        XCTAssertGreaterThan(corner.filter { $0 > 40 && $0 < 220 }.count, 10, "anti-aliased pixels on the corner's arc")
        XCTAssertTrue(image.isColor(25, 120, RGB(r: 1, g: 1, b: 1)), "the straight edge band")
        XCTAssertTrue(stride(from: 3, to: image.bytes.count, by: 4).allSatisfy { image.bytes[$0] == 255 })
        // A small one stays one draw.
        _ = try render(flat { $0.addRect(Rect(x: 20, y: 20, width: 40, height: 20), color: .white, cornerRadius: 6) },
                       multisampled: false)
        XCTAssertEqual(renderer.lastFrame.drawCalls, 1)
    }
    /// An image shown texel for pixel (1:1, texel centres on pixel centres) is sampled nearest:
    /// one texel read a pixel instead of bilinear's four, with exactly the texture's pixels. Half a
    /// pixel off, it is still filtered (each pixel the mean of two texels).
    func testAnImageTexelForPixelIsSampledNearestWithTheSamePixels() throws {
        // Columns alternate black and white, rows step through red.
        let stripes = TextureSource(key: "stripes", version: 1, width: 64, height: 64) {
            (0..<64 * 64).flatMap { i -> [UInt8] in
                let x = i % 64, y = i / 64
                return [UInt8(y * 4), x % 2 == 0 ? 0 : 255, x % 2 == 0 ? 0 : 255, 255]
            }
        }
        let exact = try render(flat { $0.addImage(stripes, in: Rect(x: 10, y: 20, width: 64, height: 64)) }, multisampled: false)
        XCTAssertEqual(renderer.lastFrame.texelExactImages, 1)
        for y in 0..<64 { for x in 0..<64 {
            let p = exact.rgb(10 + x, 20 + y)
            XCTAssertTrue(p.r == y * 4 && p.g == (x % 2 == 0 ? 0 : 255) && p.b == p.g, "texel (\(x), \(y)): \(p)")
        } }
        let between = try render(flat { $0.addImage(stripes, in: Rect(x: 10.5, y: 20, width: 64, height: 64)) },
                                 multisampled: false)
        XCTAssertEqual(renderer.lastFrame.texelExactImages, 0)
        XCTAssertEqual(Double(between.rgb(40, 50).g), 127.5, accuracy: 2, "half a pixel off: two texels averaged")
    }
}
