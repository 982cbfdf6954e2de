import Capture
import Foundation
@testable import Scenes
import SceneKit
import ScrollPhysics
import XCTest

/// The photo browser driven by `cubescroll capture` scripts, checked on the trace (and pixels):
/// paging, pinch and double-click zoom, bounce at the limit, handing a pan on to the pager,
/// resizing, which pages hold textures, and the sharp re-render.
final class PhotosCaptureTests: XCTestCase {
    static let width = 640.0, height = 360.0
    /// 30 fps keeps these captures quick; results do not depend on the frame rate.
    static let fps = 30.0
    static var stride: Double { width + 20 }

    /// A photos script in a 640×360 window.
    func script(_ events: String, duration: Double, scene: String = "") -> String {
        """
        { "window": {"width": \(Int(Self.width)), "height": \(Int(Self.height))}, "fps": \(Int(Self.fps)), "duration": \(duration),
          "scene": {"name": "photos"\(scene)}, "events": [\(events)] }
        """
    }

    func pageState(_ frame: TraceFrame, _ k: Int) -> TracedScrollView {
        guard let sv = frame.scrollView("page.\(k)") else { XCTFail("no page.\(k) in frame \(frame.frame)"); return
            TracedScrollView(name: "", offset: .zero, velocity: .zero, zoom: 0, tracking: false, dragging: false,
                             decelerating: false, zooming: false, zoomBouncing: false) }
        return sv
    }

    func number(_ frame: TraceFrame, _ key: String) -> Double {
        if case .number(let v)? = frame.fields[key] { return v }
        XCTFail("no \(key)"); return .nan
    }

    /// Where image point `p` of page `k` is on screen (page coordinates) in `frame`.
    func screenPoint(of p: Point, page k: Int, in frame: TraceFrame) -> Point {
        let sv = pageState(frame, k), image = PhotoImage(index: k)
        let s = sv.zoom
        let cx = max(0, (Self.width - image.width * s) / 2), cy = max(0, (Self.height - image.height * s) / 2)
        return Point(x: p.x * s - sv.offset.x + cx, y: p.y * s - sv.offset.y + cy)
    }

    func testAFlickTurnsExactlyOnePageAndRestsOnAMultipleOfTheStride() throws {
        let trace = try CaptureRunner.trace(script("""
            {"t": 0.1, "type": "drag", "from": [500, 180], "to": [380, 180], "duration": 0.06},
            {"t": 1.5, "type": "drag", "from": [100, 180], "to": [400, 180], "duration": 0.5, "hz": 60, "hold": 0.2},
            {"t": 3.5, "type": "drag", "from": [500, 180], "to": [380, 180], "duration": 0.06}
            """, duration: 5), test: self)
        XCTAssertEqual(trace.header.sceneName, "photos")
        XCTAssertEqual(trace.header.scrollView("pager")?.paging, true)
        XCTAssertEqual(trace.header.scrollView("pager")?.frame, Rect(x: -10, y: 0, width: Self.stride, height: Self.height))
        let rests = trace.allEvents.filter { $0.event.name == "didEndDecelerating" && $0.event["sv"] == .string("pager") }
        let offsets = rests.map { trace.frames[$0.frame].scrollView("pager")!.offset.x }
        // A short flick turns one page; a drag back by less than half a page, held still before the
        // release, stays; the flick again turns one.
        XCTAssertEqual(offsets, [Self.stride, Self.stride, 2 * Self.stride])
        XCTAssertEqual(trace.allEvents.filter { $0.event.name == "pageChanged" }.map { $0.event["page"] }, [.number(1), .number(2)])
        XCTAssertEqual(number(trace.last, "page"), 2)
        // Mid-turn, the 20 pt gap shows: page 1's left edge is 20 pt right of page 0's right edge.
        let turning = trace.frames.first { f in
            let x = f.scrollView("pager")!.offset.x
            return x > 100 && x < Self.stride - 100
        }!
        XCTAssertEqual(number(turning, "page"), turning.scrollView("pager")!.offset.x < Self.stride / 2 ? 0 : 1)
    }

