import SceneKit
import XCTest
import ScrollPhysics
@testable import Scenes

final class CubeLayoutTests: XCTestCase {
    let layout = CubeLayout(windowSize: Size(width: 1280, height: 720), cubeCount: 30)

    func testStripIsABandAlongTheBottomAndFitsTheWindow() {
        let strip = layout.stripFrame
        XCTAssertEqual(strip.width, 1280)
        XCTAssertEqual(strip.height, 720 * 0.22, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(strip.maxY, 720)
        XCTAssertGreaterThan(strip.minY, layout.bigCubeCenter.y + layout.bigCubeSize / 2)
    }

    func testOffsetMultipleOfPitchCentresThatCube() {
        for k in [0, 1, 7, 29] {
            let c = layout.windowCenter(ofCube: k, offsetX: Double(k) * layout.pitch)
            XCTAssertEqual(c.x, 640, accuracy: 1e-9, "cube \(k)")
            XCTAssertEqual(c.y, layout.stripFrame.midY, accuracy: 1e-9)
        }
        XCTAssertEqual(layout.maxOffsetX, 29 * layout.pitch, accuracy: 1e-9)
        XCTAssertEqual(layout.contentSize.width - 1280, layout.maxOffsetX, accuracy: 1e-9)
    }

    func testSnappingRoundsToNearestCubeLikeTheSeed() {
        let p = layout.pitch
        XCTAssertEqual(layout.scrollOffset(forProposedOffset: Point(x: 3 * p + 0.49 * p, y: 0)).x, 3 * p, accuracy: 1e-9)
        XCTAssertEqual(layout.scrollOffset(forProposedOffset: Point(x: 3 * p + 0.5 * p, y: 0)).x, 4 * p, accuracy: 1e-9)
        XCTAssertEqual(layout.scrollOffset(forProposedOffset: Point(x: 12 * p, y: 5)), Point(x: 12 * p, y: 5))
        // Clamped to the range, and never NaN.
        XCTAssertEqual(layout.scrollOffset(forProposedOffset: Point(x: -0.7 * p, y: 0)).x, 0)
        XCTAssertEqual(layout.scrollOffset(forProposedOffset: Point(x: 100 * p, y: 0)).x, layout.maxOffsetX, accuracy: 1e-9)
        XCTAssertEqual(layout.scrollOffset(forProposedOffset: Point(x: .nan, y: 0)).x, 0)
    }

    func testVisibleRangeIsSmallAndIndependentOfCubeCount() {
        let big = CubeLayout(windowSize: Size(width: 1280, height: 720), cubeCount: 1_000_000)
        let mid = 500_000.0 * big.pitch
        let r = big.visibleCubes(offsetX: mid)
        XCTAssertEqual(r.count, layout.visibleCubes(offsetX: 10 * layout.pitch).count)
        XCTAssertLessThan(r.count, 20)
        XCTAssertTrue(r.contains(500_000))
        // Every cube whose extent meets the window is listed; its neighbours outside are not.
        let reach = big.littleCubeSize * 3.0.squareRoot() / 2
        for k in (r.lowerBound - 2)...(r.upperBound + 1) {
            let x = big.windowCenter(ofCube: k, offsetX: mid).x
            let meets = x + reach > 0 && x - reach < 1280
            XCTAssertEqual(r.contains(k), meets, "cube \(k) at x \(x)")
        }
        XCTAssertEqual(layout.visibleCubes(offsetX: .infinity), 0..<0)
        XCTAssertEqual(layout.visibleCubes(offsetX: 0).lowerBound, 0)
        XCTAssertEqual(layout.visibleCubes(offsetX: layout.maxOffsetX).upperBound, 30)
    }

    func testResizeKeepsTheSameCubeCentred() {
        let small = CubeLayout(windowSize: Size(width: 800, height: 600), cubeCount: 30)
        let offset = 9 * layout.pitch
        let newOffset = small.offsetKeepingCentre(from: layout, offsetX: offset)
        XCTAssertEqual(small.windowCenter(ofCube: 9, offsetX: newOffset).x, 400, accuracy: 1e-9)
    }

    func testMinimisedWindowHasFiniteGeometry() {
        let zero = CubeLayout(windowSize: .zero, cubeCount: 30)
        XCTAssertEqual(zero.stripFrame, Rect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertGreaterThan(zero.pitch, 0)
        XCTAssertTrue(zero.contentSize.width.isFinite)
        XCTAssertEqual(zero.visibleCubes(offsetX: 0), 0..<0)
        XCTAssertEqual(zero.pick(Point(x: 0, y: 0), offsetX: 0), .nothing)
        XCTAssertTrue(zero.offsetKeepingCentre(from: layout, offsetX: 300).isFinite)
        XCTAssertTrue(layout.offsetKeepingCentre(from: zero, offsetX: 300).isFinite)
    }
}
