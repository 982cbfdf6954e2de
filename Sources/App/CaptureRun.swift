import Capture
import ImageOutput
import Platform
import SceneKit
import Foundation
import Renderer
import ScrollPhysics
import TextRendering
import RunSupport

/// What `cubescroll capture` was asked to do (already parsed by the CLI).
public struct CaptureOptions: Sendable {
    public var scriptPath: String
    public var outputDirectory: String
    public var fps: Double?
    public var size: Size?
    /// `--scene NAME`: run this scene instead of the script's (nil: the script's).
    public var sceneName: String?
    /// Scene options from the command line (`--NAME VALUE`, `--no-FLAG`), checked against
    /// the scene's parameters; they override the script's values.
    public var sceneArguments: [String] = []
    /// Also write every Nth frame as frame-NNNNNN.png (nil: only capture events).
    public var every: Int?
    public var videoPath: String?
    public var goldenDirectory: String?
    public var record = false
    public var tolerance = GoldenComparer.defaultTolerance
    public var maxDifferingFraction = GoldenComparer.defaultMaxDifferingFraction
    public var shaderDirectory: String?
    /// PNG encoder threads (`--jobs`); nil: `ImageSink.defaultWorkers` (cores − 1, at least 1).
    public var jobs: Int?
    /// Which frames are drawn (`--draw`): every one (the default), or only those whose image is
    /// written (capture events, `--every` frames, every frame of a `--video`). The scene still
    /// advances and traces every frame, and the renderer keeps no picture from one frame to the
    /// next (each frame clears the target; textures follow the draw list's versions), so the
    /// images written are the same either way; only the fps and frame-time figures, which then
    /// leave out the frames not drawn, differ. `cubescroll suite` uses `images`.
    public var draw = FrameDrawing.all
    /// Print the progress line on stderr for long runs.
    public var showsProgress = true
    /// The scenes the script (or `sceneName`) may name; the first is the default when it names
    /// none: the `cubescroll` command's catalog, or an app's own (`[MyScene.self]` captures `MyScene`
    /// with the same scripts, trace and goldens as the built-in scenes).
    public var scenes: [any Scene.Type]

    /// Options for running `scenes` (the first is the default) on the script at `scriptPath`,
    /// writing into `outputDirectory`.
    public init(scriptPath: String, outputDirectory: String, scenes: [any Scene.Type]) {
        self.scriptPath = scriptPath; self.outputDirectory = outputDirectory; self.scenes = scenes
    }
}

/// How a capture ended.
public struct CaptureSummary: Sendable {
    public var frames: Int
    public var imagesWritten: [String]
    /// One line per failed golden comparison (empty when all matched or none was asked for).
    public var comparisonFailures: [String]
    /// Seconds spent rendering (wall clock), for the fps figure.
    public var seconds: Double
    /// Median wall-clock time of one frame (input, update, draw, glFinish, readback and queueing
    /// of its images), seconds, within 0.5 % (`FrameTimeMedian`: fixed memory for any run length).
    public var medianFrameSeconds: Double
}

extension CaptureError {
    /// SIGINT or SIGTERM stopped the run before frame `frame` (of `total`): exit 128 + the signal's
    /// number (130, 143), as a shell reports a process killed by it.
    static func interrupted(frame: Int, of total: Int, signal: Int32) -> CaptureError {
        CaptureError("interrupted at frame \(frame) of \(total)", exitCode: 128 + signal)
    }
}

