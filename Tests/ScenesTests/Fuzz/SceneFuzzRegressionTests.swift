import XCTest

/// All-scene fuzz cases (`SceneFuzzCase`) that once failed, run in every CI run whatever
/// `CUBESCROLL_FUZZ_SEED` and `CUBESCROLL_FUZZ_CASES` say, with `SceneFuzzTests`' checks at the case's
/// own frame rate and at 30 and 240 fps. Each seed names what it found.
final class SceneFuzzRegressionTests: XCTestCase {
    static let seeds: [(seed: UInt64, finding: String)] = [
        (74, "clock: the minutes wheel froze mid-landing once the hours wheel was clicked"),
        (96, "clock: the hours wheel froze mid-landing once the minutes wheel was clicked"),
        (118, "clock: the hours wheel froze mid-landing once the minutes wheel was clicked"),
        (371, "clock: the minutes wheel, frozen mid-landing, was re-aimed by a resize and never moved again"),
        (269, "messages: a wheel click just after End braked the 4.4 million point scroll to 8000 pt/s and crawled for 10 s"),
    ]

    func testSeedsThatOnceFailed() {
        for (seed, finding) in Self.seeds {
            let c = SceneFuzzCase(seed: seed)
            for fps in [c.fps, 30, 240] {
                let problems = SceneFuzzTests.run(c, fps: fps).problems
                XCTAssertTrue(problems.isEmpty, "\(c) at \(fps) fps (once: \(finding)): \(problems.prefix(4).joined(separator: "; "))")
            }
        }
    }
}
