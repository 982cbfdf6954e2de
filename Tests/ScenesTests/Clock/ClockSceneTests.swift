import DesktopInput
import SceneKit
@testable import Scenes
import ScrollKit
import ScrollPhysics
import XCTest

/// The Clock wheel's two scroll views without GL (docs/techniques/clock-wheel.md).
final class ClockSceneTests: XCTestCase {
    static let size = Size(width: 480, height: 400)

    /// A flick on the hours wheel, then a click on the minutes wheel while the hours still turn: the
    /// click points the router (wheel, keys) at the minutes, but the hours wheel must still be
    /// advanced every frame — it lands on a row, reports it and stops, at any frame rate.
    func testAWheelStillTurningLandsWhenTheOtherWheelIsClicked() {
        for fps in [24.0, 60, 240] {
            let d = SceneTestDriver(ClockScene.self, size: Self.size, fps: fps)
            let (hoursFrame, minutesFrame) = ClockScene.frames(for: Self.size)
            d.drag(from: Point(x: hoursFrame.midX, y: 260), to: Point(x: hoursFrame.midX, y: 200), at: 0.2, duration: 0.08)
            let click = Point(x: minutesFrame.midX, y: minutesFrame.midY)
            d.send(.mouseDown(click), at: 0.35)
            d.send(.mouseUp(click), at: 0.4)
            let hours = d.scene.scrollViews.first { $0.name == "hours" }!.scrollView
            XCTAssertTrue(hours.isDecelerating, "\(fps) fps: the hours wheel still turns when the minutes are clicked")
            d.run(to: 5)
            XCTAssertFalse(hours.isDecelerating || hours.isScrollAnimating, "\(fps) fps: the hours wheel came to rest")
            XCTAssertEqual(hours.velocity, .zero, "\(fps) fps")
            let geometry = ClockWheelGeometry(frame: hoursFrame, rowHeight: ClockScene.Layout(size: Self.size).rowHeight, count: 24)
            let row = geometry.row(at: hours.contentOffset.y)
            XCTAssertEqual(hours.contentOffset.y, geometry.offset(forRow: row), accuracy: 1e-9, "\(fps) fps: on a row, not between two")
            XCTAssertEqual(d.events("selected", sv: "hours").last?["row"], .int(geometry.label(ofRow: row)),
                           "\(fps) fps: the landing was reported")
        }
    }
}
