import Capture
import Foundation
import SceneKit
import ScrollPhysics
import XCTest

/// The messages scene through the real `cubescroll capture` binary: the trace shows the springy
/// bubbles doing what docs/techniques/springy-items.md says.
final class MessagesCaptureTests: XCTestCase {
    /// A slow drag up the list that stops (held still before the lift, so no fling), then rest.
    static func dragScript(fps: Int = 60, duration: Double = 2.9, items: Int = 120, resistance: Double = 1500,
                           width: Int = 320, height: Int = 400, captures: String = "") -> String {
        """
        { "window": {"width": \(width), "height": \(height), "scale": 1}, "fps": \(fps), "duration": \(duration),
          "scene": {"name": "messages", "items": \(items), "resistance": \(resistance)},
          "events": [
            {"t": 0.10, "type": "drag", "from": [\(width / 2), \(height * 33 / 40)], "to": [\(width / 2), \(height * 9 / 40)],
             "duration": 0.5, "hz": 120, "hold": 0.3}
            \(captures) ] }
        """
    }

    /// The frames in which the finger is down and the list moves (the drag's moves).
    private func dragFrames(_ frames: [SpringFrame]) -> [SpringFrame] {
        frames.filter { $0.t > 0.2 && $0.t <= 0.6 }
    }

    func testDisplacementFollowsTheResistanceFormulaAtTheTouchAndFarFromIt() throws {
        let trace = try CaptureRunner.trace(Self.dragScript(), test: self)
        XCTAssertEqual(trace.header.scene["resistance"], .number(1500))
        XCTAssertEqual(trace.header.scene["damping"], .number(0.8))
        XCTAssertEqual(trace.header.scene["frequency"], .number(1))
        let frames = trace.springFrames
        let drag = dragFrames(frames)
        XCTAssertGreaterThan(drag.count, 15)
        // Items that had springs from the start of the drag to mid-drag.
        let mid = drag[drag.count / 2]
        let start = frames.first { $0.t >= 0.1 }!
        XCTAssertGreaterThan(mid.offsetY, start.offsetY + 60, "the list scrolled")
        var ratios: [Double] = []
        for (k, i) in mid.index.enumerated() {
            // r is (|dx| + |dy|) / 1500 from the touch (content coordinates) to the anchor.
            let expected = (abs(mid.touch.x - mid.anchorX[k]) + abs(mid.touch.y - mid.anchorY[k])) / 1500
            XCTAssertEqual(mid.r[k], expected, accuracy: 1e-12)
            guard drag.allSatisfy({ $0.index.contains(i) }) else { continue }
            // Scrolling down the content (offset growing): every bubble lags, pushed down.
            XCTAssertGreaterThan(mid.displacement[k], 0, "item \(i) lags behind the scroll")
            ratios.append(mid.displacement[k] / mid.r[k])
        }
        XCTAssertGreaterThan(ratios.count, 5)
        // The finger holds one content point, so every bubble's displacement is r times one common
        // spring response: the formula holds at the touch and far from it alike.
        let common = ratios[0]
        for ratio in ratios { XCTAssertEqual(ratio, common, accuracy: abs(common) * 1e-9) }
        // Near the touch the bubble follows the finger; far bubbles lag by more.
        let near = mid.r.indices.min { mid.r[$0] < mid.r[$1] }!
        let far = mid.r.indices.max { mid.r[$0] < mid.r[$1] }!
        XCTAssertLessThan(mid.r[near], 0.06)
        XCTAssertLessThan(abs(mid.displacement[near]), 8, "the bubble under the finger follows it")
        XCTAssertGreaterThan(mid.displacement[far], 4 * abs(mid.displacement[near]), "a far bubble lags visibly")
    }

