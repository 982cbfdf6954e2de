import DesktopInput
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// The coverflow scene driven directly (no GL).
final class CoverflowSceneTests: XCTestCase {
    private func makeScene(items: Int = 24, start: Int = 5) -> CoverflowScene {
        CoverflowScene.make(size: Size(width: 800, height: 450), ["items": .int(items), "start": .int(start)])
    }

    func testPosesArePureFunctionsOfTheOffset() {
        let layout = CoverflowLayout(windowSize: Size(width: 800, height: 450), count: 24)
        for offset in [-80.0, 0, 37.5, layout.pitch * 3.5, layout.maxOffset + 40] {
            XCTAssertEqual(layout.poses(offset: offset), layout.poses(offset: offset))
        }
        // Half-way between covers 3 and 4: both turned by half the maximum, mirror images.
        let poses = layout.poses(offset: layout.pitch * 3.5)
        let three = poses.first { $0.index == 3 }!, four = poses.first { $0.index == 4 }!
        XCTAssertEqual(three.angle, CoverflowLayout.maxAngle / 2, accuracy: 1e-12)
        XCTAssertEqual(four.angle, -CoverflowLayout.maxAngle / 2, accuracy: 1e-12)
        XCTAssertEqual(three.center.x + four.center.x, 800, accuracy: 1e-9)
        // Drawn far to near: the last two are the nearest the centre.
        XCTAssertEqual(Set(poses.suffix(2).map(\.index)), [3, 4])
        // The turn never exceeds 60° and grows with the distance.
        let sorted = poses.sorted { abs($0.distance) < abs($1.distance) }
        for (a, b) in zip(sorted, sorted.dropFirst()) { XCTAssertLessThanOrEqual(abs(a.angle), abs(b.angle) + 1e-12) }
        XCTAssertLessThanOrEqual(poses.map { abs($0.angle) }.max()!, CoverflowLayout.maxAngle + 1e-12)
    }

    func testClickingASideCoverBringsItToTheCentre() {
        let scene = makeScene()
        scene.advance(to: 0.05)
        let right = scene.layout.poses(offset: scene.scrollView.contentOffset.x).first { $0.index == 7 }!
        // Its inner part is under cover 6 (nearer the centre, drawn on top): click near its outer edge.
        let quad = scene.layout.quad(right), c = scene.layout.projectedCenter(right)
        let edge = Point(x: (quad.topRight.point.x + quad.bottomRight.point.x) / 2, y: c.y)
        let p = Point(x: c.x + 0.8 * (edge.x - c.x), y: c.y)
        scene.handle(.mouseDown(p), time: 0.1)
        scene.handle(.mouseUp(p), time: 0.15)
        scene.advance(to: 2)
        XCTAssertEqual(scene.scrollView.contentOffset.x, 7 * scene.layout.pitch, accuracy: 1e-9)
        XCTAssertEqual(scene.drainEvents().first { $0.name == "tap" }?["item"], .int(7))
    }

    func testArrowKeysMoveOneCoverAndLandOnIt() {
        let scene = makeScene()
        scene.handle(.key(.right), time: 0.1)
        scene.advance(to: 1.5)
        XCTAssertEqual(scene.scrollView.contentOffset.x, 6 * scene.layout.pitch, accuracy: 1e-9)
        scene.handle(.key(.end), time: 1.6)
        scene.advance(to: 3.5)
        XCTAssertEqual(scene.scrollView.contentOffset.x, scene.layout.maxOffset, accuracy: 1e-9)
    }

    func testResizeKeepsTheCentredCover() {
        let scene = makeScene(start: 9)
        scene.resize(to: Size(width: 500, height: 700), time: 0.1)
        scene.advance(to: 0.2)
        XCTAssertEqual(scene.scrollView.contentOffset.x, 9 * scene.layout.pitch, accuracy: 1e-9)
        var list = DrawList()
        scene.draw(into: &list, time: 0.2)
        XCTAssertEqual(list.viewSize, Size(width: 500, height: 700))
        // Every visible cover and its reflection is a perspective quad; the title is text.
        let quads = list.commands.filter { if case .imageQuad = $0 { true } else { false } }
        XCTAssertGreaterThan(quads.count, 10)
        XCTAssertTrue(list.commands.contains { if case .text(let run, _) = $0 { run.string == "Album 10" } else { false } })
    }

