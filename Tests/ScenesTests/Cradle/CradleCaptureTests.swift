import Capture
import Foundation
import SceneKit
import ScrollPhysics
import XCTest

/// The cradle scene through the real `cubescroll capture` binary: the seed's numbers
/// (docs/techniques/cradle.md) read back from the trace.
final class CradleCaptureTests: XCTestCase {
    static let width = 480.0, height = 720.0
    /// The toolbar's buttons (CradleToolbar): trash at the left, + at the right, 22 pt above the bottom.
    static let trash = (x: 48.0, y: height - 22), plus = (x: width - 48, y: height - 22)

    struct Items {
        var ids: [Int], x: [Double], y: [Double], angle: [Double], canInsert: Bool, canDelete: Bool
        init(_ frame: TraceFrame) {
            func numbers(_ key: String) -> [Double] { if case .numbers(let v)? = frame.fields[key] { v } else { [] } }
            ids = numbers("ids").map { Int($0) }; x = numbers("x"); y = numbers("y"); angle = numbers("angle")
            canInsert = frame.fields.traceFlag("canInsert"); canDelete = frame.fields.traceFlag("canDelete")
        }
    }

    static func script(items: Int, fps: Int = 60, duration: Double, _ events: String = "") -> String {
        """
        { "window": {"width": \(width), "height": \(height)}, "fps": \(fps), "duration": \(duration),
          "scene": {"name": "cradle", "items": \(items)}, "events": [ \(events) ] }
        """
    }

    static func tap(_ button: (x: Double, y: Double), at t: Double) -> String {
        #"{"t": \#(t), "type": "tap", "x": \#(button.x), "y": \#(button.y)}"#
    }

    func testAnInsertedItemStartsOffScreenRightThenHangsAbout325PointsBelowThePivot() throws {
        let trace = try CaptureRunner.trace(Self.script(items: 0, fps: 30, duration: 14, Self.tap(Self.plus, at: 0.0)), test: self)
        let k = try XCTUnwrap(trace.frames.firstIndex { !$0.eventsNamed("insert").isEmpty })
        let inserted = try XCTUnwrap(trace.frames[k].eventsNamed("insert").first)
        guard case .numbers(let at)? = inserted.arguments["center"] else { return XCTFail("no centre") }
        XCTAssertEqual(at[0], Self.width + 150, accuracy: 0.01, "one item width past the right edge")
        XCTAssertEqual(at[1], 350, accuracy: 0.01)
        let first = Items(trace.frames[k])
        XCTAssertEqual(first.ids, [1])
        // Settled: the distance to the pivot (240, 64) over the last 2 s averages 300 + g/ω² ≈ 325 pt.
        let settled = trace.frames.filter { $0.t >= 12 }.map(Items.init)
        let distances = settled.map { hypot($0.x[0] - Self.width / 2, $0.y[0] - 64) }
        XCTAssertEqual(distances.reduce(0, +) / Double(distances.count), 325, accuracy: 10)
        XCTAssertLessThan(Items(trace.frames[k + 15]).x[0], at[0] - 50, "it swung in")
    }

    func testTrashDropsTheLastItemWhichFallsAtAThousandPointsPerSecondSquaredAndIsDeletedTwoSecondsLater() throws {
        let trace = try CaptureRunner.trace(Self.script(items: 3, duration: 8, Self.tap(Self.trash, at: 5.0)
            + "," + Self.tap(Self.trash, at: 5.6) + "," + Self.tap(Self.plus, at: 6.0)), test: self)
        guard let detach = trace.allEvents.first(where: { $0.event.name == "detach" }),
              let delete = trace.allEvents.first(where: { $0.event.name == "delete" })
        else { return XCTFail("no detach or delete") }
        XCTAssertEqual(detach.event.traceNumber("item"), 3, "the last inserted item")
        XCTAssertEqual(trace.frames[delete.frame].t - trace.frames[detach.frame].t, 2.0, accuracy: 1.0 / 60 + 1e-9)
        XCTAssertEqual(trace.allEvents.filter { $0.event.name == "detach" }.count, 1, "trash was disabled while it fell")
        XCTAssertTrue(trace.allEvents.filter { $0.event.name == "insert" }.count == 3, "+ was disabled while it fell")
        for frame in trace.frames where frame.t > trace.frames[detach.frame].t && frame.t < trace.frames[delete.frame].t {
            let items = Items(frame)
            XCTAssertFalse(items.canInsert || items.canDelete, "buttons disabled at \(frame.t)")
        }
        XCTAssertTrue(Items(trace.frames[delete.frame]).canInsert)
        // Free fall: the second difference of y over 0.25 s steps is g·(0.25 s)² = 62.5 pt (±10 %).
        let t0 = trace.frames[detach.frame].t + 0.1
        func y(_ t: Double) -> Double {
            let frame = trace.frames.min { abs($0.t - t) < abs($1.t - t) }!
            let items = Items(frame)
            return items.y[items.ids.firstIndex(of: 3)!]
        }
        XCTAssertEqual(y(t0 + 0.5) - 2 * y(t0 + 0.25) + y(t0), 62.5, accuracy: 6.25)
        XCTAssertFalse(Items(trace.frames.last!).ids.contains(3), "deleted")
    }

