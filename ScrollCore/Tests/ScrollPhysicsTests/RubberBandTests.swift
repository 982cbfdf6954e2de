import XCTest
@testable import ScrollPhysics

final class RubberBandTests: XCTestCase {
    func testReferenceValue() {
        // docs/scroll-behaviour.md, "Physics": 100 pt of overscroll with d = 600 bands to 50.38 ± 0.01.
        XCTAssertEqual(RubberBand.band(100, dimension: 600), 50.38, accuracy: 0.01)
        XCTAssertEqual(RubberBand.band(-100, dimension: 600), -50.38, accuracy: 0.01)
    }

    func testShape() {
        XCTAssertEqual(RubberBand.band(0, dimension: 600), 0)
        XCTAssertEqual(RubberBand.slope(0, dimension: 600), 0.55, accuracy: 1e-12)
        var previous = 0.0
        for x in stride(from: 10.0, through: 100_000, by: 997) {
            let b = RubberBand.band(x, dimension: 600)
            XCTAssertGreaterThan(b, previous)
            XCTAssertLessThan(b, 600, "never reaches the dimension")
            XCTAssertLessThan(b, x)
            previous = b
        }
        XCTAssertEqual(RubberBand.band(.infinity, dimension: 600), 600)
        XCTAssertEqual(RubberBand.band(50, dimension: 0), 0)
        XCTAssertEqual(RubberBand.band(.nan, dimension: 600), 0)
    }

    func testInverseAndSlope() {
        for x in [-5000.0, -300, -1, 0, 0.5, 77, 1200] {
            let b = RubberBand.band(x, dimension: 480)
            XCTAssertEqual(RubberBand.raw(b, dimension: 480), x, accuracy: 1e-6 * max(1, abs(x)))
            let h = 1e-5
            let numeric = (RubberBand.band(x + h, dimension: 480) - RubberBand.band(x - h, dimension: 480)) / (2 * h)
            if x != 0 { XCTAssertEqual(RubberBand.slope(x, dimension: 480), numeric, accuracy: 1e-6) }
        }
    }

    func testClampIntoRange() {
        XCTAssertEqual(RubberBand.clamp(50, lower: 0, upper: 100, dimension: 600), 50)
        XCTAssertEqual(RubberBand.clamp(200, lower: 0, upper: 100, dimension: 600), 100 + RubberBand.band(100, dimension: 600))
        XCTAssertEqual(RubberBand.clamp(-100, lower: 0, upper: 100, dimension: 600), -RubberBand.band(100, dimension: 600))
        XCTAssertEqual(RubberBand.clamp(5, lower: 0, upper: -10, dimension: 600), RubberBand.band(5, dimension: 600), "empty range reads as [lower, lower]")
    }
}
