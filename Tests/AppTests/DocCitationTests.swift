import Foundation
import XCTest

/// Every place that sends a reader to a section — `docs/FILE.md, "Section"` or `README "Section"`, in
/// code comments, docs, scripts and the example — names a file and a heading that exist, so a renamed
/// or removed section cannot leave a citation pointing nowhere. A citation may shorten a heading to
/// its start ("Pinch" for "Pinch and Ctrl+wheel"); case, backticks and emphasis marks are ignored.
final class DocCitationTests: XCTestCase {
    /// The repository root (this file is Tests/AppTests/DocCitationTests.swift).
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testEveryCitedDocSectionExists() throws {
        let files = textFiles()
        XCTAssertGreaterThan(files.count, 200, "found the repository's sources (\(root.path))")
        var checked = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (document, section) in Self.citations(in: text) {
                checked += 1
                let relative = String(file.path.dropFirst(root.path.count + 1))
                guard let headings = try headings(of: document) else {
                    XCTFail("\(relative) cites \(document), which does not exist (section \"\(section)\")")
                    continue
                }
                let wanted = Self.normalised(section)
                if !headings.contains(where: { $0 == wanted || $0.hasPrefix(wanted) }) {
                    XCTFail("\(relative) cites \(document), \"\(section)\": no such section")
                }
            }
        }
        XCTAssertGreaterThan(checked, 50, "found the citations")
    }

    /// The checker itself: a citation split over comment lines is read whole, and a missing section
    /// is what the test reports.
    func testCitationsAreFoundAcrossCommentLines() {
        let text = "/// The fling (docs/scroll-behaviour.md,\n/// \"Physics\") and README \"Feel\"."
        let found = Self.citations(in: text)
        XCTAssertEqual(found.map { $0.0 }, ["docs/scroll-behaviour.md", "README.md"])
        XCTAssertEqual(found.map { $0.1 }, ["Physics", "Feel"])
    }

    /// Every relative link in the README and the docs pages — `[text](path)`, `[text](path#heading)`,
    /// `[text](#heading)` — names a file that exists and, with an anchor, a heading of that file (as
    /// GitHub spells anchors), so moving or renaming a page or a heading cannot leave a dead link.
    func testEveryMarkdownLinkResolves() throws {
        let pages = textFiles().filter { $0.pathExtension == "md" }
        XCTAssertGreaterThan(pages.count, 15, "found the README and the docs pages")
        var checked = 0
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            let relative = String(page.path.dropFirst(root.path.count + 1))
            for target in Self.links(in: text) {
                checked += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0]), anchor = parts.count > 1 ? String(parts[1]) : nil
                let file = path.isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: file.standardizedFileURL.path) else {
                    XCTFail("\(relative) links to \(target): no such file")
                    continue
                }
                guard let anchor, file.pathExtension == "md" else { continue }
                let slugs = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                    .filter { $0.hasPrefix("#") }.map { Self.slug(String($0.drop { $0 == "#" })) }
                if !slugs.contains(anchor) { XCTFail("\(relative) links to \(target): no such heading") }
            }
        }
        XCTAssertGreaterThan(checked, 30, "found the links")
    }

    /// The link checker itself: external links are skipped, anchors are GitHub's slugs.
    func testLinksAndSlugs() {
        let text = "See [a](docs/a.md), [b](docs/b.md#the-two-commands) and [c](https://x.org/y.md) ![i](p.png)."
        XCTAssertEqual(Self.links(in: text), ["docs/a.md", "docs/b.md#the-two-commands", "p.png"])
        XCTAssertEqual(Self.slug(" Capture suites (`cubescroll suite`)"), "capture-suites-cubescroll-suite")
        XCTAssertEqual(Self.slug(" Use it from C or C++"), "use-it-from-c-or-c")
    }

    /// The relative targets of Markdown links and images in `text` (no scheme, no bare anchors to
    /// other sites); code spans and fenced blocks are not links.
    static func links(in text: String) -> [String] {
        var prose = "", inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            if !inFence { prose += line + "\n" }
        }
        let unquoted = prose.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
        let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let ns = unquoted as NSString
        return pattern.matches(in: unquoted, range: NSRange(location: 0, length: ns.length))
            .map { ns.substring(with: $0.range(at: 1)) }
            .filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
    }

    /// GitHub's anchor for a heading: lower case, punctuation dropped (not `-` or `_`), spaces as `-`.
    static func slug(_ heading: String) -> String {
        let text = heading.trimmingCharacters(in: .whitespaces).lowercased()
        return String(text.unicodeScalars.compactMap { c -> Character? in
            if c == " " { return "-" }
            if c == "-" || c == "_" || CharacterSet.alphanumerics.contains(c) { return Character(c) }
            return nil
        })
    }

    // MARK: - Reading

    /// (document path relative to the root, cited section) for every citation in `text`.
    static func citations(in text: String) -> [(String, String)] {
        // Join comment continuation lines so a citation broken across them reads as one.
        let joined = text.replacingOccurrences(of: #"\n\s*(?:///|//|#|\*)?\s*"#, with: " ", options: .regularExpression)
        let pattern = try! NSRegularExpression(
            pattern: #"(docs/[A-Za-z0-9_./-]+\.md|README(?:\.md)?),?\s*\(?["“]([^"”]+)["”]"#)
        let ns = joined as NSString
        return pattern.matches(in: joined, range: NSRange(location: 0, length: ns.length)).map { m in
            let document = ns.substring(with: m.range(at: 1))
            return (document.hasPrefix("README") ? "README.md" : document, ns.substring(with: m.range(at: 2)))
        }
    }

    /// A heading or a cited section as compared: no Markdown marks, lower case, trimmed.
    static func normalised(_ s: String) -> String {
        s.filter { !"`*_".contains($0) }.lowercased().trimmingCharacters(in: .whitespaces)
    }

    /// The Markdown headings of `document` (relative to the root), or nil if it does not exist.
    private func headings(of document: String) throws -> [String]? {
        let url = root.appendingPathComponent(document)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard line.hasPrefix("#") else { return nil }
            return Self.normalised(String(line.drop { $0 == "#" }))
        }
    }

    /// The text files a citation can stand in: sources, tests, docs, scripts, the example, the C API.
    private func textFiles() -> [URL] {
        let extensions: Set<String> = ["swift", "md", "c", "h", "cpp", "sh", "py"]
        let names: Set<String> = ["run", "install-deps", "Makefile"]
        let skipped: Set<String> = ["Goldens", "ImageFixtures"]
        var found: [URL] = []
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else { return [] }
        for case let url as URL in walk {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: Set(keys)).isDirectory) == true {
                // Build folders, git's data and notes, image fixtures.
                if name.hasPrefix(".build") || name == ".git" || name == ".notes" || name == ".swiftpm"
                    || skipped.contains(name) {
                    walk.skipDescendants()
                }
                continue
            }
            // This file's own patterns and examples are not citations.
            if url.standardizedFileURL.path == URL(fileURLWithPath: #filePath).standardizedFileURL.path { continue }
            if extensions.contains(url.pathExtension) || names.contains(name) { found.append(url) }
        }
        return found
    }
}
