import XCTest
@testable import App

/// The capture's frame-time median keeps fixed memory over a long run (a run of 1,000,000 frames
/// kept 8 bytes a frame when it stored every time) and stays within half a bucket of the exact one.
final class FrameTimeMedianTests: XCTestCase {
    func testStorageDoesNotGrowWithTheRun() {
        var m = FrameTimeMedian()
        m.record(0.001)
        let first = m.storageBytes
        XCTAssertLessThanOrEqual(first, 16 * 1024, "a fixed histogram of at most 16 KiB")
        for i in 0..<1_000_000 { m.record(0.0005 + Double(i % 1000) * 1e-6) }
        XCTAssertEqual(m.storageBytes, first, "no storage per frame")
        XCTAssertEqual(m.count, 1_000_001)
    }

    func testMedianWithinHalfAPercentOfTheExactOne() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let n = Int.random(in: 1...5000, using: &rng)
            let times = (0..<n).map { _ in exp(Double.random(in: log(2e-6)...log(5.0), using: &rng)) }
            var m = FrameTimeMedian()
            times.forEach { m.record($0) }
            let exact = times.sorted()[n / 2]
            XCTAssertEqual(m.median / exact, 1, accuracy: 0.005, "n = \(n)")
        }
    }

    func testEdges() {
        var m = FrameTimeMedian()
        XCTAssertEqual(m.median, 0, "no frames")
        m.record(.nan)
        XCTAssertEqual(m.count, 0, "NaN is ignored")
        m.record(0)
        XCTAssertEqual(m.median, FrameTimeMedian.lowest, accuracy: FrameTimeMedian.lowest * 0.01)
        m.record(.infinity); m.record(.infinity)
        XCTAssertEqual(m.median, FrameTimeMedian.highest, accuracy: FrameTimeMedian.highest * 0.01)
    }
}
