import DesktopInput
import SceneKit
import Scenes
import ScrollPhysics
import XCTest

/// Every registered scene builds, lays out, takes input and draws, without GL.
final class SceneCatalogTests: XCTestCase {
    func testNamesAreUniqueLowerCaseAndTheDefaultIsCubes() {
        let names = SceneCatalog.all.map { $0.info.name }
        XCTAssertEqual(Set(names).count, names.count)
        XCTAssertEqual(SceneCatalog.defaultScene.info.name, "cubes")
        for type in SceneCatalog.all {
            let info = type.info
            XCTAssertEqual(info.name, info.name.lowercased())
            XCTAssertFalse(info.title.isEmpty || info.summary.isEmpty || info.hint.isEmpty, info.name)
            XCTAssertTrue(SceneCatalog.scene(named: info.name).map { ObjectIdentifier($0) == ObjectIdentifier(type) } ?? false)
            let parameters = type.parameters.map(\.name)
            XCTAssertEqual(Set(parameters).count, parameters.count, "\(info.name): parameter names unique")
            XCTAssertFalse(parameters.contains("name"), "\"name\" is the scene's own key")
            for p in type.parameters { XCTAssertNotNil(p.accept(p.defaultValue), "\(info.name).\(p.name) default allowed") }
        }
        XCTAssertNil(SceneCatalog.scene(named: "nope"))
    }

    func testEverySceneRunsAFrameAResizeAndAMinimise() {
        for type in SceneCatalog.all {
            let name = type.info.name
            let scene = type.make(size: Size(width: 960, height: 540))
            scene.handle(.mouseDown(Point(x: 480, y: 270)), time: 0.1)
            scene.handle(.mouseMove(Point(x: 300, y: 270)), time: 0.2)
            scene.handle(.mouseUp(Point(x: 300, y: 270)), time: 0.25)
            var list = scene.drawnFrame(at: 0.5)
            XCTAssertEqual(list.viewSize, Size(width: 960, height: 540), name)
            XCTAssertFalse(list.commands.isEmpty, "\(name) draws something")
            scene.resize(to: Size(width: 640, height: 480), time: 0.6)
            scene.resize(to: .zero, time: 0.7)   // minimised: keeps its layout
            scene.advance(to: 1)
            scene.draw(into: &list, time: 1)
            XCTAssertEqual(list.viewSize, Size(width: 640, height: 480), name)
            let views = scene.scrollViews.map(\.name)
            XCTAssertFalse(views.isEmpty, name)
            XCTAssertEqual(Set(views).count, views.count, "\(name): scroll view names unique")
            XCTAssertFalse(scene.statusLine.isEmpty)
            _ = scene.drainEvents()
            XCTAssertTrue(scene.drainEvents().isEmpty, "\(name): drained events are gone")
        }
    }

    func testParametersAcceptOnlyDeclaredValues() {
        let count = SceneParameter("count", .integer(1...10), default: .int(3), help: "")
        XCTAssertEqual(count.parse("7"), .int(7))
        XCTAssertNil(count.parse("11"))
        XCTAssertNil(count.parse("x"))
        XCTAssertEqual(count.accept(.number(4)), .int(4), "a whole JSON number is an integer")
        XCTAssertNil(count.accept(.number(4.5)))
        let mode = SceneParameter("mode", .choice(["a", "b"]), default: .string("a"), help: "")
        XCTAssertEqual(mode.parse("b"), .string("b"))
        XCTAssertNil(mode.parse("c"))
        let values = SceneParameters(declared: [count, mode], given: ["count": .int(5)])
        XCTAssertEqual(values.int("count"), 5)
        XCTAssertEqual(values.string("mode"), "a")
        XCTAssertEqual(values.overriding(["mode": .string("b")]).string("mode"), "b")
    }

    func testClickCounterCountsDoubleClicksWithinTimeAndDistance() {
        var clicks = ClickCounter()
        XCTAssertEqual(clicks.press(.left, at: Point(x: 10, y: 10), time: 1), 1)
        XCTAssertEqual(clicks.press(.left, at: Point(x: 12, y: 11), time: 1.3), 2)
        XCTAssertEqual(clicks.press(.left, at: Point(x: 12, y: 11), time: 1.5), 3)
        XCTAssertEqual(clicks.press(.left, at: Point(x: 12, y: 11), time: 2.5), 1, "too slow")
        XCTAssertEqual(clicks.press(.left, at: Point(x: 40, y: 11), time: 2.6), 1, "too far")
        XCTAssertEqual(clicks.press(.right, at: Point(x: 40, y: 11), time: 2.7), 1, "another button")
    }

    func testSceneEventsMarkTheirScrollViewFirst() {
        let event = SceneEvent("didScroll", [("offset", .point(Point(x: 1, y: 2)))]).from(scrollView: "pager")
        XCTAssertEqual(event.arguments.map(\.key), ["sv", "offset"])
        XCTAssertEqual(event["sv"], .string("pager"))
    }
}
