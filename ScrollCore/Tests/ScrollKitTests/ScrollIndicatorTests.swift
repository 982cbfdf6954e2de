import XCTest
import ScrollPhysics
@testable import ScrollKit

/// The scroll indicators' geometry and opacity (docs/scroll-behaviour.md, "Scroll indicators").
final class ScrollIndicatorTests: XCTestCase {
    private func bar(_ v: ScrollView, _ t: Double) -> ScrollIndicator? { v.scrollIndicators(at: t).first }

    func testGeometryFollowsTheVisibleFractionAndTheOffset() throws {
        let (v, _) = makeStrip()  // 600 wide, 3000 of content: a fifth visible
        let b = try XCTUnwrap(bar(v, 0))
        XCTAssertEqual(v.scrollIndicators(at: 0).count, 1, "only the axis that scrolls")
        XCTAssertEqual(b.axis, .horizontal)
        XCTAssertEqual(b.rect, Rect(x: 3, y: 94, width: 594 * 0.2, height: 3), "3 pt thick, 3 pt inside the edges")
        v.contentOffset = Point(x: 2400, y: 0)
        XCTAssertEqual(try XCTUnwrap(bar(v, 0)).rect.maxX, 597, accuracy: 1e-9, "at the end of the track")
        v.contentOffset = Point(x: 1200, y: 0)
        XCTAssertEqual(try XCTUnwrap(bar(v, 0)).rect.midX, 300, accuracy: 1e-9)
        let (long, _) = makeStrip(content: 1_000_000)
        XCTAssertEqual(try XCTUnwrap(bar(long, 0)).rect.width, ScrollIndicator.minimumLength)
    }

    func testShortenedWhileRubberBanding() throws {
        let (v, _) = makeStrip()
        v.drag(dx: 200, over: 0.2, start: 1, lift: false)  // pulled past the left edge
        let over = -v.contentOffset.x
        XCTAssertGreaterThan(over, 50)
        let b = try XCTUnwrap(bar(v, 1.2))
        XCTAssertEqual(b.rect.minX, 3)
        XCTAssertEqual(b.rect.width, 594 * 0.2 - over, accuracy: 1e-9)
        v.drag(dx: 2000, over: 0.2, start: 1.3, lift: false)  // far past: never shorter than 8 pt
        XCTAssertEqual(try XCTUnwrap(bar(v, 1.5)).rect.width, ScrollIndicator.minimumOverscrollLength)
    }

    func testShownWhileScrollingThenFadedOut() throws {
        let (v, _) = makeStrip()
        v.contentOffset = Point(x: 100, y: 0)
        XCTAssertEqual(try XCTUnwrap(bar(v, 0)).opacity, 0, "a plain offset change shows nothing")
        v.drag(dx: -100, over: 0.2, start: 1, rest: 0.1)  // slow: no fling
        let rest = v.settle()
        XCTAssertEqual(try XCTUnwrap(bar(v, 1.1)).opacity, 1, "while dragging")
        let last = try XCTUnwrap(v.indicatorActivity)
        XCTAssertLessThanOrEqual(last, rest)
        XCTAssertEqual(try XCTUnwrap(bar(v, last + 1.2)).opacity, 1)
        XCTAssertEqual(try XCTUnwrap(bar(v, last + 1.325)).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(bar(v, last + 1.45)).opacity, 0)
    }

    func testFlashAndSwitches() throws {
        let v = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        v.contentSize = Size(width: 900, height: 800)
        v.advance(to: 5)
        v.flashScrollIndicators()
        let both = v.scrollIndicators(at: 5.5)
        XCTAssertEqual(both.map(\.axis), [.horizontal, .vertical])
        XCTAssertEqual(both.map(\.opacity), [1, 1])
        v.contentOffset = v.maxContentOffset
        let atEnd = v.scrollIndicators(at: 5.5)
        XCTAssertEqual(atEnd[0].rect.maxX, 300 - 3 - 3 - 3, "stops short of the vertical bar's corner")
        XCTAssertEqual(atEnd[1].rect.maxY, 200 - 3 - 3 - 3)
        v.contentOffset = .zero
        XCTAssertEqual(v.scrollIndicators(at: 7).map(\.opacity), [0, 0])
        v.scrollIndicatorInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 20)
        XCTAssertEqual(v.scrollIndicators(at: 5)[1].rect.minX, 300 - 20 - 3 - 3)
        XCTAssertEqual(v.scrollIndicators(at: 5)[1].rect.minY, 13)
        v.showsHorizontalScrollIndicator = false
        XCTAssertEqual(v.scrollIndicators(at: 5).map(\.axis), [.vertical])
        v.showsVerticalScrollIndicator = false
        XCTAssertTrue(v.scrollIndicators(at: 5).isEmpty)
    }

    /// The fade starts when the motion ended, not at the frame that noticed: the same at any frame rate.
    func testFadeIsFrameRateIndependent() {
        for hz in [30.0, 240.0] {
            let (v, _) = makeStrip()
            v.drag(dx: -100, over: 0.1, start: 1)  // a 1000 pt/s fling
            let end = v.motion.endTime
            v.settle(hz: hz)
            XCTAssertEqual(v.scrollIndicators(at: end + 1.325)[0].opacity, 0.5, accuracy: 1e-9, "\(hz) Hz")
        }
    }
}