/// `cubescroll capture`: runs a script headlessly on an EGL surfaceless context, through the same
/// `SceneHost` frame function and `SceneRenderer` as the window.
///
/// Order of checks (all before the first frame, so bad input never leaves partial output that looks
/// valid): the script (exit 2), the output directory (exit 2), ffmpeg when `--video` (exit 2), a
/// `--shaders`/`$CUBESCROLL_SHADERS` folder (exit 2), the EGL context or the font (exit 3), compiling the
/// shaders (exit 1). The trace is written under a temporary name and renamed only when the run
/// completes. SIGINT and SIGTERM stop the run before the next frame: the PNGs already queued are
/// written, the partial trace and video removed, and the run ends with "interrupted at frame N of
/// M" and exit status 130 or 143.
public enum CaptureRun {
    public static func run(_ options: CaptureOptions) throws -> CaptureSummary {
        // Until something is written, Ctrl-C or SIGTERM ends the run at once (also while a large
        // script loads); from the output's setup on, it stops at the next frame and cleans up.
        let stop = StopSignals(atOnce: true)
        // A trace left by an earlier run must not pass for this run's output if this one fails,
        // bad input (exit 2) included (a FIFO or device of that name is left alone, and refused below).
        if FileIO.nonRegularKind(options.outputDirectory + "/trace.jsonl") == nil { unlink(options.outputDirectory + "/trace.jsonl") }
        let script = try Script.load(path: options.scriptPath, scenes: options.scenes)
            .overriding(fps: options.fps, size: options.size)
        do { _ = try Typesetter.system() } catch { throw CaptureError(error.description, exitCode: 3) }
        let host = try makeHost(script, options)
        if let every = options.every { try RunOptionRules.checkEvery(every) }
        if let jobs = options.jobs { try RunOptionRules.checkJobs(jobs) }
        try OutputDirectory.prepare(options.outputDirectory)
        try checkOutputFiles(script, in: options.outputDirectory, goldens: options.goldenDirectory)
        try checkFramebufferSizes(script)
        try ShaderCheck.check(options.shaderDirectory)
        FatalSignals.installMessages()
        let (pixelWidth, pixelHeight) = script.pixels(script.windowSize)
        stop.stopAtNextFrame()
        let video = try options.videoPath.map { path throws(CaptureError) in
            try checkVideoPath(path)
            return try VideoEncoder(path: path, width: pixelWidth, height: pixelHeight, fps: script.fps)
        }
        defer { video?.cancel() }
        // Partial files of earlier runs that were killed (SIGKILL, a crash) go now, and the files
        // an unfinished earlier run listed.
        FileIO.removeStalePartials(in: options.outputDirectory)
        let manifest = try OutputManifest(directory: options.outputDirectory)

        let egl: EGLHeadlessContext
        do { egl = try EGLHeadlessContext() } catch let error as PlatformError {
            throw CaptureError(error.description, exitCode: 3)
        }
        try egl.makeCurrent()
        let renderer = try SceneRenderer(shaderDirectory: options.shaderDirectory)
        let target = try makeTarget(width: pixelWidth, height: pixelHeight,
                                    multisampled: largestFramebufferPixels(script) <= maxMultisampledPixels)

        let session = try CaptureSession(script: script, options: options, host: host,
                                         renderer: renderer, target: target, video: video, manifest: manifest)
        defer { session.discardUnlessFinished() }
        var progress = ProgressReporter(totalFrames: script.frameCount, startTime: ProgressReporter.now())
        let started = ProgressReporter.now()
        var frameSeconds = FrameTimeMedian()
        func stopped(at frame: Int, signal: Int32) -> CaptureError {
            if options.showsProgress { progress.finish(now: ProgressReporter.now()) }
            session.abandon()
            return CaptureError.interrupted(frame: frame, of: script.frameCount, signal: signal)
        }
        for frame in 0..<script.frameCount {
            if let signal = stop.received { throw stopped(at: frame, signal: signal) }
            let frameStart = ProgressReporter.now()
            // A frame with very many inputs due stops between two of them.
            guard try session.render(frame: frame, interrupted: { stop.requested }) else {
                throw stopped(at: frame, signal: stop.received ?? SIGINT)
            }
            let now = ProgressReporter.now()
            frameSeconds.record(now - frameStart)
            if options.showsProgress { progress.update(framesDone: frame + 1, now: now) }
        }
        let failures = try session.finish()
        if options.showsProgress { progress.finish(now: ProgressReporter.now()) }
        return CaptureSummary(frames: script.frameCount, imagesWritten: session.imagesWritten,
                              comparisonFailures: failures, seconds: ProgressReporter.now() - started,
                              medianFrameSeconds: frameSeconds.median)
    }
}

extension CaptureRun {
    /// The scene the run uses: `--scene` or the script's, with the script's parameters (when it
    /// is the script's scene) overridden by the command line's.
    /// - Throws: `SceneOptionError` for a command-line scene option the scene does not take,
    ///   `CaptureError` for an unknown scene.
    static func makeHost(_ script: Script, _ options: CaptureOptions) throws -> SceneHost {
        let type = try SceneArguments.sceneType(named: options.sceneName ?? script.scene.name, in: options.scenes)
        let given = type.info.name == script.scene.name ? script.scene.given : [:]
        let cli: [String: SceneParameterValue]
        do { cli = try SceneArguments.parse(options.sceneArguments, for: type, among: options.scenes) } catch {
            throw SceneOptionError(message: error.message)
        }
        let parameters = SceneParameters(declared: type.parameters, given: given).overriding(cli)
        try SceneArguments.check(parameters, for: type)
        return SceneHost(type, parameters: parameters, windowSize: script.windowSize, pixelScale: script.scale)
    }
}

