import CubescrollTesting
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Suite
import XCTest

/// `--shard i/n`, `cubescroll suite merge`, and the children's share of the cores.
final class SuiteShardMergeTests: XCTestCase {
    typealias S = SuiteTestSupport

    func testShardsAreDisjointCoverEveryScriptAndBalance() {
        let scripts = (0..<11).map { "s\($0).json" }
        for n in 1...5 {
            let parts = (1...n).map { Shard("\($0)/\(n)")!.select(scripts) }
            XCTAssertEqual(parts.flatMap { $0 }.sorted(), scripts.sorted(), "n = \(n)")
            XCTAssertEqual(Set(parts.flatMap { $0 }).count, scripts.count)
            XCTAssertLessThanOrEqual(parts.map(\.count).max()! - parts.map(\.count).min()!, 1)
        }
        XCTAssertNil(Shard("0/2")); XCTAssertNil(Shard("2")); XCTAssertNil(Shard("1/0")); XCTAssertNil(Shard("a/b"))
    }

    func testChildrenShareTheCoresAsLlvmpipeThreads() {
        func threads(_ environment: [String: String], jobs: Int, cores: Int) -> String? {
            SuiteCase.childEnvironment(environment, jobs: jobs, cores: cores)["LP_NUM_THREADS"]
        }
        XCTAssertEqual(threads([:], jobs: 1, cores: 2), "2")
        XCTAssertEqual(threads([:], jobs: 2, cores: 2), "0", "one core each: rasterise on the drawing thread")
        XCTAssertEqual(threads([:], jobs: 4, cores: 16), "4")
        XCTAssertEqual(threads([:], jobs: 5, cores: 16), "3")
        XCTAssertEqual(threads([:], jobs: 3, cores: 2), "0", "less than a core each")
        XCTAssertEqual(threads([:], jobs: 1, cores: 1), "0")
        XCTAssertEqual(threads(["LP_NUM_THREADS": "7"], jobs: 2, cores: 2), "7", "the caller's choice wins")
    }

    func testShardsRunOnSeparateMachinesMergeIntoOneJUnitAndOneReport() throws {
        let dir = try S.folder(self), out = try S.folder(self)
        var files: [String: String] = [:]
        for i in 0..<5 { files["s\(i).json"] = S.script(["c\(i)"]) }
        try S.write(files, in: dir)
        XCTAssertEqual(try S.suite([dir]).status, 0)
        try S.spoil("\(dir)/s1/c1.png")
        try S.spoil("\(dir)/s4/c4.png")
        var cases: [[String]] = []
        for i in 1...2 {
            let run = try S.suite([dir, "--shard", "\(i)/2", "--junit", "\(out)/\(i).xml", "--report", "\(out)/r\(i)"], ci: true)
            XCTAssertEqual(run.status, 1, "each shard holds one spoilt script: \(run.stderr)")
            let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: "\(out)/\(i).xml"), options: [])
            cases.append(try doc.nodes(forXPath: "//testcase/@classname").map { $0.stringValue! })
        }
        XCTAssertEqual(cases, [["s0", "s2", "s4"], ["s1", "s3"]])

        let merge = try S.suite(["merge", "--junit", "\(out)/all.xml", "--report", "\(out)/all", "\(out)/1.xml", "\(out)/2.xml",
                                 "\(out)/r1", "\(out)/r2/index.html"])
        XCTAssertEqual(merge.status, 0, merge.stderr)
        let merged = try XMLDocument(contentsOf: URL(fileURLWithPath: "\(out)/all.xml"), options: [])
        let root = try XCTUnwrap(merged.rootElement())
        XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "5")
        XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "2")
        XCTAssertEqual(try merged.nodes(forXPath: "//testcase/@classname").map { $0.stringValue! }, ["s0", "s2", "s4", "s1", "s3"])
        let report = try HTMLReport.read("\(out)/all")
        XCTAssertEqual(report.results.map(\.script), ["s0", "s2", "s4", "s1", "s3"])
        XCTAssertEqual(report.failures.map(\.script), ["s4", "s1"])
        XCTAssertNotNil(report.failures.first?.images?.diff?.hasPrefix("data:image/png;base64,"))
        let page = try Chromium.load("\(out)/all/index.html", test: self)
        XCTAssertEqual(page.consoleErrors, [])
        XCTAssertEqual(page.dom.components(separatedBy: "<section class=\"failure\"").count - 1, 2)

        // Bad merge inputs: one line, exit 2, nothing written.
        try "not xml".write(toFile: "\(out)/junk.xml", atomically: true, encoding: .utf8)
        let junk = try S.suite(["merge", "--junit", "\(out)/junk-merged.xml", "\(out)/junk.xml"])
        XCTAssertEqual(junk.status, 2)
        XCTAssertEqual(junk.stderr, "cubescroll: suite merge: \(out)/junk.xml is not readable XML (malformed); give JUnit files written by --junit\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(out)/junk-merged.xml"))
        let notReport = try S.suite(["merge", "--report", "\(out)/x", dir])
        XCTAssertEqual(notReport.status, 2)
        XCTAssertEqual(notReport.stderr, "cubescroll: suite merge: cannot read \(dir)/index.html (give report folders written by --report)\n")
    }
}
