import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit

/// A long press on content that is still moving (docs/scroll-behaviour.md, "Dragging"): the touch
/// catches the content and, held still, the long press still fires.
final class CatchAndLongPressTests: XCTestCase {
    private func makeList() -> (Window, ScrollView, LongPressGestureRecognizer, () -> [GestureRecognizerState]) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let sv = ScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        sv.contentSize = Size(width: 400, height: 8000)
        let content = View(frame: Rect(x: 0, y: 0, width: 400, height: 8000))
        sv.addSubview(content)
        window.addSubview(sv)
        let press = LongPressGestureRecognizer()
        var states: [GestureRecognizerState] = []
        press.addTarget { states.append($0.state) }
        content.addGestureRecognizer(press)
        return (window, sv, press, { states })
    }

    /// Flicks the list up at 2000 pt/s, released at 1.1 s.
    private func flick(_ window: Window) {
        window.sendTouch(.began, at: Point(x: 200, y: 300), time: 1)
        for i in 1...6 { window.sendTouch(.moved, at: Point(x: 200, y: 300 - Double(i) * 200 / 6), time: 1 + Double(i) * 0.1 / 6) }
        window.sendTouch(.ended, at: Point(x: 200, y: 100), time: 1.1)
    }

    func testAHeldCatchStillFiresTheLongPress() {
        let (window, sv, _, states) = makeList()
        flick(window)
        window.advance(to: 1.3)
        sv.advance(to: 1.3)
        XCTAssertTrue(sv.isDecelerating)
        window.sendTouch(.began, at: Point(x: 200, y: 200), time: 1.3)  // catches the glide
        let caught = sv.contentOffset
        XCTAssertFalse(sv.isDecelerating, "the touch stopped the content")
        var t = 1.3
        while t < 1.9 { t += 1.0 / 60; window.advance(to: t); sv.advance(to: t) }
        XCTAssertEqual(states(), [.began], "held still 0.5 s: the long press fires")
        XCTAssertFalse(sv.isDragging || sv.isTracking, "the catch let go of the content")
        XCTAssertEqual(sv.contentOffset, caught, "the content stays where it was caught")
        window.sendTouch(.moved, at: Point(x: 220, y: 260), time: 2)
        window.sendTouch(.ended, at: Point(x: 220, y: 260), time: 2.1)
        XCTAssertEqual(states(), [.began, .changed, .ended])
        XCTAssertEqual(sv.contentOffset, caught, "moving the long press does not scroll")
    }

    func testACatchThatMovesIsADragAndTheLongPressFails() {
        let (window, sv, _, states) = makeList()
        flick(window)
        window.advance(to: 1.3)
        window.sendTouch(.began, at: Point(x: 200, y: 200), time: 1.3)
        let caught = sv.contentOffset
        window.sendTouch(.moved, at: Point(x: 200, y: 150), time: 1.35)
        var t = 1.35
        while t < 2 { t += 1.0 / 60; window.advance(to: t); sv.advance(to: t) }
        XCTAssertEqual(states(), [], "moved 50 pt: no long press")
        XCTAssertTrue(sv.isDragging, "the caught content follows the finger")
        XCTAssertGreaterThan(sv.contentOffset.y, caught.y + 40)
        window.sendTouch(.ended, at: Point(x: 200, y: 150), time: 2.1)
    }
}
