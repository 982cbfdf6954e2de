import Capture
import Foundation
import SceneKit
import ScrollPhysics
import XCTest

/// The coverflow scene through the real `cubescroll capture` binary (docs/techniques/cover-flow.md).
final class CoverflowCaptureTests: XCTestCase {
    struct CoverFrame {
        var t: Double, offset: Double, centred: Double, overscroll: Double
        var index: [Int], x: [Double], screenX: [Double], angle: [Double], z: [Double]
        init(_ frame: TraceFrame) {
            func numbers(_ key: String) -> [Double] { if case .numbers(let v)? = frame.fields[key] { v } else { [] } }
            func number(_ key: String) -> Double { if case .number(let v)? = frame.fields[key] { v } else { .nan } }
            t = frame.t
            offset = frame.scrollView("strip")?.offset.x ?? .nan
            centred = number("centred"); overscroll = number("overscroll")
            index = numbers("index").map { Int($0) }; x = numbers("x"); screenX = numbers("screenX"); angle = numbers("angle"); z = numbers("z")
        }
        /// Distances between neighbouring covers' centres on the screen plane, in index order.
        var gaps: [Double] { zip(x, x.dropFirst()).map { $1 - $0 } }
    }

    static func script(_ events: String, duration: Double = 3, start: Int = 5, fps: Int = 60) -> String {
        """
        { "window": {"width": 320, "height": 180, "scale": 1}, "fps": \(fps), "duration": \(duration),
          "scene": {"name": "coverflow", "items": 24, "start": \(start)},
          "events": [ \(events) ] }
        """
    }

    private func number(_ trace: Trace, _ key: String) -> Double {
        if case .number(let v)? = trace.header.scene[key] { return v }
        XCTFail("no \(key)"); return .nan
    }

    func testAFlickLandsWithOneCoverCentredFlatAndFacingTheViewer() throws {
        let trace = try CaptureRunner.trace(Self.script(
            #"{"t": 0.1, "type": "drag", "from": [250, 90], "to": [170, 90], "duration": 0.1, "hz": 120, "hold": 0}"#,
            duration: 4.5, fps: 30), test: self)
        let pitch = number(trace, "pitch")
        guard let stop = trace.allEvents.first(where: { $0.event.name == "didEndDecelerating" })?.frame
        else { return XCTFail("the flick never came to rest") }
        let frames = trace.frames.prefix(through: stop).map(CoverFrame.init)
        let end = trace.allEvents.first { $0.event.name == "willEndDragging" }
        guard case .numbers(let target)? = end?.event["target"], case .numbers(let proposed)? = end?.event["proposedTarget"]
        else { return XCTFail("no willEndDragging") }
        XCTAssertNotEqual(proposed[0], target[0], "the proposal was not already on a cover")
        XCTAssertEqual(target[0] / pitch, (proposed[0] / pitch).rounded(), accuracy: 1e-9, "snapped to the nearest cover")
        let last = frames.last!
        XCTAssertEqual(last.offset, target[0], accuracy: 1e-6, "came to rest on the target")
        XCTAssertGreaterThan(last.centred, 6, "the flick moved more than one cover")
        let centred = Int(last.centred.rounded())
        XCTAssertEqual(last.centred, Double(centred), accuracy: 1e-9)
        let k = last.index.firstIndex(of: centred)!
        XCTAssertEqual(last.x[k], 160, accuracy: 1e-9, "centred in the 320 pt window")
        XCTAssertEqual(last.screenX[k], 160, accuracy: 1e-9)
        XCTAssertEqual(last.screenX[k - 1] + last.screenX[k + 1], 320, accuracy: 1e-9, "neighbours mirror each other")
        XCTAssertGreaterThan(last.screenX[k - 1], last.x[k - 1], "sunk back, so seen nearer the middle")
        XCTAssertEqual(last.angle[k], 0, "flat")
        XCTAssertEqual(last.z[k], 0, "not receded")
        // Turn and depth grow with the distance from the centre, up to 60°.
        for j in last.index.indices where j != k {
            XCTAssertEqual(abs(last.angle[j]), min(1, abs(Double(last.index[j] - centred))) * Double.pi / 3, accuracy: 1e-9)
            XCTAssertLessThan(last.z[j], 0)
        }
        XCTAssertTrue(last.angle[k - 1] > 0 && last.angle[k + 1] < 0, "side covers face the middle")
    }

    func testPullingPastTheStartSpreadsTheCoversApart() throws {
        let trace = try CaptureRunner.trace(Self.script(
            #"{"t": 0.1, "type": "drag", "from": [60, 90], "to": [300, 90], "duration": 0.6, "hz": 120, "hold": 0.1}"#,
            duration: 2.5, start: 0), test: self)
        let frames = trace.frames.map(CoverFrame.init)
        let rest = frames[0]
        XCTAssertEqual(rest.overscroll, 0)
        let restGaps = rest.gaps
        var previous = (over: 0.0, gaps: restGaps)
        var pulled = 0
        for f in frames where f.t <= 0.7 && f.overscroll < 0 {
            XCTAssertEqual(f.centred, 0, "the first cover stays the centred one")
            // Every gap is wider than at rest, by 0.35·|overscroll| per gap, and grows with the pull.
            for (g, r) in zip(f.gaps, restGaps) { XCTAssertEqual(g, r + 0.35 * -f.overscroll, accuracy: 1e-6) }
            if -f.overscroll > previous.over {
                for (g, p) in zip(f.gaps, previous.gaps) { XCTAssertGreaterThan(g, p) }
            }
            previous = (-f.overscroll, f.gaps)
            pulled += 1
        }
        XCTAssertGreaterThan(pulled, 20)
        XCTAssertGreaterThan(previous.over, 30, "pulled well past the end")
        // After the release the band snaps back and the gaps close to their resting widths.
        let last = frames.last!
        XCTAssertEqual(last.overscroll, 0)
        for (g, r) in zip(last.gaps, restGaps) { XCTAssertEqual(g, r, accuracy: 1e-9) }
    }
}
