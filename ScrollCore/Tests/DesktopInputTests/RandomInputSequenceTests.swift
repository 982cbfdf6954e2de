import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput
import SeededRandomness

/// Seeded random desktop input through the path the app uses — `DesktopInputRouter` over a hidden
/// scroll view whose pan recognizer is hosted on a plain view, a target behaviour that lands every
/// motion on a whole item and steps the wheel and arrows one item, resizes through `ScrollView.setGeometry` — checking the
/// invariants of docs/scroll-behaviour.md ("Invariants"): all state finite; the offset within the
/// range ± half the bounds; at rest within 6 s of the last input, inside the range, on a whole item;
/// exactly one ended callback per interaction. Bounded to a few seconds; SCROLLKIT_RANDOM_SEED=<n>
/// explores other sequences.
final class RandomInputSequenceTests: XCTestCase {
    /// The strip's geometry for a window size, as the cube scene lays it out.
    struct Strip: ScrollTargetBehavior {
        var window: Size
        var count: Int
        var pitch: Double { max(min(max(window.height * 0.22, 60), min(160, window.height)), 1) }
        var frame: Rect {
            let h = min(max(window.height * 0.22, 60), min(160, window.height))
            return Rect(x: 0, y: max(0, window.height - h - window.height * 0.06), width: window.width, height: h)
        }
        var contentSize: Size { Size(width: Double(count - 1) * pitch + window.width, height: frame.height) }
        var maxX: Double { Double(count - 1) * pitch }
        /// Rounds to the nearest item (the scene's scrollOffset(forProposedOffset:)).
        func snapped(_ p: Point) -> Point {
            guard p.x.isFinite else { return Point(x: 0, y: p.y) }
            let over = p.x - (p.x / pitch).rounded(.down) * pitch
            var x = p.x - over
            if over >= pitch / 2 { x += pitch }
            return Point(x: min(max(x, 0), maxX), y: p.y)
        }
        func updateTarget(_ target: inout Point, context: ScrollTargetContext) { target = snapped(target) }
        func itemStep(visibleSize: Size) -> Point? { Point(x: pitch, y: pitch) }
    }

    /// Checks the release targets and the order of the callbacks.
    final class Checker: ScrollViewDelegate {
        var strip: Strip
        var open = false
        var inProgrammaticCall = false
        var interactions = 0, endings = 0
        var violations: [String] = []
        init(strip: Strip) { self.strip = strip }

