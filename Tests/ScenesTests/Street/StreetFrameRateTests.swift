import DesktopInput
import SceneKit
@testable import Scenes
import ScrollKit
import ScrollPhysics
import XCTest

/// The same inputs give the same street at 30 and 240 fps: recentring keeps a fling away from the
/// content's edges between frames, a double-click zoom starts at the click, and a Ctrl+wheel zoom-out
/// at 1× leaves no vertical range (docs/techniques/infinite-street.md).
final class StreetFrameRateTests: XCTestCase {
    private func make(_ size: Size, fps: Double, widths: Double = 4) -> SceneTestDriver<StreetScene> {
        SceneTestDriver(StreetScene.self, size: size, ["content-widths": .number(widths)], fps: fps)
    }

    /// The street x at the window's left edge, and the zoom.
    private func place(_ d: SceneTestDriver<StreetScene>) -> (x: Double, y: Double, zoom: Double) {
        let c = d.scene.controller
        return (c.toStreet(window: .zero).x, c.offset.y, c.zoom)
    }

    /// Fast flings both ways in small windows with the narrowest content (2.5 widths): at 30 fps a
    /// frame moves further than the room between the recentring threshold and the edge. The content
    /// never touches an edge, and the street is at the same place at 30 and 240 fps in every 30 fps frame.
    func testFlingsNeverReachTheEdgeAndLandAlikeAt30And240Fps() {
        for (size, widths) in [(Size(width: 120, height: 90), 2.5), (Size(width: 400, height: 300), 2.5), (Size(width: 80, height: 87), 4)] {
            var samples: [[Double]] = []
            for fps in [30.0, 240] {
                let d = make(size, fps: fps, widths: widths)
                let c = d.scene.controller
                var seen: [Double] = [], touched = false
                d.onFrame = {
                    let x = c.offset.x
                    if x <= c.scrollView.minContentOffset.x || x >= c.scrollView.maxContentOffset.x { touched = true }
                    if (d.time * 30).rounded() == d.time * 30 || abs((d.time * 30).rounded() - d.time * 30) < 1e-6 { seen.append(self.place(d).x) }
                }
                let y = size.height / 2
                d.drag(from: Point(x: size.width - 5, y: y), to: Point(x: 5, y: y), at: 0.1, duration: 0.03)
                d.drag(from: Point(x: 5, y: y), to: Point(x: size.width - 5, y: y), at: 7.0, duration: 0.03)
                d.run(to: 15)
                XCTAssertFalse(touched, "\(size) ×\(widths) at \(fps) fps: the content reached its edge")
                XCTAssertFalse(c.scrollView.isDecelerating)
                samples.append(seen)
            }
            XCTAssertEqual(samples[0].count, samples[1].count)
            for (i, (a, b)) in zip(samples[0], samples[1]).enumerated() {
                XCTAssertEqual(a, b, accuracy: 1e-6, "\(size) ×\(widths): 30 fps frame \(i)")
                if abs(a - b) > 1e-6 { break }
            }
        }
    }

    /// A double-click zoom animates from the click's time, not from the frame before it: 0.2899 s
    /// after the click (the frame at 0.5 s, at 30 and at 240 fps) the zoom is 1 + u, u being the
    /// zoom animation's progress spring (ScrollKit's snap spring, 0 → 1 from rest) evaluated 0.2899 s
    /// after the click. On the street, on the moon (its long press gets the touch), in the swipe zone,
    /// and on the window's bottom-right edge, where the hit test finds no view, so only the scene's
    /// own advance to the click's time starts the zoom there (the scroll view never sees the touch).
    func testDoubleClickZoomStartsAtTheClick() {
        let size = Size(width: 640, height: 360)
        let moon = Point(x: size.width - MoonState.startRightInset, y: MoonState.startTopInset)
        let click = 0.2101, look = 0.5
        let u = SpringSimulation(spring: .snap, start: 0, end: 1, velocity: 0).x(look - click)
        XCTAssertGreaterThan(u, 0.05, "still under way when looked at")
        XCTAssertLessThan(u, 0.95)
        for p in [Point(x: 300, y: 200), moon, Point(x: 300, y: 340), Point(x: size.width, y: size.height)] {
            for fps in [30.0, 240] {
                let d = make(size, fps: fps)
                d.send(.mouseDown(p, button: .left, clickCount: 1), at: 0.1)
                d.send(.mouseUp(p), at: 0.15)
                d.send(.mouseDown(p, button: .left, clickCount: 2), at: click)
                d.send(.mouseUp(p), at: 0.26)
                d.run(to: look)
                XCTAssertEqual(d.time, look, accuracy: 1e-12)
                XCTAssertEqual(d.scene.controller.zoom, 1 + u, accuracy: 1e-9, "clicked at \(p), \(fps) fps")
                d.run(to: 3)
                XCTAssertEqual(d.scene.controller.zoom, 2, accuracy: 1e-9)
            }
        }
    }

    /// Ctrl+wheel zoom-out at 1× in odd window sizes: the zoom bounces back to exactly 1 with no
    /// vertical range left (not 1e-14 pt, which made Page Down scroll vertically by nothing), at 30 and
    /// 240 fps; Page Down then scrolls the street sideways.
    func testCtrlWheelZoomOutAtOneLeavesNoVerticalRange() {
        for (w, h) in [(81.0, 87.0), (81, 116), (118, 145), (1002.5, 601.5)] {
            for notches in [1.0, 2, 3] {
                var places: [Double] = []
                for fps in [30.0, 240] {
                    let d = make(Size(width: w, height: h), fps: fps)
                    let c = d.scene.controller
                    d.send(.wheel(dx: 0, dy: -notches, at: Point(x: w / 2, y: h / 2), modifiers: [.control], kind: nil), at: 0.1)
                    d.run(to: 2)
                    XCTAssertEqual(c.zoom, 1)
                    XCTAssertEqual(c.scrollView.contentSize.height, h, "\(w)×\(h), \(notches) notches, \(fps) fps")
                    XCTAssertFalse(c.scrollView.scrollsVertically, "\(w)×\(h), \(notches) notches, \(fps) fps")
                    let before = place(d).x
                    d.send(.key(.pageDown), at: 2.1)
                    d.run(to: 4)
                    XCTAssertGreaterThan(place(d).x - before, w / 2, "Page Down scrolls sideways")
                    XCTAssertEqual(c.offset.y, 0)
                    places.append(place(d).x)
                }
                XCTAssertEqual(places[0], places[1], accuracy: 1e-6)
            }
        }
    }
}
