import Foundation
import XCTest

/// docs/architecture.md, "A drag, from the callback to GL", lists the files a mouse drag passes
/// through, each with the code it enters or the member that holds the drag's values. The list stays
/// true: every file exists and holds what its step names, every step after the first is reached from
/// another listed file (its name appears there too), the path runs from GLFW's cursor callback to a
/// GL draw call, and the file count the page gives is the list's.
final class DocDragPathTests: XCTestCase {
    /// The repository root (this file is Tests/AppTests/DocDragPathTests.swift).
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Step: Equatable {
        var number: Int
        var path: String
        /// The code named, as written (`name(label:…)` or a plain name).
        var symbol: String
        /// What a file holding it contains: the name and its opening parenthesis, or the plain name.
        var key: String { symbol.firstIndex(of: "(").map { String(symbol[...$0]) } ?? symbol }
    }

    /// The numbered steps of the section, and the count its last line gives.
    static func steps(in page: String) -> (steps: [Step], count: Int?) {
        guard let start = page.range(of: "## A drag, from the callback to GL") else { return ([], nil) }
        let section = page[start.upperBound...].components(separatedBy: "\n## ").first ?? ""
        var steps: [Step] = [], count: Int?
        for line in section.split(separator: "\n").map(String.init) {
            if line.hasPrefix("Files on the path: ") {
                count = Int(line.dropFirst("Files on the path: ".count).trimmingCharacters(in: CharacterSet(charactersIn: ".")))
            }
            guard let dot = line.firstIndex(of: "."), let number = Int(line[..<dot]) else { continue }
            let spans = line.split(separator: "`", omittingEmptySubsequences: false)
            guard spans.count >= 5 else { continue }
            steps.append(Step(number: number, path: String(spans[1]), symbol: String(spans[3])))
        }
        return (steps, count)
    }

    func testTheDragPathNamesFilesThatHoldWhatItSays() throws {
        let page = try String(contentsOf: root.appendingPathComponent("docs").appendingPathComponent("architecture.md"), encoding: .utf8)
        let (steps, count) = Self.steps(in: page)
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
    }

    /// The reader itself: a step whose file is gone or whose code is not there is what it reports.
    func testTheReaderFindsStepsAndTheCount() {
        let page = """
            ## A drag, from the callback to GL

            1. `Sources/A.swift` — `first`: text
               continued.
            2. `Sources/B.swift` — `second(to:time:)`: more.

            Files on the path: 2.

            ## Next
            3. `Sources/C.swift` — `third`: not in the section.
            """
        let (steps, count) = Self.steps(in: page)
        XCTAssertEqual(steps, [Step(number: 1, path: "Sources/A.swift", symbol: "first"),
                               Step(number: 2, path: "Sources/B.swift", symbol: "second(to:time:)")])
        XCTAssertEqual(steps.last?.key, "second(")
        XCTAssertEqual(count, 2)
    }
}
