import SceneKit
import App
import Capture
import ImageOutput
import Platform
import Foundation
import XCTest

/// Capture scenarios (docs/capture.md, "Headless capture"): real `cubescroll capture` runs (EGL, no X server), asserting on the
/// trace a user would read.
final class CaptureScenarioTests: XCTestCase {
    let y = 448   // the strip's middle in a 960×540 window

    func testSlowDragReleasedWithoutMomentumLandsOnTheNearestCube() throws {
        // 1.3 pitches (118.8 pt each) to the left, then held still 0.2 s: no momentum.
        let trace = try Cubescroll.trace(script(events: """
            {"t": 0.1, "type": "drag", "from": [700, \(y)], "to": [545.56, \(y)], "duration": 0.6, "hz": 120, "hold": 0.2}
            """), test: self)
        XCTAssertEqual(trace.last.offset.x, trace.pitch, accuracy: 0.01)
        let willEnd = try XCTUnwrap(trace.events(named: "willEndDragging").first)
        XCTAssertEqual(willEnd["velocity"]?.numbers.first ?? 1, 0, accuracy: 1e-9)
        XCTAssertEqual(trace.callbackNames.first, "willBeginDragging")
        XCTAssertTrue(trace.frames.contains { $0.tracking && $0.dragging })
        XCTAssertFalse(trace.last.dragging || trace.last.decelerating || trace.last.tracking)
    }

    func testFlingLandsOnTheCubeNearestItsProjectedRestingPoint() throws {
        let trace = try Cubescroll.trace(script(events: """
            {"t": 0.1, "type": "drag", "from": [800, \(y)], "to": [500, \(y)], "duration": 0.15, "hz": 120}
            """, duration: 7), test: self)
        let willEnd = try XCTUnwrap(trace.events(named: "willEndDragging").first)
        let velocity = try XCTUnwrap(willEnd["velocity"]?.numbers.first)
        let proposed = try XCTUnwrap(willEnd["proposedTarget"]?.numbers.first)
        let target = try XCTUnwrap(willEnd["target"]?.numbers.first)
        XCTAssertGreaterThan(velocity, 1000, "a fast drag to the left is a fling (offset grows)")
        // The natural resting point is where the decay stops, at UIKit's 10 pt/s:
        // x0 − (v − 10)/(1000·ln r) ≈ x0 + 0.4995·(v − 10) (r = 0.998; docs/scroll-behaviour.md "Physics").
        let releaseFrame = try XCTUnwrap(trace.frames.first { $0.events.contains { $0.name == "willEndDragging" } })
        XCTAssertEqual(proposed, releaseFrame.offset.x - (velocity - 10) / (1000 * log(0.998)), accuracy: 0.01)
        XCTAssertEqual(target, (proposed / trace.pitch).rounded() * trace.pitch, accuracy: 0.01)
        XCTAssertEqual(trace.last.offset.x, target, accuracy: 0.01)
        XCTAssertEqual(trace.callbackNames, ["willBeginDragging", "willEndDragging", "didEndDragging",
                                             "willBeginDecelerating", "didEndDecelerating"])
        // Deceleration shows in the trace between release and rest.
        XCTAssertTrue(trace.frames.contains { $0.decelerating && !$0.dragging })
    }

    func testFlingIntoTheRightEdgeBouncesAndEndsAtTheMaximum() throws {
        // Start near the end: 25 cubes in, then fling left hard.
        let trace = try Cubescroll.trace(script(events: """
            {"t": 0.0, "type": "key", "key": "end"},
            {"t": 1.0, "type": "drag", "from": [900, \(y)], "to": [500, \(y)], "duration": 0.1, "hz": 120}
            """, duration: 6), test: self)
        let maxOffset = trace.maxOffset
        let peak = trace.frames.map(\.offset.x).max() ?? 0
        XCTAssertGreaterThan(peak, maxOffset + 1, "it overshoots the edge")
        XCTAssertLessThan(peak, maxOffset + trace.header.boundsSize.width / 2, "overshoot under half the bounds")
        XCTAssertEqual(trace.last.offset.x, maxOffset, accuracy: 0.01)
    }

