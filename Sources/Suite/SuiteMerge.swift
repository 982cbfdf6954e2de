import Capture
import Foundation
#if canImport(FoundationXML)
import FoundationXML
import RunSupport
#endif

/// `cubescroll suite merge`: combines the JUnit files and HTML reports of a suite's shards (each
/// from one CI machine running `--shard i/n`) into one of each.
package enum SuiteMerge {
    /// Merges JUnit files: every `<testsuite>` of every input under one `<testsuites>` whose
    /// tests/failures/errors are the sums and whose time is the longest input's (shards run at
    /// the same time on different machines).
    /// - Throws: `CaptureError` (exit 2) naming a file that is missing or not JUnit XML.
    package static func mergeJUnit(_ inputs: [String], into output: String) throws(CaptureError) {
        try FileIO.checkOutputFile(output, option: "--junit")
        let root = XMLElement(name: "testsuites")
        var tests = 0, failures = 0, errors = 0, time = 0.0
        var names: [String] = []
        for input in inputs {
            let document: XMLDocument
            do {
                // XMLParser checks quietly first: XMLDocument would print libxml2's messages.
                let fd = try FileIO.openRegularFile(input)
                let data = FileHandle(fileDescriptor: fd, closeOnDealloc: true).readDataToEndOfFile()
                guard WellFormed.check(data) else { throw CaptureError("malformed") }
                document = try XMLDocument(data: data, options: [])
            } catch let error as CaptureError where error.exitCode == 2 {
                throw CaptureError("suite merge: \(error.message)", exitCode: 2)  // a FIFO, a device, a folder
            } catch {
                throw CaptureError("suite merge: \(input) is not readable XML (\(FileIO.exists(input) ? "malformed" : "no such file")); give JUnit files written by --junit", exitCode: 2)
            }
            guard let top = document.rootElement(), top.name == "testsuites" || top.name == "testsuite" else {
                throw CaptureError("suite merge: \(input) is not a JUnit file (its root is not <testsuites>)", exitCode: 2)
            }
            let suites = top.name == "testsuite" ? [top] : top.elements(forName: "testsuite")
            // What --junit writes: at least one <testsuite>, each with whole-number counts.
            guard !suites.isEmpty else {
                throw CaptureError("suite merge: \(input) is not a JUnit file (no <testsuite> in it); give JUnit files written by --junit", exitCode: 2)
            }
            for suite in suites {
                for key in ["tests", "failures"] where Int(suite.attribute(forName: key)?.stringValue ?? "").map({ $0 >= 0 }) != true {
                    throw CaptureError("suite merge: \(input) is not a JUnit file (a <testsuite> has no whole-number \"\(key)\"); give JUnit files written by --junit", exitCode: 2)
                }
            }
            for suite in suites {
                tests += Int(suite.attribute(forName: "tests")?.stringValue ?? "") ?? 0
                failures += Int(suite.attribute(forName: "failures")?.stringValue ?? "") ?? 0
                errors += Int(suite.attribute(forName: "errors")?.stringValue ?? "") ?? 0
                suite.detach()
                root.addChild(suite)
            }
            time = max(time, Double(top.attribute(forName: "time")?.stringValue ?? "") ?? 0)
            if let name = top.attribute(forName: "name")?.stringValue { names.append(name) }
        }
        let attributes: [(String, String)] = [("name", "merged: " + names.joined(separator: " + ")), ("tests", "\(tests)"),
                                              ("failures", "\(failures)"), ("errors", "\(errors)"), ("time", Markup.seconds(time))]
        for (key, value) in attributes {
            root.addAttribute(XMLNode.attribute(withName: key, stringValue: value) as! XMLNode)
        }
        let merged = XMLDocument(rootElement: root)
        merged.characterEncoding = "UTF-8"
        merged.version = "1.0"
        let text = merged.xmlString(options: [.nodePrettyPrint]) + "\n"
        try FileIO.writeAtomically(Array(text.utf8), to: output)
    }

    /// Merges HTML reports (folders or index.html files) into DIR/index.html: all their results,
    /// in input order; the time is the longest input's.
    package static func mergeReports(_ inputs: [String], into directory: String) throws(CaptureError) {
        var results: [CaptureResult] = []
        var seconds = 0.0
        for input in inputs {
            let data = try HTMLReport.read(input)
            results += data.results
            seconds = max(seconds, data.seconds)
        }
        let title = "cubescroll suite (merged from \(inputs.count) report\(inputs.count == 1 ? "" : "s"))"
        try HTMLReport.write(SuiteReportData(title: title, results: results, seconds: seconds), to: directory)
    }
}

/// Strict well-formedness: `XMLParser.parse()` alone returns true for some broken documents (a file
/// cut off inside a tag) that XMLDocument then "recovers" with messages on stderr and no content;
/// any error the parser reports counts.
private final class WellFormed: NSObject, XMLParserDelegate {
    private var failed = false
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { failed = true }
    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) { failed = true }

    static func check(_ data: Data) -> Bool {
        let parser = XMLParser(data: data), delegate = WellFormed()
        parser.delegate = delegate
        let ok = parser.parse()
        return ok && !delegate.failed && parser.parserError == nil
    }
}
