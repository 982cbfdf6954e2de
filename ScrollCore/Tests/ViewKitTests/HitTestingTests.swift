import XCTest
import ScrollPhysics
@testable import ViewKit

final class HitTestingTests: XCTestCase {
    private func tree() -> (Window, View, View, View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let back = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let panel = View(frame: Rect(x: 100, y: 50, width: 200, height: 100))
        let button = View(frame: Rect(x: 10, y: 10, width: 40, height: 20))
        window.addSubview(back)
        back.addSubview(panel)
        panel.addSubview(button)
        return (window, back, panel, button)
    }

    func testNestedViewsHitTheDeepestContainingView() {
        let (window, back, panel, button) = tree()
        XCTAssertTrue(window.hitTest(pt(115, 65)) === button)
        XCTAssertTrue(window.hitTest(pt(200, 100)) === panel)
        XCTAssertTrue(window.hitTest(pt(5, 5)) === back)
        XCTAssertNil(window.hitTest(pt(400, 10)), "right edge is outside (half-open)")
        XCTAssertNil(window.hitTest(pt(-1, 10)))
    }

    func testHiddenAndDisabledViewsAndTheirSubviewsAreSkipped() {
        let (window, back, panel, button) = tree()
        panel.isHidden = true
        XCTAssertTrue(window.hitTest(pt(115, 65)) === back, "hidden panel hides its button too")
        panel.isHidden = false
        panel.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(pt(115, 65)) === back)
        panel.isUserInteractionEnabled = true
        button.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(pt(115, 65)) === panel)
    }

    func testFrontMostOverlappingSubviewWins() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(frame: Rect(x: 0, y: 0, width: 60, height: 60))
        let b = View(frame: Rect(x: 40, y: 40, width: 60, height: 60))
        window.addSubview(a)
        window.addSubview(b)
        XCTAssertTrue(window.hitTest(pt(50, 50)) === b)
        window.bringSubviewToFront(a)
        XCTAssertTrue(window.hitTest(pt(50, 50)) === a)
        XCTAssertTrue(window.hitTest(pt(90, 90)) === b)
        window.insertSubview(b, aboveSubview: a)
        XCTAssertTrue(window.hitTest(pt(50, 50)) === b)
    }

    func testSubviewOutsideItsSuperviewIsNotReached() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let parent = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let child = View(frame: Rect(x: 80, y: 80, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        XCTAssertTrue(window.hitTest(pt(90, 90)) === child)
        XCTAssertTrue(window.hitTest(pt(150, 150)) === window)
    }

    func testBoundsOriginScrollsTheSubviews() {
        let (window, back, panel, button) = tree()
        panel.bounds.origin = pt(0, 30) // content scrolled up by 30
        XCTAssertTrue(window.hitTest(pt(115, 65)) === panel, "button moved up out of that spot")
        XCTAssertTrue(window.hitTest(pt(115, 36)) === back, "button now at window y 30…50, outside the panel (y ≥ 50)")
        XCTAssertEqual(button.convert(pt(0, 0), to: nil), pt(110, 30))
        XCTAssertEqual(panel.frame, Rect(x: 100, y: 50, width: 200, height: 100), "frame unchanged")
    }

    func testConvertBetweenCoordinateSpaces() {
        let (window, back, panel, button) = tree()
        XCTAssertEqual(button.convert(pt(5, 5), to: window), pt(115, 65))
        XCTAssertEqual(button.convert(pt(5, 5), to: nil), pt(115, 65))
        XCTAssertEqual(window.convert(pt(115, 65), to: button), pt(5, 5))
        XCTAssertEqual(panel.convert(pt(0, 0), from: button), pt(10, 10))
        XCTAssertEqual(back.convert(pt(0, 0), from: nil), pt(0, 0))
        let r = button.convert(Rect(x: 1, y: 2, width: 3, height: 4), to: back)
        XCTAssertEqual(r, Rect(x: 111, y: 62, width: 3, height: 4))
        XCTAssertEqual(button.convert(r, from: back), Rect(x: 1, y: 2, width: 3, height: 4))
        // A sibling branch.
        let other = View(frame: Rect(x: 300, y: 200, width: 50, height: 50))
        window.addSubview(other)
        XCTAssertEqual(button.convert(pt(0, 0), to: other), pt(-190, -140))
    }

    func testFrameBoundsAndCenterStayConsistent() {
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(v.center, pt(60, 45))
        v.center = pt(100, 100)
        XCTAssertEqual(v.frame, Rect(x: 50, y: 75, width: 100, height: 50))
        v.bounds = Rect(x: 5, y: 5, width: 60, height: 30)
        XCTAssertEqual(v.center, pt(100, 100), "a new bounds size keeps the centre (UIKit)")
        XCTAssertEqual(v.frame.size, Size(width: 60, height: 30))
        v.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(v.bounds, Rect(x: 5, y: 5, width: 10, height: 10), "frame keeps bounds.origin")
    }

    func testHierarchyMovesAndRefusesCycles() {
        let a = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let b = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let c = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        a.addSubview(c)
        b.addSubview(c)
        XCTAssertTrue(a.subviews.isEmpty)
        XCTAssertTrue(c.superview === b)
        c.addSubview(b)
        XCTAssertNil(b.superview, "adding an ancestor as a subview is ignored")
        c.removeFromSuperview()
        XCTAssertNil(c.superview)
        XCTAssertTrue(b.subviews.isEmpty)
        XCTAssertTrue(c.isDescendant(of: c))
    }
}
