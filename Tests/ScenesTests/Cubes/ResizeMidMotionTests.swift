import DesktopInput
import SceneKit
import XCTest
import ScrollPhysics
import ViewKit
@testable import Scenes

/// A window resize while the strip moves carries the motion into the new layout
/// (docs/scroll-behaviour.md, "Geometry"): the offset never goes more than half a bounds width outside
/// the range, and the strip lands on the same whole cube.
final class ResizeMidMotionTests: XCTestCase {
    private func makeScene(_ size: Size, cubes: Int = 30) -> CubesScene {
        CubesScene.make(size: size, ["cubes": .int(cubes), "seed": .int(3)])
    }

    private func flick(_ s: CubesScene, dx: Double, start: Double) -> Double {
        let c = s
        let y = c.layout.stripFrame.midY, x0 = c.layout.windowSize.width / 2
        s.handle(.mouseDown(Point(x: x0, y: y)), time: start)
        var t = start
        for i in 1...12 {
            t = start + Double(i) / 120
            s.handle(.mouseMove(Point(x: x0 + dx * Double(i) / 12, y: y)), time: t)
            s.advance(to: t)
        }
        s.handle(.mouseUp(Point(x: x0 + dx, y: y)), time: t)
        s.advance(to: t)
        return t
    }

    /// Runs frames at 60 Hz until `end`, checking the half-bounds bound each frame; returns the largest
    /// overscroll seen (points).
    private func frames(_ s: CubesScene, from a: Double, to end: Double) -> Double {
        let c = s
        var worst = 0.0, t = a
        while t < end {
            t += 1.0 / 60
            s.advance(to: t)
            let x = c.scrollView.contentOffset.x, hi = c.scrollView.maxContentOffset.x
            worst = max(worst, x - hi, -x)
            XCTAssertLessThanOrEqual(max(x - hi, -x), c.scrollView.bounds.width / 2 + 1e-9, "at \(t): \(x) of 0…\(hi)")
        }
        return worst
    }

    /// A fling toward the end, then a resize to 1×1 and back: no shooting past the end, lands on the
    /// cube it was heading for.
    func testFlingThroughATinyWindowAndBack() {
        let s = makeScene(Size(width: 1280, height: 720)), c = s
        c.scrollView.contentOffset = Point(x: 20 * c.layout.pitch, y: 0)
        let t = flick(s, dx: -400, start: 1)  // 4000 pt/s toward the end (max 4593.6)
        XCTAssertTrue(c.scrollView.isDecelerating)
        let target = try! XCTUnwrap(c.scrollView.targetContentOffset).x / c.layout.pitch
        _ = frames(s, from: t, to: t + 0.1)
        s.resize(to: Size(width: 1, height: 1), time: t + 0.1)
        _ = frames(s, from: t + 0.1, to: t + 0.15)
        s.resize(to: Size(width: 1280, height: 720), time: t + 0.15)
        XCTAssertLessThan(abs(c.scrollView.velocity.x), 8000, "velocity scaled back, not grown")
        _ = frames(s, from: t + 0.15, to: t + 6)
        XCTAssertFalse(c.scrollView.isDecelerating)
        XCTAssertEqual(c.scrollView.contentOffset.x / c.layout.pitch, target, accuracy: 1e-6, "same cube")
    }

    /// Overscrolled during a bounce in a 320×20 window, resized to 320×180: the overscroll is re-banded
    /// for the new bounds, not scaled up with the pitch.
    func testOverscrollIsRebandedNotScaled() {
        let s = makeScene(Size(width: 320, height: 20)), c = s
        let t = flick(s, dx: 400, start: 1)  // toward the start: bounces past 0
        var now = t, deepest = 0.0
        while now < t + 1 {
            now += 1.0 / 240
            s.advance(to: now)
            deepest = min(deepest, c.scrollView.contentOffset.x)
            if c.scrollView.contentOffset.x < -50 { break }
        }
        let over = -c.scrollView.contentOffset.x
        XCTAssertGreaterThan(over, 50, "overscrolled before the resize (deepest \(deepest))")
        s.resize(to: Size(width: 320, height: 180), time: now)
        XCTAssertEqual(-c.scrollView.contentOffset.x, over, accuracy: 1e-6, "same width: same overscroll")
        let worst = frames(s, from: now, to: now + 4)
        XCTAssertLessThanOrEqual(worst, 160)
        XCTAssertEqual(c.scrollView.contentOffset.x, 0, accuracy: 1e-9)
    }

    /// 1 000 000 cubes: End, then a resize early in the animation (when the remaining distance is
    /// about 1.6 × the speed in seconds, where a re-rated decay used to take over and crawl for 10 s):
    /// still lands on the last cube in about 2 s.
    func testEndThenResizeLandsPromptly() {
        for (at, size) in [(0.01, Size(width: 2560, height: 1440)), (0.004, Size(width: 300, height: 200)),
                           (0.3, Size(width: 960, height: 540))] {
            let s = makeScene(Size(width: 1280, height: 720), cubes: 1_000_000), c = s
            s.handle(.key(.end), time: 0)
            s.advance(to: at)
            s.resize(to: size, time: at)
            var t = at
            while c.scrollView.isScrollAnimating && t < 20 { t += 1.0 / 60; s.advance(to: t) }
            XCTAssertLessThan(t, 2.5, "resized to \(size) at \(at) s: at rest \(t) s after End")
            XCTAssertEqual(c.scrollView.contentOffset.x, c.layout.maxOffsetX, accuracy: 1e-6)
        }
    }
}
