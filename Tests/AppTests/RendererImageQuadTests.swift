import CGL
import Platform
import Renderer
import SceneKit
import ScrollPhysics
import XCTest

/// Image quads: textured quads given by four projected corners (rotated or in perspective).
final class RendererImageQuadTests: RendererTestCase {
    private func render(_ build: (inout DrawList) -> Void) throws -> GLTestImage {
        var list = DrawList()
        list.reset(viewSize: Size(width: 320, height: 240), background: RendererTestSupport.background)
        build(&list)
        return try render(list, samples: 0)
    }

    /// A 64×64 texture: the left half red, the right half green.
    private let halves = TextureSource(key: "halves", version: 1, width: 64, height: 64) {
        (0..<64 * 64).flatMap { i in i % 64 < 32 ? [255, 0, 0, 255] : [0, 255, 0, 255] as [UInt8] }
    }

    func testAFlatQuadDrawsLikeTheImageRectangle() throws {
        let rect = Rect(x: 40, y: 40, width: 200, height: 100)
        let flat = try render { $0.addImage(halves, in: rect) }
        let quad = ImageQuad(topLeft: ProjectedPoint(Point(x: 40, y: 40)), topRight: ProjectedPoint(Point(x: 240, y: 40)),
                             bottomRight: ProjectedPoint(Point(x: 240, y: 140)), bottomLeft: ProjectedPoint(Point(x: 40, y: 140)))
        let quadImage = try render { $0.addImage(halves, quad: quad) }
        XCTAssertEqual(flat.bytes, quadImage.bytes)
    }

    func testAQuadTurnedAwayIsTexturedInPerspective() throws {
        // A 200×100 card centred on the vanishing point, turned 60° about its vertical axis: its
        // right edge recedes. Its middle stays at x = 160, while the middle of its projected
        // outline is well to the left; perspective-correct texturing puts the red/green boundary
        // (u = ½) at 160, affine texturing would put it at the outline's middle.
        let camera = Perspective(eyeDistance: 400, vanishingPoint: Point(x: 160, y: 120))
        let angle = 60.0 * Double.pi / 180
        func corner(_ sx: Double, _ sy: Double) -> ProjectedPoint {
            camera.project(x: 160 + sx * 100 * cos(angle), y: 120 + sy * 50, z: -sx * 100 * sin(angle))
        }
        let quad = ImageQuad(topLeft: corner(-1, -1), topRight: corner(1, -1), bottomRight: corner(1, 1), bottomLeft: corner(-1, 1))
        let outlineMiddle = (quad.topLeft.point.x + quad.topRight.point.x) / 2
        XCTAssertLessThan(outlineMiddle, 150, "premise: the outline's middle is far from 160")
        XCTAssertGreaterThan(quad.topLeft.point.y - quad.topRight.point.y, -100, "premise")
        XCTAssertLessThan(quad.topLeft.point.y, quad.topRight.point.y, "the far edge is shorter")
        let image = try render { $0.addImage(halves, quad: quad) }
        let row = 120
        let firstGreen = (0..<320).first { image.rgb($0, row).g > 128 }!
        XCTAssertEqual(Double(firstGreen), 160, accuracy: 2, "u = ½ lands where the card's middle projects")
        XCTAssertGreaterThan(image.rgb(Int(quad.topLeft.point.x) + 3, row).r, 200, "near edge red")
        XCTAssertTrue(image.isColor(Int(quad.topRight.point.x) + 3, row, RendererTestSupport.background), "beyond the far edge")
        // The far edge is shorter: its top corner is lower than the near edge's top.
        XCTAssertTrue(image.isColor(Int(quad.topRight.point.x) - 2, Int(quad.topLeft.point.y) + 2,
                                    RendererTestSupport.background))
    }

    func testAQuadBehindTheEyeIsNotAdded() {
        var list = DrawList()
        list.reset(viewSize: Size(width: 10, height: 10), background: RendererTestSupport.background)
        let behind = ProjectedPoint(Point(x: 1, y: 1), w: -0.5)
        list.addImage(halves, quad: ImageQuad(topLeft: behind, topRight: behind, bottomRight: behind, bottomLeft: behind))
        XCTAssertTrue(list.commands.isEmpty)
        XCTAssertTrue(list.textures.isEmpty)
    }
}
