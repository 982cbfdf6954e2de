import XCTest
import ScrollPhysics
@testable import ScrollKit

/// docs/scroll-behaviour.md, "Physics": the same timestamped input gives the same offsets whatever the frame times.
final class FrameRateIndependenceTests: XCTestCase {
    /// One timestamped input.
    enum Input {
        case down(Double), up(Double)
        case began(Double, Double), changed(Double, Double), ended(Double, Double)
        case wheel(Double, Double)
        var time: Double {
            switch self {
            case .down(let t), .up(let t), .began(_, let t), .changed(_, let t), .ended(_, let t), .wheel(_, let t): t
            }
        }
    }

    /// A session: a fling into the end edge (bounce), a catch mid-deceleration, a snapped release,
    /// animated wheel steps. Touch samples at 125 Hz, unrelated to any frame rate.
    func script() -> [Input] {
        var s: [Input] = []
        func drag(from t0: Double, dx: Double, over d: Double, rest: Double = 0) {
            s.append(.down(t0))
            s.append(.began(0, t0 + 0.004))
            let n = Int(d / 0.008)
            for i in 1...n { s.append(.changed(dx * Double(i) / Double(n), t0 + 0.004 + Double(i) * 0.008)) }
            s.append(.ended(dx, t0 + 0.004 + Double(n) * 0.008 + rest))
        }
        drag(from: 0.013, dx: -400, over: 0.16)           // fling toward the end
        drag(from: 0.7311, dx: 30, over: 0.08)             // catches it, small flick back
        s.append(.down(2.1007)); s.append(.up(2.1507))     // catch + lift: settle path
        drag(from: 3.3, dx: 600, over: 0.2, rest: 0.003)   // fling toward the start: bounce
        for i in 0..<4 { s.append(.wheel(120, 5.5 + Double(i) * 0.037)) }
        return s
    }

    func run(frames: [Double]) -> (samples: [Int: Point], landing: Point, ends: [String]) {
        let (v, r) = makeStrip(width: 500, content: 2600)
        v.contentOffset = Point(x: 1500, y: 0)
        r.retarget = { velocity, target in
            // Snap to 100 pt cubes only for slow releases (exercises both target paths).
            abs(velocity.x) < 1500 ? Point(x: (target.x / 100).rounded() * 100, y: 0) : target
        }
        var samples: [Int: Point] = [:]
        var inputs = script()[...]
        var wheelOpen = false
        for f in frames {
            while let next = inputs.first, next.time <= f {
                inputs = inputs.dropFirst()
                switch next {
                case .down(let t): v.touchDown(time: t)
                case .up(let t): v.touchUp(time: t)
                case .began(let x, let t): v.panBegan(translation: Point(x: x, y: 0), time: t)
                case .changed(let x, let t): v.panChanged(translation: Point(x: x, y: 0), time: t)
                case .ended(let x, let t): v.panEnded(translation: Point(x: x, y: 0), time: t)
                case .wheel(let dx, let t): v.scrollGestureChanged(delta: Point(x: dx, y: 0), kind: .wheelClicks, time: t); wheelOpen = true
                }
            }
            if wheelOpen && f >= 5.8 { v.scrollGestureEnded(time: 5.8); wheelOpen = false }
            v.advance(to: f)
            let k = (f * 6).rounded()
            if abs(f * 6 - k) < 1e-9 { samples[Int(k)] = v.contentOffset }
        }
        return (samples, v.contentOffset, r.summary.filter { $0.hasPrefix("didEnd") || $0.hasPrefix("willBegin") })
    }

    /// Frame times at `hz` up to 9 s, optionally skipping (hitching over) one interval.
    func frames(_ hz: Double, hitch: ClosedRange<Double>? = nil) -> [Double] {
        (0...Int(9 * hz)).map { Double($0) / hz }.filter { t in hitch.map { !($0.contains(t) && t != $0.upperBound) } ?? true }
    }

    func testSameOffsetsAtAnyFrameRateAndThroughAHitch() {
        let reference = run(frames: frames(60))
        XCTAssertEqual(reference.samples.count, 9 * 6 + 1)
        let variants: [(String, [Double])] = [
            ("30 Hz", frames(30)), ("120 Hz", frames(120)), ("144 Hz", frames(144)), ("240 Hz", frames(240)),
            ("60 Hz with a 500 ms hitch mid-fling", frames(60, hitch: 0.5...1.0)),
            ("60 Hz with a 500 ms hitch in the bounce", frames(60, hitch: 3.6...4.1)),
        ]
        for (name, f) in variants {
            let run = run(frames: f)
            XCTAssertEqual(run.landing, reference.landing, name)
            XCTAssertEqual(run.ends, reference.ends, name)
            for (k, p) in reference.samples {
                guard let q = run.samples[k] else { continue }  // inside the hitch
                XCTAssertEqual(q.x, p.x, accuracy: 0.01, "\(name) at \(Double(k) / 6) s")
            }
        }
        XCTAssertEqual(reference.landing.x, 500, "bounced at 0, four 120 pt wheel steps, snapped to a cube")
        XCTAssertEqual(reference.samples[18], Point(x: 1900, y: 0), "the caught flick snapped to a cube")
        XCTAssertLessThan(reference.samples.values.map(\.x).min()!, 0, "the last fling overshot the start")
        XCTAssertGreaterThan(reference.samples.values.map(\.x).max()!, 2100, "the first fling overshot the end")
    }
}
