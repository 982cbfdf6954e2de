import DesktopInput
import Foundation
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// The messages scene driven directly (no GL): the spring, the push, the tiling and the key.
final class MessagesSceneTests: XCTestCase {
    private func makeScene(items: Int = 120, springs: Bool = true, size: Size = Size(width: 400, height: 500)) -> MessagesScene {
        MessagesScene.make(size: size, ["items": .int(items), "springs": .bool(springs)])
    }

    /// Drags from y0 to y1 at x = 200 over `duration`, with 120 Hz moves, starting at `t`.
    private func drag(_ scene: MessagesScene, from y0: Double, to y1: Double, at t: Double, duration: Double = 0.4) {
        scene.handle(.mouseDown(Point(x: 200, y: y0)), time: t)
        let n = Int(duration * 120)
        for k in 1...n {
            scene.handle(.mouseMove(Point(x: 200, y: y0 + (y1 - y0) * Double(k) / Double(n))), time: t + Double(k) / 120)
        }
    }

    func testOneStepIsTheClosedFormSpring() {
        let step = DampedSpringStep(damping: 0.8, frequency: 1, step: 1.0 / 720)
        var x = 50.0, v = 0.0
        let omega = 2 * Double.pi, zeta = 0.8, omegaD = omega * (1 - zeta * zeta).squareRoot()
        var minX = x
        for n in 1...1440 {
            step.advance(&x, &v)
            let t = Double(n) / 720
            let exact = 50 * exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
            XCTAssertEqual(x, exact, accuracy: 1e-9, "t=\(t)")
            minX = min(minX, x)
        }
        // Overshoot exp(−ζπ/√(1−ζ²)) ≈ 1.5 % (docs/techniques/springy-items.md).
        XCTAssertEqual(-minX / 50, exp(-zeta * Double.pi / (1 - zeta * zeta).squareRoot()), accuracy: 1e-4)
    }

    func testThePushIsDeltaTimesResistanceNeverBeyondTheDelta() {
        XCTAssertEqual(TiledSprings.push(delta: 10, resistance: 0.2), 2, accuracy: 1e-12)
        XCTAssertEqual(TiledSprings.push(delta: -10, resistance: 0.2), -2, accuracy: 1e-12)
        XCTAssertEqual(TiledSprings.push(delta: 10, resistance: 3), 10)
        XCTAssertEqual(TiledSprings.push(delta: -10, resistance: 3), -10, "scrolling up is clamped too (min, not max)")
        let springs = TiledSprings(resistanceDenominator: 1500)
        XCTAssertEqual(springs.resistance(anchor: Point(x: 100, y: 400), touch: Point(x: 250, y: 100)), 450.0 / 1500)
    }

    func testBandLookupMatchesAScanOverEveryBubble() {
        let layout = MessageLayout(count: 500, width: 360, text: TestContexts.text)
        for (lo, hi) in [(-50.0, 10.0), (0, 300), (1234.5, 1700), (layout.contentSize.height - 40, 1e9), (5e9, 6e9)] {
            let expected = layout.frames.indices.filter { layout.frames[$0].maxY >= lo && layout.frames[$0].minY <= hi }
            XCTAssertEqual(Array(layout.indices(inBandFrom: lo, to: hi)), expected, "\(lo)…\(hi)")
        }
        // Bubbles never overlap at rest and keep the 10 pt spacing, plus a stamp's room over each exchange.
        for i in 1..<layout.count {
            let room = MessageLayout.spacing + (layout.stamps[i] == nil ? 0 : layout.stampHeight)
            XCTAssertEqual(layout.frames[i].minY - layout.frames[i - 1].maxY, room, accuracy: 1e-9)
        }
    }

    func testScrollingUpLagsTheOtherWayAndBubblesComeToRest() {
        let scene = makeScene()
        drag(scene, from: 450, to: 100, at: 0.1)
        scene.handle(.mouseUp(Point(x: 200, y: 100)), time: 1.0)
        scene.advance(to: 1.0)
        drag(scene, from: 100, to: 400, at: 1.1, duration: 0.3)
        scene.advance(to: 1.3)
        let springs = scene.model.springs
        XCTAssertTrue(springs.displacement.allSatisfy { $0 < 0 }, "scrolling back up: every bubble lags above its place")
        scene.handle(.mouseUp(Point(x: 200, y: 400)), time: 1.6)
        scene.advance(to: 6)
        XCTAssertLessThan(scene.model.springs.maxDisplacement, 0.01)
    }

