import XCTest
import ScrollPhysics
import ViewKit
import ScrollKit
@testable import DesktopInput

/// Snapping in one place (docs/scroll-behaviour.md, "Landings"): one target behaviour, set once on the
/// scroll view, lands a drag's release, wheel notches, arrow keys, Page Down and a page step from code
/// on item boundaries, and n notches or n presses move exactly n items. No delegate snaps here.
final class TargetBehaviorInputTests: XCTestCase {
    /// A 300×200 list of 70 pt rows (7000 pt: range 0…6800). 70 is neither the 40 pt default arrow step
    /// nor GTK's 34.2 pt notch for 200 pt, nor does a 200 pt page end on a row.
    private func makeList() -> Rig {
        let rig = Rig(size: Size(width: 300, height: 200), contentSize: Size(width: 300, height: 7000))
        rig.scrollView.targetBehavior = ItemScrollTargetBehavior(pitch: Point(x: 0, y: 70))
        return rig
    }

    private func assertOnARow(_ rig: Rig, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(rig.isAtRest, "\(what): at rest", file: file, line: line)
        let y = rig.scrollView.contentOffset.y
        XCTAssertEqual(y, (y / 70).rounded() * 70, accuracy: 1e-6, "\(what): \(y) is on a row", file: file, line: line)
    }

    func testEveryInputLandsOnARow() {
        let rig = makeList()
        // A flick up: its natural target is between rows.
        rig.router.mouseDown(at: Point(x: 150, y: 180), time: 0)
        for i in 1...6 { rig.router.mouseMoved(to: Point(x: 150, y: 180 - 25 * Double(i)), time: Double(i) / 60) }
        rig.router.mouseUp(at: Point(x: 150, y: 30), time: 0.1)
        rig.frames(from: 0.1, to: 4)
        XCTAssertGreaterThan(rig.scrollView.contentOffset.y, 300, "the flick glided")
        assertOnARow(rig, "drag release")
        var start = rig.scrollView.contentOffset.y
        rig.router.scroll(dx: 0, dy: -1, shift: false, time: 5)
        rig.frames(from: 5, to: 7)
        assertOnARow(rig, "one notch")
        XCTAssertEqual(rig.scrollView.contentOffset.y - start, 70, accuracy: 1e-6, "one notch is one row")
        start = rig.scrollView.contentOffset.y
        rig.router.keyPressed(.down, time: 8)
        rig.frames(from: 8, to: 10)
        assertOnARow(rig, "arrow")
        XCTAssertEqual(rig.scrollView.contentOffset.y - start, 70, accuracy: 1e-6, "one arrow is one row")
        rig.router.keyPressed(.pageDown, time: 11)
        rig.frames(from: 11, to: 13)
        assertOnARow(rig, "Page Down")
        rig.scrollView.scroll(.pages(1, .vertical))
        rig.frames(from: 14, to: 16)
        assertOnARow(rig, "a page step from code")
        rig.router.keyPressed(.end, time: 17)
        rig.frames(from: 17, to: 19)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 6800, accuracy: 1e-6, "End reaches the end")
    }

    /// n notches (one wheel gesture, or each after the previous landed) and n quick arrow presses move
    /// exactly n rows from a row boundary.
    func testNNotchesAndNPressesMoveNRows() {
        let rig = makeList()
        for (i, t) in [0.0, 0.03, 0.06, 0.09].enumerated() {
            rig.router.scroll(dx: 0, dy: -1, shift: false, time: t)
            XCTAssertTrue(rig.scrollView.isDragging, "notch \(i) in one gesture")
        }
        rig.frames(from: 0.1, to: 3)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 280, accuracy: 1e-6, "four notches: four rows")
        for t in [4.0, 4.05, 4.1] { rig.router.keyPressed(.down, time: t) }
        rig.frames(from: 4.1, to: 7)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 490, accuracy: 1e-6, "three presses: three rows")
        for t in [8.0, 8.3, 8.6, 8.9, 9.2] {
            rig.frames(from: t - 0.25, to: t - 0.01)   // the last landing still runs: the notch carries it on
            rig.router.scroll(dx: 0, dy: 1, shift: false, time: t)
            XCTAssertTrue(rig.scrollView.isDragging)
        }
        rig.frames(from: 9.2, to: 12)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 140, accuracy: 1e-6, "five notches back, spread out: five rows")
    }

    /// Without a behaviour the defaults stand: a 40 pt arrow, GTK's notch, free landings.
    func testWithoutABehaviourTheDefaultsStand() {
        let rig = Rig(size: Size(width: 300, height: 200), contentSize: Size(width: 300, height: 7000))
        rig.router.keyPressed(.down, time: 0)
        rig.frames(from: 0, to: 2)
        XCTAssertEqual(rig.scrollView.contentOffset.y, ScrollView.defaultItemStep, accuracy: 1e-6)
        rig.router.scroll(dx: 0, dy: -1, shift: false, time: 3)
        rig.frames(from: 3, to: 5)
        XCTAssertEqual(rig.scrollView.contentOffset.y, 40 + DesktopInputRouter.wheelStep(forVisibleLength: 200), accuracy: 1e-6)
    }
}
