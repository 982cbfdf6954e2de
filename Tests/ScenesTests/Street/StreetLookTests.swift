import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// The street's look: the lamps look like lamps — a post standing on the kerb with an arm that
/// holds a lit lantern over the road, drawn at the street's backing scale (sharp on a 2× screen),
/// with a glow that falls off smoothly (the lamps were a pole with two stacked translucent discs,
/// whose edges showed as rings) — and the starry sky has one texture pixel per framebuffer pixel.
final class StreetLookTests: XCTestCase {
    /// Opacity (0…1) and colour of the lamp's pixel at point (x, y) of a render at `scale`.
    private func pixel(_ c: Canvas, _ x: Double, _ y: Double) -> (alpha: Double, r: Double, g: Double, b: Double) {
        let i = (Int(y * c.scale) * c.width + Int(x * c.scale)) * 4
        return (Double(c.pixels[i + 3]) / 255, Double(c.pixels[i]) / 255, Double(c.pixels[i + 1]) / 255, Double(c.pixels[i + 2]) / 255)
    }

    func testTheLampIsAPostWithAnArmHoldingALitLantern() {
        let c = StreetLamp.render(scale: 2)
        let foot = StreetLamp.foot, lens = StreetLamp.lens
        XCTAssertEqual(c.width, Int(StreetLamp.size.width * 2))
        // The post: solid from the plinth up to the arm, dark.
        for y in stride(from: 12.0, to: foot.y - 0.5, by: 2) {
            let p = pixel(c, foot.x, y)
            XCTAssertEqual(p.alpha, 1, "post at y \(y)")
            XCTAssertLessThan(p.r + p.g + p.b, 0.6, "iron is dark")
        }
        // The plinth is wider than the post.
        XCTAssertEqual(pixel(c, foot.x + 3, foot.y - 2).alpha, 1)
        XCTAssertEqual(pixel(c, foot.x + 3, foot.y - 30).alpha, 0, "beside the post: nothing")
        // The arm reaches from the post to the lantern.
        for x in stride(from: foot.x + 1, to: lens.x, by: 2) { XCTAssertEqual(pixel(c, x, 12).alpha, 1, "arm at x \(x)") }
        // The lens is lit (warm and bright) under a dark cap.
        let lit = pixel(c, lens.x, lens.y)
        XCTAssertEqual(lit.alpha, 1)
        XCTAssertGreaterThan(lit.r, 0.95)
        XCTAssertGreaterThan(lit.r, lit.b + 0.3, "warm")
        XCTAssertLessThan(pixel(c, lens.x, 15).r, 0.3, "the cap above the lens is dark")
        // Under the lantern there is nothing: the lamp is not a disc.
        XCTAssertEqual(pixel(c, lens.x, lens.y + 10).alpha, 0)
    }

    func testTheGlowFallsOffSmoothlyWithoutRings() {
        let glow = StreetLamp.glow, n = glow.width, pixels = glow.pixels()
        let row = n / 2
        let alphas = (n / 2..<n).map { Int(pixels[(row * n + $0) * 4 + 3]) }
        XCTAssertGreaterThan(alphas.first!, 240, "bright in the middle")
        XCTAssertEqual(alphas.last!, 0, "nothing at the edge")
        for (a, b) in zip(alphas, alphas.dropFirst()) {
            XCTAssertLessThanOrEqual(b, a, "falls off outward: \(alphas)")
            XCTAssertLessThanOrEqual(a - b, 20, "no step (a disc's edge): \(alphas)")
        }
    }

    func testLampsAreDrawnAtTheStreetsBackingScale() throws {
        for scale in [1.0, 2.0] {
            let scene = StreetScene.make(size: Size(width: 640, height: 360), pixelScale: scale)
            let list = scene.drawnFrame(at: 0)
            let lamp = try XCTUnwrap(list.textures["street.lamp"])
            XCTAssertEqual(lamp.width, Int(StreetLamp.size.width * scale))
            let lamps = list.commands.filter { if case let .image(key, _, _, _, _) = $0 { key == "street.lamp" } else { false } }
            XCTAssertGreaterThanOrEqual(lamps.count, 3, "a lamp every \(StreetDrawing.lampPitch) pt across 640 pt")
            // No translucent discs around the lamps any more (the swipe handle is a small pill).
            XCTAssertFalse(list.commands.contains {
                if case let .rect(r, color, radius, _) = $0 { radius > 0 && color.a < 0.5 && r.height > 10 } else { false }
            })
        }
    }

    func testTheSkyHasOneTexturePixelPerFramebufferPixel() throws {
        for scale in [1.0, 2.0] {
            let scene = StreetScene.make(size: Size(width: 640, height: 360), pixelScale: scale)
            let list = scene.drawnFrame(at: 0)
            let sky = try XCTUnwrap(list.textures.values.first { $0.key.hasPrefix("sky.") })
            XCTAssertEqual(sky.width, Int(640 * scale))
            XCTAssertEqual(sky.height, Int(360 * scale))
            // A star is a whole number of pixels: at 2× a 1 pt star is 2 × 2 bright pixels, not a smudge.
            let pixels = sky.pixels()
            let bright = stride(from: 0, to: pixels.count, by: 4).filter { pixels[$0] > 150 }.count
            XCTAssertGreaterThan(bright, 0)
            XCTAssertEqual(bright % Int(scale * scale), 0, "stars cover whole pixel blocks at scale \(scale)")
        }
    }

    /// House numbers are a street's: odd, positive, rising to the right, also left of the start
    /// (the building's index showed as 0 and −23).
    func testHouseNumbersArePositiveOddAndRiseToTheRight() {
        XCTAssertEqual(BuildingArt.houseNumber(0), 501)
        for k in -249..<249 {
            let n = BuildingArt.houseNumber(k)
            XCTAssertTrue(n > 0 && n < 1000 && n % 2 == 1, "building \(k): \(n)")
            XCTAssertEqual(BuildingArt.houseNumber(k + 1), n + 2)
        }
        XCTAssertEqual(BuildingArt.houseNumber(-250), 1)
        XCTAssertEqual(BuildingArt.houseNumber(-251), 999)
        XCTAssertEqual(BuildingArt.houseNumber(-100_000 - 250), 1)
    }
}
