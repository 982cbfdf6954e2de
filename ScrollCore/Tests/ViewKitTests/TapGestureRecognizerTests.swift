import XCTest
import ScrollPhysics
@testable import ViewKit

final class TapGestureRecognizerTests: XCTestCase {
    private var log = Log()
    private var window = Window(frame: .zero)
    private var view = RecordingView("view", frame: .zero, log: Log())

    override func setUp() {
        log = Log()
        window = Window(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        view = RecordingView("view", frame: Rect(x: 0, y: 0, width: 400, height: 400), log: log, handlesTouches: true)
        window.addSubview(view)
    }

    private func tap(_ taps: Int = 1, name: String) -> TapGestureRecognizer {
        let g = TapGestureRecognizer()
        g.numberOfTapsRequired = taps
        record(g, as: name, in: log)
        view.addGestureRecognizer(g)
        return g
    }

    func testSingleTapIsRecognizedOnLiftAndCancelsTheViewsTouch() {
        let t = tap(name: "tap")
        var location: Point?
        t.addTarget { [view] g in location = g.location(in: view) }
        window.sendTouch(.began, at: pt(100, 100), time: 0)
        XCTAssertEqual(t.state, .possible)
        window.sendTouch(.moved, at: pt(110, 104), time: 0.05)
        window.sendTouch(.ended, at: pt(110, 104), time: 0.1)
        XCTAssertEqual(log.entries, ["view.began", "view.moved", "view.cancelled", "tap.ended"])
        XCTAssertEqual(location, pt(100, 100), "where the tap went down")
        XCTAssertEqual(t.state, .possible, "reset")
    }

    func testMovingTooFarOrPressingTooLongFails() {
        let t = tap(name: "tap")
        window.drag(from: pt(100, 100), to: pt(100 + TapGestureRecognizer.defaultAllowableMovement + 1, 100),
                    at: 0, steps: 3)
        XCTAssertEqual(log.entries, ["view.began", "view.moved", "view.moved", "view.moved", "view.ended"])
        log.clear()
        window.sendTouch(.began, at: pt(100, 100), time: 5)
        window.advance(to: 5 + TapGestureRecognizer.defaultMaximumTapDuration + 0.01)
        XCTAssertEqual(t.state, .failed, "held too long (fails while still down)")
        window.sendTouch(.ended, at: pt(100, 100), time: 6)
        XCTAssertEqual(log.entries, ["view.began", "view.ended"])
        XCTAssertEqual(t.state, .possible)
    }

    func testDoubleClickVersusSingleClick() {
        let single = tap(1, name: "single")
        let double = tap(2, name: "double")
        single.require(toFail: double)

        // A double click: only the double tap fires; the view's touches are cancelled.
        window.click(pt(100, 100), at: 0)
        XCTAssertTrue(single.isWaitingForFailure, "single waits for the double tap")
        XCTAssertEqual(log.entries, ["view.began"], "the view's touchesEnded is held back")
        window.click(pt(102, 101), at: 0.2)
        XCTAssertEqual(log.entries, ["view.began", "view.began", "view.cancelled", "view.cancelled", "double.ended"],
                       "both clicks' touches are cancelled for the view when the double tap recognizes")
        XCTAssertEqual(single.state, .possible)
        XCTAssertEqual(double.state, .possible)

        // A single click: recognized once the double tap times out, at advance(to:).
        log.clear()
        window.click(pt(100, 100), at: 2)
        window.advance(to: 2.08 + Window.multiTapInterval - 0.01)
        XCTAssertEqual(log.entries, ["view.began"], "still waiting")
        window.advance(to: 2.08 + Window.multiTapInterval + 0.01)
        XCTAssertEqual(log.entries, ["view.began", "view.cancelled", "single.ended"])
        XCTAssertEqual(single.state, .possible)

        // Two clicks too far apart in space are two single taps.
        log.clear()
        window.click(pt(100, 100), at: 4)
        window.click(pt(300, 300), at: 4.2)
        XCTAssertEqual(log.entries.filter { !$0.hasPrefix("view") }, ["single.ended", "single.ended"],
                       "the far touch-down fails the double tap, which releases the first single tap; the second one "
                           + "then needs no wait (the double tap already failed for it)")
    }

    func testDoubleTapAloneFailsOnASlowSecondClick() {
        let double = tap(2, name: "double")
        window.click(pt(100, 100), at: 0)
        window.click(pt(100, 100), at: 0.08 + Window.multiTapInterval + 0.05)
        XCTAssertFalse(log.entries.contains("double.ended"))
        // The late click starts a new sequence: a quick third click completes it.
        window.click(pt(100, 100), at: 0.7)
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("double") }, ["double.ended"])
        XCTAssertEqual(double.state, .possible)
    }

    func testTwoFingersFailAOneFingerTap() {
        let t = tap(name: "tap")
        window.sendTouch(.began, at: pt(100, 100), time: 0, id: 0)
        window.sendTouch(.began, at: pt(150, 100), time: 0.01, id: 1)
        XCTAssertEqual(t.state, .failed)
        window.sendTouch(.ended, at: pt(100, 100), time: 0.05, id: 0)
        window.sendTouch(.ended, at: pt(150, 100), time: 0.05, id: 1)
        XCTAssertFalse(log.entries.contains("tap.ended"))
        XCTAssertEqual(t.state, .possible)
    }

    func testDelegateCanRefuseTheBeginning() {
        final class No: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
        }
        let t = tap(name: "tap")
        let no = No()
        t.delegate = no
        window.click(pt(100, 100), at: 0)
        XCTAssertEqual(log.entries, ["view.began", "view.ended"])
    }

    func testRecognizerWithoutAWindowStillRecognizes() {
        // Driving a recognizer's hooks by hand (no window): state and actions still work.
        let g = GestureRecognizer()
        var states: [GestureRecognizerState] = []
        g.addTarget { states.append($0.state) }
        g.state = .began
        g.state = .changed
        g.state = .changed
        g.state = .possible // ignored (only the window resets)
        g.state = .ended
        XCTAssertEqual(states, [.began, .changed, .changed, .ended])
        XCTAssertEqual(GestureRecognizerState.recognized, .ended)
    }
}
