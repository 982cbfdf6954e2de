import XCTest
@testable import ScrollPhysics

final class VelocityTrackerTests: XCTestCase {
    func testSteadyMotionAt60Hz() {
        var tracker = VelocityTracker()
        for i in 0...30 {
            let t = Double(i) / 60
            tracker.add(Point(x: 10 + 900 * t, y: 40 - 300 * t), time: t)
        }
        let v = tracker.velocity(at: 0.5)
        XCTAssertEqual(v.x, 900, accuracy: 1e-6)
        XCTAssertEqual(v.y, -300, accuracy: 1e-6)
        XCTAssertEqual(tracker.velocity(), v)
    }

    func testOnlyLast100msCount() {
        var tracker = VelocityTracker()
        // Slow for 0.5 s, then 0.1 s at 2000 pt/s: only the fast part is seen.
        var x = 0.0
        for i in 0..<50 { x += 1; tracker.add(Point(x: x, y: 0), time: Double(i) * 0.01) }
        for i in 50...60 { x += 20; tracker.add(Point(x: x, y: 0), time: Double(i) * 0.01) }
        XCTAssertEqual(tracker.velocity().x, 2000, accuracy: 1)
    }

    func testStillPointerBeforeLiftGivesZero() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(Point(x: Double(i) * 15, y: 0), time: Double(i) * 0.008) }
        XCTAssertGreaterThan(tracker.velocity(at: 0.08 + 0.04).x, 1000, "40 ms still: still moving")
        XCTAssertEqual(tracker.velocity(at: 0.08 + 0.06), .zero, "60 ms without a sample: stopped")
        // Same, but the pointer keeps reporting the same position (held still with events).
        for i in 1...8 { tracker.add(Point(x: 150, y: 0), time: 0.08 + Double(i) * 0.008) }
        XCTAssertEqual(tracker.velocity(), .zero)
        XCTAssertEqual(tracker.lastMotionTime, 0.08)
    }

    func testGapBreaksTheRun() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), time: 0)
        tracker.add(Point(x: 100, y: 0), time: 0.001)  // a jump long before
        tracker.add(Point(x: 100, y: 0), time: 0.07)   // 69 ms gap
        tracker.add(Point(x: 103, y: 0), time: 0.08)
        XCTAssertEqual(tracker.velocity().x, 300, accuracy: 1e-6, "only the run after the gap")
    }

    func testDegenerateInput() {
        var tracker = VelocityTracker()
        XCTAssertEqual(tracker.velocity(), .zero)
        tracker.add(Point(x: 5, y: 5), time: 1)
        XCTAssertEqual(tracker.velocity(), .zero, "one sample")
        tracker.add(Point(x: 9, y: 5), time: 1)
        XCTAssertEqual(tracker.count, 1, "same instant: the later position replaces the earlier")
        XCTAssertEqual(tracker.latest?.position, Point(x: 9, y: 5))
        XCTAssertEqual(tracker.velocity(), .zero, "no time between samples")
        tracker.add(Point(x: .nan, y: 0), time: 1.01)
        XCTAssertEqual(tracker.count, 1, "non-finite samples are dropped")
        tracker.add(Point(x: 0, y: 0), time: 0.5)
        XCTAssertEqual(tracker.count, 1, "time going backwards starts over")
        tracker.reset()
        XCTAssertEqual(tracker.count, 0)
        XCTAssertNil(tracker.latest)
    }

    func testRingBufferWrapsAtHighRates() {
        var tracker = VelocityTracker()
        for i in 0..<1000 { tracker.add(Point(x: Double(i) * 2, y: Double(i)), time: Double(i) * 0.001) }  // 1 kHz mouse
        XCTAssertEqual(tracker.count, VelocityTracker.capacity)
        XCTAssertEqual(tracker.velocity().x, 2000, accuracy: 1e-6)
        XCTAssertEqual(tracker.velocity().y, 1000, accuracy: 1e-6)
    }

    func testMergesSamplesCloserThanTheMinimumSpacing() {
        var tracker = VelocityTracker()
        // An 8000 Hz mouse at 2000 pt/s for 50 ms: thinned to about 500 Hz, read as 2000 pt/s.
        for i in 0...400 { tracker.add(Point(x: Double(i) * 0.25, y: 0), time: Double(i) / 8000) }
        XCTAssertLessThanOrEqual(tracker.count, Int(0.05 / VelocityTracker.minimumSpacing) + 1, "401 samples kept about 2 ms apart")
        XCTAssertEqual(tracker.latest?.time ?? 0, 0.05, accuracy: 1e-12, "the newest sample is always kept")
        XCTAssertEqual(tracker.velocity().x, 2000, accuracy: 1e-6)
    }
}