    func testAPinchTo2xKeepsTheContentPointUnderTheFingers() throws {
        let a = Point(x: 400, y: 200)
        let trace = try CaptureRunner.trace(script("""
            {"t": 0.1, "type": "pinch", "x": \(a.x), "y": \(a.y), "scale": 2, "duration": 0.4}
            """, duration: 1.2), test: self)
        let start = trace.frames[0], end = trace.last
        let s0 = pageState(start, 0).zoom, image = PhotoImage(index: 0)
        let p = Point(x: (a.x - max(0, (Self.width - image.width * s0) / 2)) / s0, y: a.y / s0)   // under the fingers at the start
        // The script moves the fingers 100 → 200 pt apart: UIPinchGestureRecognizer's scale counts from
        // the distance at touch-down, so the photo ends at exactly 2× (counted from recognition, at
        // 103.125 pt, it was 1.94×).
        XCTAssertEqual(number(end, "relativeZoom"), 2, accuracy: 1e-9)
        let q = screenPoint(of: p, page: 0, in: end)
        // The centroid where it began is half a finger step (0.5 pt) off `a`: within 1.5 pt at the end.
        XCTAssertEqual(q.x, a.x, accuracy: 1.5)
        XCTAssertEqual(q.y, a.y, accuracy: 1.5)
        XCTAssertEqual(trace.callbackNames(sv: "page.0").filter { $0.hasSuffix("Zooming") }, ["willBeginZooming", "didEndZooming"])
    }

    func testAPinchPastTheMaximumBouncesBackToIt() throws {
        let trace = try CaptureRunner.trace(script("""
            {"t": 0.1, "type": "pinch", "x": 320, "y": 180, "scale": 8, "duration": 0.5}
            """, duration: 2), test: self)
        let fit = number(trace.frames[0], "fit")
        let zooms = trace.frames.map { pageState($0, 0).zoom }
        XCTAssertGreaterThan(zooms.max()!, 4 * fit * 1.05, "rubber-banded past the maximum while pinching")
        XCTAssertTrue(trace.frames.contains { pageState($0, 0).zoomBouncing }, "springs back")
        XCTAssertEqual(pageState(trace.last, 0).zoom, 4 * fit, accuracy: 1e-9)
        XCTAssertFalse(pageState(trace.last, 0).zoomBouncing)
        let ended = trace.events(named: "didEndZooming").last
        XCTAssertEqual(ended?["atScale"], .number(4 * fit))
    }

    func testDoubleClickCyclesFitTwiceFitAndBack() throws {
        let trace = try CaptureRunner.trace(script("""
            {"t": 0.1, "type": "doubleclick", "x": 200, "y": 100},
            {"t": 1.7, "type": "doubleclick", "x": 300, "y": 200},
            {"t": 3.3, "type": "doubleclick", "x": 300, "y": 200}
            """, duration: 4.9), test: self)
        func relative(at t: Double) -> Double { number(trace.frame(at: t), "relativeZoom") }
        XCTAssertEqual(relative(at: 1.65), 2, accuracy: 1e-9)
        XCTAssertEqual(relative(at: 3.25), 1, accuracy: 1e-9)
        XCTAssertEqual(relative(at: 4.85), 2, accuracy: 1e-9)
        XCTAssertEqual(trace.events(named: "didEndZooming").count, 3)
        // The first zoom kept the clicked point where it was (it is inside the photo, which then fills the page).
        let image = PhotoImage(index: 0), s0 = pageState(trace.frames[0], 0).zoom
        let p = Point(x: (200 - max(0, (Self.width - image.width * s0) / 2)) / s0, y: 100 / s0)
        let q = screenPoint(of: p, page: 0, in: trace.frame(at: 1.65))
        XCTAssertEqual(q.x, 200, accuracy: 1)
        XCTAssertEqual(q.y, 100, accuracy: 1)
    }

    func testZoomedInADragPansToThePhotosEdgeThenTurnsThePage() throws {
        let trace = try CaptureRunner.trace(script("""
            {"t": 0.1, "type": "doubleclick", "x": 560, "y": 180},
            {"t": 1.6, "type": "drag", "from": [620, 180], "to": [20, 180], "duration": 0.5, "hz": 60, "hold": 0.2}
            """, duration: 3.8), test: self)
        let zoomed = trace.frame(at: 1.55)
        let maxX = pageState(zoomed, 0).offset.x
        XCTAssertEqual(number(zoomed, "relativeZoom"), 2, accuracy: 1e-9)
        // During the drag the photo reached its right edge, then the pager moved.
        let reachedEdge = trace.frames.first { f in
            f.t > 1.6 && f.scrollView("page.0").map { abs($0.offset.x - (PhotoImage(index: 0).width * $0.zoom - Self.width)) < 0.01 } == true
        }
        XCTAssertNotNil(reachedEdge, "photo panned to its edge (from \(maxX))")
        let pagerMoved = trace.frames.first { $0.scrollView("pager")!.offset.x > 1 }
        XCTAssertNotNil(pagerMoved)
        XCTAssertGreaterThanOrEqual(pagerMoved!.frame, reachedEdge!.frame, "the pager moves only once the photo is at its edge")
        XCTAssertEqual(trace.last.scrollView("pager")!.offset.x, Self.stride, "carried on to the next photo")
        XCTAssertEqual(number(trace.last, "page"), 1)
    }

