import SceneKit
import CGL
import Scenes
import Renderer
import ScrollPhysics
import XCTest

/// Pixels drawn by SceneRenderer into an OffscreenTarget on an EGL surfaceless (llvmpipe) context.
final class RendererTests: RendererTestCase {
    typealias S = RendererTestSupport

    func testBigRedCubeIsRedAtItsCentreAndBackgroundElsewhere() throws {
        let image = try render(S.snapshot(big: S.cube(160, 80, size: 80)))
        XCTAssertTrue(image.isReddish(160, 80), "centre \(image.rgb(160, 80))")
        for (x, y) in [(2, 2), (317, 2), (20, 80), (300, 80), (160, 150)] {
            XCTAssertTrue(image.isColor(x, y, S.background), "(\(x), \(y)) is \(image.rgb(x, y))")
        }
        // Faces are lit differently: the cube shows at least three distinct shades of red.
        var shades = Set<Int>()
        for dx in stride(from: -30, through: 30, by: 6) { for dy in stride(from: -30, through: 30, by: 6)
            where image.isReddish(160 + dx, 80 + dy) { shades.insert(image.rgb(160 + dx, 80 + dy).r / 12) } }
        XCTAssertGreaterThanOrEqual(shades.count, 3, "shades \(shades.sorted())")
    }

    func testCubeLandsExactlyOnItsCentreAtAnyScale() throws {
        // A cube is centrally symmetric, so under the orthographic projection its silhouette's
        // centroid is the projected centre — at 1× and on a 2× (HiDPI) framebuffer.
        for (scale, angle) in [(1.0, 0.0), (2.0, 1.1)] {
            let snap = S.snapshot(big: S.cube(110, 70, size: 50, angle: angle))
            let image = try render(snap, width: Int(320 * scale), height: Int(240 * scale))
            let red = image.region(image.isReddish)
            XCTAssertGreaterThan(red.count, Int(50 * 50 * scale * scale * 0.8))
            XCTAssertEqual(red.centre.x, 110 * scale, accuracy: 0.75 * scale, "scale \(scale)")
            XCTAssertEqual(red.centre.y, 70 * scale, accuracy: 0.75 * scale, "scale \(scale)")
        }
    }

    func testReadPixelsIsTopRowFirst() throws {
        let image = try render(S.snapshot(big: S.cube(160, 25, size: 30)))
        let red = image.region(image.isReddish)
        XCTAssertGreaterThan(red.count, 500)
        XCTAssertEqual(red.centre.y, 25, accuracy: 1, "a cube near the top shows in the first rows")
        XCTAssertTrue((0..<320).contains { image.isReddish($0, 20) })
        XCTAssertFalse((0..<320).contains { image.isReddish($0, 220) })
    }

    func testLittleCubesAreClippedToTheStrip() throws {
        let strip = Rect(x: 0, y: 160, width: 320, height: 60)
        let above = S.cube(60, 100, size: 40, color: S.green)           // wholly above the strip
        let straddling = S.cube(200, 165, size: 40, color: S.green)     // half above its top edge
        let image = try render(S.snapshot(strip: strip, littles: [above, straddling]))
        XCTAssertEqual(image.region { x, y in x < 120 && image.isGreenish(x, y) }.count, 0, "cube above is clipped")
        XCTAssertTrue(image.isColor(60, 100, S.background))
        XCTAssertTrue(image.isGreenish(200, 170), "the part inside the strip is drawn: \(image.rgb(200, 170))")
        XCTAssertFalse((0..<320).contains { image.isGreenish($0, 159) }, "nothing green above the strip's top edge")
        XCTAssertTrue((0..<320).contains { image.isGreenish($0, 160) }, "green right from the strip's first row")
    }

    func testEmptyViewOrFramebufferDrawsNothing() throws {
        let target = try OffscreenTarget(width: 64, height: 48)
        target.bind()
        renderer.draw(S.snapshot(view: Size(width: 64, height: 48)), framebufferWidth: 64, framebufferHeight: 48)
        var before: [UInt8] = []
        target.readPixels(into: &before)
        var changed = S.snapshot(view: .zero, big: S.cube(32, 24, size: 20))
        changed.background = S.red
        renderer.draw(changed, framebufferWidth: 64, framebufferHeight: 48)   // 0×0 view
        XCTAssertEqual(renderer.lastFrame.drawCalls, 0)
        changed.viewSize = Size(width: 64, height: 48)
        renderer.draw(changed, framebufferWidth: 0, framebufferHeight: 0)     // 0×0 framebuffer
        XCTAssertEqual(renderer.lastFrame.drawCalls, 0)
        var after: [UInt8] = []
        target.readPixels(into: &after)
        XCTAssertEqual(before, after, "nothing was drawn, not even the clear")

        let minimised = try OffscreenTarget(width: 0, height: 0)
        minimised.bind()
        renderer.draw(changed, framebufferWidth: minimised.width, framebufferHeight: minimised.height)
        var none: [UInt8] = [1, 2, 3]
        minimised.readPixels(into: &none)
        XCTAssertEqual(none, [])
        try minimised.resize(width: 8, height: 4)
        minimised.readPixels(into: &none)
        XCTAssertEqual(none.count, 8 * 4 * 4)
    }