    func testDragPastTheLeftEdgeRubberBandsAndSpringsBackToZero() throws {
        let trace = try Cubescroll.trace(script(events: """
            {"t": 0.1, "type": "drag", "from": [300, \(y)], "to": [600, \(y)], "duration": 0.5, "hz": 120, "hold": 0.2}
            """), test: self)
        let least = trace.frames.map(\.offset.x).min() ?? 0
        XCTAssertLessThan(least, -10, "pulled past the edge")
        XCTAssertGreaterThan(least, -300 + 10, "by less than the 300 pt drag (rubber band)")
        XCTAssertEqual(trace.last.offset.x, 0, accuracy: 0.01)
        XCTAssertFalse(trace.last.decelerating)
    }

    func testDragStartingOutsideTheStripDoesNotScroll() throws {
        let trace = try Cubescroll.trace(script(events: """
            {"t": 0.1, "type": "drag", "from": [800, 300], "to": [300, 300], "duration": 0.2, "hz": 120}
            """, duration: 1.5), test: self)
        XCTAssertTrue(trace.frames.allSatisfy { $0.offset.x == 0 && !$0.dragging })
        XCTAssertEqual(trace.callbackNames, [])
    }

    func testClickDuringDecelerationStopsTheScrollAndChangesNoCube() throws {
        let trace = try Cubescroll.trace(script(events: """
            {"t": 0.1, "type": "drag", "from": [800, \(y)], "to": [500, \(y)], "duration": 0.15, "hz": 120},
            {"t": 0.6, "type": "tap", "x": 480, "y": \(y)}
            """, duration: 3), test: self)
        let tapFrame = try XCTUnwrap(trace.frames.firstIndex { $0.t >= 0.6 })
        let caughtAt = trace.frames[tapFrame].offset.x
        XCTAssertTrue(trace.frames[tapFrame - 1].decelerating, "it was moving when clicked")
        XCTAssertFalse(trace.callbackNames.contains { $0.hasPrefix("tap") }, "the click is delivered to nobody")
        // It stops where caught (settling on the nearest cube), far short of the fling's target.
        let flingTarget = try XCTUnwrap(trace.events(named: "willEndDragging").first?["target"]?.numbers.first)
        XCTAssertEqual(trace.last.offset.x, (caughtAt / trace.pitch).rounded() * trace.pitch, accuracy: 0.01)
        XCTAssertLessThan(trace.last.offset.x, flingTarget - trace.pitch)
    }

    func testSameFlingAt30_60And144FpsLandsOnTheSameOffset() throws {
        let events = """
            {"t": 0.1, "type": "drag", "from": [800, \(y)], "to": [520, \(y)], "duration": 0.2, "hz": 120}
            """
        var landings: [Double] = []
        for fps in ["30", "60", "144"] {
            let trace = try Cubescroll.trace(script(events: events, duration: 7), ["--fps", fps], test: self)
            XCTAssertEqual(trace.header.fps, Double(fps))
            landings.append(trace.last.offset.x)
        }
        XCTAssertEqual(landings[0], landings[1], accuracy: 0.01)
        XCTAssertEqual(landings[1], landings[2], accuracy: 0.01)
        XCTAssertGreaterThan(landings[0], 0)
    }

    func testResizeMidFlingKeepsMovingAndLandsSnapped() throws {
        let trace = try Cubescroll.trace(script(events: """
            {"t": 0.1, "type": "drag", "from": [800, \(y)], "to": [500, \(y)], "duration": 0.15, "hz": 120},
            {"t": 0.5, "type": "resize", "width": 800, "height": 600},
            {"t": 6.5, "type": "capture", "name": "after-resize"}
            """, duration: 7), test: self)
        let offsets = trace.frames.map(\.offset.x)
        XCTAssertTrue(offsets.allSatisfy(\.isFinite))
        // 800×600 has another pitch (the trace's resize event says which); the landing is a whole
        // number of the new pitch.
        let resize = try XCTUnwrap(trace.events(named: "resize").first)
        XCTAssertEqual(resize["window"]?.numbers, [800, 600])
        let newPitch = try XCTUnwrap(resize["pitch"]?.number)
        XCTAssertNotEqual(newPitch, trace.pitch)
        let last = trace.last.offset.x
        XCTAssertEqual(abs(last / newPitch - (last / newPitch).rounded()) * newPitch, 0, accuracy: 0.01)
        XCTAssertEqual(trace.callbackNames.filter { $0 == "didEndDecelerating" || $0 == "didEndScrollingAnimation" }.count, 1)
    }

