import Foundation
import XCTest

/// docs/architecture.md, "A drag, from the callback to GL", lists the files a mouse drag passes
/// through: the route (numbered steps, each a file the drag is handed on from) and, under each step,
/// the helpers it calls and gets back from ("- " lines), each with the code it enters or the member
/// that holds the drag's values. The list stays true: every file exists and holds what its entry
/// names, every route step after the first is reached from another listed file (its name appears
/// there too), every helper is called from its step's file or another helper of that step, the route
/// runs from GLFW's cursor callback to a GL draw call, and the three file counts the page gives are
/// the list's: the route's files, every file, and the files whose code runs (those with an entry not
/// marked "(data only)").
final class DocDragPathTests: XCTestCase {
    /// The repository root (this file is Tests/AppTests/DocDragPathTests.swift).
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Step: Equatable {
        /// The route step's number; a helper carries its step's.
        var number: Int
        var path: String
        /// The code named, as written (`name(label:…)` or a plain name).
        var symbol: String
        /// Marked *(data only)*: the file only declares a type that holds a value of the drag.
        var dataOnly = false
        /// A helper the step calls (a "- " line under it), not a step of the route.
        var isHelper = false
        /// What a file holding it contains: the name and its opening parenthesis, or the plain name.
        var key: String { symbol.firstIndex(of: "(").map { String(symbol[...$0]) } ?? symbol }
    }

    struct Counts: Equatable {
        var route: Int?, path: Int?, code: Int?
    }

    /// The route's steps and their helpers, in page order, and the counts the section's last lines
    /// give ("Files on the route: N.", "Files on the path: N.", "Files whose code runs: N.").
    static func steps(in page: String) -> (steps: [Step], counts: Counts) {
        guard let start = page.range(of: "## A drag, from the callback to GL") else { return ([], Counts()) }
        let section = page[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        var steps: [Step] = [], counts = Counts()
        func number(after prefix: String, in line: String) -> Int? {
            guard line.hasPrefix(prefix) else { return nil }
            return Int(line.dropFirst(prefix.count).trimmingCharacters(in: CharacterSet(charactersIn: ".")))
        }
        func entry(_ text: Substring) -> (path: String, symbol: String, dataOnly: Bool)? {
            let spans = text.split(separator: "`", omittingEmptySubsequences: false)
            guard spans.count >= 5, spans[0].isEmpty else { return nil }
            return (String(spans[1]), String(spans[3]), spans[4].hasPrefix(" *(data only)*"))
        }
        for line in section.split(separator: "\n").map(String.init) {
            counts.route = number(after: "Files on the route: ", in: line) ?? counts.route
            counts.path = number(after: "Files on the path: ", in: line) ?? counts.path
            counts.code = number(after: "Files whose code runs: ", in: line) ?? counts.code
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("- "), line.hasPrefix(" "), let last = steps.last,
               let e = entry(trimmed.dropFirst(2)) {
                steps.append(Step(number: last.number, path: e.path, symbol: e.symbol, dataOnly: e.dataOnly, isHelper: true))
                continue
            }
            guard let dot = line.firstIndex(of: "."), let number = Int(line[..<dot]),
                  let e = entry(line[line.index(after: dot)...].dropFirst()) else { continue }
            steps.append(Step(number: number, path: e.path, symbol: e.symbol, dataOnly: e.dataOnly))
        }
        return (steps, counts)
    }

    func testTheDragPathNamesFilesThatHoldWhatItSays() throws {
        let page = try String(contentsOf: root.appendingPathComponent("docs").appendingPathComponent("architecture.md"), encoding: .utf8)
        let (steps, counts) = Self.steps(in: page)
        let route = steps.filter { !$0.isHelper }
        XCTAssertGreaterThan(route.count, 10, "found the steps")
        XCTAssertEqual(route.map(\.number), Array(1...max(route.count, 1)), "numbered 1, 2, 3, … in order")
        var texts: [String: String] = [:]
        for step in steps where texts[step.path] == nil {
            let url = root.appendingPathComponent(step.path)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                XCTFail("step \(step.number): \(step.path) does not exist")
                continue
            }
            texts[step.path] = text
        }
        for step in steps {
            guard let text = texts[step.path] else { continue }
            XCTAssertTrue(text.contains(step.key), "step \(step.number): \(step.path) has no \(step.key)")
            if step.isHelper {
                // Called from its step: the step's file or another of the step's helpers names it.
                let callers = steps.filter { $0.number == step.number && $0.path != step.path }.map(\.path)
                XCTAssertTrue(callers.contains { texts[$0]?.contains(step.key) == true },
                              "step \(step.number)'s helper \(step.path): nothing in that step uses \(step.key)")
                continue
            }
            guard step.number > 1 else { continue }
            let elsewhere = texts.filter { $0.key != step.path && $0.value.contains(step.key) }.keys.sorted()
            XCTAssertFalse(elsewhere.isEmpty, "step \(step.number): no other file on the path uses \(step.key)")
        }
        XCTAssertEqual(route.first?.symbol, "glfwSetCursorPosCallback", "it starts at GLFW's cursor callback")
        XCTAssertTrue(route.contains { texts[$0.path]?.contains("glDrawElementsInstanced(") == true },
                      "the route ends at a GL draw call")
        XCTAssertFalse(route.contains(where: \.dataOnly), "a file that only holds data is a helper, not a step")
        XCTAssertEqual(counts.route, Set(route.map(\.path)).count, "the page's route count is the list's")
        XCTAssertEqual(counts.path, texts.count, "the page's file count is the list's")
        let running = Set(steps.filter { !$0.dataOnly }.map(\.path))
        XCTAssertEqual(counts.code, running.count, "the count of files whose code runs is the list's (files with an entry not marked data only)")
        XCTAssertLessThan(running.count, texts.count, "some files only hold data")
    }

    /// The reader itself: a step whose file is gone or whose code is not there is what it reports.
    func testTheReaderFindsStepsHelpersAndTheCounts() {
        let page = """
            ## A drag, from the callback to GL

            1. `Sources/A.swift` — `first`: text
               continued.
               - `Sources/H.swift` — `helper(_:)`: called.
               - `Sources/D.swift` — `Held` *(data only)*: a value.
            2. `Sources/B.swift` — `second(to:time:)`: more.

            Files on the route: 2.
            Files on the path: 4.
            Files whose code runs: 3.

            ## Next
            4. `Sources/C.swift` — `third`: not in the section.
            """
        let (steps, counts) = Self.steps(in: page)
        XCTAssertEqual(steps, [Step(number: 1, path: "Sources/A.swift", symbol: "first"),
                               Step(number: 1, path: "Sources/H.swift", symbol: "helper(_:)", isHelper: true),
                               Step(number: 1, path: "Sources/D.swift", symbol: "Held", dataOnly: true, isHelper: true),
                               Step(number: 2, path: "Sources/B.swift", symbol: "second(to:time:)")])
        XCTAssertEqual(steps[3].key, "second(")
        XCTAssertEqual(counts, Counts(route: 2, path: 4, code: 3))
    }
}
