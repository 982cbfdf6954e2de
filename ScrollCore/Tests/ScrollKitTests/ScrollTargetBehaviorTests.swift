import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// `ScrollView.targetBehavior` (docs/scroll-behaviour.md, "Landings"): releases and steps ask it once,
/// its landing is clamped to the range, and the delegate still sees willEndDragging in UIKit's order
/// with the behaviour's target.
final class ScrollTargetBehaviorTests: XCTestCase {
    /// A behaviour from a closure that remembers every context it was asked with.
    final class Spy: ScrollTargetBehavior {
        var contexts: [ScrollTargetContext] = []
        var update: (inout Point, ScrollTargetContext) -> Void
        var step: Point?
        init(step: Point? = nil, _ update: @escaping (inout Point, ScrollTargetContext) -> Void) {
            self.step = step
            self.update = update
        }
        func updateTarget(_ target: inout Point, context: ScrollTargetContext) {
            contexts.append(context)
            update(&target, context)
        }
        func itemStep(visibleSize: Size) -> Point? { step }
    }

    /// A flick on a strip of 70 pt items: the behaviour is asked once, with the release's velocity
    /// and natural target; willEndDragging sees the behaviour's target (and the natural one as
    /// `proposedTargetContentOffset`); the callbacks keep UIKit's order; the content rests on it.
    func testAReleaseAsksTheBehaviourOnceAndTheDelegateSeesItsTarget() throws {
        let (v, r) = makeStrip()
        let items = ItemScrollTargetBehavior(pitch: Point(x: 70, y: 0))
        let spy = Spy { target, context in items.updateTarget(&target, context: context) }
        v.targetBehavior = spy
        var seen: (target: Point, proposed: Point?)?
        r.retarget = { _, target in
            seen = (target, v.proposedTargetContentOffset)
            return target
        }
        let lift = v.drag(dx: -300, over: 0.1, start: 0)
        v.settle()
        XCTAssertEqual(spy.contexts.count, 1)
        let context = try XCTUnwrap(spy.contexts.first)
        XCTAssertEqual(context.cause, .release)
        XCTAssertEqual(context.velocity, r.lastVelocity, "the release's velocity")
        XCTAssertEqual(context.startOffset, .zero, "where the drag began")
        XCTAssertGreaterThan(context.velocity.x, 1000)
        let natural = context.originalTarget.x
        XCTAssertNotEqual(natural.truncatingRemainder(dividingBy: 70), 0, "the natural target is between items")
        XCTAssertEqual(seen?.target.x, (natural / 70).rounded() * 70, "willEndDragging sees the behaviour's target")
        XCTAssertEqual(seen?.proposed?.x, natural, "and the natural one as the proposal")
        XCTAssertNil(v.proposedTargetContentOffset, "only during willEndDragging")
        XCTAssertEqual(v.contentOffset.x, seen?.target.x, "rests on it")
        XCTAssertEqual(r.summary, ["willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
                                   "willBeginDecelerating", "didScroll…", "didEndDecelerating"])
        XCTAssertGreaterThan(lift, 0)
    }

