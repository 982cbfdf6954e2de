import DesktopInput
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// A recognizer's deadline fires at its own time, whatever the frame rate (ViewKit's
/// `Window.advance(to:)`): the same still press on the moon picks it up 0.5 s after the press at 30
/// and at 240 fps, so everything after — the pick-up animation, where the moon is dropped, where the
/// street rests — is the same.
final class StreetDeadlineTests: XCTestCase {
    private func run(fps: Double, during glide: Bool) -> (pickedUp: Bool, scaleAt: [Double], moon: Point, offset: Point) {
        let size = Size(width: 640, height: 360)
        let d = SceneTestDriver(StreetScene.self, size: size, fps: fps)
        let c = d.scene.controller
        let moon = Point(x: size.width - MoonState.startRightInset, y: MoonState.startTopInset)
        var scales: [Double] = []
        d.onFrame = { if [0.7, 0.8, 0.9].contains(where: { abs($0 - d.time) < 1e-9 }) { scales.append(c.moon.scale(at: d.time)) } }
        if glide {
            // A flick of the street first: the press then catches the glide (a pan that is only a catch,
            // which must yield to the long press when it begins).
            d.drag(from: Point(x: 600, y: 250), to: Point(x: 300, y: 250), at: 0.02, duration: 0.05)
        }
        d.send(.mouseDown(moon), at: 0.1037)
        d.send(.mouseMove(moon + Point(x: 1, y: 0)), at: 0.3013)     // still: 1 pt
        d.run(to: 1.0)
        for i in 1...24 { d.send(.mouseMove(moon + Point(x: -8 * Double(i), y: 3 * Double(i))), at: 1.0 + 0.0125 * Double(i)) }
        d.send(.mouseUp(moon + Point(x: -192, y: 72)), at: 1.31)
        d.run(to: 6)
        let moonCentre = c.moonCenter()
        return (!d.events("moonPress").isEmpty, scales, moonCentre, c.scrollView.contentOffset)
    }

    func testAStillPressOnTheMoonEndsTheSameAt30And240Fps() {
        for glide in [false, true] {
            let slow = run(fps: 30, during: glide), fast = run(fps: 240, during: glide)
            XCTAssertTrue(slow.pickedUp, "picked up at 30 fps (glide \(glide))")
            XCTAssertTrue(fast.pickedUp, "picked up at 240 fps (glide \(glide))")
            XCTAssertEqual(slow.scaleAt.count, 3)
            XCTAssertEqual(fast.scaleAt.count, 3)
            for (a, b) in zip(slow.scaleAt, fast.scaleAt) {
                XCTAssertEqual(a, b, accuracy: 1e-9, "the pick-up animation starts at 0.6037 s at both rates (glide \(glide))")
            }
            XCTAssertEqual(slow.moon.x, fast.moon.x, accuracy: 1e-6, "glide \(glide)")
            XCTAssertEqual(slow.moon.y, fast.moon.y, accuracy: 1e-6, "glide \(glide)")
            XCTAssertEqual(slow.offset.x, fast.offset.x, accuracy: 1e-6, "glide \(glide)")
            XCTAssertEqual(slow.offset.y, fast.offset.y, accuracy: 1e-6, "glide \(glide)")
        }
    }
}
