import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// A release or a wheel gesture's end whose target behaviour moves the landing far from where the
/// motion would stop (docs/scroll-behaviour.md, "Releases and targets"): the never-faster landing
/// spring would need about 3.7 × distance ÷ speed (25 s for 2000 pt at 300 pt/s), so past
/// `longestAnimation` the softest spring that rests within it takes it there: it ends within about
/// that time, exactly on the target, with no velocity jump at the release, and far slower than the
/// snap spring (a programmatic animation) over the same distance.
final class FarLandingTests: XCTestCase {
    /// Lands `shift` points from where the content is when asked, whatever the proposal.
    struct Away: ScrollTargetBehavior {
        var shift: Point
        func updateTarget(_ target: inout Point, context: ScrollTargetContext) {
            target = context.contentOffset + shift
        }
    }

    /// Sections `pitch` points long: a motion lands on the start of the section its proposal is in.
    struct Sections: ScrollTargetBehavior {
        var pitch: Double
        func updateTarget(_ target: inout Point, context: ScrollTargetContext) {
            target.y = (target.y / pitch).rounded(.down) * pitch
        }
    }

    /// Advances at 240 Hz from `start` until the view is at rest (at most 60 s); returns the time taken
    /// and the highest speed seen (points/s).
    private func run(_ v: ScrollView, from start: Double) -> (rest: Double?, peak: Double) {
        var t = start, peak = 0.0
        while t < start + 60 {
            t += 1 / 240
            v.advance(to: t)
            peak = max(peak, v.velocity.length)
            if !v.isDecelerating && !v.isScrollAnimating && !v.isDragging { return (t - start, peak) }
        }
        return (nil, peak)
    }

    /// A sane peak speed for a landing `distance` points away that must rest within the longest
    /// animation: no more than five times the mean speed it needs (a critically damped spring from rest
    /// peaks at ω·D/e, about 4.3 times its mean over the 11.6/ω it takes to come within 0.25 pt of
    /// 2000 pt) — a third of the snap spring's ω·D/e.
    private func saneSpeed(_ v: ScrollView, distance: Double) -> Double {
        5 * abs(distance) / v.physics.longestAnimation
    }

    func testASlowReleaseSentFarEndsWithinTheLongestAnimation() throws {
        let (v, r) = makeStrip(content: 12_000)
        v.targetBehavior = Away(shift: Point(x: 2000, y: 0))
        let lift = v.drag(dx: -150, over: 0.5, start: 0)
        let released = try XCTUnwrap(r.lastVelocity).x
        XCTAssertEqual(released, 300, accuracy: 30, "a slow release (≈ 300 pt/s)")
        XCTAssertGreaterThan(released, v.physics.minimumFlingSpeed, "a fling, not a slow release")
        let from = v.contentOffset.x, target = from + 2000
        XCTAssertTrue(v.isDecelerating)
        XCTAssertEqual(v.velocity.x, released, accuracy: 1e-9, "no velocity jump at the release")
        let (rest, peak) = run(v, from: lift)
        let limit = v.physics.longestAnimation
        XCTAssertLessThanOrEqual(try XCTUnwrap(rest, "comes to rest"), limit + 0.05,
                                 "rests within the longest animation (\(limit) s)")
        XCTAssertEqual(v.contentOffset.x, target, "exactly on the target")
        XCTAssertLessThanOrEqual(peak, saneSpeed(v, distance: 2000), "never faster than an animation")
        XCTAssertEqual(r.summary.suffix(2), ["didScroll…", "didEndDecelerating"])
    }

    /// One wheel notch up in a list of 2000 pt sections, ended while the step still moves: the section
    /// behaviour sends the landing about 1930 pt up, which it reaches within the longest animation.
    func testAWheelNotchWithAFarSectionLandingEndsWithinTheLongestAnimation() throws {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 372, height: 488))
        v.contentSize = Size(width: 372, height: 20_000)
        v.setContentOffset(Point(x: 0, y: 5990), animated: false)
        v.targetBehavior = Sections(pitch: 2000)
        v.scrollGestureChanged(delta: Point(x: 0, y: -62), kind: .wheelClicks, time: 1)
        v.advance(to: 1.1)
        let before = v.velocity.y
        XCTAssertLessThan(before, -v.physics.minimumFlingSpeed, "the step still moves at the gesture's end")
        v.scrollGestureEnded(time: 1.1)
        XCTAssertTrue(v.isDecelerating)
        XCTAssertEqual(v.velocity.y, before, accuracy: 1e-9, "no velocity jump at the gesture's end")
        let distance = 4000 - v.contentOffset.y
        XCTAssertLessThan(distance, -1900, "the section landing is far above")
        let (rest, peak) = run(v, from: 1.1)
        let limit = v.physics.longestAnimation
        XCTAssertLessThanOrEqual(try XCTUnwrap(rest, "comes to rest"), limit + 0.05,
                                 "rests within the longest animation (\(limit) s)")
        XCTAssertEqual(v.contentOffset.y, 4000, "exactly on the section")
        XCTAssertLessThanOrEqual(peak, saneSpeed(v, distance: distance), "never faster than an animation")
    }

    /// The physics itself: a landing spring past the bound becomes the softest spring that rests
    /// within it; a fast fling's landing that rests within its own fling time stays as it was.
    func testTheLandingSpringIsBoundedInThePhysics() {
        let p = ScrollViewPhysics.iOS
        let far = p.motion(toTarget: 2000, position: 0, velocity: 300)
        XCTAssertLessThanOrEqual(far.duration, p.longestAnimation)
        XCTAssertGreaterThan(far.duration, p.longestAnimation - 0.01, "the softest spring that fits")
        XCTAssertEqual(far.x(far.duration), 2000)
        XCTAssertEqual(far.dx(0), 300, accuracy: 1e-9)
        let landing = p.landingSpring(from: 0, to: 2000, velocity: 4000)
        XCTAssertGreaterThan(landing.duration, p.longestAnimation, "longer than an animation")
        XCTAssertLessThanOrEqual(landing.duration, p.landingBound(position: 0, velocity: 4000), "within the fling's time")
        XCTAssertEqual(p.motion(toTarget: 2000, position: 0, velocity: 4000), .spring(landing), "unchanged")
    }
}
