import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// Records every delegate callback as a short string, with the flags the scroll view had at the time.
final class Recorder: ScrollViewDelegate {
    var events: [String] = []
    var flags: [String: (tracking: Bool, dragging: Bool, decelerating: Bool, animating: Bool)] = [:]
    /// Optional target rewrite for willEndDragging.
    var retarget: ((Point, Point) -> Point)?
    var lastVelocity: Point?
    var zoomView: View?
    var allowScrollToTop = true

    private func log(_ s: String, _ v: ScrollView) {
        events.append(s)
        flags[s] = (v.isTracking, v.isDragging, v.isDecelerating, v.isScrollAnimating)
    }
    func scrollViewDidScroll(_ v: ScrollView) { log("didScroll", v) }
    func scrollViewWillBeginDragging(_ v: ScrollView) { log("willBeginDragging", v) }
    func scrollViewWillEndDragging(_ v: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        lastVelocity = velocity
        if let retarget { targetContentOffset = retarget(velocity, targetContentOffset) }
        log("willEndDragging", v)
    }
    func scrollViewDidEndDragging(_ v: ScrollView, willDecelerate: Bool) { log("didEndDragging(\(willDecelerate))", v) }
    func scrollViewWillBeginDecelerating(_ v: ScrollView) { log("willBeginDecelerating", v) }
    func scrollViewDidEndDecelerating(_ v: ScrollView) { log("didEndDecelerating", v) }
    func scrollViewDidEndScrollingAnimation(_ v: ScrollView) { log("didEndScrollingAnimation", v) }
    func scrollViewShouldScrollToTop(_ v: ScrollView) -> Bool { log("shouldScrollToTop", v); return allowScrollToTop }
    func scrollViewDidScrollToTop(_ v: ScrollView) { log("didScrollToTop", v) }
    func viewForZooming(in v: ScrollView) -> View? { zoomView }
    func scrollViewWillBeginZooming(_ v: ScrollView, with view: View?) { log("willBeginZooming", v) }
    func scrollViewDidZoom(_ v: ScrollView) { log("didZoom", v) }
    func scrollViewDidEndZooming(_ v: ScrollView, with view: View?, atScale scale: Double) { log("didEndZooming", v) }

    /// Events with consecutive repeats of didScroll / didZoom collapsed to one "…" entry.
    var summary: [String] {
        var out: [String] = []
        for e in events {
            let short = e == "didScroll" ? "didScroll…" : e == "didZoom" ? "didZoom…" : e
            if out.last != short { out.append(short) }
        }
        return out
    }

    /// Number of "ended" callbacks (one per interaction).
    var endedCount: Int {
        events.filter { ["didEndDragging(false)", "didEndDecelerating", "didEndScrollingAnimation", "didScrollToTop"].contains($0) }.count
    }

    func clear() { events.removeAll(); flags.removeAll() }
}

/// A horizontal strip: 600×100 view, 3000×100 content (range x 0…2400, y fixed).
func makeStrip(width: Double = 600, content: Double = 3000) -> (ScrollView, Recorder) {
    let v = ScrollView(frame: Rect(x: 0, y: 0, width: width, height: 100))
    v.contentSize = Size(width: content, height: 100)
    let r = Recorder()
    v.delegate = r
    return (v, r)
}

extension ScrollView {
    /// A finger drag at 60 Hz along x: touch-down at `start`, pan begins after the first frame, moves
    /// `distance` points (finger right is +) over `duration` seconds, then rests `rest` seconds and lifts.
    /// Returns the lift time.
    @discardableResult
    func drag(dx distance: Double, dy: Double = 0, over duration: Double, start: Double, rest: Double = 0,
              hz: Double = 60, lift: Bool = true) -> Double {
        touchDown(time: start)
        let steps = max(1, Int((duration * hz).rounded()))
        panBegan(translation: .zero, time: start)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            let t = start + duration * f
            panChanged(translation: Point(x: distance * f, y: dy * f), time: t)
            advance(to: t)
        }
        let end = start + duration + rest
        if lift { panEnded(translation: Point(x: distance, y: dy), time: end) }
        return end
    }

    /// Advances at `hz` from `currentTime` until nothing moves (or `limit` seconds pass); returns the time.
    @discardableResult
    func settle(hz: Double = 60, limit: Double = 10) -> Double {
        let start = currentTime
        var t = start
        while (isDecelerating || isScrollAnimating || isZoomAnimating || (isDragging && velocity != .zero)) && t - start < limit {
            t += 1 / hz
            advance(to: t)
        }
        return t
    }
}