    func testTheKeyTogglesTheSpringsOffAndOn() {
        let scene = makeScene()
        drag(scene, from: 450, to: 150, at: 0.1)
        scene.advance(to: 0.4)
        XCTAssertGreaterThan(scene.model.springs.maxDisplacement, 5)
        scene.handle(.key(.character("b"), modifiers: [], isRepeat: false), time: 0.41)
        scene.advance(to: 0.5)
        XCTAssertFalse(scene.model.springsOn)
        XCTAssertEqual(scene.model.springs.maxDisplacement, 0, "off: a rigid list, every bubble on its anchor")
        // The draw list puts every bubble at its resting place minus the offset.
        var list = DrawList()
        scene.draw(into: &list, time: 0.5)
        let offset = scene.model.scrollView.contentOffset.y
        var bubbles = 0
        for case let .rect(r, _, _, _) in list.commands {
            let i = scene.model.layout.frames.firstIndex { abs($0.minX - r.minX) < 1e-9 && abs($0.minY - offset - r.minY) < 1e-9 }
            XCTAssertNotNil(i, "bubble at \(r) sits on its place")
            bubbles += 1
        }
        XCTAssertGreaterThan(bubbles, 5)
        XCTAssertEqual(scene.drainEvents().filter { $0.name == "springs" }.map { $0["on"] }, [.bool(false)])
        scene.handle(.key(.character("b"), modifiers: [], isRepeat: false), time: 0.51)
        for k in 1...12 { scene.handle(.mouseMove(Point(x: 200, y: 150 - Double(k) * 5)), time: 0.51 + Double(k) / 120) }
        scene.advance(to: 0.62)
        XCTAssertTrue(scene.model.springsOn)
        XCTAssertGreaterThan(scene.model.springs.maxDisplacement, 0.5, "on again: the drag stretches them again")
    }

    func testTenThousandBubblesStepAsFewSpringsAs120() {
        let small = makeScene(items: 120), large = makeScene(items: 10_000)
        for scene in [small, large] { drag(scene, from: 450, to: 100, at: 0.1) }
        for k in 1...60 {
            let t = Double(k) / 60
            small.advance(to: t); large.advance(to: t)
            XCTAssertEqual(small.model.springs.range, large.model.springs.range)
            XCTAssertEqual(small.model.springs.displacement, large.model.springs.displacement)
        }
        XCTAssertLessThan(large.model.springs.range.count, 25)
    }

    func testBubblesEnteringDuringADragStartInFlight() {
        let scene = makeScene()
        drag(scene, from: 450, to: 50, at: 0.1, duration: 0.5)
        var entered = 0
        var previous = scene.model.springs.range
        for k in 1...40 {
            scene.advance(to: Double(k) / 60)
            let springs = scene.model.springs
            for i in springs.range where !previous.contains(i) && !previous.isEmpty && i >= previous.upperBound {
                // A newcomer at the bottom is stretched like its neighbour, not at rest.
                let neighbour = springs.displacement(of: i - 1)
                if neighbour > 1 {
                    XCTAssertGreaterThan(springs.displacement(of: i), 0.5 * neighbour, "item \(i)")
                    entered += 1
                }
            }
            previous = springs.range
        }
        XCTAssertGreaterThan(entered, 2)
    }

    func testAFrameAfterALongPauseGivesWhatSteadyFramesGive() {
        // Frames every 1/60 s and one frame after a 60 s pause must agree: the idle steps are
        // skipped only when they would change nothing.
        let steady = makeScene(), paused = makeScene()
        for scene in [steady, paused] {
            drag(scene, from: 450, to: 150, at: 0.1)
            scene.handle(.mouseUp(Point(x: 200, y: 150)), time: 0.5)
        }
        for k in 1...(61 * 60) { steady.advance(to: Double(k) / 60) }
        paused.advance(to: 0.25)
        paused.advance(to: 61)
        XCTAssertEqual(steady.model.scrollView.contentOffset, paused.model.scrollView.contentOffset)
        XCTAssertEqual(steady.model.springs.displacement, paused.model.springs.displacement)
        XCTAssertTrue(paused.model.springs.isAtRest)
        // And both still respond the same to a new drag afterwards.
        for scene in [steady, paused] { drag(scene, from: 400, to: 300, at: 61.1, duration: 0.2) }
        steady.advance(to: 61.2); paused.advance(to: 61.2)
        steady.advance(to: 61.4); paused.advance(to: 61.4)
        XCTAssertEqual(steady.model.springs.displacement, paused.model.springs.displacement)
        XCTAssertGreaterThan(paused.model.springs.maxDisplacement, 1)
    }
}
