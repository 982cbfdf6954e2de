import CubescrollTesting
import Foundation
import XCTest

/// A FIFO named like a photo in a `--dir` folder is skipped as a file that is not a photo (docs/capture.md,
/// "Files that are not files"): opening it would wait for a writer for ever, before the first frame.
final class PhotosFolderFIFOTests: XCTestCase {
    private func script(_ dir: String) -> String {
        """
        { "window": {"width": 320, "height": 180}, "fps": 30, "duration": 0.2,
          "scene": {"name": "photos", "dir": "\(dir)"}, "events": [] }
        """
    }

    func testAFIFONamedLikeAPhotoIsSkippedAndNeverOpened() throws {
        let dir = try FixtureFolder(self)
        dir.jpeg("b.jpg", 320, 240)
        XCTAssertEqual(mkfifo(dir.file("a.jpg"), 0o644), 0)
        let started = Date()
        let (_, result) = try CaptureRunner.capture(script(dir.path), test: self)
        XCTAssertLessThan(Date().timeIntervalSince(started), 60, "did not block on the FIFO")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("skipped 1 file"), result.stderr)
    }

    func testAFolderWhoseOnlyPhotoIsAFIFOIsOneLineAndExitStatus2() throws {
        let dir = try FixtureFolder(self)
        XCTAssertEqual(mkfifo(dir.file("x.jpg"), 0o644), 0)
        let (_, result) = try CaptureRunner.capture(script(dir.path), test: self)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("--dir \(dir.path) holds no JPEG or PNG photos (1 other file)"), result.stderr)
    }
}