        private func ended(_ name: String) {
            if !open {
                if inProgrammaticCall { interactions += 1 } else { violations.append("\(name) with nothing open") }
            }
            open = false
            endings += 1
        }
        func scrollViewWillBeginDragging(_ v: ScrollView) {
            if open { violations.append("willBeginDragging while open") }
            open = true
            interactions += 1
        }
        func scrollViewWillEndDragging(_ v: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
            if !velocity.isFinite || !targetContentOffset.isFinite { violations.append("non-finite release") }
            if v.scrollsHorizontally, abs(targetContentOffset.x - strip.snapped(targetContentOffset).x) > 1e-6 {
                violations.append("release target \(targetContentOffset.x) not on an item")
            }
        }
        func scrollViewDidEndDragging(_ v: ScrollView, willDecelerate: Bool) { if !willDecelerate { ended("didEndDragging") } }
        func scrollViewDidEndDecelerating(_ v: ScrollView) { ended("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ v: ScrollView) { ended("didEndScrollingAnimation") }
    }

    var verbose = false

    func testRandomDesktopInputKeepsTheInvariants() {
        let seed = ProcessInfo.processInfo.environment["SCROLLKIT_RANDOM_SEED"].flatMap { UInt64($0) } ?? 2012_223
        var rng = SeededRandom(seed: seed)
        var failures = 0
        for sequence in 0..<400 where failures < 3 {
            var log: [String] = []
            if let problem = runSequence(&rng, log: &log) {
                failures += 1
                XCTFail("sequence \(sequence): \(problem)\n" + log.suffix(12).joined(separator: "\n"))
            }
        }
    }

    func runSequence(_ rng: inout SeededRandom, log: inout [String]) -> String? {
        var strip = Strip(window: Size(width: .random(in: 200...1600, using: &rng), height: .random(in: 100...900, using: &rng)),
                          count: Int.random(in: 0..<10, using: &rng) == 0 ? 1_000_000 : .random(in: 1...40, using: &rng))
        let window = Window(frame: Rect(origin: .zero, size: strip.window))
        let host = View(frame: Rect(origin: .zero, size: strip.window))
        window.addSubview(host)
        let sv = ScrollView(frame: strip.frame)
        sv.isHidden = true
        sv.contentSize = strip.contentSize
        host.addSubview(sv)
        let dummy = View(frame: strip.frame)
        dummy.addGestureRecognizer(sv.panGestureRecognizer)
        host.addSubview(dummy)
        let checker = Checker(strip: strip)
        sv.delegate = checker
        sv.targetBehavior = strip
        let router = DesktopInputRouter(window: window, scrollView: sv)
        log.append("window \(strip.window) items \(strip.count)")

        var t = Double.random(in: 0...1, using: &rng)
        var lastPointer = Point.zero
        // How far outside the range the offset may be: half the bounds, except that a finger or trackpad
        // pulling past an edge is rubber-banded with iOS's formula, which only stays below the whole
        // bounds; once let go, the spring-back may add a quarter of the room left (BouncingScrollSimulation)
        // and the allowance shrinks back to half the bounds as the content returns.
        var allowance = 0.0, wasDragging = false
        func check(_ what: String) -> String? {
            let p = sv.contentOffset
            if verbose { print(what, p.x, sv.isDragging, sv.isTracking, sv.isDecelerating, sv.isScrollAnimating, router.isMouseDown) }
            guard p.isFinite, sv.velocity.isFinite else { return "non-finite \(p) after \(what)" }
            let hi = sv.maxContentOffset, lo = sv.minContentOffset, d = sv.bounds.width
            let over = max(lo.x - p.x, p.x - hi.x, lo.y - p.y, p.y - hi.y, 0)
            if sv.isDragging || wasDragging {  // held, or just let go: what the pull left
                wasDragging = sv.isDragging
                if over >= d { return "offset \(p) outside 0…\(hi.x) by \(over) ≥ the bounds while dragged (\(what))" }
                allowance = max(d / 2, over + (d - over) / 4)
            } else {
                allowance = max(d / 2, min(allowance, over + (d - over) / 4))
                if over > allowance + 1e-6 { return "offset \(p) outside 0…\(hi.x) by \(over) after \(what)" }
            }
            return checker.violations.first
        }
        func frames(until end: Double) -> String? {
            while t < end {
                t = min(end, t + .random(in: 0.004...0.034, using: &rng))
                router.advance(to: t)
                if let e = check("frame at \(t)") { return e }
            }
            return nil
        }
        func point(inStrip: Bool) -> Point {
            let f = strip.frame
            return inStrip ? Point(x: .random(in: 0...f.width, using: &rng), y: .random(in: f.minY...f.maxY, using: &rng))
                : Point(x: .random(in: 0...strip.window.width, using: &rng), y: .random(in: 0...strip.window.height, using: &rng))
        }

        for _ in 0..<Int.random(in: 1...8, using: &rng) {
            if let e = frames(until: t + .random(in: 0...0.8, using: &rng)) { return e }
            let op = Int.random(in: 0..<9, using: &rng)
            log.append("t=\(t) op \(op) offset \(sv.contentOffset.x) of \(sv.maxContentOffset.x) bounds \(sv.bounds.size) dragging \(sv.isDragging) decel \(sv.isDecelerating) anim \(sv.isScrollAnimating) v \(sv.velocity.x) mouse \(router.isMouseDown)")
            switch op {
            case 0...2:  // mouse drag: flick, slow drag or click; sometimes the release is lost
                var p = point(inStrip: Int.random(in: 0..<5, using: &rng) != 0)
                router.mouseDown(at: p, time: t)
                defer { lastPointer = p }
                let dx = Double.random(in: -900...900, using: &rng)
                for _ in 0..<Int.random(in: 0...12, using: &rng) {
                    t += .random(in: 0.004...0.03, using: &rng)
                    p = p + Point(x: dx / 12, y: .random(in: -3...3, using: &rng))
                    router.mouseMoved(to: p, time: t)
                    if let e = check("mouse move") { return e }
                }
                t += Bool.random(using: &rng) ? 0 : .random(in: 0...0.2, using: &rng)
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: break                                  // release lost: the next press cancels it
                case 1: router.cancelPointer(time: t)          // focus lost
                default: router.mouseUp(at: p, time: t)
                }
            case 3...4:  // wheel notches at any rhythm, either way
                let sign = Bool.random(using: &rng) ? 1.0 : -1.0
                for _ in 0..<Int.random(in: 1...10, using: &rng) {
                    router.scroll(dx: 0, dy: Int.random(in: 0..<5, using: &rng) == 0 ? -sign : sign, shift: false, time: t)
                    if let e = frames(until: t + .random(in: 0.02...1.0, using: &rng)) { return e }
                }
            case 5:  // trackpad deltas
                for _ in 0..<Int.random(in: 1...20, using: &rng) {
                    t += .random(in: 0.008...0.02, using: &rng)
                    router.scroll(dx: .random(in: -3...3, using: &rng), dy: 0, shift: false, kind: .continuous, time: t)
                    if let e = check("trackpad") { return e }
                }
            case 6:  // keys
                let key = DesktopKey.allCases.randomElement(using: &rng)!
                checker.inProgrammaticCall = true
                let wasAnimating = sv.isScrollAnimating
                router.keyPressed(key, time: t)
                checker.inProgrammaticCall = false
                if sv.isScrollAnimating && !wasAnimating && !checker.open { checker.open = true; checker.interactions += 1 }
            default:  // resize, mid-motion or not
                router.advance(to: t)
                let old = strip
                strip.window = Size(width: .random(in: 1...1600, using: &rng), height: .random(in: 1...900, using: &rng))
                let landing = sv.targetContentOffset.map { strip.snapped(Point(x: $0.x / old.pitch * strip.pitch, y: 0)) }
                checker.strip = strip
                window.frame = Rect(origin: .zero, size: strip.window)
                host.frame = window.frame
                dummy.frame = strip.frame
                sv.setGeometry(frame: strip.frame, contentSize: strip.contentSize,
                               contentScale: Point(x: strip.pitch / old.pitch, y: 1), landing: landing)
                sv.targetBehavior = strip
            }
            if let e = check("op \(op)") { return e }
        }
        if router.isMouseDown { router.mouseUp(at: lastPointer, time: t) }
        if let e = check("last release") { return e }
        let last = t
        if let e = frames(until: last + 6) { return e }
        if sv.isDragging || sv.isDecelerating || sv.isScrollAnimating || sv.isTracking {
            return "still moving 6 s after the last input"
        }
        if checker.open || checker.interactions != checker.endings {
            return "\(checker.interactions) interactions, \(checker.endings) ended callbacks, open \(checker.open)"
        }
        let x = sv.contentOffset.x
        if sv.clampedOffset(sv.contentOffset) != sv.contentOffset { return "rests out of range at \(x)" }
        let items = x / strip.pitch
        if abs(items - items.rounded()) > 1e-6 * max(1, items) { return "rests between items at \(x) (pitch \(strip.pitch))" }
        return nil
    }
}
