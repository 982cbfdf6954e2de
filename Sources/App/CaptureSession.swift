import Capture
import ImageOutput
import Platform
import Foundation
import Renderer

/// One headless capture in progress: the frame function, the offscreen target and the outputs
/// (trace, PNGs through the background sink, golden comparisons, video). `CaptureRun` does the
/// checks and the setup, then calls `render(frame:)` for every frame and `finish()` once.
final class CaptureSession {
    let script: Script
    let options: CaptureOptions
    let host: SceneHost
    let renderer: SceneRenderer
    let target: OffscreenTarget
    let video: VideoEncoder?
    let trace: TraceWriter
    let sink = ImageSink()
    let comparer: GoldenComparer?
    let failures = FailureLog()
    private var scheduler: InputScheduler
    private var pixels: [UInt8] = []
    private var finished = false
    /// Paths of the PNGs written so far.
    private(set) var imagesWritten: [String] = []

    init(script: Script, options: CaptureOptions, host: SceneHost, renderer: SceneRenderer,
         target: OffscreenTarget, video: VideoEncoder?) throws {
        self.script = script; self.options = options; self.host = host
        self.renderer = renderer; self.target = target; self.video = video
        host.pixelScale = script.scale
        scheduler = InputScheduler(script.inputs)
        trace = try TraceWriter(path: options.outputDirectory + "/trace.jsonl",
                                header: host.traceHeader(fps: script.fps, scale: script.scale))
        comparer = options.goldenDirectory.map {
            GoldenComparer(goldenDirectory: $0, outputDirectory: options.outputDirectory,
                           tolerance: options.tolerance, maxDifferingFraction: options.maxDifferingFraction,
                           record: options.record)
        }
    }

    /// Delivers the inputs due by frame `frame`'s time (each at its own time), advances, draws,
    /// appends the trace line and hands any images of this frame to the outputs.
    func render(frame: Int) throws {
        let t = script.frameTime(frame)
        var captureNames: [String] = []
        for input in scheduler.inputs(through: t) {
            switch input.kind {
            case .capture(let name): captureNames.append(name)
            case .input(let event):
                host.deliver(event, time: input.t)
                if case .resize(let size) = event {
                    let pixels = script.pixels(size)
                    try target.resize(width: pixels.width, height: pixels.height)
                }
            }
        }
        host.advance(to: t)
        target.bind()
        renderer.draw(host.drawList, framebufferWidth: target.width, framebufferHeight: target.height)
        renderer.finish()   // every frame really rendered, so the reported frame times are honest
        try trace.append(host.traceFrame(index: frame))

        let everyName = options.every.flatMap { frame % $0 == 0 ? String(format: "frame-%06d", frame) : nil }
        guard !captureNames.isEmpty || everyName != nil || video != nil else { return }
        target.readPixels(into: &pixels)
        let image = RGBAImage(width: target.width, height: target.height, pixels: pixels)
        for name in captureNames { try write(image, name: name, compare: comparer) }
        if let everyName { try write(image, name: everyName, compare: nil) }
        try video?.append(image)
    }

    /// Queues NAME.png and, for capture events under `--compare`, its golden comparison.
    private func write(_ image: RGBAImage, name: String, compare comparer: GoldenComparer?) throws {
        let path = "\(options.outputDirectory)/\(name).png"
        try sink.write(image, to: path)
        imagesWritten.append(path)
        guard let comparer else { return }
        let failures = self.failures
        try sink.submit { () throws(CaptureError) in
            if case .failed(let reason) = try comparer.compare(image, name: name) { failures.append(reason) }
        }
    }

    /// Drains the image queue, finishes the video and renames the trace into place. Returns the
    /// golden comparison failures (one line each).
    func finish() throws -> [String] {
        try sink.finish()
        try video?.finish()
        try trace.finish()
        finished = true
        return failures.lines
    }

    /// After a failure: removes the partial trace so nothing half-written looks complete.
    func discardUnlessFinished() {
        if !finished { trace.discard() }
    }
}

/// Comparison failures collected from the encoder thread.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []
    func append(_ line: String) { lock.lock(); storage.append(line); lock.unlock() }
    var lines: [String] { lock.lock(); defer { lock.unlock() }; return storage }
}

