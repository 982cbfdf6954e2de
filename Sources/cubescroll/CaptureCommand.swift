import ArgumentParser
import App
import Capture
import Scenes
import ImageOutput
import Platform
import Foundation
import ScrollPhysics
import RunSupport

/// `cubescroll capture SCRIPT --out DIR` — scripted headless frame capture (no X server).
struct CaptureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Run a script of timed input events headlessly (EGL, no display) and write frames and a trace.",
        discussion: """
            Writes DIR/trace.jsonl (one JSON line per frame), DIR/NAME.png for each capture event, \
            every Nth frame with --every, and a video with --video (needs ffmpeg). --fps, --size, \
            --scene and scene options (`cubescroll scenes NAME` lists them) override the script.

            PNGs are encoded on --jobs worker threads (default: one per core less one). Ctrl-C or \
            SIGTERM stops before the next frame and removes the partial trace and video.

            Exit codes: 0 ok, 1 golden mismatch or render failure, 2 bad input (script, options, \
            output directory, video path, missing ffmpeg), 3 no EGL/OpenGL 3.3 (install libegl1 \
            libegl-mesa0 libgl1-mesa-dri), 130/143 interrupted by SIGINT/SIGTERM.

            """ + SceneArguments.helpText(SceneCatalog.all))

    @Argument(help: ArgumentHelp("The script (JSON): window, fps, duration, scene, events.", valueName: "SCRIPT"))
    var script: String

    @Option(help: ArgumentHelp("Output folder (created if missing).", valueName: "DIR"))
    var out: String

    @Option(help: ArgumentHelp("Frames per second of the virtual clock (overrides the script's fps).", valueName: "FPS"))
    var fps: Double?

    @Option(help: ArgumentHelp("Window size in points (overrides the script's window; default: the script's, else 960x540).",
                               valueName: "WIDTHxHEIGHT"))
    var size: SizeArgument?

    @Option(help: ArgumentHelp("Also write every Nth frame as frame-NNNNNN.png.", valueName: "N"))
    var every: WholeNumberArgument?

    @Option(help: ArgumentHelp("PNG encoder threads (default: one per core less one, at least 1).", valueName: "N"))
    var jobs: WholeNumberArgument?

    @Option(help: ArgumentHelp("Frames drawn: all, or only the images written (captures, --every, --video); the scene still runs and traces every frame, and the images are the same.",
                               valueName: "all|images"))
    var draw: FrameDrawing = .all

    @Option(help: ArgumentHelp("Also encode the frames to the video FILE with ffmpeg (e.g. out.mp4).", valueName: "FILE"))
    var video: String?

    @Option(help: ArgumentHelp("Compare each capture with GOLDEN_DIR/NAME.png; on mismatch write NAME-actual/-expected/-diff.png and exit 1.",
                               valueName: "GOLDEN_DIR"))
    var compare: String?

    @Flag(help: "With --compare: write the captures as the new goldens instead of comparing.")
    var record = false

    @Option(help: ArgumentHelp("With --compare: per-channel tolerance, 0…255 (default 8: absorbs llvmpipe rounding differences between Mesa builds).",
                               valueName: "N"))
    var tolerance: WholeNumberArgument?

    @Option(help: ArgumentHelp("With --compare: largest fraction of pixels that may differ beyond the tolerance (default 0.002).",
                               valueName: "FRACTION"))
    var maxDiffering: Double?

    @OptionGroup var scene: SceneOptions

    /// Capture's own options (for "did you mean" when one is mistyped).
    static let ownOptions = ["--out", "--fps", "--size", "--every", "--jobs", "--draw", "--video", "--compare", "--record",
                             "--tolerance", "--max-differing", "--scene", "--shaders"]

    /// A capture refused for its options leaves no trace either (docs/capture.md, "Headless capture"): the
    /// `--out DIR` it names loses a `trace.jsonl` an earlier run left, as a run that fails does.
    static func removeStaleTrace(_ arguments: [String]) {
        guard ArgumentRewriting.subcommand(in: arguments, among: ["capture"]) == "capture" else { return }
        for (i, argument) in arguments.enumerated() {
            if argument == "--out", i + 1 < arguments.count { unlink(arguments[i + 1] + "/trace.jsonl") }
            if argument.hasPrefix("--out=") { unlink(String(argument.dropFirst(6)) + "/trace.jsonl") }
        }
    }

    func validate() throws {
        // The script's scene is known only once it is read (in run); --scene is checked now.
        if scene.scene != nil { try scene.validate(fallback: nil, command: "capture", ownOptions: Self.ownOptions) }
        if compare == nil {
            for (given, option) in [(record, "--record"), (tolerance != nil, "--tolerance"), (maxDiffering != nil, "--max-differing")]
            where given {
                throw ValidationError("\(option) needs --compare GOLDEN_DIR.")
            }
        }
        try tolerance?.validate("--tolerance", range: RunOptionRules.toleranceRange)
        try every?.validate("--every", range: RunOptionRules.everyRange)
        try jobs?.validate("--jobs", range: RunOptionRules.jobsRange)
        try RunOptionRules.validation {
            try size?.check()
            if let fps { try RunOptionRules.checkFPS(fps) }
            if let maxDiffering { try RunOptionRules.checkMaxDiffering(maxDiffering) }
        }
    }

    func run() throws {
        var options = CaptureOptions(scriptPath: script, outputDirectory: out, scenes: SceneCatalog.all)
        options.fps = fps
        options.size = size?.size
        options.every = every?.value
        options.jobs = jobs?.value
        options.draw = draw
        options.videoPath = video
        options.goldenDirectory = compare
        options.record = record
        if let tolerance = tolerance?.value { options.tolerance = tolerance }
        if let maxDiffering { options.maxDifferingFraction = maxDiffering }
        options.sceneName = scene.scene
        options.sceneArguments = scene.sceneArguments
        options.shaderDirectory = scene.shaders
        do {
            let summary = try CaptureRun.run(options)
            let fps = summary.seconds > 0 ? Double(summary.frames) / summary.seconds : 0
            print("captured \(summary.frames) frames in \(String(format: "%.2f", summary.seconds)) s "
                  + "(\(String(format: "%.1f", fps)) fps, median frame \(String(format: "%.2f", summary.medianFrameSeconds * 1000)) ms), "
                  + "\(summary.imagesWritten.count) images → \(out)")
            if ProcessInfo.processInfo.environment["CUBESCROLL_PNG_STATS"] == "1", let png = PNGStatistics.shared.summary {
                print(png)   // for Tests/Benchmarks/Capture/capture-bench.sh
            }
            if !summary.comparisonFailures.isEmpty {
                for line in summary.comparisonFailures {
                    FileHandle.standardError.write(Data("cubescroll: golden mismatch: \(line)\n".utf8))
                }
                throw ExitCode(1)
            }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw failure(error)
        }
    }
}
