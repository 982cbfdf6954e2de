import Foundation
import SceneKit
import ScrollPhysics
@testable import Scenes
import XCTest

/// Tiled springs while the list glides (docs/techniques/springy-items.md, "Only the visible items
/// have springs"): after a release the touch stays at one point of the window, so it moves through
/// the content, and a bubble entering the tiled range must start with the state it would have had
/// if it had had a spring all along — not a copy of its neighbour scaled by their resistances, which
/// is right only while the touch stays at one content point and, applied again at every step,
/// made the displacements grow without bound.
final class MessagesTilingTests: XCTestCase {
    static let spring = DampedSpringStep(damping: MessagesModel.damping, frequency: MessagesModel.frequency,
                                         step: 1 / Double(MessagesModel.stepsPerSecond))

    /// A glide released at 8000 pt/s (iOS's decay, 0.998 per ms) over bubbles 50 pt apart, the touch
    /// 200 pt below the top of a 500 pt window: springs only within 100 pt of the window against
    /// springs for every bubble all along. With a resistance denominator that keeps every bubble's
    /// resistance under 1 (where the push is clamped) through the glide, every bubble with a spring
    /// in the tiled list matches exactly; at the default 1500 pt, bubbles that were more than 1500 pt
    /// from the touch when the glide began were clamped for a while, and they still match closely.
    func testBubblesEnteringDuringAGlideStartAsIfTheyHadSpringsAllAlong() {
        let exact = Self.glide(resistanceDenominator: 5000)
        XCTAssertGreaterThan(exact.largest, 20, "the glide stretches the springs")
        XCTAssertLessThan(exact.worst, 1e-9 * exact.largest, "entering bubbles carry the state they would have had")
        let clamped = Self.glide(resistanceDenominator: 1500)
        XCTAssertGreaterThan(clamped.largest, 50)
        XCTAssertLessThan(clamped.worst, 0.15 * clamped.largest)
    }

    /// The largest |displacement| of the bubbles with springs all along, and the largest difference
    /// of a tiled bubble from its all-along twin, over a 2 s glide.
    static func glide(resistanceDenominator: Double) -> (worst: Double, largest: Double) {
        let anchor = { (i: Int) in Point(x: 0, y: Double(i) * 50) }
        var tiled = TiledSprings(resistanceDenominator: resistanceDenominator)
        var all = TiledSprings(resistanceDenominator: resistanceDenominator)
        var offset = 0.0
        let tiledRange = { (y: Double) in max(0, Int(((y - 100) / 50).rounded(.up)))..<Int(((y + 600) / 50).rounded(.down)) + 1 }
        tiled.retile(to: tiledRange(offset), touch: nil, anchor: anchor)
        all.retile(to: 0..<300, touch: nil, anchor: anchor)
        var worst = 0.0, largest = 0.0
        for step in 1...(2 * MessagesModel.stepsPerSecond) {
            let t = Double(step) / Double(MessagesModel.stepsPerSecond)
            let next = 8000 * (pow(0.998, 1000 * t) - 1) / (1000 * log(0.998))
            let delta = next - offset
            offset = next
            let touch = Point(x: 0, y: offset + 200)
            // One step of the spring clock, as `MessagesModel` runs it.
            tiled.advance(spring)
            tiled.push(delta: delta, touch: touch, anchor: anchor)
            tiled.retile(to: tiledRange(offset), touch: touch, anchor: anchor)
            all.advance(spring)
            all.push(delta: delta, touch: touch, anchor: anchor)
            for i in tiled.range {
                worst = max(worst, abs(tiled.displacement(of: i) - all.displacement(of: i)))
                largest = max(largest, abs(all.displacement(of: i)))
            }
        }
        return (worst, largest)
    }

    /// A hard flick in a long list: no bubble is stretched farther than a spring pushed by the whole
    /// of every scroll step (resistance 1, the most any bubble is pushed: the unit spring), and every
    /// spring comes to rest.
    func testAHardFlickStretchesTheBubblesBoundedlyAndTheyComeToRest() {
        let d = SceneTestDriver(MessagesScene.self, size: Size(width: 400, height: 600), ["items": .int(10_000)], fps: 60)
        d.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 100), at: 0.5, duration: 0.05)
        var peak = 0.0, unit = 0.0, stopped: Double?
        for frame in 1...(12 * 60) {
            d.run(to: Double(frame) / 60)
            let m = d.scene.model
            peak = max(peak, m.springs.maxDisplacement)
            unit = max(unit, abs(m.springs.unit.displacement))
            if stopped == nil, !m.scrollView.isDecelerating { stopped = d.time }
        }
        print("messages: a hard flick's largest bubble displacement \(peak) pt, the unit spring's \(unit) pt")
        XCTAssertGreaterThan(peak, 50, "the flick stretches the springs")
        XCTAssertLessThanOrEqual(peak, 1.1 * unit, "no bubble is stretched (much) farther than the whole scroll pushes: see the test above")
        XCTAssertNotNil(stopped)
        XCTAssertTrue(d.scene.model.springs.isAtRest)
        XCTAssertFalse(d.scene.needsFrame, "nothing left to step once the bubbles rest")
    }
}
