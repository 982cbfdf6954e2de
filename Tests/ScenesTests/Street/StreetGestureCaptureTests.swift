import Capture
import ImageOutput
import SceneKit
import ScrollPhysics
import XCTest

/// Swipe versus pan in the bottom zone, the re-render after a zoom, and a golden frame
/// (docs/techniques/infinite-street.md).
final class StreetGestureCaptureTests: XCTestCase {
    /// Zone: y ≥ 360 − 75 = 285 in a 360-point window.
    func testSwipeUpInTheZonePlantsTheFlagAndDragsElsewhereScrollAtOnce() throws {
        let trace = try CaptureRunner.trace(StreetScrollCaptureTests.script("""
            {"t": 0.2, "type": "drag", "from": [200, 345], "to": [200, 245], "duration": 0.1, "hz": 120, "hold": 0},
            {"t": 1.0, "type": "drag", "from": [500, 150], "to": [300, 150], "duration": 0.2, "hz": 120, "hold": 0.1},
            {"t": 1.6, "type": "drag", "from": [500, 330], "to": [200, 330], "duration": 0.3, "hz": 120, "hold": 0.1}
            """, duration: 2.2), test: self)
        let frames = trace.frames, events = trace.allEvents
        // 1. The swipe up in the zone: recognized, the street does not move, the flag slides in over 0.25 s.
        let swipe = try XCTUnwrap(events.first { $0.event.name == "swipe" })
        XCTAssertEqual(swipe.event.string("direction"), "up")
        XCTAssertEqual(events.filter { $0.event.name == "swipe" }.count, 1)
        let first = try XCTUnwrap(events.first { $0.event.name == "willBeginDragging" })
        let swipeT = frames.first { $0.frame == swipe.frame }!.t
        for f in frames where f.t < 1.0 { XCTAssertEqual(f.street.offset, frames[0].street.offset, "frame \(f.frame)") }
        XCTAssertGreaterThan(frames.first { $0.frame == first.frame }!.t, 1.0, "no drag during the swipe")
        for f in frames where f.t > swipeT && f.t < swipeT + 0.25 - 1e-9 {
            XCTAssertLessThan(f.number("flag", "progress"), 1, "still sliding at \(f.t)")
        }
        let planted = frames.filter { $0.t >= swipeT + 0.25 + 1e-9 }
        XCTAssertEqual(planted.first?.number("flag", "progress"), 1)
        XCTAssertEqual(planted.first?.member("flag", "shown"), .bool(true))
        // 2. A drag above the zone scrolls at once: the pan begins in the first frame after the slop.
        let dragT = frames.first { $0.frame == first.frame }!.t
        XCTAssertLessThanOrEqual(dragT, 1.0 + 2.0 / 60 + 1e-9)
        // 3. A horizontal drag in the zone waits for the swipe (now the swipe down) to fail, 50 pt.
        let tOf = { (frame: Int) in frames.first { $0.frame == frame }!.t }
        let inZone = events.filter { $0.event.name == "willBeginDragging" && tOf($0.frame) > 1.5 }
        let zoneDrag = try XCTUnwrap(inZone.first)
        let failed = try XCTUnwrap(events.first { $0.event.name == "recognizer" && $0.event.string("gr") == "swipeDown"
            && $0.event.string("state") == "failed" && tOf($0.frame) > 1.5 })
        XCTAssertLessThanOrEqual(failed.frame, zoneDrag.frame, "the swipe failed before the pan began")
        XCTAssertGreaterThanOrEqual(frames.first { $0.frame == zoneDrag.frame }!.t, 1.6 + 0.05 - 1e-9,
                                    "the pan waited for 50 pt of movement (1000 pt/s)")
        XCTAssertFalse(events.contains { $0.event.name == "swipe" && $0.frame > swipe.frame })
        // The planted flag scrolls with the street.
        let before = try XCTUnwrap(frames.last { $0.t < 1.0 }), end = frames.last!
        let x0 = before.numbers("flag", "frame")[0], x1 = end.numbers("flag", "frame")[0]
        XCTAssertEqual(x0, 200, accuracy: 1e-9, "planted where the swipe began")
        XCTAssertEqual(x1 + (end.streetLeft - before.streetLeft), x0, accuracy: 1e-6)
        XCTAssertNotEqual(x1, x0)
    }

