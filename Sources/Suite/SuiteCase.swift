import Capture
import Foundation
import ImageOutput
import RunSupport

/// Runs one script of a suite: `cubescroll capture SCRIPT --out OUT --jobs 1 --draw images` as a
/// child process (one PNG worker, only the captured frames drawn, llvmpipe threads as
/// `childEnvironment` says), then compares each capture with its golden and writes goldens as the
/// update policy says.
struct SuiteCase {
    let script: SuiteScript
    let options: SuiteOptions
    /// This script's output folder (frames, trace, NAME-actual/-expected/-diff.png).
    let outputDirectory: String
    /// Where the child's stdout and stderr go.
    let logPath: String

    /// What happened: the captures' results, and the child's exit status when it was not 0 or 1.
    struct Outcome: Sendable {
        var results: [CaptureResult]
        /// The child's exit status when it failed for a reason other than a mismatch (2 bad
        /// input, 3 no EGL, …), with its last stderr line.
        var childFailure: (status: Int32, line: String)?
    }

    func run() -> Outcome {
        let started = Date()
        try? FileManager.default.removeItem(atPath: outputDirectory)
        let status: Int32
        do {
            status = try runChild()
        } catch {
            return failAll("cannot start \(options.executable): \(error)", started: started, status: 1)
        }
        guard status == 0 else {
            let line = lastLine(ofLog: logPath) ?? "exit status \(status)"
            return failAll("\(script.relativePath): capture failed (exit \(status)): \(line)", started: started, status: status)
        }
        let seconds = Date().timeIntervalSince(started)
        let names = script.captureNames
        guard !names.isEmpty else {
            return Outcome(results: [CaptureResult(script: script.name, name: "run", status: .passed,
                                                   message: "ran; the script has no captures", seconds: seconds)])
        }
        return Outcome(results: names.map { compare($0, seconds: seconds) })
    }

    /// Compares OUT/NAME.png with GOLDENS/NAME.png and applies the update policy.
    private func compare(_ name: String, seconds: Double) -> CaptureResult {
        var result = CaptureResult(script: script.name, name: name, status: .passed, message: "", seconds: seconds)
        let frame = script.script.captureFrame(name)
        result.frame = frame
        let actualPath = "\(outputDirectory)/\(name).png"
        let goldenPath = "\(script.goldenDirectory)/\(name).png"
        let masks = (script.script.captureMasks[name] ?? []).map {
            ImageDifference.PixelRect(points: $0, scale: script.script.scale)
        }
        let comparer = GoldenComparer(goldenDirectory: script.goldenDirectory, outputDirectory: outputDirectory,
                                      tolerance: tolerance, maxDifferingFraction: options.maxDifferingFraction,
                                      perceptualThreshold: threshold)
        do {
            let actual = try PNGReader.read(path: actualPath)
            let missing = !FileIO.exists(goldenPath)
            let check = try comparer.check(actual, name: name, masks: masks)
            result.differing = check.difference?.differing
            result.fraction = check.difference?.fraction
            let matched = !check.outcome.isFailure
            if options.update.writes(missing: missing, matched: matched) {
                try OutputDirectory.prepare(script.goldenDirectory)
                try FileIO.writeAtomically(try FileIO.readAll(actualPath), to: goldenPath)
                result.status = missing ? .recorded : .updated
                result.message = missing
                    ? "recorded \(goldenPath) (new golden: look at it, then commit it)"
                    : "updated \(goldenPath) (was: \(reason(check.outcome)))"
                return result
            }
            switch check.outcome {
            case .matched:
                result.status = .passed
                result.message = "matches \(goldenPath)"
            case .recorded:
                result.status = .recorded
            case .failed(let reason):
                if missing {
                    result.status = .missing
                    result.message = "\(script.name)/\(name): no golden \(goldenPath) (record it: cubescroll suite \(options.directory) --update missing, look at the image, and commit it)"
                } else {
                    result.status = .failed
                    result.message = "\(script.name)/\(reason)"
                    if options.outputDirectory == nil, let see = result.message.range(of: "; see ") {
                        // The temporary folder goes at the end: point at what stays.
                        result.message = result.message[..<see.lowerBound]
                            + (options.reportDirectory == nil ? " (keep the diff images with --out DIR or --report DIR)" : "")
                    }
                    result.images = .init(expected: "\(outputDirectory)/\(name)-expected.png",
                                          actual: "\(outputDirectory)/\(name)-actual.png",
                                          diff: "\(outputDirectory)/\(name)-diff.png")
                    if let frame { result.trace = TraceExcerpt.frames(around: frame, tracePath: "\(outputDirectory)/trace.jsonl") }
                }
            }
        } catch {
            result.status = .error
            result.message = "\(script.name)/\(name): \(error.message)"
        }
        return result
    }

