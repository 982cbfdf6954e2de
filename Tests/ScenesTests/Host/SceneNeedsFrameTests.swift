import App
import CubescrollTesting
import DesktopInput
import SceneKit
@testable import Scenes
import ScrollPhysics
import XCTest

/// `Scene.needsFrame` is what lets the window sleep: false must mean the picture no longer changes
/// with time alone (else the window would freeze a motion), and every motion must end with it
/// false (else the window would never sleep).
final class SceneNeedsFrameTests: XCTestCase {
    /// Inputs that set each kind of motion going: horizontal and vertical flicks, a wheel click,
    /// a key, each from a scene at rest.
    static let gestures: [(String, [(DesktopEvent, Double)])] = [
        ("flick left", flick(from: Point(x: 600, y: 300), by: Point(x: -300, y: 0))),
        ("flick up", flick(from: Point(x: 480, y: 420), by: Point(x: 0, y: -300))),
        ("wheel", [(.wheel(dx: 0, dy: -1, at: Point(x: 480, y: 300), modifiers: [], kind: nil), 1)]),
        ("key", [(.key(.scroll(.right), modifiers: [], isRepeat: false), 1)]),
        ("ctrl+wheel", [(.wheel(dx: 0, dy: 1, at: Point(x: 480, y: 300), modifiers: .control, kind: nil), 1)]),
        ("hold", [(.mouseDown(Point(x: 480, y: 300)), 1), (.mouseUp(Point(x: 480, y: 300)), 2)]),
        ("double click", [(.mouseDown(Point(x: 480, y: 300)), 1), (.mouseUp(Point(x: 480, y: 300)), 1.05),
                          (.mouseDown(Point(x: 480, y: 300), button: .left, clickCount: 2), 1.15),
                          (.mouseUp(Point(x: 480, y: 300), button: .left), 1.2)]),
    ]

    /// The scene's parameters for these tests: its defaults, except that the cradle starts empty
    /// (`--items 0`): by default it opens with its items swinging, which is motion, not rest.
    static func parameters(_ type: any Scene.Type) -> SceneParameters {
        SceneParameters(declared: type.parameters).overriding(type.info.name == "cradle" ? ["items": .int(0)] : [:])
    }

    func testEverySceneButTheCubesSettlesAndThenStaysStill() {
        for type in SceneCatalog.all where type.info.name != "cubes" {
            for (gesture, events) in Self.gestures {
                let what = "\(type.info.name), \(gesture)"
                // Through the host, which adds what it draws itself (the scroll indicators).
                let host = SceneHost(type, parameters: Self.parameters(type), windowSize: Size(width: 960, height: 540))
                for (event, time) in events { host.deliver(event, time: time) }
                var t = events.last!.1
                var settled: Double?
                while t < 30 {
                    t += 1.0 / 60
                    host.advance(to: t)
                    if !host.needsFrame && host.nextTimedChange(after: t) == nil { settled = t; break }
                }
                guard let settled else { XCTFail("\(what): still needs frames after 30 s"); continue }
                let still = Self.picture(host.drawList)
                for later in [settled + 0.25, settled + 1, settled + 5] {
                    host.advance(to: later)
                    XCTAssertFalse(host.needsFrame, "\(what) at \(later)")
                    XCTAssertEqual(Self.picture(host.drawList), still,
                                   "\(what): nothing was due at \(settled) s but the picture changed by \(later) s")
                }
            }
        }
    }

    /// Before any input, every scene but the cubes is at rest once its opening has played.
    func testEverySceneButTheCubesStartsAtRest() {
        for type in SceneCatalog.all where type.info.name != "cubes" {
            let host = SceneHost(type, parameters: Self.parameters(type), windowSize: Size(width: 960, height: 540))
            var t = 0.0
            while t < 30, host.needsFrame || host.nextTimedChange(after: t) != nil { t += 1.0 / 60; host.advance(to: t) }
            XCTAssertLessThan(t, 30, "\(type.info.name) never comes to rest")
        }
    }

