import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// What the delegate hears when input interrupts a motion (docs/scroll-behaviour.md, "Interrupted
/// motions"): the motion still ends with its own ended callback, and during that callback the scroll
/// view already shows what interrupted it, so `isTracking || isDragging || isDecelerating ||
/// isScrollAnimating || isZooming` tells "stopped by something" from "came to rest".
final class InterruptedMotionTests: XCTestCase {
    /// A strip gliding after a 2000 pt/s fling; returns the time mid-glide.
    private func gliding() -> (ScrollView, Recorder, Double) {
        let (v, r) = makeStrip()
        let lift = v.drag(dx: -200, over: 0.1, start: 0)
        v.advance(to: lift + 0.2)
        XCTAssertTrue(v.isDecelerating)
        r.clear()
        return (v, r, lift + 0.2)
    }

    private func flagsAt(_ r: Recorder, _ event: String, file: StaticString = #filePath, line: UInt = #line)
        -> (tracking: Bool, dragging: Bool, decelerating: Bool, animating: Bool)? {
        XCTAssertTrue(r.events.contains(event), "\(event) in \(r.summary)", file: file, line: line)
        return r.flags[event]
    }

    func testAGlideThatComesToRestEndsWithEveryFlagClear() {
        let (v, r, _) = gliding()
        v.settle()
        let f = flagsAt(r, "didEndDecelerating")
        XCTAssertEqual(f?.tracking, false)
        XCTAssertEqual(f?.dragging, false)
        XCTAssertEqual(f?.decelerating, false)
        XCTAssertEqual(f?.animating, false)
    }

    func testACatchEndsTheGlideWhileTrackingAndDragging() {
        let (v, r, t) = gliding()
        v.touchDown(time: t)
        XCTAssertEqual(r.summary.prefix(2), ["didEndDecelerating", "willBeginDragging"])
        let f = flagsAt(r, "didEndDecelerating")
        XCTAssertEqual(f?.tracking, true, "the finger that caught it is down")
        XCTAssertEqual(f?.dragging, true, "the drag the catch begins")
        XCTAssertEqual(f?.decelerating, false)
    }

    func testAWheelNotchEndsTheGlideWhileDragging() {
        let (v, r, t) = gliding()
        v.scrollGestureChanged(delta: Point(x: 40, y: 0), kind: .wheelClicks, time: t)
        XCTAssertEqual(r.summary.prefix(2), ["didEndDecelerating", "willBeginDragging"])
        let f = flagsAt(r, "didEndDecelerating")
        XCTAssertEqual(f?.dragging, true, "the wheel gesture the notch begins")
        XCTAssertEqual(f?.decelerating, false)
        XCTAssertEqual(f?.tracking, false, "no finger")
    }

    func testATrackpadDeltaEndsTheGlideWhileDragging() {
        let (v, r, t) = gliding()
        v.scrollGestureChanged(delta: Point(x: 3, y: 0), kind: .continuous, time: t)
        XCTAssertEqual(flagsAt(r, "didEndDecelerating")?.dragging, true)
    }

    func testAKeyEndsTheGlideWhileScrollAnimating() {
        let (v, r, t) = gliding()
        v.advance(to: t)
        v.scroll(.items(1, .horizontal))
        XCTAssertTrue(v.isScrollAnimating)
        let f = flagsAt(r, "didEndDecelerating")
        XCTAssertEqual(f?.animating, true, "the key's animation has begun")
        XCTAssertEqual(f?.decelerating, false)
        XCTAssertEqual(r.events.filter { $0 == "didEndDecelerating" }.count, 1)
    }

    func testACatchEndsAProgrammaticAnimationWhileTracking() {
        let (v, r) = makeStrip()
        v.setContentOffset(Point(x: 1200, y: 0), animated: true)
        v.advance(to: 0.1)
        v.touchDown(time: 0.1)
        let f = flagsAt(r, "didEndScrollingAnimation")
        XCTAssertEqual(f?.tracking, true)
        XCTAssertEqual(f?.animating, false)
    }

    func testAPinchEndsTheGlideWhileZooming() {
        let (v, r, t) = gliding()
        v.minimumZoomScale = 0.5
        v.maximumZoomScale = 2
        var zoomingThen: Bool?
        final class Probe: ScrollViewDelegate {
            var onEnd: (ScrollView) -> Void = { _ in }
            func scrollViewDidEndDecelerating(_ v: ScrollView) { onEnd(v) }
        }
        let probe = Probe()
        probe.onEnd = { zoomingThen = $0.isZooming }
        v.delegate = probe
        v.pinchBegan(scale: 1, anchor: Point(x: 100, y: 50), time: t)
        XCTAssertEqual(zoomingThen, true)
        _ = r
    }

    /// Only a motion that reached its end has every flag clear during its ended callback, whichever input
    /// stops the others: what a delegate that acts "at rest" (a picker that selects a row) relies on.
    func testOnlyAMotionThatReachedItsEndSeesEveryFlagClear() {
        final class RestProbe: ScrollViewDelegate {
            var rests: [Double] = [], stops: [Double] = []
            func note(_ v: ScrollView) {
                let busy = v.isTracking || v.isDragging || v.isDecelerating || v.isScrollAnimating || v.isZooming
                if busy { stops.append(v.contentOffset.x) } else { rests.append(v.contentOffset.x) }
            }
            func scrollViewDidEndDecelerating(_ v: ScrollView) { note(v) }
            func scrollViewDidEndScrollingAnimation(_ v: ScrollView) { note(v) }
        }
        let interruptions: [(ScrollView, Double) -> Void] = [
            { v, t in v.touchDown(time: t) },
            { v, t in v.panBegan(translation: Point(x: 20, y: 0), time: t) },
            { v, t in v.scrollGestureChanged(delta: Point(x: 40, y: 0), kind: .wheelClicks, time: t) },
            { v, t in v.scrollGestureChanged(delta: Point(x: 2, y: 0), kind: .continuous, time: t) },
            { v, t in v.advance(to: t); v.scroll(.items(1, .horizontal)) },
            { v, t in v.advance(to: t); v.setContentOffset(Point(x: 500, y: 0), animated: true) },
        ]
        for (i, interrupt) in interruptions.enumerated() {
            let (v, _) = makeStrip()
            let probe = RestProbe()
            v.delegate = probe
            let lift = v.drag(dx: -200, over: 0.1, start: 0)
            interrupt(v, lift + 0.2)
            XCTAssertEqual(probe.stops.count, 1, "interruption \(i): the glide's end says it was stopped")
            XCTAssertTrue(probe.rests.isEmpty, "interruption \(i): no rest while something holds the content")
        }
    }
}
