import ArgumentParser
import Capture
import Foundation
import ImageOutput
import RunSupport
import Scenes
import Suite

/// `cubescroll suite DIR` and `cubescroll suite merge`: argument parsing only; the work is in Suite.
struct SuiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suite",
        abstract: "Run a folder of capture scripts against their goldens, in parallel; JUnit and HTML reports.",
        subcommands: [SuiteRunCommand.self, SuiteMergeCommand.self],
        defaultSubcommand: SuiteRunCommand.self)
}

struct SuiteRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run every NAME.json under DIR and compare its captures with the goldens in NAME/ beside it.",
        discussion: """
            Each script runs as its own `cubescroll capture` child process, --jobs at a time. \
            Progress goes to stderr: rewritten in place on a terminal, one line per script otherwise.

            --update: missing (the default) records goldens that do not exist yet; changed rewrites \
            those that differ; all rewrites every one; none writes nothing. With CI=true the \
            default is none.

            Exit codes: 0 every capture matched (or was recorded), 1 a mismatch, a missing golden or \
            a failed capture, 2 bad input (folder, script, options; one line naming the script), \
            3 no EGL/OpenGL 3.3.
            """)

    @Argument(help: ArgumentHelp("The folder of NAME.json scripts (searched at any depth); goldens in NAME/ beside each.", valueName: "DIR"))
    var directory: String

    @Option(help: ArgumentHelp("Scripts captured at once (default: the number of cores).", valueName: "N"))
    var jobs: WholeNumberArgument?

    @Option(help: ArgumentHelp("Frames each capture draws: images (the default: only the frames it compares; the scene still runs every frame) or all (also those between, as `capture` does).",
                               valueName: "all|images"))
    var draw: FrameDrawing = .images

    @Option(help: ArgumentHelp("Keep each script's frames, trace and diff images in DIR/NAME/ (default: a temporary folder, removed).", valueName: "DIR"))
    var out: String?

    @Option(help: ArgumentHelp("Write JUnit XML (one testcase per capture).", valueName: "FILE"))
    var junit: String?

    @Option(help: ArgumentHelp("Write an HTML report to DIR/index.html (one self-contained file).", valueName: "DIR"))
    var report: String?

    @Option(help: ArgumentHelp("Which goldens to write: missing, changed, all or none (default: missing; none when CI=true).",
                               valueName: "WHICH"))
    var update: String?

    @Option(help: ArgumentHelp("Run part i of n (1 ≤ i ≤ n) of the sorted scripts, for n CI machines.", valueName: "i/n"))
    var shard: String?

    @Option(help: ArgumentHelp("Pixel rule: channel (each of R, G, B, A within --tolerance; the default) or perceptual (pixelmatch: YIQ distance within --threshold, anti-aliasing ignored).",
                               valueName: "channel|perceptual"))
    var mode: String = "channel"

    @Option(help: ArgumentHelp("With --mode channel: per-channel tolerance, 0…255 (default 8).", valueName: "N"))
    var tolerance: WholeNumberArgument?

    @Option(help: ArgumentHelp("With --mode perceptual: YIQ threshold, 0…1 (default 0.1, pixelmatch's).", valueName: "X"))
    var threshold: Double?

    @Option(help: ArgumentHelp("Largest fraction of pixels that may differ (default 0.002).", valueName: "FRACTION"))
    var maxDiffering: Double?

    func validate() throws {
        try jobs?.validate("--jobs", range: RunOptionRules.jobsRange)
        if let update, GoldenUpdate(rawValue: update) == nil {
            throw ValidationError("--update must be missing, changed, all or none (got \"\(update)\").")
        }
        if let shard, Shard(shard) == nil {
            throw ValidationError("--shard must be i/n with 1 ≤ i ≤ n, e.g. --shard 1/4 (got \"\(shard)\").")
        }
        guard mode == "channel" || mode == "perceptual" else {
            throw ValidationError("--mode must be channel or perceptual (got \"\(mode)\").")
        }
        if tolerance != nil && mode != "channel" { throw ValidationError("--tolerance needs --mode channel (use --threshold).") }
        if threshold != nil && mode != "perceptual" { throw ValidationError("--threshold needs --mode perceptual.") }
        try tolerance?.validate("--tolerance", range: RunOptionRules.toleranceRange)
        if let threshold, !(0...1).contains(threshold) { throw ValidationError("--threshold must be 0…1.") }
        if let maxDiffering { try RunOptionRules.validation { try RunOptionRules.checkMaxDiffering(maxDiffering) } }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var options = SuiteOptions(
            directory: directory, jobs: jobs?.value ?? ProcessInfo.processInfo.activeProcessorCount, executable: executable,
            update: update.flatMap(GoldenUpdate.init(rawValue:)) ?? GoldenUpdate.defaultPolicy(environment: environment),
            mode: mode == "perceptual" ? .perceptual(threshold: threshold ?? 0.1)
                                       : .channel(tolerance: tolerance?.value ?? GoldenComparer.defaultTolerance),
            maxDifferingFraction: maxDiffering ?? GoldenComparer.defaultMaxDifferingFraction,
            interactive: isatty(2) != 0)
        options.outputDirectory = out
        options.draw = draw
        options.junitPath = junit
        options.reportDirectory = report
        options.shard = shard.flatMap(Shard.init)
        let summary: SuiteRun.Summary
        do { summary = try SuiteRun.run(options, scenes: SceneCatalog.all) } catch { throw failure(error) }
        for line in summary.failureLines {
            FileHandle.standardError.write(Data("cubescroll: \(line)\n".utf8))
        }
        let d = summary.data
        let counts = [("passed", d.count(.passed)), ("failed", d.count(.failed)), ("missing", d.count(.missing)),
                      ("errors", d.count(.error)), ("recorded", d.count(.recorded)), ("updated", d.count(.updated))]
        print("suite: \(d.results.count) captures: " + counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
              + " in \(String(format: "%.1f", d.seconds)) s")
        if summary.exitCode != 0 { throw ExitCode(summary.exitCode) }
    }
}

struct SuiteMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Combine the JUnit files (*.xml) and HTML reports (folders) of suite shards into one of each.")

    @Argument(help: ArgumentHelp("JUnit files (*.xml) and report folders (or their index.html) to merge.", valueName: "INPUT"))
    var inputs: [String]

    @Option(help: ArgumentHelp("Write the merged JUnit XML here.", valueName: "FILE"))
    var junit: String?

    @Option(help: ArgumentHelp("Write the merged HTML report to DIR/index.html.", valueName: "DIR"))
    var report: String?

    func validate() throws {
        guard junit != nil || report != nil else { throw ValidationError("give --junit FILE and/or --report DIR for the merged output.") }
        let xml = inputs.filter { $0.hasSuffix(".xml") }, reports = inputs.filter { !$0.hasSuffix(".xml") }
        if junit != nil && xml.isEmpty { throw ValidationError("--junit needs JUnit inputs (*.xml).") }
        if report != nil && reports.isEmpty { throw ValidationError("--report needs report folders as inputs.") }
        if junit == nil && !xml.isEmpty { throw ValidationError("the JUnit inputs need --junit FILE to be merged into") }
        if report == nil && !reports.isEmpty { throw ValidationError("the report inputs need --report DIR to be merged into") }
    }

    func run() throws {
        do {
            if let junit { try SuiteMerge.mergeJUnit(inputs.filter { $0.hasSuffix(".xml") }, into: junit) }
            if let report { try SuiteMerge.mergeReports(inputs.filter { !$0.hasSuffix(".xml") }, into: report) }
        } catch {
            throw failure(error)
        }
    }
}
