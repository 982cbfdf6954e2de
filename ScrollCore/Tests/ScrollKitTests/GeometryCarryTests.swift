import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// `setGeometry` carrying a motion into a new geometry (docs/scroll-behaviour.md, "Geometry"): pagers
/// keep and land on whole pages of the new bounds, an offset map places position and target, a zoom
/// scale changes with the size without stopping the motion, and a free deceleration goes on freely.
final class GeometryCarryTests: XCTestCase {
    /// A 600 pt pager of 10 pages.
    private func makePager() -> (ScrollView, Recorder) {
        let (v, r) = makeStrip(width: 600, content: 6000)
        v.isPagingEnabled = true
        return (v, r)
    }

    func testAPagerResizedMidTurnRestsOnTheSamePageOfTheNewBounds() {
        for width in [40.0, 250, 1300] {
            let (v, r) = makePager()
            v.setContentOffset(Point(x: 3 * 600, y: 0), animated: false)
            let lift = v.drag(dx: -150, over: 0.05, start: 0)
            XCTAssertEqual(v.targetContentOffset?.x, 4 * 600, "turning to page 4")
            v.advance(to: lift + 0.05)
            let v0 = v.velocity.x, k = width / 600
            r.events.removeAll()
            // Pages scaled by a slightly different factor than the bounds: the target is rounded to a page.
            v.setGeometry(frame: Rect(x: 0, y: 0, width: width, height: 100), contentSize: Size(width: 10 * width, height: 100),
                          contentScale: Point(x: k * 1.001, y: 1))
            XCTAssertEqual(v.velocity.x, v0 * k * 1.001, accuracy: abs(v0) * 1e-9, "width \(width)")
            v.settle()
            XCTAssertEqual(v.contentOffset.x, 4 * width, "width \(width): on page 4")
            XCTAssertEqual(r.events.filter { $0 == "didEndDecelerating" }.count, 1, "one ended callback")
        }
    }

    func testAPagerAtRestKeepsItsPageAndADragUnderWayPagesFromItsStartInTheNewBounds() {
        let (v, _) = makePager()
        v.setContentOffset(Point(x: 5 * 600, y: 0), animated: false)
        v.setGeometry(frame: Rect(x: 0, y: 0, width: 70, height: 100), contentSize: Size(width: 700, height: 100),
                      contentScale: Point(x: 0.9, y: 1))  // the content's own scale need not match the bounds'
        XCTAssertEqual(v.contentOffset.x, 5 * 70, "at rest on page 5")
        // A drag begun on page 5 of 600 pt, resized while held, flung: one page on, page 6 of 70 pt.
        let (w, _) = makePager()
        w.setContentOffset(Point(x: 5 * 600, y: 0), animated: false)
        let end = w.drag(dx: -100, over: 0.05, start: 0, lift: false)
        w.setGeometry(frame: Rect(x: 0, y: 0, width: 70, height: 100), contentSize: Size(width: 700, height: 100),
                      contentScale: Point(x: 70.0 / 600, y: 1))
        for i in 1...3 { w.panChanged(translation: Point(x: -100 - 20 * Double(i), y: 0), time: end + 0.01 * Double(i)) }
        w.panEnded(translation: Point(x: -160, y: 0), time: end + 0.04)
        w.settle()
        XCTAssertEqual(w.contentOffset.x, 6 * 70, "one page from where the drag began, in the new bounds")
    }

    func testAnOffsetMapPlacesThePositionAndTheTarget() {
        let (v, _) = makeStrip()
        v.setContentOffset(Point(x: 1000, y: 0), animated: true)
        v.advance(to: 0.1)
        let p = v.contentOffset.x
        // The new layout shows offset x at x/2 + 100 (a scene keeping another point in place).
        v.setGeometry(frame: Rect(x: 0, y: 0, width: 300, height: 100), contentSize: Size(width: 1600, height: 100),
                      contentScale: Point(x: 0.5, y: 1), mapOffset: { Point(x: $0.x / 2 + 100, y: $0.y) })
        XCTAssertEqual(v.contentOffset.x, p / 2 + 100, accuracy: 1e-9)
        XCTAssertEqual(v.targetContentOffset?.x ?? .nan, 600, accuracy: 1e-9, "the target mapped")
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 600, accuracy: 1e-9)
    }

    func testAZoomScaleChangesWithTheSizeWithoutStoppingAPan() {
        let (v, r) = makeStrip(width: 400, content: 400)
        v.contentSize = Size(width: 400, height: 100)
        v.minimumZoomScale = 1
        v.maximumZoomScale = 4
        v.setZoomScale(3, animated: false)
        XCTAssertEqual(v.contentSize.width, 1200)
        v.drag(dx: -200, over: 0.05, start: 0)
        v.advance(to: 0.1)
        XCTAssertTrue(v.isDecelerating)
        let v0 = v.velocity.x
        r.events.removeAll()
        // Half the size: the zoom that fits halves too; the content is 600 wide at zoom 1.5.
        v.minimumZoomScale = 0.5
        v.maximumZoomScale = 2
        v.setGeometry(frame: Rect(x: 0, y: 0, width: 200, height: 50), contentSize: Size(width: 600, height: 150),
                      contentScale: Point(x: 0.5, y: 0.5), zoomScale: 1.5)
        XCTAssertEqual(v.zoomScale, 1.5)
        XCTAssertTrue(v.isDecelerating, "the pan goes on")
        XCTAssertEqual(v.velocity.x, v0 * 0.5, accuracy: abs(v0) * 1e-9)
        XCTAssertEqual(r.events.filter { $0 == "didZoom" }.count, 1)
        v.settle()
        XCTAssertEqual(v.contentOffset, v.clampedOffset(v.contentOffset))
        XCTAssertEqual(v.contentSize.width, 600, "the zoom's base is the new content at the new scale")
        v.setZoomScale(0.5, animated: false)
        XCTAssertEqual(v.contentSize.width, 200, accuracy: 1e-9)
    }

    func testAFreeDecelerationDeceleratesFreelyInTheNewRange() {
        let (v, _) = makeStrip(width: 600, content: 30000)
        v.drag(dx: -300, over: 0.05, start: 0)
        v.advance(to: 0.1)
        let v0 = v.velocity.x
        v.setGeometry(frame: Rect(x: 0, y: 0, width: 600, height: 100), contentSize: Size(width: 60000, height: 100),
                      contentScale: Point(x: 2, y: 1))
        // The same law from here: a fling of 2·v0 from the new place (no target imposed on it).
        let free = v.physics.naturalMotion(position: v.contentOffset.x, velocity: 2 * v0, lower: 0,
                                           upper: 60000 - 600, dimension: 600, bounces: true)
        XCTAssertEqual(v.targetContentOffset?.x ?? .nan, free.finalPosition, accuracy: 1e-9)
        v.settle()
        XCTAssertEqual(v.contentOffset.x, free.finalPosition, accuracy: 1e-9)
    }
}
