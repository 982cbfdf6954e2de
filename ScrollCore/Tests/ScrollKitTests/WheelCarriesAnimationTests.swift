import XCTest
import ScrollPhysics
@testable import ScrollKit

/// A wheel click during a programmatic animation carries the animation on (docs/scroll-behaviour.md,
/// "Desktop input"): the target moves by the click's step, and the content keeps the animation's
/// velocity and pace — the click neither brakes it to the wheel's speed cap nor turns a scroll to the
/// far end of a long list into a crawl that takes many seconds.
final class WheelCarriesAnimationTests: XCTestCase {
    /// A 4.4 million point list (100,000 chat bubbles), 488 pt tall, scrolled to its end by an
    /// animation (the End key) started at 0; wheel clicks of 62 pt toward the start at `clicks`, whose
    /// gesture ends 0.1 s after the last, then one more click (a second gesture, which carries on the
    /// first one's landing) 0.05 s after that.
    private func endThenClicks(_ clicks: [Double]) -> (view: ScrollView, jumps: [Double], rest: Double?) {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 372, height: 488))
        v.contentSize = Size(width: 372, height: 4_385_920)
        v.advance(to: 0)
        let end = v.contentSize.height - v.bounds.height
        v.setContentOffset(Point(x: 0, y: end), animated: true)
        var jumps: [Double] = []
        let second = clicks.last! + 0.15
        for t in clicks + [second] {
            if t == second { v.scrollGestureEnded(time: clicks.last! + 0.1) }
            v.advance(to: t)
            let before = v.velocity.y
            v.scrollGestureChanged(delta: Point(x: 0, y: -62), kind: .wheelClicks, time: t)
            jumps.append(abs(v.velocity.y - before) / max(1, abs(before)))
        }
        v.scrollGestureEnded(time: second + 0.1)
        var t = second + 0.1, rest: Double?
        while t < second + 60, rest == nil {
            t += 1 / 60
            v.advance(to: t)
            if !v.isDecelerating && !v.isScrollAnimating && !v.isDragging { rest = t - second }
        }
        return (v, jumps, rest)
    }

    func testAClickDuringAFarAnimationKeepsItsVelocityAndPace() {
        let limit = ScrollViewPhysics.iOS.longestAnimation
        for first in [0.003, 0.02, 0.1, 0.3, 0.5] {
            let clicks = [first, first + 0.03, first + 0.09]
            let (v, jumps, rest) = endThenClicks(clicks)
            for jump in jumps { XCTAssertLessThan(jump, 1e-9, "first click at \(first) s: the velocity does not jump") }
            XCTAssertNotNil(rest, "first click at \(first) s: comes to rest")
            XCTAssertLessThanOrEqual(rest ?? .infinity, limit, "first click at \(first) s: rests within the longest animation")
            XCTAssertEqual(v.contentOffset.y, v.contentSize.height - v.bounds.height - 4 * 62, accuracy: 1e-9,
                           "first click at \(first) s: four clicks move exactly four steps from the animation's target")
            XCTAssertEqual(v.velocity, .zero)
        }
    }
}
