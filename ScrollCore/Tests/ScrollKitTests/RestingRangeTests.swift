import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// After any sequence of input, a scroll view at rest is inside its range at the zoom it rests at
/// (docs/scroll-behaviour.md, "Invariants"). Unlike RandomizedSequenceTests, which plays one gesture
/// after another, these interleave them: a wheel notch or a programmatic scroll in the middle of a
/// pinch, a pinch in the middle of a drag, a catch in the middle of a zoom bounce.
final class RestingRangeTests: XCTestCase {
    /// A 400×300 view over 1600×3325 content zoomable 0.25…1 (range y 0…3025 at zoom 1).
    private func makeZoomable() -> (ScrollView, Recorder) {
        let sv = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let r = Recorder()
        let content = View(frame: Rect(x: 0, y: 0, width: 1600, height: 3325))
        r.zoomView = content
        sv.addSubview(content)
        sv.delegate = r
        sv.contentSize = content.frame.size
        sv.minimumZoomScale = 0.25
        sv.maximumZoomScale = 1
        return (sv, r)
    }

    /// Frames at 60 Hz from `t` until `end`.
    private func frames(_ sv: ScrollView, from t: Double, to end: Double) {
        var t = t
        while t < end { t = min(end, t + 1.0 / 60); sv.advance(to: t) }
    }

    private func assertAtRestInRange(_ sv: ScrollView, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(sv.isDragging || sv.isDecelerating || sv.isScrollAnimating || sv.isZooming || sv.isZoomAnimating,
                       "at rest", file: file, line: line)
        XCTAssertEqual(sv.zoomScale, min(max(sv.zoomScale, sv.minimumZoomScale), sv.maximumZoomScale),
                       "scale within its limits", file: file, line: line)
        XCTAssertEqual(sv.contentOffset, sv.clampedOffset(sv.contentOffset),
                       "offset inside 0…\(sv.maxContentOffset) at zoom \(sv.zoomScale)", file: file, line: line)
    }

    /// An animated scroll, then a pinch to 7.4× (rubber-banded past the maximum of 1), a Shift+wheel
    /// notch during the pinch, the pinch's end (the scale returns to 1 at once: the wheel gesture holds
    /// the offset) and the wheel gesture's end while its step still runs: the view must rest inside
    /// the range zoom 1 gives, not where the notch aimed in the range the over-zoomed content had.
    func testAWheelNotchDuringAnOverZoomedPinchRestsInsideTheRangeTheZoomLeaves() {
        let (sv, _) = makeZoomable()
        sv.advance(to: 0)
        sv.scrollRectToVisible(Rect(x: 0, y: 3200, width: 100, height: 100), animated: true)
        frames(sv, from: 0, to: 0.25)
        let anchor = Point(x: 200, y: 150)
        sv.pinchBegan(scale: 1, anchor: anchor, time: 0.25)
        sv.pinchChanged(scale: 7.4, anchor: anchor, time: 0.3)
        XCTAssertGreaterThan(sv.zoomScale, 1.5, "banded past the maximum")
        XCTAssertGreaterThan(sv.contentOffset.y, 3025, "past the range zoom 1 has")
        sv.scrollGestureChanged(delta: Point(x: 40, y: 0), kind: .wheelClicks, time: 0.32)
        frames(sv, from: 0.32, to: 0.35)
        sv.pinchEnded(time: 0.35)
        XCTAssertEqual(sv.zoomScale, 1)
        frames(sv, from: 0.35, to: 0.42)
        sv.scrollGestureEnded(time: 0.42)
        frames(sv, from: 0.42, to: 8)
        XCTAssertEqual(sv.maxContentOffset.y, 3025)
        assertAtRestInRange(sv)
    }

    /// A wheel notch, then a zoom out while its step still runs (the range shrinks under it): the
    /// release lands inside the new range.
    func testAZoomDuringAWheelStepRestsInsideTheNewRange() {
        let (sv, _) = makeZoomable()
        sv.contentOffset = Point(x: 0, y: 2900)
        sv.advance(to: 0)
        sv.scrollGestureChanged(delta: Point(x: 0, y: 100), kind: .wheelClicks, time: 0)
        frames(sv, from: 0, to: 0.05)
        sv.setZoomScale(0.5, animated: false)
        XCTAssertLessThan(sv.maxContentOffset.y, 1400)
        sv.scrollGestureEnded(time: 0.1)
        frames(sv, from: 0.1, to: 8)
        assertAtRestInRange(sv)
    }

