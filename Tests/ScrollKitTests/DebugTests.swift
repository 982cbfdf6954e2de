import XCTest
import ScrollPhysics
import ViewKit
@testable import ScrollKit
final class DebugTests: XCTestCase {
    func testDebug() {
        let r = RandomizedSequenceTests(name: "x", testClosure: { _ in })
        var rng = RandomizedSequenceTests.SeededGenerator(state: 2012_223)
        for i in 0..<362 { _ = r.runSequence(&rng); _ = i }
        r.verbose = true
        print(r.runSequence(&rng) as Any)
    }
}