    func testAllVisibleLittleCubesInOneDrawAndNoGrowthOnceWarm() throws {
        let target = try OffscreenTarget(width: 320, height: 240, samples: 0)
        target.bind()
        let many = (0..<300).map { S.cube(Double($0) * 1.07, 190, size: 3, angle: Double($0)) }
        renderer.draw(S.snapshot(littles: many), framebufferWidth: 320, framebufferHeight: 240)
        XCTAssertEqual(renderer.lastFrame.cubeBatches, [1, 300], "big cube, then ONE draw for all little cubes")
        XCTAssertEqual(renderer.lastFrame.drawCalls, 3, "backdrop + big cube + ONE little-cube draw")
        let warm = renderer.lastFrame
        XCTAssertGreaterThanOrEqual(warm.instanceCapacity, 301)
        for count in [30, 0, 300, 120] {
            renderer.draw(S.snapshot(littles: Array(many.prefix(count))), framebufferWidth: 320, framebufferHeight: 240)
            XCTAssertEqual(renderer.lastFrame.cubeBatches, count > 0 ? [1, count] : [1])
            XCTAssertEqual(renderer.lastFrame.instanceAllocations, warm.instanceAllocations, "no regrowth once warm")
        }
        XCTAssertEqual(glGetError(), GLenum(GL_NO_ERROR))
    }

    func testPixelRectMapsPointsToFramebufferPixelsBottomUp() {
        let strip = Rect(x: 10, y: 160, width: 300, height: 60)
        let oneX = CubeProjection.pixelRect(strip, viewSize: Size(width: 320, height: 240), framebufferWidth: 320,
                                            framebufferHeight: 240)
        XCTAssertEqual(oneX.map { [$0.x, $0.y, $0.width, $0.height] }, [10, 20, 300, 60])
        let twoX = CubeProjection.pixelRect(strip, viewSize: Size(width: 320, height: 240), framebufferWidth: 640,
                                            framebufferHeight: 480)
        XCTAssertEqual(twoX.map { [$0.x, $0.y, $0.width, $0.height] }, [20, 40, 600, 120])
        XCTAssertNil(CubeProjection.pixelRect(strip, viewSize: .zero, framebufferWidth: 320, framebufferHeight: 240))
        XCTAssertNil(CubeProjection.pixelRect(Rect(x: 400, y: 0, width: 50, height: 50),
                                              viewSize: Size(width: 320, height: 240), framebufferWidth: 320,
                                              framebufferHeight: 240), "off-screen rect is empty")
    }

    func testProjectionMapsWindowPointsToClipSpaceWithNearerSmallerDepth() {
        let m = CubeProjection.windowToClip(viewSize: Size(width: 400, height: 300), depthHalfRange: 100)
        for (point, ndc) in [((0.0, 0.0, 0.0), (-1.0, 1.0, 0.0)), ((400, 300, 0), (1, -1, 0)), ((200, 150, 100), (0, 0, -1)),
                             ((100, 225, -50), (-0.5, -0.5, 0.5))] {
            let p = CubeProjection.apply(m, to: point)
            XCTAssertEqual(p.0, ndc.0, accuracy: 1e-6); XCTAssertEqual(p.1, ndc.1, accuracy: 1e-6)
            XCTAssertEqual(p.2, ndc.2, accuracy: 1e-6, "z toward the viewer is nearer (smaller depth)")
        }
        let identity = CubeProjection.windowToClip(viewSize: .zero, depthHalfRange: 100)
        XCTAssertTrue(identity == SIMD16(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1), "0×0 never divides by zero")
        // Spins are reduced to 0…2π (with the fixed yaw added) so float sin/cos stay exact after hours.
        let hours = 3600.0 * 5 * 1.3
        XCTAssertEqual(CubeProjection.spin(hours), (hours + CubeProjection.baseYaw).truncatingRemainder(dividingBy: 2 * .pi),
                       accuracy: 1e-9)
        XCTAssertTrue((0..<2 * Double.pi).contains(CubeProjection.spin(-7)))
        XCTAssertEqual(CubeProjection.spin(.nan), CubeProjection.baseYaw)
    }
}