    func testWheelClicksEndSnapped() throws {
        let trace = try Cubescroll.trace(script(events: """
            {"t": 0.10, "type": "wheel", "dx": 0, "dy": -1},
            {"t": 0.14, "type": "wheel", "dx": 0, "dy": -1},
            {"t": 0.18, "type": "wheel", "dx": 0, "dy": -1}
            """, duration: 3), test: self)
        XCTAssertGreaterThan(trace.last.offset.x, 0, "a wheel turned towards the user scrolls the strip forward")
        XCTAssertTrue(trace.isSnapped(trace.last.offset.x), "ends on a cube: \(trace.last.offset.x)")
        XCTAssertEqual(trace.events(named: "willEndDragging").count, 1)
    }

    func testEachWheelNotchMovesOneCube() throws {
        for notches in 1...4 {
            let events = (0..<notches).map { #"{"t": \#(0.1 + 0.04 * Double($0)), "type": "wheel", "dy": -1}"# }
            let trace = try Cubescroll.trace(script(events: events.joined(separator: ","), duration: 2), test: self)
            XCTAssertEqual(trace.last.offset.x, Double(notches) * trace.pitch, accuracy: 0.01, "\(notches) notches")
        }
        let back = try Cubescroll.trace(script(events: """
            {"t": 0.1, "type": "key", "key": "end"}, {"t": 1.5, "type": "wheel", "dy": 1}
            """, duration: 3), test: self)
        XCTAssertEqual(back.last.offset.x, back.maxOffset - back.pitch, accuracy: 0.01, "a wheel turned away goes back")
    }

    func testRightArrowMovesOneCube() throws {
        let trace = try Cubescroll.trace(script(events: """
            {"t": 0.1, "type": "key", "key": "right"}, {"t": 1.0, "type": "key", "key": "right"}
            """, duration: 2), test: self)
        let atOne = try XCTUnwrap(trace.frames.last { $0.t < 1.0 })
        XCTAssertEqual(atOne.offset.x, trace.pitch, accuracy: 0.01)
        XCTAssertEqual(trace.last.offset.x, 2 * trace.pitch, accuracy: 0.01)
        XCTAssertEqual(trace.events(named: "didEndScrollingAnimation").count, 2)
    }

    func testPageDownMovesAboutOnePageAndEndsOnACube() throws {
        let trace = try Cubescroll.trace(script(events: #"{"t": 0.1, "type": "key", "key": "pagedown"}"#, duration: 2), test: self)
        XCTAssertEqual(trace.last.offset.x, (960 / trace.pitch).rounded() * trace.pitch, accuracy: 0.01)
    }

    func testSameScriptGivesAByteIdenticalTrace() throws {
        let s = script(events: """
            {"t": 0.1, "type": "drag", "from": [800, \(y)], "to": [500, \(y)], "duration": 0.15, "hz": 120},
            {"t": 1.0, "type": "tap", "x": 480, "y": 150}
            """, duration: 2)
        let a = try Cubescroll.capture(s, test: self), b = try Cubescroll.capture(s, test: self)
        let ta = try Data(contentsOf: URL(fileURLWithPath: a.dir + "/out/trace.jsonl"))
        let tb = try Data(contentsOf: URL(fileURLWithPath: b.dir + "/out/trace.jsonl"))
        XCTAssertEqual(ta, tb)
        XCTAssertGreaterThan(ta.count, 1000)
    }
}
