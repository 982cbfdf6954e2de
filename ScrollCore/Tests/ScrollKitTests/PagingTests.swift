import XCTest
import ScrollPhysics
@testable import ScrollKit

final class PagingTests: XCTestCase {
    func makePager() -> (ScrollView, Recorder) {
        let (v, r) = makeStrip(width: 400, content: 4000)  // 10 pages
        v.isPagingEnabled = true
        v.contentOffset = Point(x: 1200, y: 0)  // page 3
        r.clear()
        return (v, r)
    }

    func testSlowDragUnderHalfPageReturns() {
        let (v, r) = makePager()
        v.drag(dx: -150, over: 0.5, start: 0, rest: 0.1)
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 1200)
        XCTAssertEqual(r.summary, ["willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
                                   "willBeginDecelerating", "didScroll…", "didEndDecelerating"])
    }

    func testSlowDragPastHalfPageGoesOn() {
        let (v, _) = makePager()
        v.drag(dx: -250, over: 0.5, start: 0, rest: 0.1)
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 1600)
    }

    func testFlickGoesToNextPageInVelocityDirection() {
        let (v, _) = makePager()
        v.drag(dx: -40, over: 0.1, start: 0)  // short, 400 pt/s
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 1600)
        v.drag(dx: 40, over: 0.1, start: 20)
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 1200)
    }

    func testHugeFlingMovesOnePageAtMost() {
        let (v, _) = makePager()
        v.drag(dx: -700, over: 0.1, start: 0)  // 7000 pt/s, 1.75 pages during the drag
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 1600)
    }

    func testPagingAlwaysDecelerates() {
        // Seed 001: "when paging is turned on, willDecelerate is YES" — even back exactly on the page.
        let (v, r) = makePager()
        v.drag(dx: -30, over: 0.2, start: 0, lift: false)
        v.panChanged(translation: .zero, time: 0.3)
        v.panEnded(translation: .zero, time: 0.5)
        XCTAssertEqual(v.contentOffset.x, 1200)
        XCTAssertEqual(r.summary.suffix(3), ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        v.advance(to: 0.52)
        XCTAssertEqual(r.summary.last, "didEndDecelerating")
        XCTAssertFalse(v.isDecelerating)
    }

    func testLastPageAndEdges() {
        let (v, _) = makePager()
        v.contentOffset = Point(x: 3600, y: 0)
        v.drag(dx: -200, over: 0.1, start: 0)
        v.settle()
        XCTAssertEqual(v.contentOffset.x, 3600, "no page beyond the range")
    }
}
