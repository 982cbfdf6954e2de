import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

/// Bursts of wheel notches, a few milliseconds apart, over several scroll views (the lock screen: the
/// list under two of the cursor positions, the pager under the third). The content moves no faster
/// than the maximum fling speed, except as much as resting within `wheelAnimationLimit` needs, and
/// where it rests does not depend on the frame rate.
final class WheelBurstTests: XCTestCase {
    /// Records every velocity the list reports and the fastest it moved.
    final class Probe: ScrollViewDelegate {
        var reported: [Point] = []
        var fastest = 0.0
        func scrollViewDidScroll(_ v: ScrollView) { fastest = max(fastest, v.velocity.length) }
        func scrollViewWillEndDragging(_ v: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
            reported.append(velocity)
        }
    }

    struct Outcome: Equatable { var list: Point; var pager: Point }

    /// `notches` vertical notches `spacing` s apart, cycling the cursor over list, list, pager; frames at `fps`.
    private func burst(fps: Double, notches: Int = 60, spacing: Double = 0.005, dy: Double = 1) -> (Outcome, Probe) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 700))
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        list.contentSize = Size(width: 400, height: 20_000)
        list.contentOffset = Point(x: 0, y: 10_000)
        let pager = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 700))
        pager.contentSize = Size(width: 1200, height: 700)
        pager.isPagingEnabled = true
        pager.contentOffset = Point(x: 400, y: 0)
        window.addSubview(pager)
        window.addSubview(list)
        let probe = Probe()
        list.delegate = probe
        let router = DesktopInputRouter(window: window, scrollView: list)
        var frame = 0.0
        func frames(to t: Double) {
            while frame + 1 / fps <= t {
                frame += 1 / fps
                router.advance(to: frame)
                list.advance(to: frame)
                pager.advance(to: frame)
            }
        }
        for i in 0..<notches {
            let t = 1 + Double(i) * spacing
            frames(to: t)
            // The pager pages: a notch is one page; the list has no items: GTK's step.
            router.scrollView = i % 3 == 2 ? pager : list
            router.scroll(dx: 0, dy: dy, shift: false, time: t)
        }
        frames(to: 12)
        return (Outcome(list: list.contentOffset, pager: pager.contentOffset), probe)
    }

    func testABurstKeepsNearTheSpeedCap() {
        for dy in [1.0, -1.0] {
            let (_, probe) = burst(fps: 240, dy: dy)
            // 40 notches in 0.3 s run the list's target 2800 pt ahead: at the cap the spring would rest
            // about 4 s later; bounded to 1.2 s it peaks at 8252 pt/s, 3% over the cap.
            let cap = ScrollViewPhysics.iOS.maximumFlingSpeed * 1.05
            XCTAssertLessThanOrEqual(probe.fastest, cap * 1.0001, "dy \(dy)")
            XCTAssertFalse(probe.reported.isEmpty)
            for v in probe.reported { XCTAssertLessThanOrEqual(v.length, cap * 1.0001, "reported \(v), dy \(dy)") }
        }
    }

    func testWhereABurstRestsDoesNotDependOnTheFrameRate() {
        for dy in [1.0, -1.0] {
            let (at30, probe30) = burst(fps: 30, dy: dy)
            let (at240, probe240) = burst(fps: 240, dy: dy)
            XCTAssertEqual(at30.list.y, at240.list.y, accuracy: 1e-6, "dy \(dy)")
            XCTAssertEqual(at30.pager.x, at240.pager.x, accuracy: 1e-6, "dy \(dy)")
            // The list's gestures end when the cursor moves on (at the next wheel event), not at
            // whichever frame ran last: the same releases, with the same velocities, at any frame rate.
            XCTAssertEqual(probe30.reported.count, probe240.reported.count, "dy \(dy)")
            for (a, b) in zip(probe30.reported, probe240.reported) {
                XCTAssertEqual(a.y, b.y, accuracy: 1e-6, "dy \(dy)")
            }
        }
    }
}
