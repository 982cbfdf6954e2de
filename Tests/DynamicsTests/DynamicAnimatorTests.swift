import ScrollPhysics
import XCTest
@testable import Dynamics

/// The animator against the numbers UIKit Dynamics users see (docs/dynamics.md).
final class DynamicAnimatorTests: XCTestCase {
    /// A free item under gravity 1.0 falls ½·1000·t² pt: 125 pt after 0.5 s.
    func testFreeFallIsAThousandPointsPerSecondSquared() {
        let animator = DynamicAnimator()
        let item = DynamicItem(id: 1, size: Size(width: 100, height: 100), center: Point(x: 0, y: 0))
        animator.addItem(item)
        animator.advance(to: 0.5)
        XCTAssertEqual(item.center.y, 125, accuracy: 3)
        XCTAssertEqual(item.velocity.y, 500, accuracy: 5)
        XCTAssertEqual(item.center.x, 0, accuracy: 1e-6)
    }

    /// A lone item on a 300 pt spring of 1 Hz settles about g/ω² ≈ 25.3 pt below the rest length.
    func testAttachedItemSettlesBelowTheSpringsRestLength() {
        let animator = DynamicAnimator()
        let anchor = Point(x: 200, y: 64)
        let item = DynamicItem(id: 1, size: Size(width: 100, height: 100), center: Point(x: 200, y: 364))
        animator.addItem(item)
        animator.attach(item, Attachment(anchor: anchor, length: 300, frequency: 1, damping: 0.4))
        animator.advance(to: 20)
        XCTAssertEqual(item.center.y - anchor.y, 325.3, accuracy: 3)
        XCTAssertEqual(item.center.x, 200, accuracy: 0.5)
    }

    /// Stepping is on a fixed grid: 30, 60 and 240 frames a second give the same state at the same times.
    func testTheSameStateAtAnyFrameRate() {
        func run(fps: Double) -> [Double] {
            let animator = DynamicAnimator()
            let a = DynamicItem(id: 1, size: Size(width: 100, height: 100), center: Point(x: 470, y: 350))
            let b = DynamicItem(id: 2, size: Size(width: 100, height: 100), center: Point(x: 160, y: 389))
            for item in [a, b] {
                animator.addItem(item)
                animator.attach(item, Attachment(anchor: Point(x: 160, y: 64), length: 300, frequency: 1, damping: 0.4))
            }
            var samples: [Double] = []
            for frame in 1...Int(3 * fps) {
                animator.advance(to: Double(frame) / fps)
                if frame % Int(fps / 30) == 0 { samples += [a.center.x, a.center.y, a.angle, b.center.x, b.center.y] }
            }
            return samples
        }
        let at30 = run(fps: 30)
        XCTAssertEqual(at30, run(fps: 60))
        XCTAssertEqual(at30, run(fps: 240))
    }

    /// Colliding items push each other and never overlap by more than Box2D's slop.
    func testCollidingItemsDoNotOverlap() {
        let animator = DynamicAnimator(gravity: Gravity(direction: Point(x: 0, y: 0)))
        let a = DynamicItem(id: 1, size: Size(width: 100, height: 100), center: Point(x: 0, y: 0))
        let b = DynamicItem(id: 2, size: Size(width: 100, height: 100), center: Point(x: 300, y: 0))
        animator.addItem(a, properties: DynamicItemProperties(friction: 0.2, elasticity: 0.2, density: 1.05, allowsRotation: false))
        animator.addItem(b, properties: DynamicItemProperties(friction: 0.2, elasticity: 0.2, density: 1.05, allowsRotation: false))
        animator.push(a, direction: Point(x: 5, y: 0))
        var closest = Double.infinity
        for frame in 1...120 {
            animator.advance(to: Double(frame) / 60)
            closest = min(closest, b.center.x - a.center.x)
        }
        XCTAssertGreaterThan(closest, 98, "overlap of at most 2 pt")
        XCTAssertGreaterThan(b.velocity.x, 0, "the push carried over to the other item")
    }

    /// A removed attachment lets the item fall freely.
    func testDetachedItemFalls() {
        let animator = DynamicAnimator()
        let item = DynamicItem(id: 1, size: Size(width: 100, height: 100), center: Point(x: 0, y: 325))
        animator.addItem(item)
        let id = animator.attach(item, Attachment(anchor: .zero, length: 300, frequency: 1, damping: 0.4))!
        animator.advance(to: 10)
        let y0 = item.center.y, v0 = item.velocity.y
        animator.removeAttachment(id)
        animator.advance(to: 10.5)
        XCTAssertEqual(item.center.y - y0, v0 * 0.5 + 125, accuracy: 4)
    }
}
