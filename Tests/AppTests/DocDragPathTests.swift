import Foundation
import XCTest

/// docs/architecture.md, "A drag, from the callback to GL", lists the files a mouse drag passes
/// through, each with the code it enters or the member that holds the drag's values. The list stays
/// true: every file exists and holds what its step names, every step after the first is reached from
/// another listed file (its name appears there too), the path runs from GLFW's cursor callback to a
/// GL draw call, and the two file counts the page gives are the list's: every file, and the files
/// whose code runs (those with a step not marked "(data only)").
final class DocDragPathTests: XCTestCase {
    /// The repository root (this file is Tests/AppTests/DocDragPathTests.swift).
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Step: Equatable {
        var number: Int
        var path: String
        /// The code named, as written (`name(label:…)` or a plain name).
        var symbol: String
        /// Marked *(data only)*: the file only declares a type that holds a value of the drag.
        var dataOnly = false
        /// What a file holding it contains: the name and its opening parenthesis, or the plain name.
        var key: String { symbol.firstIndex(of: "(").map { String(symbol[...$0]) } ?? symbol }
    }

    /// The numbered steps of the section, and the counts its last lines give ("Files on the path: N."
    /// and "Files whose code runs: N.").
    static func steps(in page: String) -> (steps: [Step], count: Int?, codeCount: Int?) {
        guard let start = page.range(of: "## A drag, from the callback to GL") else { return ([], nil, nil) }
        let section = page[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        var steps: [Step] = [], count: Int?, codeCount: Int?
        func number(after prefix: String, in line: String) -> Int? {
            guard line.hasPrefix(prefix) else { return nil }
            return Int(line.dropFirst(prefix.count).trimmingCharacters(in: CharacterSet(charactersIn: ".")))
        }
        for line in section.split(separator: "\n").map(String.init) {
            count = number(after: "Files on the path: ", in: line) ?? count
            codeCount = number(after: "Files whose code runs: ", in: line) ?? codeCount
            guard let dot = line.firstIndex(of: "."), let number = Int(line[..<dot]) else { continue }
            let spans = line.split(separator: "`", omittingEmptySubsequences: false)
            guard spans.count >= 5 else { continue }
            steps.append(Step(number: number, path: String(spans[1]), symbol: String(spans[3]),
                              dataOnly: spans[4].hasPrefix(" *(data only)*")))
        }
        return (steps, count, codeCount)
    }

    func testTheDragPathNamesFilesThatHoldWhatItSays() throws {
        let page = try String(contentsOf: root.appendingPathComponent("docs").appendingPathComponent("architecture.md"), encoding: .utf8)
        let (steps, count, codeCount) = Self.steps(in: page)
        XCTAssertGreaterThan(steps.count, 10, "found the steps")
        XCTAssertEqual(steps.map(\.number), Array(1...max(steps.count, 1)), "numbered 1, 2, 3, … in order")
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
            guard step.number > 1 else { continue }
            let elsewhere = texts.filter { $0.key != step.path && $0.value.contains(step.key) }.keys.sorted()
            XCTAssertFalse(elsewhere.isEmpty, "step \(step.number): no other file on the path uses \(step.key)")
        }
        XCTAssertEqual(steps.first?.symbol, "glfwSetCursorPosCallback", "it starts at GLFW's cursor callback")
        XCTAssertTrue(texts.values.contains { $0.contains("glDrawElementsInstanced(") }, "it ends at a GL draw call")
        XCTAssertEqual(count, texts.count, "the page's file count is the list's")
        let running = Set(steps.filter { !$0.dataOnly }.map(\.path))
        XCTAssertEqual(codeCount, running.count, "the count of files whose code runs is the list's (files with a step not marked data only)")
        XCTAssertLessThan(running.count, texts.count, "some files only hold data")
    }

    /// The reader itself: a step whose file is gone or whose code is not there is what it reports.
    func testTheReaderFindsStepsAndTheCount() {
        let page = """
            ## A drag, from the callback to GL

            1. `Sources/A.swift` — `first`: text
               continued.
            2. `Sources/B.swift` — `second(to:time:)`: more.
            3. `Sources/D.swift` — `Held` *(data only)*: a value.

            Files on the path: 3.
            Files whose code runs: 2.

            ## Next
            4. `Sources/C.swift` — `third`: not in the section.
            """
        let (steps, count, codeCount) = Self.steps(in: page)
        XCTAssertEqual(steps, [Step(number: 1, path: "Sources/A.swift", symbol: "first"),
                               Step(number: 2, path: "Sources/B.swift", symbol: "second(to:time:)"),
                               Step(number: 3, path: "Sources/D.swift", symbol: "Held", dataOnly: true)])
        XCTAssertEqual(steps[1].key, "second(")
        XCTAssertEqual(count, 3)
        XCTAssertEqual(codeCount, 2)
    }
}
