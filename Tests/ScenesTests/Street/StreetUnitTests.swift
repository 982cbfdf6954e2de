import DesktopInput
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// The street driven directly (no GL): tiling, determinism, resizing and the draw list.
final class StreetUnitTests: XCTestCase {
    func testTheSameSeedGivesTheSameStreetWhicheverWayItWasScrolled() {
        var direct = StreetTiles(seed: 4)
        direct.tile(from: -200, to: 440)
        var wandering = StreetTiles(seed: 4)
        for (a, b) in [(0.0, 640.0), (5000, 5640), (-4000, -3360), (9000, 9640), (-200, 440)] {
            var x = wandering.visible.first!.x
            // Scroll there step by step, as frames would.
            while abs(x - a) > 300 { x += a > x ? 300 : -300; wandering.tile(from: x, to: x + b - a) }
            wandering.tile(from: a, to: b)
        }
        XCTAssertEqual(wandering.visible.map(\.building.index), direct.visible.map(\.building.index))
        XCTAssertEqual(wandering.visible.map(\.x), direct.visible.map(\.x))
        XCTAssertEqual(wandering.visible.map(\.building), direct.visible.map(\.building))
        XCTAssertNotEqual(StreetTiles(seed: 5).visible.first!.building, direct.visible.first { $0.building.index == 0 }!.building)
    }

    func testTilingCoversTheVisibleRangeWithOnlyTheBuildingsNeeded() {
        var tiles = StreetTiles(seed: 4)
        var x = 0.0
        for step in 0..<400 {
            x += step % 2 == 0 ? 173 : -61
            tiles.tile(from: x, to: x + 640)
            XCTAssertLessThanOrEqual(tiles.visible.first!.x, x, "left edge covered")
            XCTAssertGreaterThanOrEqual(tiles.visible.last!.nextX, x + 640, "right edge covered")
            let minimum = Building.widthRange.lowerBound + Building.gapRange.lowerBound
            XCTAssertLessThanOrEqual(tiles.visible.count, Int((640 / minimum).rounded(.up)) + 2)
            for (a, b) in zip(tiles.visible, tiles.visible.dropFirst()) {
                XCTAssertEqual(b.building.index, a.building.index + 1)
                XCTAssertEqual(b.x, a.nextX)
            }
        }
    }

    func testAResizeKeepsTheStreetAtTheLeftEdgeAndRedrawsTheBuildings() {
        let scene = StreetScene.make(size: Size(width: 640, height: 360))
        let c = scene.controller
        scene.handle(.mouseDown(Point(x: 500, y: 200)), time: 0.1)
        scene.handle(.mouseMove(Point(x: 300, y: 200)), time: 0.2)
        scene.handle(.mouseUp(Point(x: 300, y: 200)), time: 0.9)
        scene.advance(to: 1)
        let left = c.toStreet(window: .zero).x
        let generation = c.renderGeneration
        scene.resize(to: Size(width: 900, height: 500), time: 1.1)
        scene.advance(to: 1.2)
        XCTAssertEqual(c.toStreet(window: .zero).x, left, accuracy: 1e-9)
        XCTAssertEqual(c.scrollView.contentSize.width, 900 * 4)
        XCTAssertEqual(c.offset.x, c.centreOffsetX, "recentred for the new size")
        XCTAssertGreaterThan(c.renderGeneration, generation)
        XCTAssertEqual(c.moonCenter(), Point(x: 900 - MoonState.startRightInset, y: MoonState.startTopInset))
        var list = DrawList()
        scene.draw(into: &list, time: 1.2)
        XCTAssertEqual(list.viewSize, Size(width: 900, height: 500))
        let buildings = list.textures.values.filter { $0.key.hasPrefix("building.") }
        XCTAssertFalse(buildings.isEmpty)
        for t in buildings {
            XCTAssertEqual(t.version, c.renderGeneration)
            XCTAssertEqual(t.pixels().count, t.width * t.height * 4)
        }
    }

    func testKeysAndAPinchZoomAndTheEndOfEachZoomRedrawsAtTheNewScale() {
        let scene = StreetScene.make(size: Size(width: 640, height: 360))
        let c = scene.controller
        scene.handle(.key(.character("z"), modifiers: [], isRepeat: false), time: 0.1)
        scene.advance(to: 0.2)
        XCTAssertEqual(c.backingScale, 1, "not redrawn while the zoom animates")
        scene.advance(to: 1)
        XCTAssertEqual(c.zoom, 2)
        XCTAssertEqual(c.backingScale, 2)
        // A two-finger pinch (a script's touches 1 and 2) 100 pt apart; it begins at 104 pt (past the
        // pinch threshold: 1.04×, counted from touch-down) and spreads to 150 pt: 1.5×.
        scene.handle(.touch(.began, id: 1, at: Point(x: 270, y: 200)), time: 1.1)
        scene.handle(.touch(.began, id: 2, at: Point(x: 370, y: 200)), time: 1.1)
        scene.handle(.touch(.moved, id: 1, at: Point(x: 268, y: 200)), time: 1.15)
        scene.handle(.touch(.moved, id: 2, at: Point(x: 372, y: 200)), time: 1.15)
        XCTAssertEqual(c.zoom, 2.08, accuracy: 1e-9, "the threshold's 4 pt caught up when the pinch begins")
        scene.handle(.touch(.moved, id: 1, at: Point(x: 245, y: 200)), time: 1.2)
        scene.handle(.touch(.moved, id: 2, at: Point(x: 395, y: 200)), time: 1.2)
        scene.advance(to: 1.25)
        XCTAssertEqual(c.zoom, 3, accuracy: 1e-9)
        XCTAssertEqual(c.backingScale, 2, "still the old bitmaps during the pinch")
        scene.handle(.touch(.ended, id: 1, at: Point(x: 245, y: 200)), time: 1.3)
        scene.handle(.touch(.ended, id: 2, at: Point(x: 395, y: 200)), time: 1.3)
        scene.advance(to: 1.4)
        XCTAssertEqual(c.backingScale, 3, accuracy: 1e-9)
        scene.handle(.key(.character("0"), modifiers: [], isRepeat: false), time: 1.5)
        scene.advance(to: 2.5)
        XCTAssertEqual(c.zoom, 1)
        XCTAssertEqual(c.backingScale, 1)
        let events = scene.drainEvents().map(\.name)
        XCTAssertEqual(events.filter { $0 == "rerender" }.count, 3)
    }

