import Capture
import ImageOutput

/// Which goldens `cubescroll suite` writes (`--update`, docs/suites.md, "Capture suites"; the same four
/// choices as Playwright's `--update-snapshots`).
package enum GoldenUpdate: String, CaseIterable, Sendable {
    /// Record goldens that do not exist yet; compare the others.
    case missing
    /// Overwrite goldens that no longer match (and only those); a missing golden fails.
    case changed
    /// Write every capture as its golden.
    case all
    /// Write nothing: a missing golden fails and says how to record it.
    case none

    /// The default: `missing` on a developer's machine, `none` when the environment has `CI=true`
    /// (CI never writes goldens unless `--update` asks).
    package static func defaultPolicy(environment: [String: String]) -> GoldenUpdate {
        environment["CI"]?.lowercased() == "true" ? .none : .missing
    }

    /// Whether a capture with this state gets its golden written.
    func writes(missing: Bool, matched: Bool) -> Bool {
        switch self {
        case .missing: return missing
        case .changed: return !missing && !matched
        case .all: return true
        case .none: return false
        }
    }
}

/// Part `index` (1…count) of a suite split for `count` CI machines (`--shard i/n`).
package struct Shard: Equatable, Sendable {
    package var index: Int
    package var count: Int

    /// Parses "i/n" with 1 ≤ i ≤ n; nil when malformed.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        index = i; count = n
    }

    /// The scripts of this part: the `k`-th script in sorted order (from 0) goes to part
    /// k mod n + 1, so the parts are disjoint, together hold every script once, and differ in
    /// size by at most one script.
    package func select<T>(_ sorted: [T]) -> [T] {
        sorted.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

/// Everything `cubescroll suite DIR` was asked to do.
package struct SuiteOptions: Sendable {
    /// The folder of scripts (NAME.json, goldens in NAME/ beside each).
    package var directory: String
    /// Child captures at once (≥ 1).
    package var jobs: Int
    /// Where each capture's frames, trace and diff images go (`OUT/REL/NAME/…`); nil for a
    /// temporary folder removed at the end.
    package var outputDirectory: String?
    /// JUnit XML to write, if any.
    package var junitPath: String?
    /// HTML report folder to write, if any.
    package var reportDirectory: String?
    /// Which goldens to write.
    package var update: GoldenUpdate
    /// This machine's part of the suite, if split.
    package var shard: Shard?
    /// The per-pixel rule.
    package var mode: ImageDifference.Mode
    /// Largest fraction of differing pixels that still matches.
    package var maxDifferingFraction: Double
    /// The `cubescroll` binary the children run.
    package var executable: String
    /// Progress lines rewritten in place (a terminal) or one per finished script.
    package var interactive: Bool
    /// Which frames the children draw: only those they write (`images`, the default: the same
    /// images for less work) or every one (`all`), passed on as their `--draw`.
    package var draw = FrameDrawing.images

    package init(directory: String, jobs: Int, executable: String, update: GoldenUpdate,
                mode: ImageDifference.Mode = .channel(tolerance: GoldenComparer.defaultTolerance),
                maxDifferingFraction: Double = GoldenComparer.defaultMaxDifferingFraction, interactive: Bool = false) {
        self.directory = directory; self.jobs = jobs; self.executable = executable; self.update = update
        self.mode = mode; self.maxDifferingFraction = maxDifferingFraction; self.interactive = interactive
    }
}