    func testPastTheLastCoverTheGapsOpenToo() {
        let layout = CoverflowLayout(windowSize: Size(width: 800, height: 450), count: 24)
        func gaps(_ offset: Double) -> [Double] {
            let poses = layout.poses(offset: offset).sorted { $0.index < $1.index }
            return zip(poses, poses.dropFirst()).map { $1.center.x - $0.center.x }
        }
        let rest = gaps(layout.maxOffset)
        for over in [10.0, 40.0] {
            let pulled = gaps(layout.maxOffset + over)
            XCTAssertEqual(pulled.count, rest.count)
            // Each gap before the last cover opens by spreadPerItem·overscroll.
            for (p, r) in zip(pulled, rest) { XCTAssertEqual(p, r + CoverflowLayout.spreadPerItem * over, accuracy: 1e-9) }
        }
        // The last cover stays the centred one and follows the band.
        let last = layout.poses(offset: layout.maxOffset + 40).first { $0.index == 23 }!
        XCTAssertEqual(last.distance, 0)
        XCTAssertEqual(last.center.x, 400 - 40, accuracy: 1e-9)
    }

    /// A side cover shows only a strip beside the nearer covers: nothing it draws may carry a
    /// digit (white text), so no cut piece of a number shows there or in its reflection; the number
    /// is drawn whole over the front cover, fading out before a neighbour can overlap it.
    func testOnlyTheFrontCoverShowsItsNumberAndItIsWhole() {
        let scene = makeScene(start: 5)
        for (t, offset) in [(0.1, 5.0), (0.2, 5.3), (0.3, 5.5), (0.4, 5.8)] {
            scene.scrollView.contentOffset = Point(x: offset * scene.layout.pitch, y: 0)
            let list = scene.drawnFrame(at: t)
            var labels: [(key: String, alpha: Double)] = []
            for command in list.commands {
                guard case let .imageQuad(key, _, _, alpha, _) = command else { continue }
                if key.contains(".label") { labels.append((key, alpha)); continue }
                // A cover or reflection texture: no white pixel (the covers' colours keep a channel below 0.3).
                let pixels = list.textures[key]!.pixels()
                let white = stride(from: 0, to: pixels.count, by: 4).contains { i in
                    pixels[i] > 245 && pixels[i + 1] > 245 && pixels[i + 2] > 245
                }
                XCTAssertFalse(white, "\(key) at offset \(offset) carries text")
            }
            let front = scene.layout.poses(offset: scene.scrollView.contentOffset.x).last!
            let alpha = max(0, 1 - 2 * abs(front.distance))
            if alpha > 0 {
                XCTAssertEqual(Set(labels.map(\.key)), ["cover.\(front.index).label", "cover.\(front.index).label.reflection"])
                XCTAssertTrue(labels.allSatisfy { abs($0.alpha - alpha) < 1e-9 })
                // The number's texture holds the whole number: its box has a clear border all round.
                let texture = list.textures["cover.\(front.index).label"]!, p = texture.pixels()
                let w = texture.width, h = texture.height
                for x in 0..<w { XCTAssertEqual(p[x * 4 + 3], 0); XCTAssertEqual(p[((h - 1) * w + x) * 4 + 3], 0) }
                for y in 0..<h { XCTAssertEqual(p[y * w * 4 + 3], 0); XCTAssertEqual(p[(y * w + w - 1) * 4 + 3], 0) }
                XCTAssertTrue(stride(from: 3, to: p.count, by: 4).contains { p[$0] == 255 }, "the digits are drawn")
            } else {
                XCTAssertTrue(labels.isEmpty, "offset \(offset): no number between covers")
            }
        }
    }

    /// The strip shows no scroll indicator: a bar along the bottom would run under the covers'
    /// reflections and the title.
    func testNoScrollIndicatorUnderTheCovers() {
        let scene = makeScene(start: 5)
        scene.handle(.mouseDown(Point(x: 600, y: 200)), time: 0.1)
        for k in 1...12 { scene.handle(.mouseMove(Point(x: 600 - Double(k) * 10, y: 200)), time: 0.1 + Double(k) / 120) }
        scene.advance(to: 0.2)
        XCTAssertTrue(scene.scrollView.isDragging)
        for named in scene.scrollViews {
            XCTAssertTrue(named.windowIndicators(at: 0.2).allSatisfy { $0.indicator.opacity == 0 }, named.name)
        }
        scene.handle(.mouseUp(Point(x: 480, y: 200)), time: 0.21)
        scene.advance(to: 0.4)
        XCTAssertNil(DrawList.indicatorTraceField(of: scene.scrollViews, time: 0.4))
    }
}