    /// The delegate may still move the behaviour's target (UIKit's willEndDragging): its word is last.
    func testTheDelegateMayStillMoveTheTarget() {
        let (v, r) = makeStrip()
        v.targetBehavior = ItemScrollTargetBehavior(pitch: Point(x: 70, y: 0))
        r.retarget = { _, _ in Point(x: 333, y: 0) }
        v.drag(dx: -300, over: 0.1, start: 0)
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 333, accuracy: 1e-9)
    }

    /// A behaviour that proposes past the ends (or a non-finite offset) is clamped to the range (or
    /// ignored), for a release and for a step alike.
    func testALandingIsClampedToTheRange() {
        let (v, _) = makeStrip()  // range 0…2400
        v.targetBehavior = Spy { target, _ in target.x = 1e9 }
        v.drag(dx: -100, over: 0.2, start: 0, rest: 0.1)
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 2400, accuracy: 1e-9, "a release lands at the end")
        v.targetBehavior = Spy { target, _ in target.x = -5000 }
        v.scroll(.items(1, .horizontal))
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 0, accuracy: 1e-9, "a step lands at the start")
        v.targetBehavior = Spy { target, _ in target.x = .nan }
        v.scroll(.items(1, .horizontal))
        v.settle()
        XCTAssertEqual(v.contentOffset.x, ScrollView.defaultItemStep, accuracy: 1e-9, "a NaN landing keeps the proposal")
    }

    /// Steps: items of the behaviour's item step, pages of the bounds, the ends; each asks the
    /// behaviour with its cause and lands where it says; quick steps carry on from the running target.
    func testStepsAskTheBehaviourAndMoveWholeItems() {
        let (v, r) = makeStrip()  // 600 wide: a page is 600
        let items = ItemScrollTargetBehavior(pitch: Point(x: 70, y: 0))
        let spy = Spy(step: Point(x: 70, y: 0)) { target, context in items.updateTarget(&target, context: context) }
        v.targetBehavior = spy
        for _ in 0..<3 { v.scroll(.items(1, .horizontal)); v.advance(to: v.currentTime + 0.02) }
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 210, accuracy: 1e-9, "three quick steps: three items")
        v.scroll(.pages(1, .horizontal))
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 840, accuracy: 1e-9, "210 + 600 = 810 lands on the nearest item, 840")
        v.scroll(.end(.horizontal))
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 2400, accuracy: 1e-9, "the end is a landing though not on an item")
        v.scroll(.start(.horizontal))
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 0)
        XCTAssertEqual(spy.contexts.map(\.cause), [.itemStep, .itemStep, .itemStep, .pageStep, .edge, .edge])
        XCTAssertEqual(spy.contexts.dropFirst().first?.startOffset.x ?? .nan, 70, accuracy: 1e-9,
                       "the second step starts from the first's target")
        XCTAssertEqual(spy.contexts.map(\.velocity), Array(repeating: .zero, count: 6))
        XCTAssertFalse(r.events.contains("willEndDragging"), "steps are no drags")
        v.scroll(.items(1, .vertical))
        XCTAssertFalse(v.isScrollAnimating, "an axis that does not scroll is left alone")
    }

    /// A step is ignored while a finger drags (the finger has the content).
    func testAStepDuringADragIsIgnored() {
        let (v, _) = makeStrip()
        v.drag(dx: -50, over: 0.1, start: 0, lift: false)
        let offset = v.contentOffset
        v.scroll(.end(.horizontal))
        XCTAssertEqual(v.contentOffset, offset)
        XCTAssertTrue(v.isDragging)
    }

    /// `isPagingEnabled` with no behaviour steps by whole pages and lands on them; a last page shorter
    /// than the bounds ends at the range's end.
    func testPagingStepsByPages() {
        let (v, _) = makeStrip(width: 600, content: 2100)  // range 0…1500: pages 0, 600, 1200, then 1500
        v.isPagingEnabled = true
        XCTAssertEqual(v.itemStep, Point(x: 600, y: 100))
        v.contentOffset = Point(x: 250, y: 0)
        v.scroll(.items(1, .horizontal))
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 600, accuracy: 1e-9, "850 lands on the nearest page")
        v.scroll(.items(1, .horizontal))
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 1200, accuracy: 1e-9)
        v.scroll(.items(1, .horizontal))
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 1500, accuracy: 1e-9, "the short last page")
        v.isPagingEnabled = false
        XCTAssertNil(v.itemStep)
    }

    /// The built-ins' landings: the nearest boundary from the origin, or an end when nearer.
    func testBuiltInLandings() {
        XCTAssertEqual(ItemScrollTargetBehavior.nearestLanding(104, pitch: 70, origin: 0, lower: 0, upper: 1000), 70)
        XCTAssertEqual(ItemScrollTargetBehavior.nearestLanding(106, pitch: 70, origin: 0, lower: 0, upper: 1000), 140)
        XCTAssertEqual(ItemScrollTargetBehavior.nearestLanding(106, pitch: 70, origin: 10, lower: 0, upper: 1000), 80)
        XCTAssertEqual(ItemScrollTargetBehavior.nearestLanding(995, pitch: 70, origin: 0, lower: 0, upper: 1000), 1000)
        XCTAssertEqual(ItemScrollTargetBehavior.nearestLanding(55, pitch: 0, origin: 0, lower: 0, upper: 1000), 55)
        var t = Point(x: 104, y: 33)
        let free = ItemScrollTargetBehavior(pitch: Point(x: 70, y: 0), alignsLandings: false)
        let context = ScrollTargetContext(cause: .itemStep, originalTarget: t, velocity: .zero, contentOffset: .zero,
                                          startOffset: .zero, visibleSize: Size(width: 100, height: 100),
                                          contentSize: Size(width: 2000, height: 2000), minContentOffset: .zero,
                                          maxContentOffset: Point(x: 1900, y: 1900))
        free.updateTarget(&t, context: context)
        XCTAssertEqual(t, Point(x: 104, y: 33), "alignsLandings false leaves landings alone")
        XCTAssertEqual(free.itemStep(visibleSize: .zero), Point(x: 70, y: 0))
        ItemScrollTargetBehavior(pitch: Point(x: 70, y: 0)).updateTarget(&t, context: context)
        XCTAssertEqual(t, Point(x: 70, y: 33), "an axis with no pitch is left alone")
    }
}