    /// A swipe down in the zone takes the flag away again (0.25 s).
    func testSwipeDownInTheZoneTakesTheFlagAway() throws {
        let trace = try CaptureRunner.trace(StreetScrollCaptureTests.script("""
            {"t": 0.1, "type": "drag", "from": [300, 345], "to": [300, 245], "duration": 0.1, "hz": 120, "hold": 0},
            {"t": 0.6, "type": "drag", "from": [300, 290], "to": [300, 350], "duration": 0.05, "hz": 120, "hold": 0}
            """, duration: 1.1), test: self)
        let swipes = trace.allEvents.filter { $0.event.name == "swipe" }.map { $0.event.string("direction") }
        XCTAssertEqual(swipes, ["up", "down"])
        XCTAssertEqual(trace.frames.last!.member("flag", "shown"), .bool(false))
        XCTAssertEqual(trace.frames.last!.number("flag", "progress"), 0)
        XCTAssertEqual(trace.frames.first { $0.t > 0.55 && $0.t < 0.6 }?.number("flag", "progress"), 1)
        XCTAssertFalse(trace.allEvents.contains { $0.event.name == "willBeginDragging" })
    }

    /// Without the pan's failure requirement the pan recognizes first and the swipe never happens (seed 004).
    func testWithoutTheRequirementThePanWins() throws {
        let trace = try CaptureRunner.trace(StreetScrollCaptureTests.script("""
            {"t": 0.2, "type": "drag", "from": [200, 345], "to": [200, 245], "duration": 0.1, "hz": 120, "hold": 0}
            """, duration: 0.8, scene: #", "require": false"#), test: self)
        XCTAssertFalse(trace.allEvents.contains { $0.event.name == "swipe" })
        XCTAssertTrue(trace.allEvents.contains { $0.event.name == "recognizer" && $0.event.string("gr") == "pan"
            && $0.event.string("state") == "began" })
        XCTAssertEqual(trace.frames.last!.member("flag", "shown"), .bool(false))
    }

    /// Ctrl+wheel zooms 1.25⁶ ≈ 3.8×: blurry (bitmaps at 1 px/pt) while zooming, redrawn at the new
    /// scale when the zoom ends, measurably sharper in the PNG.
    func testZoomEndRedrawsTheBuildingsSharpAtTheNewScale() throws {
        let (out, result) = try CaptureRunner.capture(StreetScrollCaptureTests.script("""
            {"t": 0.3, "type": "wheel", "dx": 0, "dy": 6, "x": 320, "y": 200, "ctrl": true},
            {"t": 0.35, "type": "capture", "name": "blurry"},
            {"t": 0.6, "type": "capture", "name": "sharp"}
            """, duration: 0.7), test: self)
        XCTAssertEqual(result.status, 0, result.stderr)
        let trace = try TraceReader.read(path: out + "/trace.jsonl")
        let zoom = pow(1.25, 6.0)
        let zooming = trace.frames.filter { $0.t > 0.3 && $0.t < 0.4 - 1e-9 }
        XCTAssertFalse(zooming.isEmpty)
        for f in zooming {
            XCTAssertEqual(f.zoomScale, zoom, accuracy: 1e-9)
            XCTAssertEqual(f.number("street", "backingScale"), 1, "not redrawn during the zoom")
            for (_, b) in f.buildings { XCTAssertEqual(b[4], (b[2] / zoom).rounded(), accuracy: 1, "1 px per point") }
        }
        let rerender = try XCTUnwrap(trace.allEvents.first { $0.event.name == "rerender" })
        let end = try XCTUnwrap(trace.allEvents.first { $0.event.name == "didEndZooming" })
        XCTAssertEqual(rerender.frame, end.frame, "redrawn in the frame the zoom ends")
        let after = trace.frames.filter { $0.t >= 0.45 }
        for f in after {
            XCTAssertEqual(f.number("street", "backingScale"), zoom, accuracy: 1e-9)
            for (_, b) in f.buildings {
                XCTAssertEqual(b[4], b[2], accuracy: 1, "one bitmap pixel per screen pixel")
                XCTAssertGreaterThan(b[6], zooming[0].buildings.values.first![6], "a new texture version")
            }
        }
        let blurry = try Self.sharpness(PNGReader.read(path: out + "/blurry.png"))
        let sharp = try Self.sharpness(PNGReader.read(path: out + "/sharp.png"))
        XCTAssertGreaterThan(sharp, blurry * 1.25, "edges sharper after the redraw (\(blurry) → \(sharp))")
    }

    /// Mean squared luminance step between horizontally neighbouring pixels: a blurred (magnified)
    /// bitmap spreads each edge over several smaller steps, and the squares of smaller steps add up
    /// to less (the plain sum of steps would not change).
    static func sharpness(_ image: RGBAImage) -> Double {
        var sum = 0.0
        for y in 0..<image.height {
            var previous: Double?
            for x in 0..<image.width {
                let p = image.pixel(x: x, y: y)
                let l = 0.299 * Double(p.r) + 0.587 * Double(p.g) + 0.114 * Double(p.b)
                if let previous { sum += (l - previous) * (l - previous) }
                previous = l
            }
        }
        return sum / Double(image.width * image.height)
    }
}
