import SceneKit
import XCTest
import ScrollPhysics
import ViewKit
@testable import Scenes

/// Seed 003's demo wired end to end without GL: touches go into the window at explicit times,
/// frames advance at 60 Hz, and we check offsets, snapping, clicks and the delegate log.
final class ControllerWiringTests: XCTestCase {
    private func makeController(_ wiring: CubeSceneController.Wiring) -> CubeSceneController {
        CubeSceneController(windowSize: Size(width: 960, height: 540), cubeCount: 30, seed: 3, wiring: wiring)
    }

    /// Drags from `from` to `to` over `duration` s at 120 Hz, lifting at the end; advances frames.
    private func drag(_ c: CubeSceneController, from: Point, to: Point, start: Double, duration: Double,
                      hold: Double = 0) -> Double {
        c.window.sendTouch(.began, at: from, time: start)
        let steps = max(1, Int(duration * 120))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            let t = start + duration * f
            c.window.sendTouch(.moved, at: from + (to - from) * f, time: t)
            c.advance(to: t)
        }
        let end = start + duration + hold
        c.window.sendTouch(.ended, at: to, time: end)
        c.advance(to: end)
        return end
    }

    private func settle(_ c: CubeSceneController, from t: Double, seconds: Double = 8) -> Double {
        var now = t
        while now < t + seconds { now += 1.0 / 60; c.advance(to: now) }
        return now
    }

    func testSlowDragWithoutMomentumLandsOnTheNearestCube() {
        for wiring in CubeSceneController.Wiring.allCases {
            let c = makeController(wiring)
            let y = c.layout.stripFrame.midY
            // 1.3 pitches to the left, then hold still 0.2 s so there is no momentum.
            let end = drag(c, from: Point(x: 700, y: y), to: Point(x: 700 - 1.3 * c.layout.pitch, y: y),
                           start: 0.1, duration: 0.5, hold: 0.2)
            _ = settle(c, from: end)
            XCTAssertEqual(c.scrollView.contentOffset.x, c.layout.pitch, accuracy: 0.01, "\(wiring)")
            XCTAssertEqual(c.cubeView.scrollOffset, c.scrollView.contentOffset, "didScroll copies the offset")
            let names = c.drainEvents().map(\.name)
            XCTAssertEqual(names.first, "willBeginDragging", "\(wiring)")
            XCTAssertEqual(names.filter { $0 == "willEndDragging" }.count, 1)
            XCTAssertFalse(names.contains("tapBigCube") || names.contains("tapLittleCube"), "a drag is not a click")
        }
    }

    func testFlingLandsOnACubeNearItsProjectedRestingPoint() {
        let c = makeController(.hostedRecognizer)
        let y = c.layout.stripFrame.midY
        let end = drag(c, from: Point(x: 800, y: y), to: Point(x: 500, y: y), start: 0.1, duration: 0.15)
        _ = settle(c, from: end)
        let events = c.drainEvents()
        guard let willEnd = events.first(where: { $0.name == "willEndDragging" }),
              case .numbers(let p)? = willEnd["proposedTarget"], case .numbers(let t)? = willEnd["target"]
        else { return XCTFail("no willEndDragging") }
        let proposed = Point(x: p[0], y: p[1]), target = Point(x: t[0], y: t[1])
        XCTAssertGreaterThan(proposed.x, 300 + 100, "momentum carries it beyond the drag")
        XCTAssertEqual(target, c.layout.scrollOffset(forProposedOffset: proposed))
        XCTAssertEqual(c.scrollView.contentOffset.x, target.x, accuracy: 0.01)
        XCTAssertEqual(events.last?.name, "didEndDecelerating")
    }

    func testClicksChangeTheBigCubeAndCopyIntoALittleCube() {
        for wiring in CubeSceneController.Wiring.allCases {
            let c = makeController(wiring)
            let before = c.cubeView.state.bigCube
            let big = c.layout.bigCubeCenter
            c.window.sendTouch(.began, at: big, time: 0.1)
            c.window.sendTouch(.ended, at: big, time: 0.15)
            c.advance(to: 0.6)   // past any double-tap wait
            XCTAssertNotEqual(c.cubeView.state.bigCube, before, "\(wiring): big cube restyled")
            let little = c.layout.windowCenter(ofCube: 1, offsetX: 0)
            c.window.sendTouch(.began, at: little, time: 1.0)
            c.window.sendTouch(.ended, at: little, time: 1.05)
            c.advance(to: 1.6)
            XCTAssertEqual(c.cubeView.state.style(ofCube: 1).speed, c.cubeView.state.bigCube.speed, "\(wiring)")
            let names = c.drainEvents().map(\.name)
            XCTAssertEqual(names.filter { $0.hasPrefix("tap") }, ["tapBigCube", "tapLittleCube"], "\(wiring)")
            XCTAssertEqual(c.scrollView.contentOffset, .zero, "a click does not scroll")
        }
    }

    func testClickDuringDecelerationStopsTheScrollAndChangesNoCube() {
        let c = makeController(.hostedRecognizer)
        let y = c.layout.stripFrame.midY
        let end = drag(c, from: Point(x: 800, y: y), to: Point(x: 500, y: y), start: 0.1, duration: 0.15)
        var t = end
        for _ in 0..<12 { t += 1.0 / 60; c.advance(to: t) }
        XCTAssertTrue(c.scrollView.isDecelerating)
        let styles = (0..<30).map { c.cubeView.state.style(ofCube: $0) }
        let bigBefore = c.cubeView.state.bigCube
        _ = c.drainEvents()
        let p = Point(x: 480, y: y)
        c.window.sendTouch(.began, at: p, time: t + 0.001)
        let caughtAt = c.scrollView.contentOffset.x
        c.window.sendTouch(.ended, at: p, time: t + 0.05)
        _ = settle(c, from: t + 0.05)
        XCTAssertEqual((0..<30).map { c.cubeView.state.style(ofCube: $0) }, styles, "no cube changed")
        XCTAssertEqual(c.cubeView.state.bigCube, bigBefore)
        XCTAssertFalse(c.drainEvents().contains { $0.name.hasPrefix("tap") })
        // Stopped where caught (then settled onto the nearest cube), not carried on to the fling's target.
        XCTAssertEqual(c.scrollView.contentOffset.x, c.layout.scrollOffset(forProposedOffset: Point(x: caughtAt, y: 0)).x,
                       accuracy: 0.01)
    }

    func testDragStartingOutsideTheStripDoesNotScroll() {
        let c = makeController(.hostedRecognizer)
        let end = drag(c, from: Point(x: 800, y: 60), to: Point(x: 300, y: 60), start: 0.1, duration: 0.2)
        _ = settle(c, from: end)
        XCTAssertEqual(c.scrollView.contentOffset, .zero)
        XCTAssertFalse(c.drainEvents().contains { $0.name == "willBeginDragging" })
    }

    func testResizeKeepsTheCentredCubeAndReclamps() {
        let c = makeController(.hostedRecognizer)
        c.scrollView.contentOffset = Point(x: 12 * c.layout.pitch, y: 0)
        c.resize(to: Size(width: 700, height: 800))
        XCTAssertEqual(c.layout.windowCenter(ofCube: 12, offsetX: c.scrollView.contentOffset.x).x, 350, accuracy: 0.01)
        XCTAssertEqual(c.dummyView?.frame, c.layout.stripFrame)
        c.resize(to: .zero)
        c.advance(to: 1)
        XCTAssertTrue(c.scrollView.contentOffset.isFinite)
    }
}
