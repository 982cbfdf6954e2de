import Capture
import CubescrollTesting
import Foundation
import XCTest

private typealias S = SuiteTestSupport

/// Files that are not files (docs/capture.md, "Files that are not files"): a suite never blocks on
/// or replaces a FIFO or a device — it refuses it before any capture runs, in one line with exit 2,
/// and leaves it as it was; `suite merge` refuses JUnit it did not write.
final class SuiteNonRegularFileTests: XCTestCase {
    /// A FIFO at `path`.
    private func fifo(_ path: String) throws -> String {
        XCTAssertEqual(mkfifo(path, 0o644), 0, "mkfifo \(path)")
        return path
    }

    /// A character device like /dev/null (1, 3) at `path`, or nil where this user may not make one.
    private func nullDevice(_ path: String) -> String? {
        mknod(path, S_IFCHR | 0o666, dev_t(0x0103)) == 0 ? path : nil
    }

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    private func assertRefused(_ result: CubescrollProcess.Result, saying words: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertEqual(S.lines(result.stderr).count, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains(words), result.stderr, file: file, line: line)
        XCTAssertFalse(result.stdout.contains("passed"), "no capture ran: \(result.stdout)", file: file, line: line)
    }

    func testAJUnitPathThatIsAFIFOOrADeviceIsRefusedUpFrontAndLeftAlone() throws {
        let dir = try S.folder(self)
        try S.write(["a.json": S.script(["one"])], in: dir + "/suite")
        var targets = [try fifo(dir + "/junit-fifo.xml")]
        if let device = nullDevice(dir + "/junit-null.xml") { targets.append(device) }
        for target in targets {
            let before = kind(target)
            let result = try S.suite([dir + "/suite", "--update", "missing", "--junit", target], ci: true)
            assertRefused(result, saying: "--junit \(target): it is a")
            XCTAssertEqual(kind(target), before, "\(target) is still what it was")
        }
    }

    func testAJUnitPathWhereNoFileCanBeCreatedIsRefusedBeforeTheRun() throws {
        let dir = try S.folder(self)
        try S.write(["a.json": S.script(["one"])], in: dir + "/suite")
        let result = try S.suite([dir + "/suite", "--update", "missing", "--junit", "/proc/cubescroll-junit.xml"], ci: true)
        assertRefused(result, saying: "--junit /proc/cubescroll-junit.xml: cannot write into /proc")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/suite/a/one.png"), "no golden recorded: nothing ran")
    }

    func testAGoldenThatIsAFIFOIsRefusedBeforeAnyCaptureRunsWithoutBlocking() throws {
        let dir = try S.folder(self)
        try S.write(["a.json": S.script(["one"])], in: dir + "/suite")
        try FileManager.default.createDirectory(atPath: dir + "/suite/a", withIntermediateDirectories: true)
        let golden = try fifo(dir + "/suite/a/one.png")
        let started = Date()
        let result = try CubescrollProcess.run(["suite", dir + "/suite", "--update", "all"], environment: ["CI": "true"], timeout: 60)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "did not block on the FIFO")
        assertRefused(result, saying: "golden \(golden) is a FIFO, not a regular file")
        XCTAssertEqual(kind(golden), S_IFIFO, "--update did not replace it")
    }

    func testMergeRefusesMalformedJUnitAndOutputsThatAreNotFiles() throws {
        let dir = try S.folder(self)
        let good = #"<?xml version="1.0"?><testsuites name="a" tests="1" failures="0"><testsuite name="s" tests="1" failures="0"><testcase name="c"/></testsuite></testsuites>"#
        try S.write(["good.xml": good,
                     "empty-root.xml": #"<testsuites name="a"></testsuites>"#,
                     "no-counts.xml": #"<testsuites><testsuite name="s"><testcase name="c"/></testsuite></testsuites>"#,
                     "text-counts.xml": #"<testsuite name="s" tests="many" failures="0"/>"#,
                     "truncated.xml": String(good.dropLast(30)),
                     "html.xml": "<html><body>not JUnit</body></html>"], in: dir)
        for bad in ["empty-root.xml", "no-counts.xml", "text-counts.xml", "truncated.xml", "html.xml"] {
            let out = dir + "/merged-\(bad)"
            let result = try S.suite(["merge", "--junit", out, dir + "/good.xml", dir + "/" + bad])
            XCTAssertEqual(result.status, 2, "\(bad): \(result.stderr)")
            XCTAssertEqual(S.lines(result.stderr).count, 1, "\(bad): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("\(dir)/\(bad)"), "\(bad): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(bad): nothing written")
        }
        let input = try fifo(dir + "/input-fifo.xml")
        let fromFIFO = try CubescrollProcess.run(["suite", "merge", "--junit", dir + "/m.xml", input], timeout: 60)
        XCTAssertEqual(fromFIFO.status, 2, fromFIFO.stderr)
        XCTAssertTrue(fromFIFO.stderr.contains("it is a FIFO"), fromFIFO.stderr)
        let output = try fifo(dir + "/output-fifo.xml")
        let intoFIFO = try S.suite(["merge", "--junit", output, dir + "/good.xml"])
        assertRefused(intoFIFO, saying: "--junit \(output): it is a FIFO")
        XCTAssertEqual(kind(output), S_IFIFO)
        let merged = try S.suite(["merge", "--junit", dir + "/all.xml", dir + "/good.xml"])
        XCTAssertEqual(merged.status, 0, merged.stderr)
    }
}