    /// Seeded random interleavings of fingers, pinches, wheel and trackpad gestures, programmatic
    /// scrolls and zooms, and frames at random rates; after each sequence and 8 s of frames the view
    /// must be at rest inside its range. SCROLLKIT_RANDOM_SEED=<n> explores other sequences.
    func testRandomInterleavedInputRestsInsideTheRange() {
        let seed = ProcessInfo.processInfo.environment["SCROLLKIT_RANDOM_SEED"].flatMap { UInt64($0) } ?? 2012_223
        let count = ProcessInfo.processInfo.environment["SCROLLKIT_RANDOM_COUNT"].flatMap { Int($0) } ?? 3000
        var rng = SeededRandom(seed: seed)
        var failures = 0
        for sequence in 0..<count where failures < 3 {
            var log: [String] = []
            if let problem = runInterleaved(&rng, log: &log) {
                failures += 1
                XCTFail("sequence \(sequence): \(problem)\n" + log.joined(separator: "\n"))
            }
        }
    }

    private func runInterleaved(_ rng: inout SeededRandom, log: inout [String]) -> String? {
        let size = Size(width: .random(in: 150...800, using: &rng), height: .random(in: 100...600, using: &rng))
        let sv = ScrollView(frame: Rect(origin: .zero, size: size))
        let r = Recorder()
        let content = View(frame: Rect(x: 0, y: 0, width: .random(in: 0...4000, using: &rng), height: .random(in: 0...4000, using: &rng)))
        r.zoomView = content
        sv.addSubview(content)
        sv.delegate = r
        sv.contentSize = content.frame.size
        sv.contentInset = EdgeInsets(top: .random(in: 0...40, using: &rng), left: .random(in: 0...40, using: &rng))
        sv.bounces = Int.random(in: 0..<6, using: &rng) != 0
        sv.isPagingEnabled = Int.random(in: 0..<6, using: &rng) == 0
        sv.minimumZoomScale = .random(in: 0.25...1, using: &rng)
        sv.maximumZoomScale = Bool.random(using: &rng) ? .random(in: 1...4, using: &rng) : 1
        log.append("view \(size) content \(sv.contentSize) inset \(sv.contentInset) bounces \(sv.bounces) paging \(sv.isPagingEnabled) zoom \(sv.minimumZoomScale)…\(sv.maximumZoomScale)")

        var t = 0.0
        var pinch: (scale: Double, anchor: Point)?
        var finger: Point?
        var wheel = false
        let hz = [15.0, 30, 60, 240].randomElement(using: &rng)!
        for _ in 0..<Int.random(in: 2...14, using: &rng) {
            let frameCount = Int.random(in: 0...12, using: &rng)
            for _ in 0..<frameCount { t += 1 / hz; sv.advance(to: t) }
            t += .random(in: 0...0.02, using: &rng)
            let op = Int.random(in: 0..<12, using: &rng)
            log.append("t=\(t) op \(op) offset \(sv.contentOffset) scale \(sv.zoomScale) range \(sv.maxContentOffset) drag \(sv.isDragging) decel \(sv.isDecelerating) anim \(sv.isScrollAnimating) zooming \(sv.isZooming) zoomAnim \(sv.isZoomAnimating)")
            switch op {
            case 0:  // a finger goes down, or lifts
                if let f = finger {
                    sv.panEnded(translation: f, time: t); sv.touchUp(time: t); finger = nil
                } else {
                    sv.touchDown(time: t); sv.panBegan(translation: .zero, time: t); finger = .zero
                }
            case 1:  // the finger moves
                if let f = finger {
                    let next = f + Point(x: .random(in: -300...300, using: &rng), y: .random(in: -300...300, using: &rng))
                    sv.panChanged(translation: next, time: t); finger = next
                }
            case 2:  // a pinch begins, or ends
                if pinch != nil {
                    sv.pinchEnded(time: t); pinch = nil
                } else {
                    let a = Point(x: .random(in: 0...size.width, using: &rng), y: .random(in: 0...size.height, using: &rng))
                    sv.pinchBegan(scale: 1, anchor: a, time: t); pinch = (1, a)
                }
            case 3:  // the pinch changes, as far as 8× or 1/8
                if let p = pinch {
                    let s = exp(Double.random(in: -2...2, using: &rng))
                    sv.pinchChanged(scale: s, anchor: p.anchor, time: t); pinch = (s, p.anchor)
                }
            case 4, 5:  // a wheel notch or trackpad delta (a Shift+wheel notch is horizontal)
                let d = Point(x: Bool.random(using: &rng) ? .random(in: -120...120, using: &rng) : 0,
                              y: .random(in: -120...120, using: &rng))
                sv.scrollGestureChanged(delta: d, kind: op == 4 ? .wheelClicks : .continuous, time: t); wheel = true
            case 6:  // the wheel gesture's silence
                if wheel { sv.scrollGestureEnded(time: t); wheel = false }
            case 7:  // an animated scroll to a rect, as a key or a scene would ask
                let rect = Rect(x: .random(in: -100...4000, using: &rng), y: .random(in: -100...4000, using: &rng), width: 100, height: 100)
                sv.scrollRectToVisible(rect, animated: Bool.random(using: &rng))
            case 8:  // a programmatic scroll inside the range the view has once a zoom animation is over
                     // (code may put the offset anywhere; input may not)
                if sv.isZoomAnimating { sv.setZoomScale(sv.zoomScale, animated: false) }  // completes it
                let lo = sv.minContentOffset, hi = sv.maxContentOffset
                sv.setContentOffset(Point(x: .random(in: lo.x...hi.x, using: &rng), y: .random(in: lo.y...hi.y, using: &rng)),
                                    animated: Bool.random(using: &rng))
            case 9:
                sv.setZoomScale(.random(in: 0.1...5, using: &rng), animated: Bool.random(using: &rng))
            case 10:
                sv.zoom(to: Rect(x: .random(in: 0...2000, using: &rng), y: .random(in: 0...2000, using: &rng),
                                 width: .random(in: 10...2000, using: &rng), height: .random(in: 10...2000, using: &rng)),
                        animated: Bool.random(using: &rng))
            default:
                _ = sv.scrollToTop(animated: Bool.random(using: &rng))
            }
            guard sv.contentOffset.isFinite, sv.zoomScale.isFinite else { return "non-finite after op \(op)" }
        }
        // Everything lets go, in a random order.
        var ends: [() -> Void] = []
        if let f = finger { ends.append { sv.panEnded(translation: f, time: t); sv.touchUp(time: t) } }
        if pinch != nil { ends.append { sv.pinchEnded(time: t) } }
        if wheel { ends.append { sv.scrollGestureEnded(time: t) } }
        ends.shuffle(using: &rng)
        for end in ends { t += .random(in: 0...0.05, using: &rng); sv.advance(to: t); end() }
        log.append("t=\(t) let go: offset \(sv.contentOffset) scale \(sv.zoomScale) range \(sv.maxContentOffset)")
        let last = t
        while t < last + 8 { t += 1 / hz; sv.advance(to: t) }
        if sv.isDragging || sv.isDecelerating || sv.isScrollAnimating || sv.isZooming || sv.isZoomAnimating || sv.isTracking {
            return "still moving 8 s after the last input: dragging \(sv.isDragging) decelerating \(sv.isDecelerating) animating \(sv.isScrollAnimating) zooming \(sv.isZooming) \(sv.isZoomAnimating) tracking \(sv.isTracking) at \(sv.contentOffset)"
        }
        if sv.zoomScale < sv.minimumZoomScale - 1e-9 || sv.zoomScale > sv.maximumZoomScale + 1e-9 {
            return "rests at zoom \(sv.zoomScale) outside \(sv.minimumZoomScale)…\(sv.maximumZoomScale)"
        }
        if sv.clampedOffset(sv.contentOffset) != sv.contentOffset {
            return "rests at \(sv.contentOffset) outside \(sv.minContentOffset)…\(sv.maxContentOffset) at zoom \(sv.zoomScale)"
        }
        return nil
    }
}
