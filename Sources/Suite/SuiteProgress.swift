import Foundation

/// The suite's progress line on stderr: scripts done of all, failures so far, and the estimated
/// time left. On a terminal one line is rewritten in place; otherwise (CI logs) one line per
/// finished script.
///
/// The estimate: the finished scripts' own wall times per unit of their estimated cost
/// (`SuiteSchedule.estimatedCost`), times the cost of the scripts not finished, divided by the
/// scripts running at once. Scripts start longest first, so a plain mean per script would
/// overestimate the time left early on.
final class SuiteProgress: @unchecked Sendable {
    private let costs: [Double]
    private let jobs: Int
    private let interactive: Bool
    private let started = Date()
    private let lock = NSLock()
    private var done = 0
    private var failures = 0
    private var doneSeconds = 0.0
    private var doneCost = 0.0
    private var leftCost: Double
    private let write: @Sendable (String) -> Void

    /// `costs`: each script's estimated cost (any unit), by script index.
    init(costs: [Double], jobs: Int, interactive: Bool,
         write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.costs = costs; self.jobs = jobs; self.interactive = interactive; self.write = write
        leftCost = costs.reduce(0, +)
    }

    /// Records that script `index` (named `script`) finished after running `seconds` itself, with
    /// `failed` failed captures, and prints the line.
    func finished(_ script: String, index: Int, seconds: Double, failed: Int) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        failures += failed
        doneSeconds += seconds
        doneCost += costs[index]
        leftCost -= costs[index]
        let left = costs.count - done
        let eta = Self.timeLeft(secondsPerCost: doneCost > 0 ? doneSeconds / doneCost : 0, leftCost: leftCost,
                                left: left, jobs: jobs)
        let line = Self.line(done: done, total: costs.count, failures: failures, elapsed: Date().timeIntervalSince(started),
                             eta: eta, script: script, ok: failed == 0)
        write(interactive ? "\r\u{1B}[K" + line + (done == costs.count ? "\n" : "") : line + "\n")
    }

    /// Seconds left: `leftCost` at `secondsPerCost`, shared by the jobs that can still run at once
    /// (no more than the `left` scripts).
    static func timeLeft(secondsPerCost: Double, leftCost: Double, left: Int, jobs: Int) -> Double {
        left == 0 ? 0 : secondsPerCost * max(0, leftCost) / Double(max(1, min(jobs, left)))
    }

    /// "[3/8] cubes/fling ok · 1 failed · ETA 12 s"; the last one "… · done in 40 s".
    static func line(done: Int, total: Int, failures: Int, elapsed: Double, eta: Double, script: String, ok: Bool) -> String {
        let etaText = done == total ? "done in \(format(elapsed))" : "ETA \(format(eta))"
        return "[\(done)/\(total)] \(script) \(ok ? "ok" : "FAILED") · \(failures) failed · \(etaText)"
    }

    /// "0.4 s", "12 s", "3 min 20 s".
    static func format(_ seconds: Double) -> String {
        if seconds < 10 { return String(format: "%.1f s", seconds) }
        if seconds < 60 { return "\(Int(seconds.rounded())) s" }
        let s = Int(seconds.rounded())
        return "\(s / 60) min \(s % 60) s"
    }
}