    private var tolerance: Int {
        if case .channel(let t) = options.mode { return t } else { return GoldenComparer.defaultTolerance }
    }
    private var threshold: Double? {
        if case .perceptual(let t) = options.mode { return t } else { return nil }
    }

    private func reason(_ outcome: GoldenComparer.Outcome) -> String {
        if case .failed(let reason) = outcome { return reason } else { return "matched" }
    }

    private func failAll(_ message: String, started: Date, status: Int32) -> Outcome {
        let seconds = Date().timeIntervalSince(started)
        let names = script.captureNames.isEmpty ? ["run"] : script.captureNames
        let results = names.map { CaptureResult(script: script.name, name: $0, status: .error, message: message, seconds: seconds) }
        return Outcome(results: results, childFailure: (status, message))
    }

    /// The child's arguments: `capture SCRIPT --out OUT --jobs 1 --draw all|images`.
    var childArguments: [String] {
        ["capture", script.path, "--out", outputDirectory, "--jobs", "1", "--draw", options.draw.rawValue]
    }

    /// Runs the child with stdout and stderr in `logPath`; returns its exit status (128 + N when
    /// killed by signal N).
    private func runChild() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: options.executable)
        process.arguments = childArguments
        process.environment = Self.childEnvironment(ProcessInfo.processInfo.environment, jobs: options.jobs,
                                                    cores: ProcessInfo.processInfo.activeProcessorCount)
        FileManager.default.createFile(atPath: logPath, contents: nil)
        let log = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        defer { try? log.close() }
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    /// The children's environment: this process's, plus `LP_NUM_THREADS` (Mesa llvmpipe's
    /// rasteriser threads, https://docs.mesa3d.org/envvars.html) for each child's share of the
    /// cores, unless the caller set it. llvmpipe starts one thread per core by default, so `jobs`
    /// children would otherwise run jobs × cores threads that contend for the same cores.
    /// - A child with more than one core (cores ÷ jobs ≥ 2) gets that many threads.
    /// - A child with one core or less gets 0: llvmpipe then rasterises on the thread that draws,
    ///   with no hand-off to a rasteriser thread and back each frame. With two children on two
    ///   cores that took 11 % less CPU than one thread each (docs/suite-speed.md).
    /// The pixels do not depend on the thread count (each thread rasterises whole tiles).
    static func childEnvironment(_ environment: [String: String], jobs: Int, cores: Int) -> [String: String] {
        var environment = environment
        if environment["LP_NUM_THREADS"] == nil { environment["LP_NUM_THREADS"] = String(rasteriserThreads(jobs: jobs, cores: cores)) }
        return environment
    }

    /// llvmpipe threads for each of `jobs` children on `cores` cores: cores ÷ jobs when that is 2
    /// or more, else 0 (rasterise on the drawing thread).
    static func rasteriserThreads(jobs: Int, cores: Int) -> Int {
        let share = max(1, cores) / max(1, jobs)
        return share >= 2 ? share : 0
    }

    private func lastLine(ofLog path: String) -> String? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").last.map { line in
            let s = String(line)
            return s.hasPrefix("cubescroll: ") ? String(s.dropFirst("cubescroll: ".count)) : s
        }
    }
}
