import Capture
import Foundation
import RunSupport

/// Writes a suite's results as JUnit XML, the format CI servers read (GitLab, Jenkins, GitHub
/// test reporters): one `<testsuite>` per script, one `<testcase>` per capture (classname the
/// script, name the capture), `<failure>` for a mismatch or missing golden with the differing-pixel
/// count and ratio in its message, `<error>` for a capture that did not run. Schema as in
/// https://github.com/testmoapp/junitxml.
package enum JUnitReport {
    /// The XML text.
    package static func xml(_ data: SuiteReportData) -> String {
        var scripts: [String] = []
        var byScript: [String: [CaptureResult]] = [:]
        for r in data.results {
            if byScript[r.script] == nil { scripts.append(r.script) }
            byScript[r.script, default: []].append(r)
        }
        let failures = data.results.filter { $0.status == .failed || $0.status == .missing }.count
        let errors = data.results.filter { $0.status == .error }.count
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        x += "<testsuites name=\"\(Markup.escape(data.title))\" tests=\"\(data.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(Markup.seconds(data.seconds))\">\n"
        for script in scripts {
            let cases = byScript[script]!
            let f = cases.filter { $0.status == .failed || $0.status == .missing }.count
            let e = cases.filter { $0.status == .error }.count
            x += "  <testsuite name=\"\(Markup.escape(script))\" tests=\"\(cases.count)\" failures=\"\(f)\" errors=\"\(e)\" skipped=\"0\" time=\"\(Markup.seconds(cases.first?.seconds ?? 0))\">\n"
            for c in cases { x += testcase(c) }
            x += "  </testsuite>\n"
        }
        x += "</testsuites>\n"
        return x
    }

    static func testcase(_ c: CaptureResult) -> String {
        let open = "    <testcase classname=\"\(Markup.escape(c.script))\" name=\"\(Markup.escape(c.name))\" time=\"\(Markup.seconds(c.seconds))\""
        switch c.status {
        case .passed, .recorded, .updated:
            return open + "><system-out>\(Markup.escape(c.message))</system-out></testcase>\n"
        case .failed, .missing:
            var message = c.message
            if let differing = c.differing, let fraction = c.fraction {
                message = "\(differing) differing pixels (ratio \(String(format: "%.6f", fraction))): " + message
            }
            let type = c.status == .missing ? "missing-golden" : "golden-mismatch"
            return open + ">\n      <failure type=\"\(type)\" message=\"\(Markup.escape(message))\">\(Markup.escape(message))</failure>\n    </testcase>\n"
        case .error:
            return open + ">\n      <error type=\"capture-failed\" message=\"\(Markup.escape(c.message))\">\(Markup.escape(c.message))</error>\n    </testcase>\n"
        }
    }

    /// Writes `xml(data)` to `path` atomically (never a half-written file).
    package static func write(_ data: SuiteReportData, to path: String) throws(CaptureError) {
        try FileIO.writeAtomically(Array(xml(data).utf8), to: path)
    }
}
