import SceneKit
import XCTest
import ScrollPhysics
@testable import Scenes

final class PickingAndStateTests: XCTestCase {
    let layout = SceneLayout(windowSize: Size(width: 960, height: 540), cubeCount: 30)

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
        var a = SceneState(seed: 7), b = SceneState(seed: 7), c = SceneState(seed: 8)
        let before = a.bigCube
        a.tapBigCube(at: 2); b.tapBigCube(at: 2); c.tapBigCube(at: 2)
        XCTAssertEqual(a.bigCube, b.bigCube, "same seed, same result")
        XCTAssertNotEqual(a.bigCube, c.bigCube, "another seed, another colour")
        XCTAssertNotEqual(a.bigCube.color(at: 2), before.color(at: 2))
        XCTAssertEqual(a.bigCube.angle(at: 2), before.angle(at: 2), accuracy: 1e-9)
        XCTAssertTrue(SceneState.clickSpeedRange.contains(abs(a.bigCube.speed)))
    }

    func testLittleCubeClickCopiesBigCubesCurrentColourAndSpeed() {
        var s = SceneState(seed: 1)
        s.tapBigCube(at: 1)
        let angleBefore = s.style(ofCube: 3).angle(at: 5)
        s.tapLittleCube(3, at: 5)
        let big = s.bigCube, little = s.style(ofCube: 3)
        XCTAssertEqual(little.color(at: 5), big.color(at: 5))
        XCTAssertEqual(little.speed, big.speed)
        XCTAssertEqual(little.angle(at: 5), angleBefore, accuracy: 1e-9)
        XCTAssertEqual(little.color(at: 9), little.color(at: 5), "a copied colour stays put")
        XCTAssertEqual(s.style(ofCube: 4), SceneState.defaultStyle(ofCube: 4), "others untouched")
    }

    func testFrameListsOnlyVisibleCubesAndReusesStorage() {
        var list = DrawList()
        let state = SceneState(seed: 1)
        func littles() -> ArraySlice<CubeInstance> { list.cubes.dropFirst() }   // the big cube comes first
        func rects() -> Int { list.commands.filter { if case .rect = $0 { return true } else { return false } }.count }
        CubeDrawing.fill(&list, layout: layout, state: state, offsetX: 0, time: 0, indicatorAlpha: 1)
        XCTAssertEqual(littles().count, layout.visibleCubes(offsetX: 0).count)
        XCTAssertEqual(littles().first?.center.x ?? 0, 480, accuracy: 1e-9)
        XCTAssertEqual(rects(), 2, "backdrop and indicator")
        CubeDrawing.fill(&list, layout: layout, state: state, offsetX: 10 * layout.pitch, time: 1, indicatorAlpha: nil)
        XCTAssertEqual(rects(), 1, "no indicator")
        XCTAssertTrue(littles().contains { abs($0.center.x - 480) < 1e-9 })
        // Once warm, a frame showing as many cubes reuses the same storage (no allocation).
        let storage = list.cubes.withUnsafeBufferPointer { $0.baseAddress }
        CubeDrawing.fill(&list, layout: layout, state: state, offsetX: 11.5 * layout.pitch, time: 2, indicatorAlpha: nil)
        XCTAssertEqual(list.cubes.withUnsafeBufferPointer { $0.baseAddress }, storage, "same storage")
    }

    func testIndicatorHoldsThenFades() {
        var ind = ScrollIndicator()
        XCTAssertEqual(ind.alpha(at: 0), 0)
        ind.noteActivity(at: 1)
        XCTAssertEqual(ind.alpha(at: 1.2), 1)
        XCTAssertEqual(ind.alpha(at: 1 + ScrollIndicator.holdDuration + ScrollIndicator.fadeDuration / 2), 0.5, accuracy: 1e-9)
        XCTAssertEqual(ind.alpha(at: 3), 0)
        let atStart = ScrollIndicator.rect(layout: layout, offsetX: 0)
        let atEnd = ScrollIndicator.rect(layout: layout, offsetX: layout.maxOffsetX)
        let overscrolled = ScrollIndicator.rect(layout: layout, offsetX: -100)
        XCTAssertLessThan(atStart.minX, atEnd.minX)
        XCTAssertLessThan(overscrolled.width, atStart.width)
        XCTAssertGreaterThan(atStart.minY, layout.stripFrame.maxY)
    }
}
