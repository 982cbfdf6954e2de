import SceneKit
import XCTest
import ScrollPhysics
import ScrollKit
@testable import Scenes

final class PickingAndStylesTests: XCTestCase {
    let layout = CubeLayout(windowSize: Size(width: 960, height: 540), cubeCount: 30)

    func testPickingBigCubeLittleCubesAndGaps() {
        XCTAssertEqual(layout.pick(layout.bigCubeCenter, offsetX: 0), .bigCube)
        let offset = 4.3 * layout.pitch
        for k in 2...8 {
            let c = layout.windowCenter(ofCube: k, offsetX: offset)
            guard c.x > 0, c.x < 960 else { continue }
            XCTAssertEqual(layout.pick(c, offsetX: offset), .littleCube(k))
        }
        // Half-way between two cubes is a gap; above the strip (but off the big cube) is nothing.
        let between = layout.windowCenter(ofCube: 5, offsetX: offset) + Point(x: layout.pitch / 2, y: 0)
        XCTAssertEqual(layout.pick(between, offsetX: offset), .nothing)
        XCTAssertEqual(layout.pick(Point(x: 5, y: 5), offsetX: offset), .nothing)
        // Little cubes are not picked outside the strip band even if a cube would be there.
        let c = layout.windowCenter(ofCube: 4, offsetX: offset)
        XCTAssertEqual(layout.pick(Point(x: c.x, y: layout.stripFrame.minY - 1), offsetX: offset), .nothing)
    }

    func testBigCubeClickIsSeededAndKeepsAngleContinuous() {
        var a = CubeStyles(seed: 7), b = CubeStyles(seed: 7), c = CubeStyles(seed: 8)
        let before = a.bigCube
        a.tapBigCube(at: 2); b.tapBigCube(at: 2); c.tapBigCube(at: 2)
        XCTAssertEqual(a.bigCube, b.bigCube, "same seed, same result")
        XCTAssertNotEqual(a.bigCube, c.bigCube, "another seed, another colour")
        XCTAssertNotEqual(a.bigCube.color(at: 2), before.color(at: 2))
        XCTAssertEqual(a.bigCube.angle(at: 2), before.angle(at: 2), accuracy: 1e-9)
        XCTAssertTrue(CubeStyles.clickSpeedRange.contains(abs(a.bigCube.speed)))
    }

    func testLittleCubeClickCopiesBigCubesCurrentColourAndSpeed() {
        var s = CubeStyles(seed: 1)
        s.tapBigCube(at: 1)
        let angleBefore = s.style(ofCube: 3).angle(at: 5)
        s.tapLittleCube(3, at: 5)
        let big = s.bigCube, little = s.style(ofCube: 3)
        XCTAssertEqual(little.color(at: 5), big.color(at: 5))
        XCTAssertEqual(little.speed, big.speed)
        XCTAssertEqual(little.angle(at: 5), angleBefore, accuracy: 1e-9)
        XCTAssertEqual(little.color(at: 9), little.color(at: 5), "a copied colour stays put")
        XCTAssertEqual(s.style(ofCube: 4), CubeStyles.defaultStyle(ofCube: 4), "others untouched")
    }

    func testFrameListsOnlyVisibleCubesAndReusesStorage() {
        var list = DrawList()
        let styles = CubeStyles(seed: 1)
        func littles() -> ArraySlice<CubeInstance> { list.cubes.dropFirst() }   // the big cube comes first
        func rects() -> Int { list.commands.filter { if case .rect = $0 { return true } else { return false } }.count }
        CubeDrawing.fill(&list, layout: layout, styles: styles, offsetX: 0, time: 0)
        XCTAssertEqual(littles().count, layout.visibleCubes(offsetX: 0).count)
        XCTAssertEqual(littles().first?.center.x ?? 0, 480, accuracy: 1e-9)
        XCTAssertEqual(rects(), 1, "the backdrop (the indicator is the host's)")
        CubeDrawing.fill(&list, layout: layout, styles: styles, offsetX: 10 * layout.pitch, time: 1)
        XCTAssertTrue(littles().contains { abs($0.center.x - 480) < 1e-9 })
        // Once warm, a frame showing as many cubes reuses the same storage (no allocation).
        let storage = list.cubes.withUnsafeBufferPointer { $0.baseAddress }
        CubeDrawing.fill(&list, layout: layout, styles: styles, offsetX: 11.5 * layout.pitch, time: 2)
        XCTAssertEqual(list.cubes.withUnsafeBufferPointer { $0.baseAddress }, storage, "same storage")
    }

    /// The strip's indicator is its scroll view's own (ScrollKit), drawn by SceneKit for the host: a
    /// rounded bar inside the bottom of the strip while it scrolls, faded out after; none with
    /// `--no-indicator`.
    func testTheStripShowsItsScrollViewsIndicator() throws {
        for shows in [true, false] {
            let c = CubesScene.make(size: Size(width: 1280, height: 720),
                                    ["cubes": .int(60), "seed": .int(1), "indicator": .bool(shows)])
            let strip = NamedScrollView("strip", c.scrollView)
            c.scrollView.advance(to: 1)
            c.scrollView.setContentOffset(Point(x: 5 * c.layout.pitch, y: 0), animated: true)
            c.scrollView.advance(to: 1.1)
            var list = DrawList()
            list.reset(viewSize: c.layout.windowSize, background: CubeDrawing.backgroundColor)
            list.addScrollIndicators(of: [strip], time: 1.1)
            guard shows else {
                XCTAssertTrue(list.commands.isEmpty)
                continue
            }
            let shown = strip.windowIndicators(at: 1.1)
            XCTAssertEqual(shown.count, 1)
            let bar = try XCTUnwrap(shown.first?.indicator.rect)
            let frame = c.layout.stripFrame
            XCTAssertEqual(bar.maxY, frame.maxY - ScrollIndicator.margin, accuracy: 1e-9, "inside the strip's bottom")
            XCTAssertGreaterThan(bar.minX, frame.minX)
            guard case let .rect(r, color, radius, _) = try XCTUnwrap(list.commands.first) else { return XCTFail() }
            XCTAssertEqual(r, bar)
            XCTAssertEqual(radius, ScrollIndicator.thickness / 2)
            XCTAssertEqual(color, DrawList.indicatorColorOnDark, "white on the dark background")
            c.scrollView.advance(to: 10)
            XCTAssertEqual(strip.windowIndicators(at: 10).first?.indicator.opacity, 0, "faded out")
        }
    }
}
