import CubescrollTesting
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

private typealias S = SuiteTestSupport

/// The CI recipes of docs/ci.md, "Golden suites in CI": the GitHub Actions workflow and the GitLab CI
/// job are read from the page, parsed as YAML (Debian's python3-yaml), checked for the shape a CI
/// server needs (a shard matrix, artifacts published whatever the result, the merged JUnit file as
/// the test report), and every `cubescroll` command line in them is run here, shard by shard and then
/// the merge, in one folder as the servers' artifact passing would leave it.
final class CIRecipeTests: XCTestCase {
    private static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs").appendingPathComponent("ci.md")

    func testGitHubActionsWorkflowShardsMergesAndPublishes() throws {
        let workflow = try Self.recipe(after: "## GitHub Actions")
        let jobs = try XCTUnwrap(workflow["jobs"] as? [String: Any])
        let shard = try XCTUnwrap(jobs["shard"] as? [String: Any]), report = try XCTUnwrap(jobs["report"] as? [String: Any])
        let strategy = try XCTUnwrap(shard["strategy"] as? [String: Any])
        XCTAssertEqual(strategy["fail-fast"] as? Bool, false, "every shard finishes")
        let matrix = try XCTUnwrap((strategy["matrix"] as? [String: Any])?["shard"] as? [Int])
        XCTAssertEqual(matrix, Array(1...matrix.count))
        XCTAssertEqual(report["needs"] as? String, "shard")
        XCTAssertEqual(report["if"] as? String, "always()")

        let shardSteps = try Self.steps(shard), reportSteps = try Self.steps(report)
        let upload = try XCTUnwrap(shardSteps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact") == true })
        XCTAssertEqual(upload["if"] as? String, "always()", "a failing shard still publishes its files")
        XCTAssertEqual((upload["with"] as? [String: Any])?["path"] as? String, "shards/")
        let download = try XCTUnwrap(reportSteps.first { ($0["uses"] as? String)?.hasPrefix("actions/download-artifact") == true })
        XCTAssertEqual((download["with"] as? [String: Any])?["path"] as? String, "shards/")
        XCTAssertEqual((download["with"] as? [String: Any])?["merge-multiple"] as? Bool, true)
        let junitStep = try XCTUnwrap(reportSteps.first { ($0["uses"] as? String)?.hasPrefix("mikepenz/action-junit-report") == true })
        XCTAssertEqual((junitStep["with"] as? [String: Any])?["report_paths"] as? String, "junit.xml")
        let published = try XCTUnwrap(reportSteps.last { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact") == true })
        let paths = ((published["with"] as? [String: Any])?["path"] as? String ?? "").split(separator: "\n").map(String.init)

        let folder = try suite(scripts: matrix.count, spoilt: 2)
        for i in matrix {
            let scripts = Self.cubescrollScripts(shardSteps).map { $0.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(i)") }
            XCTAssertEqual(scripts.count, 1)
            for script in scripts {
                let run = try Self.shell(script, in: folder)
                XCTAssertEqual(run.status, i == 2 ? 1 : 0, "shard \(i): \(script)\n\(run.stderr)")
            }
        }
        let merge = Self.cubescrollScripts(reportSteps)
        XCTAssertEqual(merge.count, 1)
        for script in merge { let run = try Self.shell(script, in: folder); XCTAssertEqual(run.status, 0, "\(script)\n\(run.stderr)") }
        XCTAssertEqual(paths, ["junit.xml", "report/"])
        try assertMerged(folder, tests: matrix.count, failures: 1)
    }

    func testGitLabJobShardsMergesAndPublishes() throws {
        let recipe = try Self.recipe(after: "## GitLab CI")
        let job = try XCTUnwrap(recipe["goldens"] as? [String: Any]), merge = try XCTUnwrap(recipe["goldens-report"] as? [String: Any])
        let total = try XCTUnwrap(job["parallel"] as? Int)
        XCTAssertGreaterThan(total, 1)
        let artifacts = try XCTUnwrap(job["artifacts"] as? [String: Any])
        XCTAssertEqual(artifacts["when"] as? String, "always")
        XCTAssertEqual(artifacts["paths"] as? [String], ["shards/"])
        let shardJUnit = try XCTUnwrap((artifacts["reports"] as? [String: Any])?["junit"] as? String)
        XCTAssertEqual(merge["needs"] as? [String], ["goldens"])
        XCTAssertEqual(merge["when"] as? String, "always")
        let mergeArtifacts = try XCTUnwrap(merge["artifacts"] as? [String: Any])
        XCTAssertEqual(mergeArtifacts["paths"] as? [String], ["junit.xml", "report/"])
        XCTAssertEqual((mergeArtifacts["reports"] as? [String: Any])?["junit"] as? String, "junit.xml")
        XCTAssertEqual((job["before_script"] as? [String])?.last, "apt-get install -y ./cubescroll.deb",
                       "the anchor installs the package before each job")

        let folder = try suite(scripts: total, spoilt: 3)
        for i in 1...total {
            let variables = ["CI_NODE_INDEX": "\(i)", "CI_NODE_TOTAL": "\(total)"]
            let script = try XCTUnwrap(job["script"] as? [String]).joined(separator: "\n")
            let run = try Self.shell(script, in: folder, environment: variables)
            XCTAssertEqual(run.status, i == 3 ? 1 : 0, "node \(i): \(script)\n\(run.stderr)")
            let report = shardJUnit.replacingOccurrences(of: "$CI_NODE_INDEX", with: "\(i)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/\(report)"), "node \(i) left \(report)")
        }
        let mergeScript = try XCTUnwrap(merge["script"] as? [String]).joined(separator: "\n")
        let run = try Self.shell(mergeScript, in: folder)
        XCTAssertEqual(run.status, 0, "\(mergeScript)\n\(run.stderr)")
        try assertMerged(folder, tests: total, failures: 1)
    }

    // MARK: - Helpers

    /// A folder holding `goldens/`: `count` one-capture cube scripts with their goldens recorded, the
    /// golden of script number `spoilt` (from 1, in path order) made not to match.
    private func suite(scripts count: Int, spoilt: Int) throws -> String {
        let folder = try S.folder(self)
        var files: [String: String] = [:]
        for i in 1...count { files["goldens/s\(i).json"] = S.script(["c\(i)"], seed: i) }
        try S.write(files, in: folder)
        XCTAssertEqual(try S.suite(["\(folder)/goldens", "--update", "all"]).status, 0)
        try S.spoil("\(folder)/goldens/s\(spoilt)/c\(spoilt).png")
        return folder
    }

    /// The merged JUnit file and report the recipes publish, with every shard's captures in them.
    private func assertMerged(_ folder: String, tests: Int, failures: Int) throws {
        let junit = try XMLDocument(contentsOf: URL(fileURLWithPath: "\(folder)/junit.xml"), options: [])
        let root = try XCTUnwrap(junit.rootElement())
        XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "\(tests)")
        XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "\(failures)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: "\(folder)/report/index.html"))
    }

    /// The first YAML block after `heading` in docs/ci.md, parsed.
    private static func recipe(after heading: String) throws -> [String: Any] {
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "\n" + heading + "\n"), "docs/ci.md has \(heading)")
        let rest = text[start.upperBound...]
        let open = try XCTUnwrap(rest.range(of: "```yaml\n")), close = try XCTUnwrap(rest.range(of: "\n```", range: open.upperBound..<rest.endIndex))
        let yaml = String(rest[open.upperBound..<close.lowerBound])
        let parser = try CubescrollProcess.runProgram(
            "/usr/bin/python3", ["-c", "import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)"],
            input: Data(yaml.utf8))
        XCTAssertEqual(parser.status, 0, "the \(heading) block is YAML (python3-yaml installed?): \(parser.stderr)")
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(parser.stdout.utf8)) as? [String: Any])
    }

    private static func steps(_ job: [String: Any]) throws -> [[String: Any]] {
        try XCTUnwrap(job["steps"] as? [[String: Any]])
    }

    /// The steps' `run` scripts that call cubescroll (not the installation, which needs apt).
    private static func cubescrollScripts(_ steps: [[String: Any]]) -> [String] {
        steps.compactMap { $0["run"] as? String }.filter { $0.contains("cubescroll suite") }
    }

    /// `script` run by `/bin/sh -e` in `folder` (globs and variables expanded as a CI runner's shell
    /// does; the first failing line ends it), with the built `cubescroll` first on PATH and CI=true.
    private static func shell(_ script: String, in folder: String,
                              environment: [String: String] = [:]) throws -> (status: Int32, stderr: String) {
        var env = environment
        env["PATH"] = CubescrollProcess.productsDirectory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        env["CI"] = "true"
        let run = try CubescrollProcess.runProgram("/bin/sh", ["-e", "-c", script], environment: env, directory: folder, timeout: 600)
        return (run.status, run.stderr)
    }
}
