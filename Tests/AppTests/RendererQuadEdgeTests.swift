import CGL
import Platform
import Renderer
import SceneKit
import ScrollPhysics
import XCTest

/// Image quads drawn single-sampled with their edges anti-aliased in the shader (coverage from
/// each pixel's distance to the edge): slanted edges are smooth without multisampling, and an
/// edge two quads share can be left hard so that no seam shows between them.
final class RendererQuadEdgeTests: RendererTestCase {
    private let white = TextureSource(key: "white", version: 1, width: 1, height: 1) { [255, 255, 255, 255] }
    private let black = RGB(r: 0, g: 0, b: 0)

    /// Draws single-sampled (no multisampled target at all) on black and reads back.
    private func render(_ build: (inout DrawList) -> Void) throws -> GLTestImage {
        var list = DrawList()
        list.reset(viewSize: Size(width: 320, height: 240), background: black)
        build(&list)
        XCTAssertFalse(list.needsMultisampling, "a frame of image quads is drawn single-sampled")
        return try render(list, samples: 0)
    }

    private func quad(_ p: [(Double, Double)], smooth: ImageQuad.Edges = .all) -> ImageQuad {
        ImageQuad(topLeft: ProjectedPoint(Point(x: p[0].0, y: p[0].1)), topRight: ProjectedPoint(Point(x: p[1].0, y: p[1].1)),
                  bottomRight: ProjectedPoint(Point(x: p[2].0, y: p[2].1)), bottomLeft: ProjectedPoint(Point(x: p[3].0, y: p[3].1)),
                  smoothEdges: smooth)
    }

    /// A white quad with a slanted top edge: each pixel column's total brightness is the area the
    /// quad covers in that column (a hard edge would be off by up to half a pixel, and show steps),
    /// and the edge pixels in between are partly lit.
    func testASlantedEdgeIsAntiAliasedWithoutMultisampling() throws {
        // Top edge from (40, 60) to (280, 100): 1 pixel down every 6 across.
        let image = try render { $0.addImage(white, quad: quad([(40, 60), (280, 100), (280, 200), (40, 200)])) }
        XCTAssertEqual(renderer.lastFrame.drawCalls, 2, "the opaque inside unblended, then the rim blended")
        var worst = 0.0, partlyLit = 0
        for x in 45..<275 {
            let top = 60 + (Double(x) + 0.5 - 40) * 40 / 240
            let covered = (0..<240).reduce(0.0) { $0 + Double(image.rgb(x, $1).r) / 255 }
            worst = max(worst, abs(covered - (200 - top)))
            if (0..<240).contains(where: { (20...235).contains(image.rgb(x, $0).r) }) { partlyLit += 1 }
        }
        XCTAssertLessThan(worst, 0.1, "a column's coverage off the covered area by (pixels)")
        XCTAssertGreaterThan(partlyLit, 150, "columns with a partly covered pixel on the slanted edge (of 230)")
        XCTAssertTrue(image.isColor(160, 150, RGB(r: 1, g: 1, b: 1)), "inside")
        XCTAssertTrue(image.isColor(160, 201, black), "below the straight bottom edge (y = 200)")
        XCTAssertTrue(image.isColor(39, 150, black) && image.isColor(280, 150, black), "beside the vertical edges")
        XCTAssertTrue(stride(from: 3, to: image.bytes.count, by: 4).allSatisfy { image.bytes[$0] == 255 }, "opaque")
    }

    /// Two quads meeting along a slanted edge, each leaving it hard: every pixel along it is fully
    /// covered by one or the other. Smoothing it from both sides lets the black behind show through.
    func testASharedHardEdgeLeavesNoSeam() throws {
        let upper = [(40.0, 40.0), (280.0, 40.0), (280.0, 150.0), (40.0, 110.0)]
        let lower = [(40.0, 110.0), (280.0, 150.0), (280.0, 200.0), (40.0, 200.0)]
        func darkest(_ image: GLTestImage) -> Int {
            (45..<275).flatMap { x in (45..<195).map { image.rgb(x, $0).r } }.min()!
        }
        let hard = try render {
            $0.addImage(white, quad: quad(upper, smooth: [.top, .left, .right]))
            $0.addImage(white, quad: quad(lower, smooth: [.bottom, .left, .right]))
        }
        XCTAssertEqual(darkest(hard), 255, "no seam along the shared edge")
        let smoothed = try render {
            $0.addImage(white, quad: quad(upper))
            $0.addImage(white, quad: quad(lower))
        }
        XCTAssertLessThan(darkest(smoothed), 230, "premise: two ramps over one edge leave a seam")
    }

    /// A quad whose texture coordinates continue past its edges: the half-pixel rim outside an edge
    /// samples where the texture's edge continues, so an image that is one colour up to its edge
    /// gives that colour on the rim, weighted by coverage (no darker or lighter fringe).
    func testTheRimKeepsTheEdgeColour() throws {
        let red = TextureSource(key: "red", version: 1, width: 2, height: 2) {
            (0..<4).flatMap { _ in [255, 0, 0, 255] as [UInt8] }
        }
        let image = try render { $0.addImage(red, quad: quad([(40.3, 60), (280, 100), (280.6, 200), (40, 200)])) }
        for x in 45..<275 {
            for y in 50..<205 {
                let p = image.rgb(x, y)
                XCTAssertTrue(p.g == 0 && p.b == 0, "pure red, scaled by coverage, at (\(x), \(y)): \(p)")
            }
        }
    }
}
