import DesktopInput
import SceneKit
@testable import Scenes
import ScrollKit
import ScrollPhysics
import XCTest

/// The wheels loop (59 → 00 → 01), recentre without a visible jump, fade at the cylinder's edge and
/// are sized for the window (docs/techniques/clock-wheel.md).
final class ClockLoopTests: XCTestCase {
    static let size = Size(width: 480, height: 400)

    private func wheel(_ d: SceneTestDriver<ClockScene>, _ name: String) -> ScrollView {
        d.scene.scrollViews.first { $0.name == name }!.scrollView
    }

    /// Down from 58: 59, 00, 01; up from 00 on the hours: 23. Each key lands on a row and reports it.
    func testKeysStepAcrossTheLoopBothWays() {
        let d = SceneTestDriver(ClockScene.self, size: Self.size, ["hour": .int(0), "minute": .int(58)])
        let (hoursFrame, minutesFrame) = ClockScene.frames(for: Self.size)
        d.send(.wheel(dx: 0, dy: 0, at: Point(x: minutesFrame.midX, y: minutesFrame.midY), modifiers: [], kind: .continuous), at: 0.05)
        for (k, t) in [0.2, 2.8, 5.4].enumerated() {
            d.send(.key(.down), at: t)
            d.run(to: t + 2.5)
            XCTAssertEqual(d.scene.traceFrameFields(time: d.time)["minute"], .int([59, 0, 1][k]))
        }
        XCTAssertEqual(d.events("selected", sv: "minutes").map { $0["row"] }, [.int(59), .int(0), .int(1)])
        d.send(.mouseDown(Point(x: hoursFrame.midX, y: hoursFrame.midY)), at: 8.1)
        d.send(.mouseUp(Point(x: hoursFrame.midX, y: hoursFrame.midY)), at: 8.15)
        d.send(.key(.up), at: 8.3)
        d.run(to: 11)
        XCTAssertEqual(d.events("selected", sv: "hours").last?["row"], .int(23), "up from 00 is 23")
    }

    /// Thirty flicks the same way turn the hours wheel through many cycles: it recentres (by whole
    /// cycles, so the label on the centre line never jumps), never reaches the content's end or
    /// bounces, and every frame shows consecutive labels (… 22, 23, 0, 1 …).
    func testManyFlicksRecentreWithoutAJumpOrAnEnd() {
        let d = SceneTestDriver(ClockScene.self, size: Self.size, fps: 30)
        let (hoursFrame, _) = ClockScene.frames(for: Self.size)
        let sv = wheel(d, "hours")
        var lastLabelAngle: (Int, Double)?
        d.onFrame = {
            XCTAssertGreaterThan(sv.contentOffset.y, sv.minContentOffset.y + hoursFrame.height, "far from the top end")
            XCTAssertLessThan(sv.contentOffset.y, sv.maxContentOffset.y - hoursFrame.height, "far from the bottom end")
            let f = d.scene.traceFrameFields(time: d.time)
            guard case .numbers(let rows)? = f["hoursRows"], case .numbers(let angles)? = f["hoursAngles"] else { return XCTFail() }
            for (a, b) in zip(rows, rows.dropFirst()) { XCTAssertEqual(b, a == 23 ? 0 : a + 1, "consecutive labels") }
            lastLabelAngle = (Int(rows[0]), angles[0])
        }
        for k in 0..<30 {
            d.drag(from: Point(x: hoursFrame.midX, y: hoursFrame.maxY - 20), to: Point(x: hoursFrame.midX, y: hoursFrame.minY + 20),
                   at: 0.2 + Double(k) * 0.3, duration: 0.05)
        }
        d.run(to: 15)
        XCTAssertNotNil(lastLabelAngle)
        XCTAssertGreaterThan(d.events("recenter", sv: "hours").count, 0, "the wheel recentred")
        for e in d.events("recenter", sv: "hours") {
            guard case .number(let from)? = e["from"], case .number(let to)? = e["to"] else { return XCTFail() }
            let cycle = 24 * ClockScene.Layout(size: Self.size).rowHeight
            XCTAssertEqual(((from - to) / cycle).rounded() * cycle, from - to, accuracy: 1e-6, "whole cycles")
        }
        let g = ClockWheelGeometry(frame: hoursFrame, rowHeight: ClockScene.Layout(size: Self.size).rowHeight, count: 24)
        XCTAssertEqual(sv.contentOffset.y, g.offset(forRow: g.row(at: sv.contentOffset.y)), accuracy: 1e-6, "rests on a row")
    }

