import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// What a user feels at release and at drag start (docs/scroll-behaviour.md, "Releases and targets",
/// "Dragging"): snapped landings never speed up or jump, both edges bounce alike, and the move that
/// starts a drag is not dropped.
final class ReleaseFeelTests: XCTestCase {
    /// Releases a drag at `speed` pt/s (offset units, + grows the offset) from `start`, with the
    /// delegate moving the target to `target(natural)`; samples the motion at 240 Hz until rest.
    /// Returns the release velocity, the speeds seen and the time to rest.
    private func release(speed: Double, from start: Double, target: @escaping (Double) -> Double)
        -> (view: ScrollView, release: Double, speeds: [Double], restTime: Double, first: Double) {
        let (v, r) = makeStrip(content: 100_000)
        v.contentOffset = Point(x: start, y: 0)
        r.retarget = { _, natural in Point(x: target(natural.x), y: natural.y) }
        // A steady drag at `speed` for 0.1 s (120 Hz) and a lift: the release velocity is `speed`.
        let lift = v.drag(dx: -speed * 0.1, over: 0.1, start: 1, hz: 120)
        let released = r.lastVelocity?.x ?? .nan
        let first = v.velocity.x
        var speeds: [Double] = [], t = lift
        while (v.isDecelerating || v.isDragging) && t < lift + 20 {
            t += 1.0 / 240
            v.advance(to: t)
            speeds.append(abs(v.velocity.x))
        }
        return (v, released, speeds, t - lift, first)
    }

    /// Targets beyond the natural reach (1.3× it, and half a 160 pt item past it — the furthest a
    /// snap to the nearest item asks): no jump at release, lands exactly on the target, and no
    /// speed-up — unless the never-faster landing would rest later than the landing bound (the longest
    /// animation or the free fling's time): then it rests within that bound instead, at most twice as
    /// fast as the release.
    func testLandingBeyondTheNaturalReachNeverSpeedsUp() {
        let physics = ScrollViewPhysics.iOS
        for speed in [100.0, 300, 1000, 3000] {
            for (stretch, extra) in [(1.3, 0.0), (1.0, 80.0)] {
                var goal = 0.0
                let run = release(speed: speed, from: 5000, target: { natural in
                    goal = 5000 + (natural - 5000) * stretch + extra
                    return goal
                })
                XCTAssertEqual(run.release, speed, accuracy: speed * 1e-6)
                XCTAssertEqual(run.first, run.release, accuracy: 1e-6, "velocity continuous at release")
                let fastest = run.speeds.max() ?? 0
                let from = 5000 + speed * 0.1, bound = physics.landingBound(position: from, velocity: speed)
                if physics.landingSpring(from: from, to: goal, velocity: speed).duration <= bound {
                    XCTAssertLessThanOrEqual(fastest, speed * (1 + 1e-9), "\(speed) pt/s × \(stretch) + \(extra): peaked at \(fastest)")
                } else {
                    XCTAssertLessThanOrEqual(run.restTime, bound + 1.0 / 240, "\(speed) pt/s × \(stretch) + \(extra): within the bound")
                    XCTAssertLessThanOrEqual(fastest, 2 * speed, "\(speed) pt/s × \(stretch) + \(extra): peaked at \(fastest)")
                }
                XCTAssertEqual(run.view.contentOffset.x, goal, accuracy: 1e-9)
                XCTAssertLessThan(run.restTime, 6, "\(speed) pt/s × \(stretch)")
            }
        }
    }

    /// A target behind the release point: the content turns back, never faster than the release.
    func testLandingBehindTheReleaseNeverOutrunsTheRelease() {
        for speed in [90.0, 300, 1000] {
            for behind in [12.0, 60] {
                let run = release(speed: speed, from: 5000, target: { _ in 5000 + speed * 0.1 - behind })
                XCTAssertEqual(run.first, run.release, accuracy: 1e-6, "velocity continuous at release")
                let fastest = run.speeds.max() ?? 0
                XCTAssertLessThanOrEqual(fastest, speed * (1 + 1e-9), "\(speed) pt/s, \(behind) pt behind: peaked at \(fastest)")
                XCTAssertEqual(run.view.contentOffset.x, 5000 + speed * 0.1 - behind, accuracy: 1e-9)
                XCTAssertLessThan(run.restTime, 6)
            }
        }
    }

    /// A slow release (below the minimum fling speed) snaps to the nearest item within about 1 s.
    func testSlowReleaseRestsWithinAboutOneSecond() {
        for offset in [10.0, 45, 59] {
            let run = release(speed: 50, from: 5000, target: { _ in 5000 + 5 + offset })
            XCTAssertLessThanOrEqual(run.restTime, 1.0, "\(offset) pt to go")
            XCTAssertEqual(run.view.contentOffset.x, 5000 + 5 + offset, accuracy: 1e-9)
        }
    }