    func testAResizeKeepsThePageAndRelativeZoomAlsoMidTurn() throws {
        let trace = try CaptureRunner.trace(script("""
            {"t": 0.1, "type": "key", "key": "right"},
            {"t": 1.0, "type": "doubleclick", "x": 320, "y": 180},
            {"t": 2.6, "type": "resize", "width": 800, "height": 600},
            {"t": 3.0, "type": "drag", "from": [790, 300], "to": [10, 300], "duration": 0.1, "hz": 60},
            {"t": 3.15, "type": "resize", "width": 500, "height": 400}
            """, duration: 4.4), test: self)
        let before = trace.frame(at: 2.55), after = trace.frame(at: 2.6)
        XCTAssertEqual(number(before, "page"), 1)
        XCTAssertEqual(number(before, "relativeZoom"), 2, accuracy: 1e-9)
        XCTAssertEqual(number(after, "page"), 1)
        XCTAssertEqual(number(after, "relativeZoom"), 2, accuracy: 1e-9)
        XCTAssertEqual(after.scrollView("pager")!.offset.x, 820, "page 1 of the 800 pt window: 1·(800 + 20)")
        // The photo point at the page's centre stays at the centre.
        let image = PhotoImage(index: 1)
        func centrePoint(_ f: TraceFrame, _ w: Double, _ h: Double) -> Point {
            let sv = pageState(f, 1), s = sv.zoom
            return Point(x: (w / 2 + sv.offset.x - max(0, (w - image.width * s) / 2)) / s,
                         y: (h / 2 + sv.offset.y - max(0, (h - image.height * s) / 2)) / s)
        }
        let c0 = centrePoint(before, 640, 360), c1 = centrePoint(after, 800, 600)
        XCTAssertEqual(c1.x, c0.x, accuracy: 1 / pageState(after, 1).zoom)
        XCTAssertEqual(c1.y, c0.y, accuracy: 1 / pageState(after, 1).zoom)
        // A flick towards page 2 is under way when the window shrinks: it still lands on page 2.
        let flicking = trace.frame(at: 3.12)
        XCTAssertTrue(flicking.scrollView("pager")!.decelerating)
        XCTAssertEqual(trace.last.scrollView("pager")!.offset.x, 2 * 520)
        XCTAssertEqual(number(trace.last, "page"), 2)
    }

    func testOnlyTheVisiblePageAndItsNeighboursHoldTextures() throws {
        let trace = try CaptureRunner.trace(script("""
            {"t": 0.1, "type": "key", "key": "right"}, {"t": 1.1, "type": "key", "key": "right"},
            {"t": 2.1, "type": "key", "key": "end"}
            """, duration: 3.5, scene: ", \"count\": 6"), test: self)
        func textures(_ f: TraceFrame) -> [Double] { if case .numbers(let n)? = f.fields["textures"] { return n }; return [] }
        XCTAssertEqual(textures(trace.frames[0]), [0, 1])
        let rests = trace.allEvents.filter { $0.event.name == "pageChanged" }
        XCTAssertEqual(rests.map { $0.event["page"] }, [.number(1), .number(2), .number(5)])
        XCTAssertEqual(rests.map { textures(trace.frames[$0.frame]) }, [[0, 1, 2], [1, 2, 3], [4, 5]])
        for f in trace.frames { XCTAssertLessThanOrEqual(textures(f).count, 4, "frame \(f.frame)") }
        XCTAssertEqual(Set(trace.frames.flatMap { $0.scrollViews!.map(\.name) }.filter { $0.hasPrefix("page.") }).count, 6)
        XCTAssertTrue(trace.events(named: "pageUnloaded").contains { $0["page"] == .number(0) })
    }
}

extension Trace {
    var last: TraceFrame { frames[frames.count - 1] }
    /// The frame at time `t` (s): the first whose time is ≥ t.
    func frame(at t: Double) -> TraceFrame { frames.first { $0.t >= t - 1e-9 } ?? last }
    func events(named name: String) -> [SceneEvent] { allEvents.map(\.event).filter { $0.name == name } }
    /// Delegate callback names of scroll view `sv`, in order, without didScroll and didZoom.
    func callbackNames(sv: String) -> [String] {
        allEvents.map(\.event).filter { $0["sv"] == .string(sv) && $0.name != "didScroll" && $0.name != "didZoom" }.map(\.name)
    }
}
