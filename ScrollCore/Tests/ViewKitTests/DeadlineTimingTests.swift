import XCTest
import ScrollPhysics
@testable import ViewKit

/// Every recognizer deadline fires at its own time, whatever the frame rate (`Window.advance(to:)`):
/// the action sees the window's time at the deadline, not at the first frame after it, and what the
/// deadline causes (another recognizer failing, held touches delivered) happens then too.
final class DeadlineTimingTests: XCTestCase {
    /// Advances `window` at `fps` from just after `start` to `end`, on the frame grid n / fps.
    private func frames(_ window: Window, fps: Double, from start: Double, to end: Double) {
        var n = (start * fps).rounded(.down) + 1
        while n / fps <= end { window.advance(to: n / fps); n += 1 }
    }

    private func windowWithView() -> (Window, View) {
        let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        return (window, view)
    }

    func testALongPressBeginsHalfASecondAfterTouchDownAtAnyFrameRate() {
        for fps in [15.0, 30, 60, 240] {
            let (window, view) = windowWithView()
            let press = LongPressGestureRecognizer()
            var began: Double?
            press.addTarget { [unowned window] g in if g.state == .began { began = window.time } }
            view.addGestureRecognizer(press)
            window.sendTouch(.began, at: pt(50, 50), time: 0.1037)
            frames(window, fps: fps, from: 0.1037, to: 1)
            XCTAssertEqual(try XCTUnwrap(began, "\(fps) fps"), 0.1037 + 0.5, accuracy: 1e-12, "\(fps) fps")
        }
    }

    func testATapFailsAtItsDeadlineAndTheTapWaitingForItFiresThen() {
        for fps in [15.0, 30, 240] {
            let (window, view) = windowWithView()
            let single = TapGestureRecognizer(), double = TapGestureRecognizer()
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            var recognized: Double?
            single.addTarget { [unowned window] g in if g.state == .recognized { recognized = window.time } }
            view.addGestureRecognizer(single)
            view.addGestureRecognizer(double)
            window.sendTouch(.began, at: pt(50, 50), time: 0.2013)
            window.sendTouch(.ended, at: pt(50, 50), time: 0.2613)
            frames(window, fps: fps, from: 0.2613, to: 1.5)
            let expected = (0.2613 + Window.multiTapInterval).nextUp
            XCTAssertEqual(try XCTUnwrap(recognized, "\(fps) fps"), expected, accuracy: 1e-12, "\(fps) fps")
        }
    }

    func testASwipeFailsAtItsDeadline() {
        for fps in [15.0, 240] {
            let (window, view) = windowWithView()
            let swipe = SwipeGestureRecognizer()
            let press = LongPressGestureRecognizer()
            press.require(toFail: swipe)
            var began: Double?
            press.addTarget { [unowned window] g in if g.state == .began { began = window.time } }
            view.addGestureRecognizer(swipe)
            view.addGestureRecognizer(press)
            window.sendTouch(.began, at: pt(50, 50), time: 0.05)
            frames(window, fps: fps, from: 0.05, to: 1.2)
            // The long press's own deadline (0.55) is after the swipe's failure, so it begins at 0.55.
            XCTAssertEqual(try XCTUnwrap(began, "\(fps) fps"), 0.55, accuracy: 1e-12, "\(fps) fps")
        }
    }
}
