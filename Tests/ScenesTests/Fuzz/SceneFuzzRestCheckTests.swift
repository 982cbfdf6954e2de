import SceneKit
@testable import Scenes
import ScrollKit
import ScrollPhysics
import XCTest

/// The fuzzer's rest checks (`SceneFuzzTests.restProblems`) report what a user would see: a scroll
/// view left outside its range, a pager between pages, the cover flow between covers; and they keep
/// quiet about the lock screen's pager at the fix levels that stop it short on purpose.
final class SceneFuzzRestCheckTests: XCTestCase {
    private func make<S: Scene>(_ type: S.Type, _ given: [String: SceneParameterValue] = [:]) -> S {
        S.make(size: Size(width: 480, height: 360), given)
    }

    func testAtRestWherePromisedNothingIsReported() {
        for scene in SceneCatalog.all.map({ $0.make(size: Size(width: 480, height: 360)) }) {
            XCTAssertEqual(SceneFuzzTests.restProblems(in: scene), [], scene.statusLine)
        }
    }

    func testAPagerBetweenPagesAndAViewOutsideItsRangeAreReported() {
        let photos = make(PhotosScene.self)
        photos.pager.contentOffset = Point(x: 1.5 * photos.stride, y: 0)
        XCTAssertEqual(SceneFuzzTests.restProblems(in: photos).count, 1)
        XCTAssertTrue(SceneFuzzTests.restProblems(in: photos)[0].hasPrefix("pager rests between pages"))

        let lock = make(LockscreenScene.self)
        lock.controller.list.contentOffset = Point(x: 0, y: lock.controller.list.maxContentOffset.y + 50)
        XCTAssertEqual(SceneFuzzTests.restProblems(in: lock).map { String($0.prefix(30)) }, ["list rests outside its range a"])

        let covers = make(CoverflowScene.self)
        covers.scrollView.contentOffset = Point(x: 2.5 * covers.layout.pitch, y: 0)
        XCTAssertEqual(SceneFuzzTests.restProblems(in: covers).map { String($0.prefix(29)) }, ["strip rests between covers at"])
    }

    func testTheLockScreensPagerShortOfItsPageIsReportedOnlyFromTheWidePageFix() {
        for fix in 0...3 {
            let lock = make(LockscreenScene.self, ["fix": .int(fix)])
            lock.controller.outer.contentOffset = Point(x: 480 - 60, y: 0)  // the talk's "60 pt short of page 1"
            XCTAssertEqual(SceneFuzzTests.restProblems(in: lock).count, fix >= 2 ? 1 : 0, "fix \(fix)")
        }
    }
}
