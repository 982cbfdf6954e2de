import Capture
import SceneKit
import ScrollPhysics
import XCTest

/// The moon: stationary, picked up by a long press (0.5 s, 10 pt), dragged, dropped in the sky or
/// into the street (docs/techniques/infinite-street.md, "The moon").
final class StreetMoonCaptureTests: XCTestCase {
    /// The moon starts at (640 − 150, 92) in a 640-point window.
    static let moon = Point(x: 490, y: 92)

    func testLongPressPicksTheMoonUpAfterHalfASecondAndDropsItInTheSky() throws {
        let trace = try CaptureRunner.trace(StreetScrollCaptureTests.script("""
            {"t": 0.1, "type": "down", "x": 490, "y": 92},
            {"t": 0.3, "type": "move", "x": 491, "y": 92},
            {"t": 0.95, "type": "move", "x": 400, "y": 60},
            {"t": 1.0, "type": "move", "x": 301, "y": 25},
            {"t": 1.05, "type": "up", "x": 301, "y": 25},
            {"t": 1.4, "type": "drag", "from": [600, 250], "to": [300, 250], "duration": 0.2, "hz": 120, "hold": 0}
            """), test: self)
        let frames = trace.frames
        let began = trace.allEvents.filter { $0.event.name == "moonPress" && $0.event.string("state") == "began" }
        XCTAssertEqual(began.count, 1)
        let beganFrame = try XCTUnwrap(frames.first { $0.frame == began.first?.frame })
        XCTAssertGreaterThanOrEqual(beganFrame.t, 0.6 - 1e-9, "not before 0.5 s held")
        XCTAssertLessThanOrEqual(beganFrame.t, 0.6 + 1.0 / 60 + 1e-9, "within a frame of 0.5 s")
        // No jump at pick-up; slightly bigger and translucent once the 0.25 s animation ran.
        XCTAssertEqual(beganFrame.moonCenter, Self.moon)
        for f in frames where f.t < beganFrame.t { XCTAssertEqual(f.number("moon", "scale"), 1) }
        let lifted = try XCTUnwrap(frames.first { $0.t >= beganFrame.t + 0.25 })
        XCTAssertEqual(lifted.number("moon", "scale"), 1.2, accuracy: 1e-9)
        XCTAssertEqual(lifted.number("moon", "alpha"), 0.8, accuracy: 1e-9)
        // The street does not scroll while the moon is held; the moon follows the pointer.
        let held = frames.filter { $0.t >= 0.1 && $0.t <= 1.05 }
        for f in held { XCTAssertEqual(f.street.offset, frames[0].street.offset, "frame \(f.frame)") }
        let moved = try XCTUnwrap(frames.first { $0.t >= 1.0 && $0.t < 1.05 })
        XCTAssertEqual(moved.moonCenter, Point(x: 300, y: 25), "grab point kept: pointer (301, 25) − 1 pt")
        // Dropped in the sky: back to normal, behind the buildings, and it stays put while the street scrolls.
        let after = frames.filter { $0.t >= 1.35 }
        XCTAssertNotEqual(after.last!.street.offset, frames[0].street.offset, "the street scrolled afterwards")
        for f in after {
            XCTAssertEqual(f.moonPlace, "sky")
            XCTAssertEqual(f.moonCenter, Point(x: 300, y: 25), "frame \(f.frame): no snap-back")
            XCTAssertEqual(f.number("moon", "scale"), 1)
            XCTAssertEqual(f.member("moon", "front"), .bool(false))
        }
    }

    func testMovingMoreThanTenPointsBeforeHalfASecondScrollsInstead() throws {
        let trace = try CaptureRunner.trace(StreetScrollCaptureTests.script("""
            {"t": 0.1, "type": "down", "x": 490, "y": 92},
            {"t": 0.3, "type": "move", "x": 475, "y": 92},
            {"t": 0.4, "type": "move", "x": 435, "y": 92},
            {"t": 0.9, "type": "up", "x": 435, "y": 92}
            """, duration: 1.2), test: self)
        XCTAssertTrue(trace.allEvents.filter { $0.event.name == "moonPress" }.isEmpty, "no pick-up")
        XCTAssertFalse(trace.allEvents.filter { $0.event.name == "willBeginDragging" }.isEmpty, "the pan scrolled")
        let first = trace.frames[0], last = trace.frames.last!
        // The pan began with the 15 pt move (past its 3 pt slop); the content follows the pointer
        // from then on, less the slop (docs/scroll-behaviour.md).
        XCTAssertEqual(last.streetLeft - first.streetLeft, 55 - 3, accuracy: 1e-6, "content followed the pointer")
        XCTAssertEqual(last.moonCenter, first.moonCenter)
        XCTAssertEqual(last.moonPlace, "sky")
    }

    func testDroppedIntoTheStreetTheMoonScrollsWithTheBuildings() throws {
        let trace = try CaptureRunner.trace(StreetScrollCaptureTests.script("""
            {"t": 0.1, "type": "down", "x": 490, "y": 92},
            {"t": 0.7, "type": "move", "x": 400, "y": 200},
            {"t": 0.8, "type": "move", "x": 320, "y": 330},
            {"t": 0.85, "type": "up", "x": 320, "y": 330},
            {"t": 1.0, "type": "drag", "from": [600, 150], "to": [350, 150], "duration": 0.25, "hz": 120, "hold": 0.1}
            """, duration: 1.5), test: self)
        let dropped = trace.allEvents.first { $0.event.name == "moonDropped" }
        XCTAssertEqual(dropped?.event.string("place"), "street")
        let after = trace.frames.filter { $0.t >= 0.9 }
        let first = after[0]
        XCTAssertEqual(first.moonCenter, Point(x: 320, y: 330))
        for f in after {
            XCTAssertEqual(f.moonPlace, "street")
            XCTAssertEqual(f.member("moon", "front"), .bool(true), "in front of the buildings in the street")
            // Same motion as the buildings: screen x − street motion is constant.
            XCTAssertEqual(f.moonCenter.x + (f.streetLeft - first.streetLeft), 320, accuracy: 1e-6, "frame \(f.frame)")
        }
        // 250 pt less the pan's 3 pt slop.
        XCTAssertEqual(after.last!.streetLeft - first.streetLeft, 250 - 3, accuracy: 1e-6)
    }
}