extension CaptureRun {
    /// Checks the window and every resize event against `RunOptionRules.maximumSide` (pixels)
    /// before rendering.
    static func checkFramebufferSizes(_ script: Script) throws(CaptureError) {
        func check(_ size: Size, _ subject: String) throws(CaptureError) {
            let w = size.width * script.scale, h = size.height * script.scale
            let maximumSide = RunOptionRules.maximumSide
            guard w <= Double(maximumSide), h <= Double(maximumSide) else {
                throw CaptureError("\(script.fileName): \(subject) is \(Int(w))×\(Int(h)) pixels at scale \(script.scale); "
                                   + "at most \(maximumSide) per side can be rendered, which needs about 0.9 GB "
                                   + "(use a smaller size or scale)",
                                   exitCode: 2)
            }
        }
        try check(script.windowSize, "the window")
        for (i, event) in script.events.enumerated() {
            if case .resize(let size) = event.kind { try check(size, "event #\(i) (resize)") }
        }
    }

    /// The files the run writes into `--out` (the trace, each capture's PNG) must not be a FIFO, a
    /// device or a folder: they would be replaced, not written to; nor may the goldens `--compare`
    /// reads (a FIFO would block). Said before rendering (docs/capture.md, "Files that are not files").
    static func checkOutputFiles(_ script: Script, in directory: String, goldens: String?) throws(CaptureError) {
        let names = script.events.compactMap { if case .capture(let name) = $0.kind { return name + ".png" } else { return nil } }
        for name in ["trace.jsonl"] + names {
            if let kind = FileIO.nonRegularKind(directory + "/" + name) {
                throw CaptureError("--out \(directory): \(name) there is \(kind), not a regular file "
                                   + "(remove it or choose another --out)", exitCode: 2)
            }
        }
        guard let goldens else { return }
        for name in names {
            if let kind = FileIO.nonRegularKind(goldens + "/" + name) {
                throw CaptureError("--compare \(goldens): golden \(name) is \(kind), not a regular file "
                                   + "(replace it with the PNG or remove it)", exitCode: 2)
            }
        }
    }

    /// `--video` must name a file in an existing, writable folder, with a container ffmpeg writes
    /// H.264/MPEG-4 into — said before rendering rather than after.
    static func checkVideoPath(_ path: String) throws(CaptureError) {
        let url = URL(fileURLWithPath: path)
        let ext = url.pathExtension.lowercased()
        guard ["mp4", "mkv", "mov", "avi"].contains(ext) else {
            throw CaptureError("--video \(path): unsupported file type '\(ext)' (use .mp4, .mkv, .mov or .avi)", exitCode: 2)
        }
        try FileIO.checkOutputFile(path, option: "--video")
        FileIO.removeStalePartials(in: url.deletingLastPathComponent().path)
    }

    /// Largest framebuffer drawn 4×-multisampled, pixels (4096 × 4096). A multisampled pixel costs
    /// 32 bytes (four RGBA8 and four 24-bit depth samples) on top of the single-sampled resolve and
    /// readback copies, so 8192 × 8192 with 4× needed 2.7 GB (measured with llvmpipe); a run whose
    /// window or any resize is larger draws single-sampled instead: 0.9 GB at 8192 × 8192
    /// (docs/capture.md, "Headless capture").
    public static let maxMultisampledPixels = 4096 * 4096

    /// The most pixels any frame of `script` has: its window or its largest resize.
    static func largestFramebufferPixels(_ script: Script) -> Int {
        var largest = script.pixels(script.windowSize)
        for event in script.events {
            if case .resize(let size) = event.kind {
                let p = script.pixels(size)
                if p.width * p.height > largest.width * largest.height { largest = p }
            }
        }
        return largest.width * largest.height
    }

    /// A 4×-multisampled offscreen target (when `multisampled`), or a single-sampled one — also
    /// where the driver cannot multisample that size.
    static func makeTarget(width: Int, height: Int, multisampled: Bool = true) throws -> OffscreenTarget {
        guard multisampled else { return try OffscreenTarget(width: width, height: height, samples: 0) }
        do { return try OffscreenTarget(width: width, height: height) } catch {
            return try OffscreenTarget(width: width, height: height, samples: 0)
        }
    }
}

extension Script {
    /// A window size in points as framebuffer pixels at this script's scale.
    func pixels(_ size: Size) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }
}
