import Dynamics
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// How the cradle draws its items: cells with their number as a label and a shadow, every spring
/// behind every item (docs/techniques/cradle.md, "In the scene").
final class CradleDrawingTests: XCTestCase {
    private func commands(items: Int) -> [DrawCommand] {
        let scene = CradleScene.make(size: Size(width: 1280, height: 720), ["items": .int(items)])
        let list = scene.drawnFrame(at: 0.5)
        return list.commands
    }

    private func textureKey(_ c: DrawCommand) -> String? {
        if case .imageQuad(let key, _, _, _, _) = c { return key }
        return nil
    }

    func testSpringsAreBehindEveryShadowAndEveryCellAndShadowsBehindCells() {
        let keys = commands(items: 5).compactMap(textureKey)
        let strings = keys.indices.filter { keys[$0] == "cradle.string" }
        let shadows = keys.indices.filter { keys[$0] == "cradle.shadow" }
        let cells = keys.indices.filter { keys[$0].hasPrefix("cradle.cell.") }
        XCTAssertEqual(strings.count, 5)
        XCTAssertEqual(shadows.count, 5)
        XCTAssertEqual(Set(cells.map { keys[$0] }), Set((1...5).map { "cradle.cell.\($0)" }))
        XCTAssertLessThan(strings.max()!, shadows.min()!, "every spring under every shadow")
        XCTAssertLessThan(shadows.max()!, cells.min()!, "every shadow under every cell")
    }

    /// A cell shows its number: white label pixels in its middle, its colour around them, and
    /// transparent rounded corners.
    func testACellCarriesItsNumberAndRoundedCorners() {
        let texture = CradleDrawing.cell(id: 7, edge: 100, text: TestContexts.text)
        let n = texture.width, pixels = texture.pixels()
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * n + x) * 4; return Array(pixels[i..<(i + 4)]) }
        XCTAssertEqual(pixel(0, 0)[3], 0, "a rounded corner is transparent")
        XCTAssertEqual(pixel(n / 2, 4)[3], 255, "the top edge's middle is opaque")
        var white = 0
        for y in n / 4..<(3 * n / 4) { for x in n / 4..<(3 * n / 4) where pixel(x, y)[0...2].allSatisfy({ $0 > 240 }) { white += 1 } }
        XCTAssertGreaterThan(white, n * n / 60, "the label \"7\" is drawn in white in the middle")
        XCTAssertEqual(pixel(n / 8, n / 2)[0...2].allSatisfy({ $0 > 240 }), false, "the cell's colour around it")
    }

    func testAnEmptyStartDrawsNoItems() {
        XCTAssertTrue(commands(items: 0).compactMap(textureKey).allSatisfy { !$0.hasPrefix("cradle.cell.") && $0 != "cradle.string" })
    }
}
