import Capture
import Foundation
import RunSupport

/// Writes a suite's HTML report: one self-contained file, DIR/index.html, that works offline.
/// Images are embedded as `data:image/png;base64` URIs (so the one file can be uploaded as a CI
/// artifact, opened from anywhere, and merged), and only failures carry images, which keeps the
/// file small. The page holds a summary, a table of every capture and, for each failure, the
/// expected, actual and diff images side by side, a slider over expected/actual, a toggle, and the
/// trace's frames around the captured one. Its results are also embedded as JSON
/// (`<script type="application/json" id="suite-data">`) for `cubescroll suite merge`.
package enum HTMLReport {
    /// The id of the embedded JSON.
    static let dataElementID = "suite-data"

    /// Writes DIR/index.html atomically (never a half-written page), reading the image files the
    /// results name into data URIs.
    package static func write(_ data: SuiteReportData, to directory: String) throws(CaptureError) {
        var embedded = data
        for i in embedded.results.indices {
            guard var images = embedded.results[i].images else { continue }
            images.expected = dataURI(images.expected)
            images.actual = dataURI(images.actual)
            images.diff = dataURI(images.diff)
            embedded.results[i].images = images
        }
        try OutputDirectory.prepare(directory)
        try FileIO.writeAtomically(Array(html(embedded).utf8), to: directory + "/index.html")
    }

    /// `path`'s PNG as a data URI; data URIs pass through; nil when unreadable.
    static func dataURI(_ path: String?) -> String? {
        guard let path else { return nil }
        if path.hasPrefix("data:") { return path }
        guard let bytes = try? FileIO.readAll(path) else { return nil }
        return "data:image/png;base64," + Data(bytes).base64EncodedString()
    }

    /// Reads the results embedded in a report written by `write`.
    /// - Throws: `CaptureError` (exit 2) naming the file when it is not such a report.
    package static func read(_ path: String) throws(CaptureError) -> SuiteReportData {
        let file = path.hasSuffix(".html") ? path : path + "/index.html"
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw CaptureError("suite merge: cannot read \(file) (give report folders written by --report)", exitCode: 2)
        }
        let open = "<script type=\"application/json\" id=\"\(dataElementID)\">"
        guard let start = text.range(of: open), let end = text.range(of: "</script>", range: start.upperBound..<text.endIndex),
              let data = try? JSONDecoder().decode(SuiteReportData.self, from: Data(text[start.upperBound..<end.lowerBound].utf8)) else {
            throw CaptureError("suite merge: \(file) is not a cubescroll suite report (no embedded results)", exitCode: 2)
        }
        return data
    }

    /// The whole page.
    static func html(_ data: SuiteReportData) -> String {
        let e = Markup.escape
        var h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        h += "<title>\(e(data.title))</title>\n<style>\n\(HTMLReportAssets.css)</style>\n</head>\n<body>\n"
        h += "<h1>\(e(data.title))</h1>\n"
        let failures = data.failures
        h += "<p id=\"summary\" class=\"\(failures.isEmpty ? "ok" : "bad")\">\(data.results.count) captures: "
        h += [CaptureResult.Status.passed, .failed, .missing, .error, .recorded, .updated]
            .map { "\(data.count($0)) \($0 == .error ? "errors" : $0.rawValue)" }.joined(separator: ", ")
        h += " — \(String(format: "%.1f", data.seconds)) s</p>\n"
        h += "<table id=\"results\">\n<thead><tr><th>Script</th><th>Capture</th><th>Status</th><th>Differing pixels</th><th>Ratio</th><th>Message</th></tr></thead>\n<tbody>\n"
        var failureIndex = 0
        for r in data.results {
            let anchor = r.status.isFailure ? "<a href=\"#failure-\(failureIndex)\">\(e(r.name))</a>" : e(r.name)
            if r.status.isFailure { failureIndex += 1 }
            h += "<tr class=\"\(r.status.rawValue)\"><td>\(e(r.script))</td><td>\(anchor)</td><td class=\"status\">\(r.status.rawValue)</td>"
            h += "<td>\(r.differing.map(String.init) ?? "")</td><td>\(r.fraction.map { String(format: "%.4f%%", $0 * 100) } ?? "")</td>"
            h += "<td>\(e(r.message))</td></tr>\n"
        }
        h += "</tbody>\n</table>\n"
        h += "<h2>Failures (\(failures.count))</h2>\n"
        for (i, r) in failures.enumerated() { h += failureSection(r, index: i) }
        let json = (try? JSONEncoder().encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        // "<" never appears raw inside the script element, so no "</script>" can end it early.
        h += "<script type=\"application/json\" id=\"\(dataElementID)\">\(json.replacingOccurrences(of: "<", with: "\\u003c"))</script>\n"
        h += "<script>\n\(HTMLReportAssets.script)</script>\n</body>\n</html>\n"
        return h
    }

    static func failureSection(_ r: CaptureResult, index: Int) -> String {
        let e = Markup.escape
        var h = "<section class=\"failure\" id=\"failure-\(index)\" data-script=\"\(e(r.script))\" data-capture=\"\(e(r.name))\">\n"
        h += "<h3>\(e(r.script)) / \(e(r.name)) <span class=\"status\">\(r.status.rawValue)</span></h3>\n<p class=\"message\">\(e(r.message))</p>\n"
        if let images = r.images, let expected = images.expected, let actual = images.actual {
            h += "<div class=\"side-by-side\">\n"
            for (label, src) in [("expected", expected), ("actual", actual), ("diff", images.diff)] {
                guard let src else { continue }
                h += "<figure><img class=\"\(label)\" alt=\"\(label)\" src=\"\(src)\"><figcaption>\(label)</figcaption></figure>\n"
            }
            h += "</div>\n<div class=\"compare\">\n<div class=\"stack\"><img class=\"under\" alt=\"expected\" src=\"\(expected)\">"
            h += "<img class=\"over\" alt=\"actual\" src=\"\(actual)\"></div>\n"
            h += "<div class=\"controls\"><label>expected <input type=\"range\" class=\"slider\" min=\"0\" max=\"100\" value=\"50\" "
            h += "aria-label=\"share of the actual image shown, from the left\"> actual</label> "
            h += "<button type=\"button\" class=\"toggle\">show actual only</button></div>\n</div>\n"
        }
        if !r.trace.isEmpty {
            h += "<table class=\"trace\"><thead><tr><th>Frame</th><th>t (s)</th><th>Events</th></tr></thead><tbody>\n"
            for f in r.trace {
                h += "<tr\(f.frame == r.frame ? " class=\"captured\"" : "")><td>\(f.frame)</td><td>\(String(format: "%.4f", f.t))</td><td><code>\(e(f.events))</code></td></tr>\n"
            }
            h += "</tbody></table>\n"
        }
        return h + "</section>\n"
    }
}
