import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit

/// Seeded random sequences through the public API with extreme values — NaN, ±∞, the largest and
/// smallest Doubles, ±2^40, zero sizes, absurd physics and zoom limits, frame hitches of hours — that
/// check what docs/scroll-behaviour.md ("Domains", "Limits") promises: every value stays finite and
/// within ±`maximumCoordinate`, every motion ends, and the view rests inside its range unless the
/// caller jumped it out with a non-animated offset.
///
/// CI runs 1,500 sequences; `CUBESCROLL_LONG_FUZZ=1` runs 200,000 (or `CUBESCROLL_LONG_FUZZ=<count>`),
/// `SCROLLKIT_RANDOM_SEED=<n>` another seed.
final class ExtremeValueSequenceTests: XCTestCase {
    func testRandomSequencesWithExtremeValues() {
        let env = ProcessInfo.processInfo.environment
        let seed = env["SCROLLKIT_RANDOM_SEED"].flatMap { UInt64($0) } ?? 2011_104
        let long = env["CUBESCROLL_LONG_FUZZ"].map { Int($0) ?? 1 }
        let count = long.map { $0 > 1 ? $0 : 200_000 } ?? 1_500
        var failures = 0
        let only = env["SCROLLKIT_SEQUENCE"].flatMap { Int($0) }  // replays one sequence, logging every frame
        for sequence in only.map({ $0...$0 }) ?? 0...(count - 1) where failures < 3 {
            verbose = only != nil
            var rng = SeededRandom(seed: seed &+ UInt64(sequence))
            var log: [String] = []
            if let problem = run(&rng, log: &log) {
                failures += 1
                XCTFail("seed \(seed) sequence \(sequence): \(problem)\n" + log.suffix(12).joined(separator: "\n"))
            }
        }
    }

    private var verbose = false

