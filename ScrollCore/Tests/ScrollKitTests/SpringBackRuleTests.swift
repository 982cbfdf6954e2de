@testable import ScrollKit
import XCTest

/// The one test for "overscrolled, heading for that edge" (`ScrollViewPhysics.springsBack`), used
/// by a release and by a motion that a range change carries on.
final class SpringBackRuleTests: XCTestCase {
    func testOnlyAPositionPastAnEdgeHeadingForThatEdgeSpringsBack() {
        let rule = ScrollViewPhysics.springsBack
        XCTAssertTrue(rule(-10, 0, 0, 500))        // above the top, back to the top
        XCTAssertTrue(rule(530, 500, 0, 500))      // below the bottom, back to the bottom
        XCTAssertFalse(rule(-10, 500, 0, 500))     // past the top but sent to the far edge: a landing
        XCTAssertFalse(rule(-10, 200, 0, 500))     // past an edge, sent inside: a landing
        XCTAssertFalse(rule(0, 0, 0, 500))         // on the edge is not past it
        XCTAssertFalse(rule(250, 0, 0, 500))       // inside
    }

    /// Content smaller than the view: the upper end is the lower one.
    func testAnUpperEndBelowTheLowerCountsAsTheLower() {
        XCTAssertTrue(ScrollViewPhysics.springsBack(from: 12, to: 0, lower: 0, upper: -40))
        XCTAssertTrue(ScrollViewPhysics.springsBack(from: -12, to: 0, lower: 0, upper: -40))
        XCTAssertFalse(ScrollViewPhysics.springsBack(from: 12, to: -40, lower: 0, upper: -40))
    }
}
