import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

import XCTest

/// A mouse flick through the router, window and pan recognizer releases at UIKit's law read at the
/// touch rate (docs/scroll-behaviour.md, "Release velocity"), whatever the mouse's report rate.
final class MouseReleaseVelocityTests: XCTestCase {
    /// A flick to the left accelerating 0 → 4000 pt/s over 100 ms, reported at `hz`, released at the
    /// last report; returns the velocity willEndDragging saw (content pt/s, +x).
    private func acceleratingFlick(hz: Double, noise: Double = 0) -> Double {
        let rig = Rig(size: Size(width: 600, height: 100), contentSize: Size(width: 100_000, height: 100))
        rig.scrollView.contentOffset = Point(x: 10_000, y: 0)
        var seen: Point?
        final class Probe: ScrollViewDelegate {
            var onRelease: (Point) -> Void = { _ in }
            func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point,
                                           targetContentOffset: inout Point) { onRelease(velocity) }
        }
        let probe = Probe()
        probe.onRelease = { seen = $0 }
        rig.scrollView.delegate = probe
        var random = SeededRandom(seed: 3)
        let start = 1.0, n = Int((0.1 * hz).rounded())
        func x(_ t: Double) -> Double { 500 - 20_000 * t * t }
        rig.router.mouseDown(at: Point(x: 500, y: 50), time: start)
        for i in 1...n {
            let t = Double(i) / hz
            let jitter = noise == 0 ? 0 : Double.random(in: -noise...noise, using: &random)
            rig.router.mouseMoved(to: Point(x: x(t) + jitter, y: 50), time: start + t)
        }
        rig.router.mouseUp(at: Point(x: x(0.1), y: 50), time: start + 0.1)
        return seen?.x ?? 0
    }

    func testAcceleratingFlickReleasesAtTheLawAtEveryMouseRate() {
        // The law on this path at 120 Hz: 4000 − 40 000·(0.6·2.5 + 0.35·1.5 + 0.05·0.5)/120 ≈ 3317 pt/s;
        // at 60 Hz ≈ 2633. A least-squares line over the last 100 ms gave ≈ 2333.
        for hz in [60.0, 120, 250, 500, 1000] {
            let v = acceleratingFlick(hz: hz)
            XCTAssert((2633 * 0.95...3317 * 1.05).contains(v), "\(hz) Hz released at \(v) pt/s")
        }
        XCTAssertEqual(acceleratingFlick(hz: 120), 3316.67, accuracy: 1, "a 120 Hz pointer is read as a touchscreen")
    }

    func testNoisyThousandHertzMouseReleasesSmoothly() {
        let v = acceleratingFlick(hz: 1000, noise: 1)
        XCTAssert((2633 * 0.9...3317 * 1.1).contains(v), "released at \(v) pt/s")
    }
}
