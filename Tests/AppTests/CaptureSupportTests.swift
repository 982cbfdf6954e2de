import SceneKit
import App
import Capture
import ImageOutput
import Platform
import CPNG
import Foundation
import XCTest
import RunSupport

/// The output-directory check, the progress line, and libpng's error path.
final class CaptureSupportTests: XCTestCase {
    func testOutputDirectoryIsCreatedWithParentsAndProbed() throws {
        let root = try CaptureTestSupport.makeTemporaryDirectory(self)
        try OutputDirectory.prepare("\(root)/a/b/c")
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(root)/a/b/c", isDirectory: &isDirectory) && isDirectory.boolValue)
        XCTAssertEqual(CaptureTestSupport.files("\(root)/a/b/c"), [])  // the probe file is gone
        try OutputDirectory.prepare("\(root)/a/b/c")                   // existing: fine
    }

    func testUnusableOutputDirectoriesAreNamedWithTheReason() throws {
        let root = try CaptureTestSupport.makeTemporaryDirectory(self)
        try Data().write(to: URL(fileURLWithPath: "\(root)/file"))
        XCTAssertThrowsError(try OutputDirectory.prepare("\(root)/file")) { error in
            XCTAssertEqual((error as? CaptureError)?.message,
                           "cannot use output directory \(root)/file: it is a file, not a directory (choose another --out or fix its permissions)")
            XCTAssertEqual((error as? CaptureError)?.exitCode, 2)
        }
        XCTAssertThrowsError(try OutputDirectory.prepare("\(root)/file/sub")) { error in
            XCTAssertEqual((error as? CaptureError)?.message,
                           "cannot use output directory \(root)/file/sub: Not a directory (choose another --out or fix its permissions)")
        }
        XCTAssertThrowsError(try OutputDirectory.prepare("")) { error in
            XCTAssertEqual((error as? CaptureError)?.message,
                           "cannot use output directory : the path is empty (choose another --out or fix its permissions)")
        }
    }

    func testExistingButUnwritableDirectoryIsRefusedByTheProbe() {
        // sysfs refuses new files even to root (EACCES, or EROFS where mounted read-only).
        XCTAssertThrowsError(try OutputDirectory.prepare("/sys")) { error in
            let message = (error as? CaptureError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("cannot use output directory /sys: "), message)
            XCTAssertTrue(message.hasSuffix(" (choose another --out or fix its permissions)"), message)
        }
    }

    func testReadOnlyOutputDirectoryIsRefused() throws {
        try XCTSkipIf(geteuid() == 0, "root may write anywhere; run as a normal user to exercise this check")
        let root = try CaptureTestSupport.makeTemporaryDirectory(self)
        try FileManager.default.createDirectory(atPath: "\(root)/ro", withIntermediateDirectories: false)
        chmod("\(root)/ro", 0o555)
        defer { chmod("\(root)/ro", 0o755) }
        XCTAssertThrowsError(try OutputDirectory.prepare("\(root)/ro")) { error in
            XCTAssertEqual((error as? CaptureError)?.message,
                           "cannot use output directory \(root)/ro: Permission denied (choose another --out or fix its permissions)")
        }
    }

    func testProgressStaysSilentForShortRunsAndUpdatesOneLineAfterTwoSeconds() {
        var text = ""
        var progress = ProgressReporter(totalFrames: 181, startTime: 100, interactive: true, output: { text += $0 })
        for i in 1...100 { progress.update(framesDone: i, now: 100 + Double(i) / 60) }  // 1.67 s
        XCTAssertEqual(text, "")
        progress.update(framesDone: 130, now: 102.5)
        XCTAssertEqual(text, "\rframe 130/181, 52.0 fps\u{1B}[K")
        progress.update(framesDone: 135, now: 102.6)   // under 0.2 s later: no update
        XCTAssertEqual(text, "\rframe 130/181, 52.0 fps\u{1B}[K")
        progress.update(framesDone: 150, now: 103)
        progress.finish(now: 103.5)
        XCTAssertEqual(text, "\rframe 130/181, 52.0 fps\u{1B}[K\rframe 150/181, 50.0 fps\u{1B}[K\rframe 150/181, 42.9 fps\u{1B}[K\n")

        var quiet = ""
        var short = ProgressReporter(totalFrames: 10, startTime: 0, interactive: true, output: { quiet += $0 })
        for i in 1...10 { short.update(framesDone: i, now: Double(i) * 0.1) }
        short.finish(now: 1)
        XCTAssertEqual(quiet, "")
    }

    func testProgressInALogAppendsALineEveryTwoSeconds() {
        var text = ""
        var progress = ProgressReporter(totalFrames: 600, startTime: 0, interactive: false, output: { text += $0 })
        for i in 1...600 { progress.update(framesDone: i, now: Double(i) / 100) }  // 6 s at 100 fps
        progress.finish(now: 6)
        XCTAssertEqual(text, "frame 201/600, 100.0 fps\nframe 401/600, 100.0 fps\nframe 600/600, 100.0 fps\n")
    }

    func testLibpngErrorsComeBackAsMessagesNotCrashes() {
        // A zero-width image makes libpng raise an error (longjmp) inside the C helper.
        var message = [CChar](repeating: 0, count: 256)
        let file = fopen("/dev/null", "wb")
        defer { fclose(file) }
        let pixel: [UInt8] = [0, 0, 0, 0]
        let ok = cpng_write_rgba8(file, pixel, 0, 1, 4, 3, &message, message.count)
        XCTAssertEqual(ok, 0)
        XCTAssertEqual(String(cString: message), "Invalid IHDR data")
    }
}
