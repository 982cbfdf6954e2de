import CubescrollTesting
import Foundation
import XCTest

/// The project's own golden tests: the suite in Tests/Goldens (docs/suites.md, "The repository's goldens"),
/// run through `cubescroll suite` as CI runs it (`.ci/run` runs it once more with its JUnit file and
/// report, and skips this test). Goldens were recorded on Mesa llvmpipe (Debian 12, Mesa 22.3.6,
/// 4× MSAA). Tolerance: 8/255 per channel (rasteriser rounding between Mesa builds) and at most
/// 0.03% of the pixels beyond it, so that a 4 pt scroll indicator (≈0.1% of a 960×540 frame) is
/// covered; a changed layout, colour or lighting fails. Re-record with
/// `CUBESCROLL_RECORD_GOLDENS=1 swift test --filter RepositoryGoldenTests` (or
/// `cubescroll suite Tests/Goldens --update changed`), look at the PNGs, and commit them.
final class RepositoryGoldenTests: XCTestCase {
    /// `--max-differing` of the repository's suite (also in .ci/run).
    static let maxDiffering = "0.0003"

    func testRepositoryGoldens() throws {
        let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Goldens").standardizedFileURL.path
        let record = ProcessInfo.processInfo.environment["CUBESCROLL_RECORD_GOLDENS"] == "1"
        let run = try CubescrollProcess.run(["suite", goldens, "--max-differing", Self.maxDiffering,
                                             "--update", record ? "changed" : "none"], timeout: 600)
        XCTAssertEqual(run.status, 0, "golden mismatch (rerun with --report DIR to see the diffs): \(run.stderr)")
        XCTAssertTrue(run.stdout.contains(" 0 failed, 0 missing, 0 errors"), run.stdout)
    }
}