    /// A value that is often extreme: NaN, ±∞, the largest and smallest Doubles, ±2^40, 0, −0, or an
    /// ordinary number in `typical`.
    private func value(_ rng: inout SeededRandom, _ typical: ClosedRange<Double>) -> Double {
        let extremes: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                  .leastNonzeroMagnitude, 1e300, -1e300, 1e-300, ScrollView.maximumCoordinate,
                                  -ScrollView.maximumCoordinate, 0, -0.0, 1e15]
        if Int.random(in: 0..<3, using: &rng) == 0 { return extremes.randomElement(using: &rng)! }
        return .random(in: typical, using: &rng)
    }

    private func point(_ rng: inout SeededRandom, _ typical: ClosedRange<Double>) -> Point {
        Point(x: value(&rng, typical), y: value(&rng, typical))
    }

    private func spring(_ rng: inout SeededRandom) -> SpringDescription {
        SpringDescription(mass: value(&rng, 0.1...5), stiffness: value(&rng, 10...2000), damping: value(&rng, 1...100))
    }

    /// One sequence; the first broken promise, or nil.
    private func run(_ rng: inout SeededRandom, log: inout [String]) -> String? {
        let v = ScrollView(frame: Rect(origin: .zero, size: Size(width: value(&rng, 1...900), height: value(&rng, 1...700))))
        v.contentSize = Size(width: value(&rng, 0...8000), height: value(&rng, 0...8000))
        v.maximumZoomScale = value(&rng, 1...8)
        v.minimumZoomScale = value(&rng, 0.1...1)
        var t = 0.0
        var jumpedOut = false

        func check(_ what: String) -> String? {
            let p = v.contentOffset, s = v.contentSize, b = v.bounds.size
            let values = [p.x, p.y, v.velocity.x, v.velocity.y, v.zoomScale, s.width, s.height, b.width, b.height]
            if values.contains(where: { !$0.isFinite }) { return "non-finite state after \(what): \(values)" }
            if max(abs(p.x), abs(p.y), s.width, s.height, b.width, b.height) > ScrollView.maximumCoordinate * (1 + 1e-9) {
                return "beyond ±maximumCoordinate after \(what): offset \(p) content \(s) bounds \(b)"
            }
            return nil
        }
        func time() -> Double {
            switch Int.random(in: 0..<20, using: &rng) {
            case 0: return .nan
            case 1: return t - 1  // backwards: ignored
            case 2: t += Double.random(in: 1...100_000, using: &rng); return t  // a frame hitch
            default: t += Double.random(in: 0.001...0.1, using: &rng); return t
            }
        }
        func trace(_ what: String) {
            if verbose { print(what, t, v.contentOffset, v.zoomScale, v.contentSize, v.isDecelerating, v.isScrollAnimating, v.isZoomAnimating, v.isDragging, v.targetContentOffset as Any) }
        }

        for _ in 0..<Int.random(in: 1...14, using: &rng) {
            let op = Int.random(in: 0..<22, using: &rng)
            log.append("t=\(t) op \(op) offset \(v.contentOffset) scale \(v.zoomScale) content \(v.contentSize) bounds \(v.bounds.size)")
            switch op {
            case 0...3:  // a finger drag with extreme translations
                v.touchDown(time: time())
                v.panBegan(translation: .zero, time: time())
                for _ in 0..<Int.random(in: 1...6, using: &rng) { v.panChanged(translation: point(&rng, -900...900), time: time()) }
                if Bool.random(using: &rng) { v.panEnded(translation: point(&rng, -900...900), time: time()) } else { v.panCancelled(time: time()) }
                v.touchUp(time: time())
            case 4:
                for _ in 0..<Int.random(in: 1...5, using: &rng) {
                    v.scrollGestureChanged(delta: point(&rng, -200...200), kind: Bool.random(using: &rng) ? .wheelClicks : .continuous, time: time())
                }
                v.scrollGestureEnded(time: time())
            case 5:
                v.pinchBegan(scale: value(&rng, 0.5...2), anchor: point(&rng, 0...500), time: time())
                v.pinchChanged(scale: value(&rng, 0.1...10), anchor: point(&rng, 0...500), time: time())
                if Bool.random(using: &rng) { v.pinchEnded(scale: value(&rng, 0.1...10), anchor: point(&rng, 0...500), time: time()) } else { v.pinchEnded(time: time()) }
            case 6: v.setContentOffset(point(&rng, -100...8000), animated: true)
            case 7:
                v.setContentOffset(point(&rng, -100...8000), animated: false)
                jumpedOut = true
            case 8:
                v.contentOffset = point(&rng, -100...8000)
                jumpedOut = true
            case 9: v.scrollRectToVisible(Rect(origin: point(&rng, 0...8000), size: Size(width: value(&rng, 0...500), height: value(&rng, 0...500))), animated: Bool.random(using: &rng))
            case 10: v.scrollToTop(animated: Bool.random(using: &rng))
            case 11: v.setZoomScale(value(&rng, 0.1...10), animated: Bool.random(using: &rng))
            case 12: v.zoom(toScale: value(&rng, 0.1...10), anchor: point(&rng, 0...500), animated: Bool.random(using: &rng))
            case 13: v.zoom(to: Rect(origin: point(&rng, 0...8000), size: Size(width: value(&rng, 1...900), height: value(&rng, 1...900))), animated: Bool.random(using: &rng))
            case 14:
                v.setGeometry(frame: Rect(origin: .zero, size: Size(width: value(&rng, 1...900), height: value(&rng, 1...700))),
                              contentSize: Size(width: value(&rng, 0...8000), height: value(&rng, 0...8000)),
                              contentScale: point(&rng, 0.2...5), landing: Bool.random(using: &rng) ? point(&rng, 0...8000) : nil)
            case 15: v.retargetMotion(to: point(&rng, -100...8000))
            case 16: v.contentSize = Size(width: value(&rng, 0...8000), height: value(&rng, 0...8000))
            case 17: v.contentInset = EdgeInsets(top: value(&rng, 0...50), left: value(&rng, 0...50), bottom: value(&rng, 0...50), right: value(&rng, 0...50))
            case 18:
                if Bool.random(using: &rng) { v.frame = Rect(origin: point(&rng, 0...100), size: Size(width: value(&rng, 1...900), height: value(&rng, 1...700))) }
                else { v.bounds = Rect(origin: point(&rng, 0...8000), size: Size(width: value(&rng, 1...900), height: value(&rng, 1...700))); jumpedOut = true }
            case 19:
                var p = ScrollViewPhysics.iOS
                p.decelerationRate = .init(rawValue: value(&rng, 0.9...0.999))
                p.snapSpring = spring(&rng)
                p.bounceSpring = spring(&rng)
                p.minimumFlingSpeed = value(&rng, 0...200)
                p.maximumFlingSpeed = value(&rng, 1000...20_000)
                p.dragSlop = value(&rng, 0...10)
                v.physics = p
            case 20:
                v.minimumZoomScale = value(&rng, 0.1...1)
                v.maximumZoomScale = value(&rng, 1...8)
                v.bounces = Bool.random(using: &rng)
                v.bouncesZoom = Bool.random(using: &rng)
                v.isPagingEnabled = Int.random(in: 0..<4, using: &rng) == 0
            default:
                v.advance(to: time())
            }
            // A jump (even mid-motion: a running animation is carried along, as infinite scrolling needs)
            // may leave the view outside; a new input or animation aimed inside the range undoes it.
            let startsMotion = (0...6).contains(op) || (9...15).contains(op)
            let aimedInside = v.targetContentOffset.map { v.clampedOffset($0) == $0 } ?? true
            if startsMotion && aimedInside && (v.isDecelerating || v.isScrollAnimating || v.isZoomAnimating || v.isDragging || v.isZooming) {
                jumpedOut = false
            }
            trace("op \(op)")
            if let e = check("op \(op)") { return e }
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                v.advance(to: time())
                trace("frame")
                if let e = check("frame") { return e }
            }
        }
        // Let go of anything still held, then one long frame: every motion must have ended.
        v.pinchEnded(time: t)
        v.panCancelled(time: t)
        v.scrollGestureEnded(time: t)
        v.touchUp(time: t)
        // The slowest motion the domains allow rests within minutes; a day is plenty.
        v.advance(to: t + 86_400)
        trace("last frame")
        if let e = check("the last frame") { return e }
        if v.isDecelerating || v.isScrollAnimating || v.isZoomAnimating || v.isDragging || v.isTracking {
            return "still moving a day after the last input"
        }
        if !jumpedOut && v.clampedOffset(v.contentOffset) != v.contentOffset {
            return "rests outside the range at \(v.contentOffset) (range \(v.minContentOffset)…\(v.maxContentOffset))"
        }
        return nil
    }
}
