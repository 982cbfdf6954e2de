import CubescrollTesting
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `--junit` and `--report`: valid, escaped XML with the pixel counts; an HTML report that a real
/// browser (headless Chromium) loads without script errors, showing every failure.
final class SuiteReportTests: XCTestCase {
    typealias S = SuiteTestSupport

    /// A suite with two failing captures (one mismatch, one missing golden), one passing, and a
    /// script name that needs escaping in XML and HTML.
    private func failingSuite() throws -> String {
        let dir = try S.folder(self)
        try S.write(["a&b <x>.json": S.script(["fine", "spoilt"]), "plain.json": S.script(["ok"])], in: dir)
        XCTAssertEqual(try S.suite([dir]).status, 0)
        try S.spoil("\(dir)/a&b <x>/spoilt.png")
        try S.write(["plain.json": S.script(["ok", "absent"])], in: dir)
        return dir
    }

    func testJUnitIsValidEscapedXMLWithPixelCounts() throws {
        let dir = try failingSuite(), out = try S.folder(self)
        let run = try S.suite([dir, "--junit", "\(out)/junit.xml"], ci: true)
        XCTAssertEqual(run.status, 1, run.stderr)
        let document = try XMLDocument(contentsOf: URL(fileURLWithPath: "\(out)/junit.xml"), options: [])
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "4")
        XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "2")
        let cases = try root.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        XCTAssertEqual(cases.map { "\($0.attribute(forName: "classname")!.stringValue!)/\($0.attribute(forName: "name")!.stringValue!)" },
                       ["a&b <x>/fine", "a&b <x>/spoilt", "plain/ok", "plain/absent"])
        let failures = try root.nodes(forXPath: "//failure").compactMap { $0 as? XMLElement }
        XCTAssertEqual(failures.count, 2)
        let mismatch = try XCTUnwrap(failures.first { $0.attribute(forName: "type")?.stringValue == "golden-mismatch" })
        XCTAssertTrue(mismatch.attribute(forName: "message")!.stringValue!.hasPrefix("600 differing pixels (ratio 0.041667): a&b <x>/spoilt: 600 pixels"),
                      mismatch.attribute(forName: "message")!.stringValue!)
        let missing = try XCTUnwrap(failures.first { $0.attribute(forName: "type")?.stringValue == "missing-golden" })
        XCTAssertTrue(missing.stringValue!.contains("--update missing"))
    }

    func testReportLoadsInChromiumWithoutScriptErrorsAndShowsEveryFailure() throws {
        let dir = try failingSuite(), out = try S.folder(self)
        let run = try S.suite([dir, "--report", "\(out)/report"], ci: true)
        XCTAssertEqual(run.status, 1, run.stderr)
        let page = try Chromium.load("\(out)/report/index.html", test: self)
        XCTAssertEqual(page.consoleErrors, [], "the report's script runs without errors")
        // Every failure has its section, with the three images as data: URIs and the trace.
        let dom = page.dom
        XCTAssertEqual(dom.components(separatedBy: "<section class=\"failure\"").count - 1, 2)
        XCTAssertTrue(dom.contains(#"data-script="a&amp;b &lt;x&gt;" data-capture="spoilt""#), "escaped script name")
        XCTAssertTrue(dom.contains(#"data-script="plain" data-capture="absent""#))
        for image in ["expected", "actual", "diff"] {
            XCTAssertTrue(dom.contains("<img class=\"\(image)\" alt=\"\(image)\" src=\"data:image/png;base64,"), image)
        }
        XCTAssertTrue(dom.contains("<tr class=\"captured\"><td>0</td>"), "the trace row of the captured frame")
        // The script ran: it set the slider's clip on the actual image (50 %).
        XCTAssertTrue(dom.contains("style=\"clip-path: inset(0px 50% 0px 0px);\""), "slider script did not run")
        XCTAssertTrue(dom.contains("4 captures: 2 passed, 1 failed, 1 missing, 0 errors, 0 recorded, 0 updated"))
        // No external resources: the page works offline.
        XCTAssertFalse(try String(contentsOfFile: "\(out)/report/index.html", encoding: .utf8).contains("http"))
    }

    /// The browser check itself fails on a page whose script throws (so a broken report cannot pass).
    func testTheBrowserCheckSeesScriptErrors() throws {
        let out = try S.folder(self)
        try "<html><body><p>x</p><script>notDefined();</script></body></html>".write(toFile: "\(out)/bad.html", atomically: true, encoding: .utf8)
        let page = try Chromium.load("\(out)/bad.html", test: self)
        XCTAssertEqual(page.consoleErrors.count, 1)
        XCTAssertTrue(page.consoleErrors[0].contains("Uncaught ReferenceError: notDefined is not defined"), page.consoleErrors[0])
    }
}

/// Headless Chromium (Debian package `chromium`) loading a local page.
enum Chromium {
    struct Page {
        /// The DOM after scripts ran (`--dump-dom`).
        var dom: String
        /// Console messages that report uncaught errors.
        var consoleErrors: [String]
    }

    static func load(_ path: String, test: XCTestCase) throws -> Page {
        guard let binary = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: FileManager.default.isExecutableFile) else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("chromium is missing (apt-get install chromium)") }
            throw XCTSkip("chromium is not installed (apt-get install chromium)")
        }
        let profile = try SuiteTestSupport.folder(test)
        let run = try CubescrollProcess.runProgram(
            binary, ["--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                     "--user-data-dir=\(profile)", "--dump-dom", URL(fileURLWithPath: path).absoluteString])
        let errors = run.stderr.split(separator: "\n")
            .filter { $0.contains(":CONSOLE") && ($0.contains("Uncaught") || $0.contains("Error")) }.map(String.init)
        return Page(dom: run.stdout, consoleErrors: errors)
    }
}
