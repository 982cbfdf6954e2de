import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

/// Scenes with several scroll views point the router at the one under the cursor before each wheel
/// event (docs/scenes.md). Switching must not orphan a wheel gesture still open on the old one.
final class DesktopInputRouterSwitchTests: XCTestCase {
    func testSwitchingScrollViewsEndsTheOpenWheelGestureOnTheOldOne() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let top = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        let bottom = ScrollView(frame: Rect(x: 0, y: 100, width: 400, height: 100))
        let topDelegate = SnappingDelegate(pitch: 100), bottomDelegate = SnappingDelegate(pitch: 100)
        for (sv, d) in [(top, topDelegate), (bottom, bottomDelegate)] {
            sv.contentSize = Size(width: 2000, height: 100)
            sv.delegate = d
            window.addSubview(sv)
        }
        let router = DesktopInputRouter(window: window, scrollView: top)
        router.scroll(dx: 0, dy: -1, shift: false, time: 0)
        router.advance(to: 0.05)
        XCTAssertTrue(top.isDragging, "the wheel gesture is open on the first scroll view")
        router.scrollView = bottom
        router.scroll(dx: 0, dy: -1, shift: false, time: 0.06)
        var t = 0.06
        while t < 3 {
            t += 1.0 / 60
            router.advance(to: t)
            top.advance(to: t)  // the router advances only its current scroll view; the scene the rest
        }
        for (sv, d) in [(top, topDelegate), (bottom, bottomDelegate)] {
            XCTAssertFalse(sv.isDragging || sv.isDecelerating, "\(d.calls)")
            XCTAssertEqual(d.endings.count, 1, "one ended callback each: \(d.calls)")
            XCTAssertEqual(sv.contentOffset.x, 100, accuracy: 1e-6, "each landed on a whole item")
        }
        XCTAssertEqual(topDelegate.releaseTimes, [0.06],
                       "the old gesture ended at the input that followed the switch, not at the last frame")
    }
}