    /// The trailing end bounces like the leading end even when the delegate's arithmetic returns the
    /// end offset with a rounding difference (356.4 for 356.40000000000003): geometries of the cube
    /// strip, 960 wide with 4 items of 118.8 pt, and 1280 wide with 10 of 158.4 pt.
    func testBothEdgesBounceAlike() {
        for (width, pitch, count) in [(960.0, 118.8, 4), (1280.0, 158.4, 10)] {
            func overshoot(toEnd: Bool) -> Double {
                let v = ScrollView(frame: Rect(x: 0, y: 0, width: width, height: pitch))
                v.contentSize = Size(width: Double(count - 1) * pitch + width, height: pitch)
                let r = Recorder()
                v.delegate = r
                let maxX = Double(count - 1) * pitch
                r.retarget = { _, p in  // the cube strip's rounding to the nearest item
                    let over = p.x - (p.x / pitch).rounded(.down) * pitch
                    var x = p.x - over
                    if over >= pitch / 2 { x += pitch }
                    return Point(x: min(max(x, 0), maxX), y: p.y)
                }
                v.contentOffset = Point(x: toEnd ? 0 : v.maxContentOffset.x, y: 0)
                let lift = v.drag(dx: toEnd ? -300 : 300, over: 0.1, start: 1, hz: 120)
                var t = lift, worst = 0.0
                while v.isDecelerating && t < lift + 10 {
                    t += 1.0 / 240
                    v.advance(to: t)
                    worst = max(worst, toEnd ? v.contentOffset.x - v.maxContentOffset.x : -v.contentOffset.x)
                }
                XCTAssertEqual(v.contentOffset.x, toEnd ? v.maxContentOffset.x : 0, accuracy: 1e-9)
                return worst
            }
            let trailing = overshoot(toEnd: true), leading = overshoot(toEnd: false)
            XCTAssertGreaterThan(leading, 10, "the leading edge bounces")
            XCTAssertEqual(trailing, leading, accuracy: 1e-6, "\(width) wide, \(count) items: the trailing edge bounces alike")
        }
    }

    /// Through the window and the pan recognizer: once the pan begins the content trails the pointer by
    /// the 3 pt slop only — a 3000 pt/s flick sampled at 120 Hz (25 pt moves), and a first move of 100 pt.
    func testTheMoveThatStartsADragIsKept() {
        for step in [25.0, 100.0] {
            let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 600))
            let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 600))
            scroll.contentSize = Size(width: 8000, height: 600)
            window.addSubview(scroll)
            window.sendTouch(.began, at: Point(x: 700, y: 300), time: 0)
            for i in 1...4 {
                window.sendTouch(.moved, at: Point(x: 700 - step * Double(i), y: 300), time: Double(i) / 120)
                XCTAssertTrue(scroll.isDragging)
                XCTAssertEqual(scroll.contentOffset.x, step * Double(i) - 3, accuracy: 1e-9,
                               "\(step) pt moves: pointer travel less the slop after move \(i)")
            }
            window.sendTouch(.ended, at: Point(x: 700 - step * 4, y: 300), time: 5.0 / 120)
        }
    }

    /// One assignment of `physics` changes the feel: slop, fling threshold and cap, deceleration.
    func testOneAssignmentChangesTheFeel() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        XCTAssertEqual(scroll.panGestureRecognizer.slop, 3)
        XCTAssertEqual(ScrollViewPhysics.iOS.decelerationRate.rawValue, 0.998)
        XCTAssertEqual(DecaySimulation.restingDistance(velocity: 1000, rate: 0.998), 499.5, accuracy: 0.05)
        var physics = ScrollViewPhysics.iOS
        physics.dragSlop = 8
        physics.minimumFlingSpeed = 500
        physics.maximumFlingSpeed = 1000
        physics.decelerationRate = .fast
        scroll.physics = physics
        XCTAssertEqual(scroll.panGestureRecognizer.slop, 8)
        XCTAssertEqual(scroll.decelerationRate, .fast)

        let (v, r) = makeStrip(content: 100_000)
        v.physics = physics
        v.contentOffset = Point(x: 5000, y: 0)
        v.drag(dx: -30, over: 0.1, start: 1, hz: 120)  // 300 pt/s: below this physics' threshold
        XCTAssertEqual(r.lastVelocity, .zero)
        XCTAssertFalse(v.isDecelerating)
        v.drag(dx: -300, over: 0.1, start: 5, hz: 120)  // 3000 pt/s: capped at 1000
        XCTAssertEqual(r.lastVelocity?.x ?? 0, 1000, accuracy: 1e-6)
        let from = v.contentOffset.x
        v.settle(hz: 240)
        XCTAssertEqual(v.contentOffset.x - from, DecaySimulation.restingDistance(velocity: 1000, rate: 0.99, stopSpeed: 10),
                       accuracy: 0.3, "decays at .fast, stopping at 10 pt/s: about 98.5 pt")
    }
}
