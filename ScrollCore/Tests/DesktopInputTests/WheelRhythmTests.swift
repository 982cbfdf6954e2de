import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

/// Wheel notches at any rhythm (docs/scroll-behaviour.md, "Desktop input"): each notch moves the
/// target by exactly one item from the running target, whatever the spacing, both ways, and the content
/// keeps its velocity across notches.
final class WheelRhythmTests: XCTestCase {
    /// A 400×100 row of 100 pt items (content 5000 pt: range 0…4600), snapping like the cube strip,
    /// one item per notch.
    private func makeRig() -> Rig {
        Rig(size: Size(width: 400, height: 100), contentSize: Size(width: 5000, height: 100), pitch: 100,
            itemStep: Point(x: 100, y: 100))
    }

    /// Sends `notches` (±1 each, +1 = wheel toward the user = offset grows) at `times`, running frames at
    /// 60 Hz in between; returns the rig after it has come to rest.
    private func run(_ notches: [(time: Double, dy: Double)], rig: Rig) -> (velocityDrops: [Double], rig: Rig) {
        var drops: [Double] = []
        var t = 0.0
        for n in notches {
            while t + 1.0 / 60 < n.time { t += 1.0 / 60; rig.router.advance(to: t) }
            rig.router.advance(to: n.time)
            let before = rig.scrollView.velocity.x
            rig.router.scroll(dx: 0, dy: -n.dy, shift: false, time: n.time)
            let after = rig.scrollView.velocity.x
            drops.append(abs(after - before))
            t = n.time
        }
        rig.frames(from: t, to: t + 6)
        return (drops, rig)
    }

    func testNNotchesLandNItemsAtAnySpacing() {
        for spacing in [0.02, 0.05, 0.1, 0.12, 0.15, 0.2, 0.25, 0.4, 0.7, 1.0] {
            for count in [2, 3, 10] {
                let notches = (0..<count).map { (time: 1 + Double($0) * spacing, dy: 1.0) }
                let (_, rig) = run(notches, rig: makeRig())
                XCTAssertEqual(rig.scrollView.contentOffset.x, Double(count) * 100, accuracy: 1e-6,
                               "\(count) notches \(Int(spacing * 1000)) ms apart")
                XCTAssertTrue(rig.isAtRest)
            }
        }
    }

    func testNotchesBackAndForthCountBothWays() {
        for spacing in [0.05, 0.1, 0.15, 0.25] {
            let (_, rig) = run([(1, 1), (1 + spacing, 1), (1 + 2 * spacing, -1)], rig: makeRig())
            XCTAssertEqual(rig.scrollView.contentOffset.x, 100, accuracy: 1e-6, "2 down, 1 up at \(spacing) s")
            let (_, back) = run([(1, 1), (1 + spacing, 1), (1 + 2 * spacing, 1), (1 + 3 * spacing, -1),
                                 (1 + 4 * spacing, -1)], rig: makeRig())
            XCTAssertEqual(back.scrollView.contentOffset.x, 100, accuracy: 1e-6, "3 down, 2 up at \(spacing) s")
        }
    }

    /// The content keeps its velocity at each notch (the running landing is carried on, not caught).
    func testNotchesKeepTheVelocity() {
        let notches = (0..<6).map { (time: 1 + Double($0) * 0.15, dy: 1.0) }
        let (drops, rig) = run(notches, rig: makeRig())
        for (i, d) in drops.enumerated() { XCTAssertEqual(d, 0, accuracy: 1e-9, "notch \(i): velocity jumped by \(d) pt/s") }
        XCTAssertEqual(rig.scrollView.contentOffset.x, 600, accuracy: 1e-6)
        // Each earlier gesture still ended exactly once (its landing is ended by the next notch).
        XCTAssertEqual(rig.delegate.calls.filter { $0 == "willBeginDragging" }.count, rig.delegate.endings.count)
    }
}