    func testOnAHiDPIScreenTheBuildingsAreDrawnAtTwoPixelsPerPoint() {
        let scene = StreetScene.make(size: Size(width: 640, height: 360))
        scene.setPixelScale(2)
        let list = scene.drawnFrame(at: 0.1)
        let c = scene.controller
        XCTAssertEqual(c.backingScale, 2)
        for p in c.tiles.visible {
            let t = try! XCTUnwrap(list.textures["building.\(p.building.index)"] ?? StreetDrawing.texture(p, c))
            XCTAssertEqual(t.width, Int(p.building.width) * 2)
        }
        scene.handle(.key(.character("z"), modifiers: [], isRepeat: false), time: 0.2)
        scene.advance(to: 2)
        XCTAssertEqual(c.zoom, 2)
        XCTAssertEqual(c.backingScale, 4, "zoom 2 × screen scale 2")
    }

    func testTheCanvasDrawsTheSameShapesSharperAtAHigherScale() {
        let b = Building(index: 3, seed: 4)
        let low = BuildingArt.render(b, height: 200, scale: 1, text: TestContexts.text)
        let high = BuildingArt.render(b, height: 200, scale: 4, text: TestContexts.text)
        XCTAssertEqual(high.width, low.width * 4)
        XCTAssertEqual(high.height, low.height * 4)
        // The same picture: every low pixel is about the mean of its 4×4 block at the higher scale.
        var worst = 0.0
        for y in stride(from: 40, to: low.height, by: 7) {
            for x in stride(from: 0, to: low.width, by: 5) {
                var mean = 0.0
                for dy in 0..<4 { for dx in 0..<4 { mean += Double(high.pixels[((y * 4 + dy) * high.width + x * 4 + dx) * 4 + 1]) } }
                worst = max(worst, abs(mean / 16 - Double(low.pixels[(y * low.width + x) * 4 + 1])))
            }
        }
        XCTAssertLessThan(worst, 48, "same drawing at both scales")
    }

    /// The moon's glow is one smooth radial falloff: along a radius its opacity never rises and
    /// never steps by more than a couple of levels between neighbouring pixels (the stacked discs
    /// before it showed as rings), and it is drawn as one image around the moon.
    func testTheMoonGlowIsSmoothWithoutRings() throws {
        let glow = StreetDrawing.glowTexture, pixels = glow.pixels(), n = glow.width
        let row = n / 2
        var previous = Int(pixels[(row * n + n / 2) * 4 + 3])
        XCTAssertGreaterThan(previous, 40, "bright at the moon")
        for x in (n / 2 + 1)..<n {
            let a = Int(pixels[(row * n + x) * 4 + 3])
            XCTAssertLessThanOrEqual(a, previous, "x \(x): the glow never brightens outward")
            XCTAssertLessThanOrEqual(previous - a, 3, "x \(x): no step (a ring edge)")
            previous = a
        }
        XCTAssertEqual(previous, 0, "gone at the glow's edge")
        let d = SceneTestDriver(StreetScene.self, size: Size(width: 640, height: 360))
        d.run(to: 0.1)
        var list = DrawList()
        d.scene.draw(into: &list, time: d.time)
        let glows = list.commands.filter { if case let .image(key, _, _, _, _) = $0 { key == "moon.glow" } else { false } }
        XCTAssertEqual(glows.count, 1)
        let discs = list.commands.filter { command in
            if case let .rect(r, color, radius, _) = command { return color.a < 0.1 && radius > 40 && r.width == r.height }
            return false
        }
        XCTAssertTrue(discs.isEmpty, "no translucent discs around the moon")
    }

    /// The sky is textured only where it shows: above the buildings' walls and the road, not under
    /// them (they are opaque and drawn over it). Its strips tile the window's width without gaps.
    func testTheSkyIsDrawnOnlyWhereItShows() {
        let d = SceneTestDriver(StreetScene.self, size: Size(width: 1280, height: 720))
        d.run(to: 0.1)
        var list = DrawList()
        d.scene.draw(into: &list, time: d.time)
        let strips = list.commands.compactMap { command -> Rect? in
            if case let .image(key, rect, _, _, _) = command, key.hasPrefix("sky.") { return rect }
            return nil
        }
        XCTAssertGreaterThan(strips.count, 2)
        let area = strips.reduce(0) { $0 + $1.width * $1.height }
        XCTAssertLessThan(area, 0.7 * 1280 * 720, "most of the window is buildings and road")
        let xs = strips.sorted { $0.minX < $1.minX }
        XCTAssertEqual(xs.first!.minX, 0)
        XCTAssertEqual(xs.last!.maxX, 1280)
        for (a, b) in zip(xs, xs.dropFirst()) { XCTAssertEqual(a.maxX, b.minX, accuracy: 1e-9, "no gap between strips") }
        for r in strips { XCTAssertEqual(r.minY, 0) }
    }
}