    func testNeverMoreThanTenAndNoTwoItemsOverlap() throws {
        let taps = (0..<3).map { Self.tap(Self.plus, at: 5.5 + Double($0) * 0.3) }.joined(separator: ",")
        let trace = try CaptureRunner.trace(Self.script(items: 9, fps: 30, duration: 8, taps), test: self)
        XCTAssertEqual(trace.allEvents.filter { $0.event.name == "insert" }.count, 10)
        for frame in trace.frames {
            let items = Items(frame)
            XCTAssertLessThanOrEqual(items.ids.count, 10)
            XCTAssertEqual(items.canInsert, items.ids.count < 10)
            // Skip items still flying in from off-screen (they start inside each other's paths).
            for i in items.ids.indices where frame.t > Double(items.ids[i] - 1) * 0.5 + 1 {
                for j in items.ids.indices where j > i && frame.t > Double(items.ids[j] - 1) * 0.5 + 1 {
                    let depth = Self.penetration((items.x[i], items.y[i], items.angle[i]), (items.x[j], items.y[j], items.angle[j]))
                    XCTAssertLessThanOrEqual(depth, 2, "items \(items.ids[i]) and \(items.ids[j]) overlap at \(frame.t)")
                }
            }
        }
    }

    /// The default start: three items already swinging in the first frame (fast, and at different
    /// places), their springs from the pivot; `items` 0 opens empty, as the article's sample does.
    func testItOpensWithThreeItemsAlreadySwinging() throws {
        let trace = try CaptureRunner.trace("""
            { "window": {"width": 1280, "height": 720}, "fps": 30, "duration": 0.2, "scene": {"name": "cradle"}, "events": [] }
            """, test: self)
        let first = trace.frames[0]
        XCTAssertEqual(Items(first).ids, [1, 2, 3])
        guard case .numbers(let speeds)? = first.fields["speed"] else { return XCTFail("no speed") }
        XCTAssertGreaterThan(speeds.max() ?? 0, 100, "swinging, not hanging still: \(speeds) pt/s")
        for (x, y) in zip(Items(first).x, Items(first).y) {
            XCTAssertTrue((0...1280).contains(x) && (0...720).contains(y), "in the window: \(x), \(y)")
        }
        let empty = try CaptureRunner.trace(Self.script(items: 0, duration: 0.2), test: self)
        XCTAssertEqual(Items(empty.frames[0]).ids, [])
    }

    func testTheSameMotionAt30And60And240FramesASecond() throws {
        func samples(_ fps: Int) throws -> [[Double]] {
            let trace = try CaptureRunner.trace(Self.script(items: 4, fps: fps, duration: 4,
                                                            Self.tap(Self.trash, at: 2.5)), test: self)
            return trace.frames.filter { ($0.t * 30).rounded() == $0.t * 30 || abs($0.t * 30 - ($0.t * 30).rounded()) < 1e-9 }
                .map { let i = Items($0); return i.x + i.y + i.angle }
        }
        let at30 = try samples(30)
        XCTAssertEqual(at30.count, 121)
        XCTAssertEqual(at30, try samples(60))
        XCTAssertEqual(at30, try samples(240))
    }

    /// How deep two 100 × 100 pt squares (centre, angle) overlap: the smallest overlap of their
    /// projections over the four edge normals (separating axis theorem); ≤ 0 when apart.
    static func penetration(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        func corners(_ s: (Double, Double, Double)) -> [(Double, Double)] {
            let c = cos(s.2), n = sin(s.2)
            return [(-50.0, -50.0), (50, -50), (50, 50), (-50, 50)].map { (s.0 + $0.0 * c - $0.1 * n, s.1 + $0.0 * n + $0.1 * c) }
        }
        let ca = corners(a), cb = corners(b)
        var smallest = Double.infinity
        for angle in [a.2, a.2 + .pi / 2, b.2, b.2 + .pi / 2] {
            let axis = (cos(angle), sin(angle))
            let pa = ca.map { $0.0 * axis.0 + $0.1 * axis.1 }, pb = cb.map { $0.0 * axis.0 + $0.1 * axis.1 }
            smallest = min(smallest, min(pa.max()!, pb.max()!) - max(pa.min()!, pb.min()!))
        }
        return smallest
    }
}
