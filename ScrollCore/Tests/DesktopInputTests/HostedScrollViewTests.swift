import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
import DesktopInput

/// `HostedScrollView`: the one type an app builds for an invisible scroll view fed desktop events.
final class HostedScrollViewTests: XCTestCase {
    /// A 400 × 300 list of 1,000 rows 24 pt tall, landing on rows.
    private func makeList() -> (HostedScrollView, SnappingDelegate) {
        let list = HostedScrollView(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        list.scrollView.contentSize = Size(width: 400, height: 24_000)
        list.scrollView.targetBehavior = ItemScrollTargetBehavior(pitch: Point(x: 0, y: 24))
        let delegate = SnappingDelegate()
        list.scrollView.delegate = delegate
        return (list, delegate)
    }

    /// Frames at 60 Hz from `a` until nothing moves (or `b`); returns the time it came to rest.
    private func runUntilRest(_ list: HostedScrollView, from a: Double, to b: Double) -> Double? {
        var t = a
        while t <= b {
            list.advance(to: t)
            if !list.needsAdvance { return t }
            t += 1.0 / 60
        }
        return nil
    }

    func testAFlickFromEventsGlidesAndLandsOnARowThenSleeps() {
        let (list, delegate) = makeList()
        XCTAssertTrue(list.scrollView.isHidden, "the scroll view draws nothing")
        XCTAssertTrue(list.scrollView.panGestureRecognizer.view === list.panHost, "its pan recognizer is on the plain view")
        XCTAssertTrue(list.handle(.mouseDown(Point(x: 200, y: 250)), time: 1))
        for i in 1...12 { list.handle(.mouseMove(Point(x: 200, y: 250 - 200 * Double(i) / 12)), time: 1 + 0.1 * Double(i) / 12) }
        XCTAssertTrue(list.handle(.mouseUp(Point(x: 200, y: 50)), time: 1.1))
        XCTAssertTrue(list.scrollView.isDecelerating, "a flick glides")
        XCTAssertTrue(list.needsAdvance, "a gliding list needs frames")
        let rest = runUntilRest(list, from: 1.1, to: 10)
        XCTAssertNotNil(rest, "it comes to rest and then needs no frames")
        let y = list.scrollView.contentOffset.y
        XCTAssertGreaterThan(y, 400, "it glided past where the pointer left it")
        XCTAssertEqual(y.truncatingRemainder(dividingBy: 24), 0, "on a whole row: \(y)")
        XCTAssertEqual(delegate.endings, ["didEndDecelerating"])
    }

    func testTheWheelsKindTravelsFromTheEventToTheScrollView() {
        // A trackpad delta of exactly 1 said to be continuous: the offset follows at once, 10 pt per unit.
        let (trackpad, _) = makeList()
        trackpad.handle(.wheel(dx: 0, dy: -1, at: Point(x: 10, y: 10), modifiers: [], kind: .continuous), time: 1)
        XCTAssertEqual(trackpad.scrollView.contentOffset.y, DesktopInputRouter.continuousPointsPerUnit, accuracy: 1e-9)
        // The same delta left to the classifier is a notch: an animated step of one row.
        let (wheel, _) = makeList()
        wheel.handle(.wheel(dx: 0, dy: -1, at: Point(x: 10, y: 10), modifiers: [], kind: nil), time: 1)
        XCTAssertEqual(wheel.scrollView.contentOffset.y, 0, "animated: not there at once")
        _ = runUntilRest(wheel, from: 1, to: 3)
        XCTAssertEqual(wheel.scrollView.contentOffset.y, 24, accuracy: 1e-9, "one notch, one row")
        // A fraction said to be notches is a (half-row) animated step, landing on a row.
        let (half, _) = makeList()
        half.handle(.wheel(dx: 0, dy: -0.6, at: Point(x: 10, y: 10), modifiers: [], kind: .wheelClicks), time: 1)
        XCTAssertEqual(half.scrollView.contentOffset.y, 0, "animated")
        _ = runUntilRest(half, from: 1, to: 3)
        XCTAssertEqual(half.scrollView.contentOffset.y, 24, accuracy: 1e-9, "0.6 row rounds to one row")
    }

    func testATapOnTheScrollingAreaReachesTheAppsRecognizerAndADragDoesNot() {
        let (list, _) = makeList()
        var taps: [Point] = []
        let tap = TapGestureRecognizer { taps.append($0.location(in: nil)) }
        list.window.addGestureRecognizer(tap)
        list.handle(.mouseDown(Point(x: 100, y: 100)), time: 1)
        list.handle(.mouseUp(Point(x: 100, y: 100)), time: 1.05)
        list.advance(to: 1.5)
        XCTAssertEqual(taps, [Point(x: 100, y: 100)], "a click over the hidden scroll view is the app's tap")
        list.handle(.mouseDown(Point(x: 100, y: 200)), time: 2)
        for i in 1...10 { list.handle(.mouseMove(Point(x: 100, y: 200 - 10 * Double(i))), time: 2 + 0.02 * Double(i)) }
        list.handle(.mouseUp(Point(x: 100, y: 100)), time: 2.3)
        list.advance(to: 3)
        XCTAssertEqual(taps.count, 1, "a drag scrolls and is no tap")
        XCTAssertGreaterThan(list.scrollView.contentOffset.y, 50)
    }

    func testHandleSaysWhichEventsAreTheApps() {
        let (list, _) = makeList()
        XCTAssertTrue(list.handle(.key(.down), time: 1))
        XCTAssertTrue(list.handle(.focusLost, time: 1))
        XCTAssertFalse(list.handle(.resize(Size(width: 10, height: 10)), time: 1), "resizes are the app's")
        XCTAssertFalse(list.handle(.key(.escape, modifiers: [], isRepeat: false), time: 1))
        XCTAssertFalse(list.handle(.mouseDown(Point(x: 5, y: 5), button: .right, clickCount: 1), time: 1))
        XCTAssertEqual(list.scrollView.bounds.size, Size(width: 400, height: 300), "a resize event alone changes nothing")
    }

    func testResizeMovesTheWindowTheScrollViewAndItsHost() {
        let (list, _) = makeList()
        list.resize(to: Size(width: 800, height: 600))
        XCTAssertEqual(list.window.frame, Rect(x: 0, y: 0, width: 800, height: 600))
        XCTAssertEqual(list.scrollView.frame, Rect(x: 0, y: 0, width: 800, height: 600))
        XCTAssertEqual(list.panHost.frame, list.scrollView.frame)
        XCTAssertEqual(list.scrollView.maxContentOffset.y, 24_000 - 600)
        list.resize(to: Size(width: 800, height: 600), frame: Rect(x: 0, y: 100, width: 800, height: 400))
        XCTAssertEqual(list.scrollView.frame, Rect(x: 0, y: 100, width: 800, height: 400))
        XCTAssertEqual(list.panHost.frame, list.scrollView.frame)
        list.resize(to: Size(width: 0, height: 0))
        XCTAssertEqual(list.window.frame.size, Size(width: 800, height: 600), "a minimised window keeps its layout")
        // A scrolling area inside a larger window: the window defaults to just holding it.
        let strip = HostedScrollView(frame: Rect(x: 0, y: 200, width: 640, height: 100))
        XCTAssertEqual(strip.window.frame, Rect(x: 0, y: 0, width: 640, height: 300))
        let inBig = HostedScrollView(frame: Rect(x: 0, y: 200, width: 640, height: 100), windowSize: Size(width: 640, height: 480))
        XCTAssertEqual(inBig.window.frame.size, Size(width: 640, height: 480))
    }
}
