import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// Seed 003 (WWDC 2012 session 223, the OpenGL cube demo) reproduced with views and touches: which
/// wiring lets the scene see taps inside the scrollable frame while drags there still scroll.
final class Seed003WiringTests: XCTestCase {
    /// The cube view: handles taps itself in touchesBegan/Ended, as the demo's GL view does (pitfall 2).
    final class CubeView: View, ScrollViewDelegate {
        var taps: [Point] = []
        var began = 0
        var scrollOffset = Point.zero
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += 1 }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            if let t = touches.first { taps.append(t.location(in: self)) }
        }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
        override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
        func scrollViewDidScroll(_ scrollView: ScrollView) { scrollOffset = scrollView.contentOffset }
    }

    /// The row of little cubes (window points) and the content it scrolls.
    let scrollableFrame = Rect(x: 0, y: 400, width: 800, height: 200)
    let contentSize = Size(width: 3000, height: 200)

    private func makeScene() -> (Window, CubeView, ScrollView) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let cube = CubeView(frame: window.bounds)
        window.addSubview(cube)
        let scrollView = ScrollView(frame: scrollableFrame)
        scrollView.contentSize = contentSize
        scrollView.delegate = cube
        cube.addSubview(scrollView)
        return (window, cube, scrollView)
    }

    /// Touch down at `a`, a 4 pt move that starts the pan (the content is measured from there), then
    /// `dx` more in ten 10 ms steps; lifted after a 200 ms rest (no fling) or at once (fling).
    private func drag(_ window: Window, from a: Point, dx: Double, at t: Double, restBeforeLift: Bool = true) {
        window.sendTouch(.began, at: a, time: t)
        let start = a + Point(x: dx < 0 ? -4 : 4, y: 0)
        window.sendTouch(.moved, at: start, time: t + 0.005)
        for i in 1...10 { window.sendTouch(.moved, at: start + Point(x: dx * Double(i) / 10, y: 0), time: t + 0.005 + Double(i) * 0.01) }
        let lift = restBeforeLift ? t + 0.3 : t + 0.105
        window.sendTouch(.ended, at: start + Point(x: dx, y: 0), time: lift)
    }

    private func click(_ window: Window, _ p: Point, at t: Double) {
        window.sendTouch(.began, at: p, time: t)
        window.sendTouch(.ended, at: p, time: t + 0.08)
    }

    private func frames(_ window: Window, _ sv: ScrollView, from a: Double, to b: Double) {
        var t = a
        while t <= b { window.advance(to: t); sv.advance(to: t); t += 1.0 / 60 }
    }

    /// (a) Pitfall 2: a visible scroll view on top swallows the taps meant for the cube view.
    func testVisibleScrollViewSwallowsTaps() {
        let (window, cube, scrollView) = makeScene()
        click(window, Point(x: 100, y: 500), at: 0)
        XCTAssertEqual(cube.taps, [], "UIScrollView does not forward touches up the chain")
        XCTAssertEqual(cube.began, 0)
        click(window, Point(x: 400, y: 200), at: 1)
        XCTAssertEqual(cube.taps, [Point(x: 400, y: 200)], "outside the scrollable frame taps arrive")
        drag(window, from: Point(x: 600, y: 500), dx: -300, at: 2)
        XCTAssertEqual(scrollView.contentOffset.x, 301, accuracy: 1e-6, "drags scroll")
    }

    /// (b) The fix: scroll view hidden, its pan recognizer moved onto a plain dummy view with the
    /// scrollable frame. Drags still scroll the (invisible) scroll view; taps in the same area travel up
    /// the responder chain from the dummy view to the cube view.
    func testHostedRecognizerOnADummyViewScrollsAndLetsTapsThrough() {
        let (window, cube, scrollView) = makeScene()
        scrollView.isHidden = true
        let dummy = View(frame: scrollableFrame)
        cube.addSubview(dummy)
        dummy.addGestureRecognizer(scrollView.panGestureRecognizer)
        XCTAssertTrue(scrollView.panGestureRecognizer.view === dummy)
        XCTAssertFalse(scrollView.gestureRecognizers.contains { $0 === scrollView.panGestureRecognizer },
                       "a recognizer belongs to one view at a time")

        click(window, Point(x: 100, y: 500), at: 0)
        XCTAssertEqual(cube.taps, [Point(x: 100, y: 500)], "tap inside the scrollable frame reaches the cube view")

        drag(window, from: Point(x: 600, y: 500), dx: -300, at: 1)
        XCTAssertEqual(scrollView.contentOffset.x, 301, accuracy: 1e-6)
        XCTAssertEqual(cube.scrollOffset, scrollView.contentOffset, "didScroll copied the offset into the scene")
        XCTAssertEqual(cube.taps.count, 1, "a drag is not a tap")
        frames(window, scrollView, from: 1.3, to: 3)

        click(window, Point(x: 150, y: 450), at: 4)
        XCTAssertEqual(cube.taps.last, Point(x: 150, y: 450))
        XCTAssertEqual(scrollView.contentOffset.x, 301, accuracy: 1e-6, "a tap does not scroll")
    }

    /// (c) The seed's alternative: the scene recognizes taps with a tap recognizer, so the scroll view
    /// can stay visible on top; its pan and the scene's tap compete and each wins its own gesture.
    func testTapRecognizerVariantScrollsAndTaps() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let scene = View(frame: window.bounds)
        window.addSubview(scene)
        let scrollView = ScrollView(frame: scrollableFrame)
        scrollView.contentSize = contentSize
        scene.addSubview(scrollView)
        var taps: [Point] = []
        let tap = TapGestureRecognizer { g in taps.append(g.location(in: scene)) }
        scene.addGestureRecognizer(tap)

        click(window, Point(x: 100, y: 500), at: 0)
        XCTAssertEqual(taps, [Point(x: 100, y: 500)], "the tap recognizer on the scene sees touches on the scroll view")
        drag(window, from: Point(x: 600, y: 500), dx: -300, at: 1)
        XCTAssertEqual(scrollView.contentOffset.x, 301, accuracy: 1e-6, "the pan won the drag")
        XCTAssertEqual(taps.count, 1, "the tap failed when the pan began")
    }

    /// A tap during deceleration stops the scroll where it is and is delivered to nobody — with the
    /// hosted recognizer (touchesBegan/Ended scene) and with the tap-recognizer variant.
    func testTapDuringDecelerationStopsTheScrollAndIsDeliveredToNobody() {
        // Hosted-recognizer wiring.
        let (window, cube, scrollView) = makeScene()
        scrollView.isHidden = true
        let dummy = View(frame: scrollableFrame)
        cube.addSubview(dummy)
        dummy.addGestureRecognizer(scrollView.panGestureRecognizer)
        drag(window, from: Point(x: 700, y: 500), dx: -200, at: 0, restBeforeLift: false) // fling: 2000 pt/s
        XCTAssertTrue(scrollView.isDecelerating)
        frames(window, scrollView, from: 0.1, to: 0.3)
        XCTAssertTrue(scrollView.isDecelerating)
        let beganBefore = cube.began
        window.sendTouch(.began, at: Point(x: 300, y: 500), time: 0.31)
        let caught = scrollView.contentOffset
        XCTAssertFalse(scrollView.isDecelerating, "caught")
        window.sendTouch(.ended, at: Point(x: 300, y: 500), time: 0.4)
        frames(window, scrollView, from: 0.4, to: 2)
        XCTAssertEqual(scrollView.contentOffset.x, caught.x, accuracy: 1e-6, "stopped where it was caught")
        XCTAssertEqual(cube.taps, [], "the catching touch is not a tap")
        XCTAssertEqual(cube.began, beganBefore, "the cube view never heard of it")

        // Tap-recognizer variant.
        let window2 = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let scene = View(frame: window2.bounds)
        window2.addSubview(scene)
        let sv2 = ScrollView(frame: scrollableFrame)
        sv2.contentSize = contentSize
        scene.addSubview(sv2)
        var taps = 0
        scene.addGestureRecognizer(TapGestureRecognizer { _ in taps += 1 })
        drag(window2, from: Point(x: 700, y: 500), dx: -200, at: 0, restBeforeLift: false)
        frames(window2, sv2, from: 0.1, to: 0.3)
        XCTAssertTrue(sv2.isDecelerating)
        click(window2, Point(x: 300, y: 500), at: 0.31)
        XCTAssertFalse(sv2.isDecelerating)
        XCTAssertEqual(taps, 0, "the tap recognizer failed: the scroll's pan began on touch-down")
        click(window2, Point(x: 300, y: 500), at: 3)
        XCTAssertEqual(taps, 1, "at rest, a tap is a tap again")
    }
}