    func testThePushIsNeverBeyondTheScrollDelta() throws {
        // A denominator of 100 puts every bubble farther than 100 pt from the touch at r > 1: its
        // push is clamped to the whole delta. So all of those bubbles move exactly alike (each is
        // pushed by the delta itself), and the others by r times that: displacement / min(r, 1) is
        // one number for every bubble.
        let trace = try CaptureRunner.trace(Self.dragScript(duration: 1.0, resistance: 100), test: self)
        let drag = dragFrames(trace.springFrames)
        let mid = drag[drag.count / 2]
        var clamped = 0, unclamped = 0, ratios: [Double] = []
        for (k, i) in mid.index.enumerated() where drag.allSatisfy({ $0.index.contains(i) }) {
            if mid.r[k] > 1 { clamped += 1 } else { unclamped += 1 }
            ratios.append(mid.displacement[k] / min(mid.r[k], 1))
        }
        XCTAssertGreaterThan(clamped, 3)
        XCTAssertGreaterThan(unclamped, 0)
        for ratio in ratios { XCTAssertEqual(ratio, ratios[0], accuracy: abs(ratios[0]) * 1e-9) }
        // A clamped bubble is never pushed against the scroll: it lags, never leads.
        XCTAssertTrue(mid.displacement.allSatisfy { $0 > 0 })
    }

    func testBubblesSettleWithinTwoSecondsOfTheScrollStopping() throws {
        let frames = try CaptureRunner.trace(Self.dragScript(duration: 2.9), test: self).springFrames
        let last = frames.last!
        guard let stop = frames.firstIndex(where: { f in frames.allSatisfy { $0.t < f.t || $0.offsetY == f.offsetY } })
        else { return XCTFail("the list never stopped") }
        let stopFrame = frames[stop]
        XCTAssertLessThan(stopFrame.t, 0.75, "the drag held still, so the list stopped at the lift")
        XCTAssertGreaterThan(frames[max(0, stop - 1)].maxDisplacement, 10, "bubbles were stretched when it stopped")
        let settled = frames.first { $0.t >= stopFrame.t + 2.0 }!
        XCTAssertLessThan(settled.maxDisplacement, 0.5, "settled at t=\(settled.t)")
        XCTAssertLessThan(last.maxDisplacement, 0.5)
        // The largest overshoot (opposite to the lag) is small: ζ = 0.8 overshoots by about 1.5 %.
        let peak = frames[max(0, stop - 1)].maxDisplacement
        let overshoot = frames[stop...].flatMap { $0.displacement }.map { -$0 }.max() ?? 0
        XCTAssertLessThan(overshoot, 0.03 * peak + 0.1)
    }

    func testTracesAreIdenticalAt30_60_144And240Fps() throws {
        let rates = [30, 60, 144, 240]
        var byRate: [Int: [SpringFrame]] = [:]
        for fps in rates {
            byRate[fps] = try CaptureRunner.trace(Self.dragScript(fps: fps, duration: 1.2, width: 160, height: 240),
                                                  test: self).springFrames
        }
        let base = byRate[30]!
        XCTAssertGreaterThan(base.map(\.maxDisplacement).max() ?? 0, 5, "the springs moved")
        for fps in rates.dropFirst() {
            let frames = byRate[fps]!
            for (j, b) in base.enumerated() {
                // 144 is not a multiple of 30: frame j·144/30 is at the same time only when whole.
                guard (j * fps) % 30 == 0 else { continue }
                let f = frames[j * fps / 30]
                XCTAssertEqual(f.t, b.t)
                XCTAssertEqual(f.offsetY, b.offsetY, "\(fps) fps, t=\(b.t)")
                XCTAssertEqual(f.index, b.index, "\(fps) fps, t=\(b.t)")
                XCTAssertEqual(f.displacement, b.displacement, "\(fps) fps, t=\(b.t)")
            }
        }
    }

    func testTenThousandItemsHaveAsManySpringsAs120() throws {
        let small = try CaptureRunner.trace(Self.dragScript(duration: 1.0), test: self).springFrames
        let large = try CaptureRunner.trace(Self.dragScript(duration: 1.0, items: 10_000), test: self).springFrames
        XCTAssertEqual(small.count, large.count)
        for (a, b) in zip(small, large) {
            XCTAssertEqual(a.index, b.index, "t=\(a.t)")
            XCTAssertEqual(a.displacement, b.displacement, "t=\(a.t)")
            // Only the items within the visible 400 pt plus 100 pt above and below: at most 700 pt
            // of the list, bubbles at least 38 pt apart.
            XCTAssertLessThanOrEqual(a.index.count, 700 / 38 + 2)
            for y in a.anchorY { XCTAssertTrue(y > a.offsetY - 100 - 60 && y < a.offsetY + 400 + 100 + 60) }
        }
    }
}
