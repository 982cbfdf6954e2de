import DesktopInput
import SceneKit
import XCTest
import ScrollPhysics
import ViewKit
@testable import Scenes

/// Seed 003's demo wired end to end without GL, through the path the app takes (`CubesScene`'s
/// handle / advance / layout): inputs at explicit times, frames at 60 Hz; we check offsets,
/// snapping, clicks and the delegate log.
final class ControllerWiringTests: XCTestCase {
    private func makeScene(_ wiring: CubesScene.Wiring, size: Size = Size(width: 960, height: 540),
                           cubes: Int = 30) -> CubesScene {
        CubesScene.make(size: size, ["cubes": .int(cubes), "seed": .int(3), "wiring": .string(wiring.rawValue)])
    }

    /// Drags from `from` to `to` over `duration` s at 120 Hz, lifting at the end; advances frames.
    private func drag(_ s: CubesScene, from: Point, to: Point, start: Double, duration: Double,
                      hold: Double = 0) -> Double {
        s.handle(.mouseDown(from), time: start)
        let steps = max(1, Int(duration * 120))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            let t = start + duration * f
            s.handle(.mouseMove(from + (to - from) * f), time: t)
            s.advance(to: t)
        }
        let end = start + duration + hold
        s.handle(.mouseUp(to), time: end)
        s.advance(to: end)
        return end
    }

    private func settle(_ s: CubesScene, from t: Double, seconds: Double = 8) -> Double {
        var now = t
        while now < t + seconds { now += 1.0 / 60; s.advance(to: now) }
        return now
    }

    func testSlowDragWithoutMomentumLandsOnTheNearestCube() {
        for wiring in CubesScene.Wiring.allCases {
            let s = makeScene(wiring), c = s
            let y = c.layout.stripFrame.midY
            // 1.3 pitches to the left, then hold still 0.2 s so there is no momentum.
            let end = drag(s, from: Point(x: 700, y: y), to: Point(x: 700 - 1.3 * c.layout.pitch, y: y),
                           start: 0.1, duration: 0.5, hold: 0.2)
            _ = settle(s, from: end)
            XCTAssertEqual(c.scrollView.contentOffset.x, c.layout.pitch, accuracy: 0.01, "\(wiring)")
            let names = s.drainEvents().map(\.name)
            XCTAssertEqual(names.first, "willBeginDragging", "\(wiring)")
            XCTAssertEqual(names.filter { $0 == "willEndDragging" }.count, 1)
            XCTAssertFalse(names.contains("tapBigCube") || names.contains("tapLittleCube"), "a drag is not a click")
        }
    }

    func testFlingLandsOnACubeNearItsProjectedRestingPoint() {
        let s = makeScene(.hostedRecognizer), c = s
        let y = c.layout.stripFrame.midY
        let end = drag(s, from: Point(x: 800, y: y), to: Point(x: 500, y: y), start: 0.1, duration: 0.15)
        _ = settle(s, from: end)
        let events = s.drainEvents()
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
        for wiring in CubesScene.Wiring.allCases {
            let s = makeScene(wiring), c = s
            let before = c.cubeView.styles.bigCube
            let big = c.layout.bigCubeCenter
            s.handle(.mouseDown(big), time: 0.1)
            s.handle(.mouseUp(big), time: 0.15)
            s.advance(to: 0.6)   // past any double-tap wait
            XCTAssertNotEqual(c.cubeView.styles.bigCube, before, "\(wiring): big cube restyled")
            let little = c.layout.windowCenter(ofCube: 1, offsetX: 0)
            s.handle(.mouseDown(little), time: 1.0)
            s.handle(.mouseUp(little), time: 1.05)
            s.advance(to: 1.6)
            XCTAssertEqual(c.cubeView.styles.style(ofCube: 1).speed, c.cubeView.styles.bigCube.speed, "\(wiring)")
            let names = s.drainEvents().map(\.name)
            XCTAssertEqual(names.filter { $0.hasPrefix("tap") }, ["tapBigCube", "tapLittleCube"], "\(wiring)")
            XCTAssertEqual(c.scrollView.contentOffset, .zero, "a click does not scroll")
        }
    }

    func testClickDuringDecelerationStopsTheScrollAndChangesNoCube() {
        let s = makeScene(.hostedRecognizer), c = s
        let y = c.layout.stripFrame.midY
        let end = drag(s, from: Point(x: 800, y: y), to: Point(x: 500, y: y), start: 0.1, duration: 0.15)
        var t = end
        for _ in 0..<12 { t += 1.0 / 60; s.advance(to: t) }
        XCTAssertTrue(c.scrollView.isDecelerating)
        let styles = (0..<30).map { c.cubeView.styles.style(ofCube: $0) }
        let bigBefore = c.cubeView.styles.bigCube
        _ = s.drainEvents()
        let p = Point(x: 480, y: y)
        s.handle(.mouseDown(p), time: t + 0.001)
        let caughtAt = c.scrollView.contentOffset.x
        s.handle(.mouseUp(p), time: t + 0.05)
        _ = settle(s, from: t + 0.05)
        XCTAssertEqual((0..<30).map { c.cubeView.styles.style(ofCube: $0) }, styles, "no cube changed")
        XCTAssertEqual(c.cubeView.styles.bigCube, bigBefore)
        XCTAssertFalse(s.drainEvents().contains { $0.name.hasPrefix("tap") })
        // Stopped where caught (then settled onto the nearest cube), not carried on to the fling's target.
        XCTAssertEqual(c.scrollView.contentOffset.x, c.layout.scrollOffset(forProposedOffset: Point(x: caughtAt, y: 0)).x,
                       accuracy: 0.01)
    }

    func testDragStartingOutsideTheStripDoesNotScroll() {
        let s = makeScene(.hostedRecognizer)
        let end = drag(s, from: Point(x: 800, y: 60), to: Point(x: 300, y: 60), start: 0.1, duration: 0.2)
        _ = settle(s, from: end)
        XCTAssertEqual(s.scrollView.contentOffset, .zero)
        XCTAssertFalse(s.drainEvents().contains { $0.name == "willBeginDragging" })
    }

    func testResizeKeepsTheCentredCubeAndReclamps() {
        let s = makeScene(.hostedRecognizer), c = s
        c.scrollView.contentOffset = Point(x: 12 * c.layout.pitch, y: 0)
        s.resize(to: Size(width: 700, height: 800), time: 0.1)
        XCTAssertEqual(c.layout.windowCenter(ofCube: 12, offsetX: c.scrollView.contentOffset.x).x, 350, accuracy: 0.01)
        XCTAssertEqual(c.dummyView?.frame, c.layout.stripFrame)
        s.resize(to: .zero, time: 0.2)
        s.advance(to: 1)
        XCTAssertTrue(c.scrollView.contentOffset.isFinite)
    }

    /// Clicks pick the cube under the pointer where the strip is scrolled now: the cube view reads
    /// the scroll view's offset, the one place it is held.
    func testClickOnAScrolledStripHitsTheCubeShownThere() {
        for wiring in CubesScene.Wiring.allCases {
            let s = makeScene(wiring), c = s
            s.handle(.key(.right), time: 0.1)
            s.handle(.key(.right), time: 0.12)
            _ = settle(s, from: 0.12, seconds: 2)
            XCTAssertEqual(c.scrollView.contentOffset.x, 2 * c.layout.pitch, accuracy: 1e-9, "\(wiring)")
            let shown = c.layout.windowCenter(ofCube: 5, offsetX: c.scrollView.contentOffset.x)
            s.handle(.mouseDown(shown), time: 3)
            s.handle(.mouseUp(shown), time: 3.05)
            s.advance(to: 3.6)
            let taps = s.drainEvents().filter { $0.name == "tapLittleCube" }
            XCTAssertEqual(taps.map { $0["index"] }, [.number(5)], "\(wiring)")
        }
    }
}