    /// The repro: drag the hours wheel for 1.6 s, then flick it 0.5 s later so the flick catches the
    /// landing. `selected` comes only while the wheel rests, and only exactly on a row; the last one
    /// is the row it rests on.
    func testSelectedOnlyWhenAWheelRestsOnARow() {
        for fps in [30.0, 60, 240] {
            let d = SceneTestDriver(ClockScene.self, size: Self.size, fps: fps)
            let (hoursFrame, _) = ClockScene.frames(for: Self.size)
            let sv = wheel(d, "hours")
            let g = ClockWheelGeometry(frame: hoursFrame, rowHeight: ClockScene.Layout(size: Self.size).rowHeight, count: 24)
            var seen = 0
            d.onFrame = {
                let selected = d.events("selected", sv: "hours")
                if selected.count > seen {
                    XCTAssertFalse(sv.isTracking || sv.isDragging || sv.isDecelerating || sv.isScrollAnimating,
                                   "\(fps) fps, t \(d.time): selected while the wheel is held or moving")
                }
                seen = selected.count
            }
            let x = hoursFrame.midX
            d.drag(from: Point(x: x, y: hoursFrame.midY + 40), to: Point(x: x, y: hoursFrame.midY - 75), at: 0.2, duration: 1.6)
            d.drag(from: Point(x: x, y: hoursFrame.midY + 60), to: Point(x: x, y: hoursFrame.midY - 20), at: 2.3, duration: 0.06)
            d.run(to: 6)
            let selected = d.events("selected", sv: "hours")
            XCTAssertFalse(selected.isEmpty, "\(fps) fps")
            for e in selected {
                guard case .numbers(let offset)? = e["offset"] else { XCTFail(); continue }
                let p = Point(x: offset[0], y: offset[1])
                let row = g.row(at: p.y)
                XCTAssertEqual(p.y, g.offset(forRow: row), accuracy: 1e-6, "\(fps) fps: selected on a row, not at \(p.y)")
                XCTAssertEqual(e["row"], .int(g.label(ofRow: row)), "\(fps) fps")
            }
            XCTAssertEqual(sv.contentOffset.y, g.offset(forRow: g.row(at: sv.contentOffset.y)), accuracy: 1e-6, "\(fps) fps")
            XCTAssertEqual(selected.last?["row"], .int(g.label(ofRow: g.row(at: sv.contentOffset.y))), "\(fps) fps")
        }
    }

    /// A finger that catches a landing and lets go without moving leaves the wheel between rows:
    /// it settles on the nearest row and only then reports it.
    func testACaughtLandingLetGoStillSettlesOnARow() {
        let d = SceneTestDriver(ClockScene.self, size: Self.size)
        let (hoursFrame, _) = ClockScene.frames(for: Self.size)
        let sv = wheel(d, "hours")
        let g = ClockWheelGeometry(frame: hoursFrame, rowHeight: ClockScene.Layout(size: Self.size).rowHeight, count: 24)
        let x = hoursFrame.midX
        d.drag(from: Point(x: x, y: hoursFrame.midY + 60), to: Point(x: x, y: hoursFrame.midY - 20), at: 0.2, duration: 0.06)
        d.send(.mouseDown(Point(x: x, y: hoursFrame.midY)), at: 0.4)
        d.send(.mouseUp(Point(x: x, y: hoursFrame.midY)), at: 0.6)
        d.run(to: 3)
        XCTAssertEqual(sv.contentOffset.y, g.offset(forRow: g.row(at: sv.contentOffset.y)), accuracy: 1e-6)
        for e in d.events("selected", sv: "hours") {
            guard case .numbers(let offset)? = e["offset"] else { XCTFail(); continue }
                let p = Point(x: offset[0], y: offset[1])
            XCTAssertEqual(p.y, g.offset(forRow: g.row(at: p.y)), accuracy: 1e-6, "selected on a row")
        }
        XCTAssertEqual(d.events("selected", sv: "hours").last?["row"], .int(g.label(ofRow: g.row(at: sv.contentOffset.y))))
    }

    /// A row is never drawn much more opaque than its squeeze (its height on screen over its pitch),
    /// rows squeezed under 35 % are all but invisible, and none shows past `fadeEnd`: no squashed
    /// glyphs pile up near ±90°.
    func testRowsNearTheEdgeFadeInsteadOfSquashing() {
        let frame = ClockScene.frames(for: Size(width: 1280, height: 720)).0
        let g = ClockWheelGeometry(frame: frame, rowHeight: ClockScene.Layout(size: Size(width: 1280, height: 720)).rowHeight, count: 60)
        for step in 0..<200 {
            let offset = g.offset(forRow: 200) + Double(step) * g.rowHeight / 37
            for row in g.visibleRows(offset: offset) {
                let θ = g.angle(ofRow: row, offset: offset)
                XCTAssertLessThan(abs(θ), ClockWheelGeometry.fadeEnd)
                let top = g.project(x: frame.midX, angle: g.angle(ofContentY: Double(row) * g.rowHeight, offset: offset)).point.y
                let bottom = g.project(x: frame.midX, angle: g.angle(ofContentY: Double(row + 1) * g.rowHeight, offset: offset)).point.y
                let squeeze = (bottom - top) / g.rowHeight, opacity = ClockWheelGeometry.opacity(at: θ)
                XCTAssertLessThanOrEqual(opacity, squeeze + 0.1, "row \(row) at θ \(θ)")
                if squeeze < 0.35 { XCTAssertLessThan(opacity, 0.1, "row \(row) at θ \(θ)") }
            }
        }
        XCTAssertEqual(ClockWheelGeometry.opacity(at: 0), 1)
        XCTAssertEqual(ClockWheelGeometry.opacity(at: ClockWheelGeometry.fadeEnd), 0)
        XCTAssertEqual(ClockWheelGeometry.opacity(at: -.pi / 2), 0)
    }

    /// In a 1280×720 window the picker is a desktop control: over half the window's height, wheels
    /// about 190 pt wide; in the 480×400 reference window it keeps iOS's size.
    func testThePickerIsSizedForTheWindow() {
        let desktop = ClockScene.Layout(size: Size(width: 1280, height: 720))
        XCTAssertGreaterThan(desktop.wheelHeight, 0.5 * 720)
        XCTAssertGreaterThan(desktop.columnWidth, 170)
        XCTAssertLessThan(desktop.minutes.maxX, 1280)
        let small = ClockScene.Layout(size: Self.size)
        XCTAssertEqual(small.rowHeight, 36)
        XCTAssertEqual(small.columnWidth, 110)
        let hidpi = ClockScene.Layout(size: Size(width: 2560, height: 1440))
        XCTAssertLessThanOrEqual(hidpi.wheelHeight, 1440 - 40)
    }
}
