import Capture
import SceneKit
import ScrollPhysics
import XCTest

/// The street run by the real binary: infinite scrolling by recentring (docs/techniques/infinite-street.md).
final class StreetScrollCaptureTests: XCTestCase {
    static func script(_ events: String, duration: Double = 2, fps: Int = 60, scene: String = "") -> String {
        """
        { "window": {"width": 640, "height": 360, "scale": 1}, "fps": \(fps), "duration": \(duration),
          "scene": {"name": "street"\(scene)}, "events": [\(events)] }
        """
    }

    /// A fast fling: the street recentres while decelerating, nothing on screen moves more than the
    /// frame's own motion, the speed carries on across the recentre, no edge is ever reached, and
    /// the moon keeps its place on screen throughout.
    func testFlingRecentresWithNoJumpAndCarriesOn() throws {
        let trace = try CaptureRunner.trace(Self.script(
            #"{"t": 0.1, "type": "drag", "from": [600, 200], "to": [150, 200], "duration": 0.08, "hz": 120, "hold": 0}"#),
            test: self)
        let frames = trace.frames
        let recentres = trace.allEvents.filter { $0.event.name == "recenter" }
        XCTAssertGreaterThanOrEqual(recentres.count, 1, "a fast fling recentres at least once")
        let contentWidth = trace.header.scrollView("street")!.contentSize.width
        let dt = 1.0 / 60
        for i in 1..<frames.count {
            let a = frames[i - 1], b = frames[i]
            let motion = b.streetLeft - a.streetLeft
            if a.street.decelerating && b.street.decelerating {
                let speed = max(abs(a.street.velocity.x), abs(b.street.velocity.x))
                XCTAssertLessThanOrEqual(abs(motion), speed * dt + 0.5, "frame \(b.frame): the street moved by its own motion only")
            } else {
                // Dragging: at most three 45 pt pointer moves land in one frame.
                XCTAssertLessThanOrEqual(abs(motion), 3 * 45 + 0.5, "frame \(b.frame): the street moved with the pointer only")
            }
            for (index, now) in b.buildings {
                guard let before = a.buildings[index] else { continue }
                XCTAssertEqual(now[0] - before[0], -motion * b.zoomScale, accuracy: 0.5,
                               "frame \(b.frame): building \(index) moved with the street")
            }
            XCTAssertGreaterThan(b.street.offset.x, 0, "frame \(b.frame): never at the left edge")
            XCTAssertLessThan(b.street.offset.x, contentWidth - 640, "frame \(b.frame): never at the right edge")
            XCTAssertEqual(b.moonCenter.x, frames[0].moonCenter.x, accuracy: 1e-6, "the moon stays put")
            XCTAssertEqual(b.moonCenter.y, frames[0].moonCenter.y, accuracy: 1e-6)
        }
        // Momentum survives: the per-frame decay ratio is the same across a recentre.
        let decelerating = recentres.filter { r in frames.first { $0.frame == r.frame }?.street.decelerating == true }
        XCTAssertFalse(decelerating.isEmpty, "a recentre happened during the deceleration")
        for r in decelerating {
            guard let k = frames.firstIndex(where: { $0.frame == r.frame }), k >= 2, k + 1 < frames.count else { continue }
            let v = frames[(k - 2)...(k + 1)].map { $0.street.velocity.x }
            XCTAssertEqual(v[2] / v[1], v[1] / v[0], accuracy: 0.01, "velocity ratio across the recentre")
            XCTAssertEqual(v[3] / v[2], v[1] / v[0], accuracy: 0.01)
            XCTAssertTrue(frames[k + 1].street.decelerating)
        }
        XCTAssertGreaterThan(abs(frames.last!.streetLeft - frames[0].streetLeft), contentWidth / 4)
    }

    /// Where a fling is on the street at a given time does not depend on the frame rate, although
    /// the frames at which it recentres do.
    func testAFlingLandsOnTheSameStreetPointAtAnyFrameRate() throws {
        let fling = #"{"t": 0.1, "type": "drag", "from": [600, 200], "to": [150, 200], "duration": 0.08, "hz": 120, "hold": 0}"#
        let slow = try CaptureRunner.trace(Self.script(fling, duration: 2, fps: 30), test: self)
        let fast = try CaptureRunner.trace(Self.script(fling, duration: 2, fps: 75), test: self)
        XCTAssertEqual(slow.frames.last!.t, fast.frames.last!.t)
        XCTAssertEqual(slow.frames.last!.streetLeft, fast.frames.last!.streetLeft, accuracy: 1e-6)
        XCTAssertGreaterThanOrEqual(slow.frames.last!.number("street", "recenters"), 2)
    }

    /// Dragging through a recentre keeps the content under the pointer (64 fps and 64 Hz moves, so
    /// the pointer's place at each frame is exact).
    func testDragThroughARecentreKeepsTheContentUnderThePointer() throws {
        let trace = try CaptureRunner.trace(Self.script(
            #"{"t": 0.5, "type": "drag", "from": [620, 200], "to": [20, 200], "duration": 1.0, "hz": 64, "hold": 0.2}"#,
            duration: 1.8, fps: 64, scene: #", "content-widths": 2.5"#), test: self)
        let during = trace.frames.filter { $0.t >= 0.55 && $0.t <= 1.5 }
        let pointer = { (t: Double) in 620 - 600 * (t - 0.5) }
        let anchor = during[0].streetLeft + pointer(during[0].t)
        for f in during {
            XCTAssertEqual(f.streetLeft + pointer(f.t), anchor, accuracy: 0.5, "frame \(f.frame): content under the pointer")
        }
        let recentres = trace.allEvents.filter { $0.event.name == "recenter" && during.map(\.frame).contains($0.frame) }
        XCTAssertGreaterThanOrEqual(recentres.count, 1, "the drag went through a recentre")
    }
}
