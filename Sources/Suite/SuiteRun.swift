import Capture
import Foundation
import SceneKit
import RunSupport

/// `cubescroll suite DIR`: finds the scripts, runs this shard's in `jobs` child processes at once,
/// and writes the JUnit file and the HTML report. docs/suites.md, "Capture suites".
package enum SuiteRun {
    /// The verdict of a run.
    package struct Summary: Sendable {
        package var data: SuiteReportData
        /// 0 every capture matched (or was recorded), 1 a mismatch, missing golden or failed
        /// capture, 2 a child reported bad input, 3 no EGL/OpenGL.
        package var exitCode: Int32
        /// One line per failure, for stderr.
        package var failureLines: [String]
    }

    /// Runs the suite; `scenes` are the scenes the children's `cubescroll capture` knows (for
    /// checking the scripts first). Bad input (no such folder, no scripts, a bad script, an
    /// unusable output folder) throws a `CaptureError` with exit code 2 before any child starts.
    package static func run(_ options: SuiteOptions, scenes: [any Scene.Type]) throws(CaptureError) -> Summary {
        let started = Date()
        var relative = try SuiteScripts.find(in: options.directory)
        if let shard = options.shard { relative = shard.select(relative) }
        let scripts = try SuiteScripts.load(relative, in: options.directory, scenes: scenes)
        let temporary = options.outputDirectory == nil
        let out = options.outputDirectory
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("cubescroll-suite-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try OutputDirectory.prepare(out)
        try OutputDirectory.prepare(out + "/.logs")
        defer { if temporary { try? FileManager.default.removeItem(atPath: out) } }
        if let junit = options.junitPath { try FileIO.checkOutputFile(junit, option: "--junit") }
        if let report = options.reportDirectory { try OutputDirectory.prepare(report, option: "--report") }
        try checkGoldens(scripts)

        let costs = scripts.map { SuiteSchedule.estimatedCost($0.script) }
        let progress = SuiteProgress(costs: costs, jobs: options.jobs, interactive: options.interactive)
        let outcomes = runAll(scripts, jobs: options.jobs, order: SuiteSchedule.startOrder(costs)) { script, index in
            let started = Date()
            let safe = script.name.replacingOccurrences(of: "/", with: "__")
            let outcome = SuiteCase(script: script, options: options, outputDirectory: "\(out)/\(script.name)",
                                    logPath: "\(out)/.logs/\(index)-\(safe).log").run()
            progress.finished(script.name, index: index, seconds: Date().timeIntervalSince(started),
                              failed: outcome.results.filter(\.status.isFailure).count)
            return outcome
        }
        var title = "cubescroll suite \(options.directory)"
        if let shard = options.shard { title += " (shard \(shard.index)/\(shard.count))" }
        let data = SuiteReportData(title: title, results: outcomes.flatMap(\.results),
                                   seconds: Date().timeIntervalSince(started))
        if let junit = options.junitPath { try JUnitReport.write(data, to: junit) }
        if let report = options.reportDirectory { try HTMLReport.write(data, to: report) }

        let statuses = outcomes.compactMap { $0.childFailure?.status }
        let exitCode: Int32 = statuses.contains(2) ? 2 : statuses.contains(3) ? 3 : data.failures.isEmpty ? 0 : 1
        let lines = statuses.contains(2)
            ? outcomes.compactMap { $0.childFailure.flatMap { $0.status == 2 ? $0.line : nil } }
            : data.failures.map(\.message)
        return Summary(data: data, exitCode: exitCode, failureLines: lines)
    }

    /// Runs `body` for every script on `jobs` threads, starting them in `order` (indices into
    /// `scripts`, each once; default path order); results in script order.
    static func runAll(_ scripts: [SuiteScript], jobs: Int, order: [Int]? = nil,
                       _ body: @escaping @Sendable (SuiteScript, Int) -> SuiteCase.Outcome) -> [SuiteCase.Outcome] {
        let order = order ?? Array(scripts.indices)
        precondition(order.sorted() == Array(scripts.indices), "order must name every script once")
        final class State: @unchecked Sendable {
            let lock = NSLock()
            var next = 0
            var outcomes: [SuiteCase.Outcome?]
            init(_ n: Int) { outcomes = Array(repeating: nil, count: n) }
        }
        let state = State(scripts.count)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(jobs, scripts.count)) {
            group.enter()
            let thread = Thread {
                while true {
                    state.lock.lock()
                    let next = state.next
                    state.next += 1
                    state.lock.unlock()
                    guard next < order.count else { break }
                    let i = order[next]
                    let outcome = body(scripts[i], i)
                    state.lock.lock()
                    state.outcomes[i] = outcome
                    state.lock.unlock()
                }
                group.leave()
            }
            thread.start()
        }
        group.wait()
        return state.outcomes.map { $0! }
    }

    /// Fails with exit 2 when `file`'s folder does not exist or is not writable.
    /// Refuses, before any capture runs, a golden that is not a regular file (a FIFO would block
    /// the comparison, a device would be replaced by `--update`): one line, exit 2.
    static func checkGoldens(_ scripts: [SuiteScript]) throws(CaptureError) {
        for script in scripts {
            for name in script.captureNames {
                let golden = "\(script.goldenDirectory)/\(name).png"
                if let kind = FileIO.nonRegularKind(golden) {
                    throw CaptureError("suite: golden \(golden) is \(kind), not a regular file (replace it with the PNG or remove it)",
                                       exitCode: 2)
                }
            }
        }
    }
}
