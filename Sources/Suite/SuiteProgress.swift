import Foundation

/// The suite's progress line on stderr: scripts done of all, failures so far, and the estimated
/// time left (the mean wall time per finished script so far, times the scripts left, divided by the
/// scripts running at once). On a terminal one line is rewritten in place; otherwise (CI logs) one
/// line per finished script.
final class SuiteProgress: @unchecked Sendable {
    private let total: Int
    private let jobs: Int
    private let interactive: Bool
    private let started = Date()
    private let lock = NSLock()
    private var done = 0
    private var failures = 0
    private let write: @Sendable (String) -> Void

    init(total: Int, jobs: Int, interactive: Bool,
         write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }) {
        self.total = total; self.jobs = jobs; self.interactive = interactive; self.write = write
    }

    /// Records one finished script (`failed` captures of it failed) and prints the line.
    func finished(_ script: String, failed: Int) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        failures += failed
        let line = Self.line(done: done, total: total, failures: failures, elapsed: Date().timeIntervalSince(started),
                             jobs: jobs, script: script, ok: failed == 0)
        write(interactive ? "\r\u{1B}[K" + line + (done == total ? "\n" : "") : line + "\n")
    }

    /// "[3/8] cubes/fling ok · 1 failed · ETA 12 s".
    static func line(done: Int, total: Int, failures: Int, elapsed: Double, jobs: Int, script: String, ok: Bool) -> String {
        let left = total - done
        let eta = done == 0 ? 0 : elapsed / Double(done) * Double(left) / Double(max(1, min(jobs, left)))
        let etaText = left == 0 ? "done in \(format(elapsed))" : "ETA \(format(eta))"
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