    /// The big cube always turns: the cube scene always needs the next frame.
    func testTheCubesAlwaysNeedAFrame() throws {
        let type = try XCTUnwrap(SceneCatalog.scene(named: "cubes"))
        let scene = type.make(size: Size(width: 960, height: 540))
        for t in [0.0, 1, 10] {
            scene.advance(to: t)
            XCTAssertTrue(scene.needsFrame)
        }
    }

    /// In the window, photos render in the background: a finished render wakes the window and
    /// needs one frame (to be drawn), then none.
    func testAFinishedBackgroundRenderWakesTheWindowForOneFrame() throws {
        let type = try XCTUnwrap(SceneCatalog.scene(named: "photos"))
        let woken = expectation(description: "wake called")
        woken.assertForOverFulfill = false
        let scene = type.make(size: Size(width: 960, height: 540), interactive: true, wake: { woken.fulfill() })
        scene.advance(to: 0.5)
        _ = Self.picture(scene, at: 0.5)   // asks for the renders
        wait(for: [woken], timeout: 30)
        XCTAssertTrue(scene.needsFrame, "a finished render is not drawn yet")
        var t = 0.5
        while scene.needsFrame && t < 30 {   // every render finished and drawn
            usleep(20_000)
            t += 0.02
            scene.advance(to: t)
            _ = Self.picture(scene, at: t)
        }
        XCTAssertFalse(scene.needsFrame, "all drawn")
    }

    /// A folder's headers and tiles are read in the background: the window, drawing only when the
    /// scene needs a frame or is woken, still shows every tile.
    func testAFolderOfPhotosWakesTheWindowUntilEveryTileIsShown() throws {
        let dir = try FixtureFolder(self)
        dir.jpeg("a.jpg", 6000, 4000, quality: 85)
        let woken = DispatchSemaphore(value: 0)
        let scene = PhotosScene.make(size: Size(width: 640, height: 360), ["dir": .string(dir.path)], interactive: true,
                                     wake: { woken.signal() })
        var list = DrawList(), t = 0.0, loaded = 0
        // As the window does: a frame while the scene needs one, else sleep until woken (nothing
        // for 5 s: everything has come).
        repeat {
            scene.advance(to: t)
            scene.draw(into: &list, time: t)
            loaded += scene.drainEvents().filter { $0.name == "tileLoaded" }.count
            t += 1.0 / 60
        } while scene.needsFrame || woken.wait(timeout: .now() + 5) == .success
        let tiles = list.commands.filter { if case let .image(key, _, _, _, _) = $0 { key.contains(".tile.") } else { false } }
        XCTAssertEqual(tiles.count, 6, "fitted at level 3: 3×2 tiles, all shown")
        XCTAssertEqual(loaded, 6)
    }

    /// A press, moves over 0.1 s and a release: a flick of `by` points starting at `from` at t = 1 s.
    static func flick(from: Point, by: Point) -> [(DesktopEvent, Double)] {
        var events: [(DesktopEvent, Double)] = [(.mouseDown(from), 1)]
        for i in 1...6 {
            let f = Double(i) / 6
            events.append((.mouseMove(Point(x: from.x + by.x * f, y: from.y + by.y * f)), 1 + 0.1 * f))
        }
        events.append((.mouseUp(from + by), 1.1))
        return events
    }

    /// What the scene draws at `time`, as text (commands, cubes, texture versions).
    static func picture(_ scene: any Scene, at time: Double) -> String {
        var list = DrawList()
        scene.draw(into: &list, time: time)
        return picture(list)
    }

    /// A draw list as text (commands, cubes, texture versions).
    static func picture(_ list: DrawList) -> String {
        let textures = list.textures.keys.sorted().map { "\($0)@\(list.textures[$0]!.version)" }
        return "\(list.commands)\n\(list.cubes)\n\(textures)"
    }
}
