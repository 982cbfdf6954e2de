import Capture
import ImageOutput
import Platform
import Foundation
import Renderer
import RunSupport

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
    let sink: ImageSink
    /// Readback buffers, handed back by the workers once a frame's PNGs are written.
    let pool: PixelBufferPool
    let comparer: GoldenComparer?
    let failures = FailureLog()
    /// The files this run writes into the output folder, listed as they are written.
    let manifest: OutputManifest
    private var scheduler: InputScheduler
    private var finished = false
    /// Paths of the PNGs written so far.
    private(set) var imagesWritten: [String] = []

    init(script: Script, options: CaptureOptions, host: SceneHost, renderer: SceneRenderer,
         target: OffscreenTarget, video: VideoEncoder?, manifest: OutputManifest) throws {
        self.script = script; self.options = options; self.host = host; self.manifest = manifest
        self.renderer = renderer; self.target = target; self.video = video
        scheduler = InputScheduler(script)
        sink = ImageSink(workers: options.jobs ?? ImageSink.defaultWorkers)
        // Frames in use at once: queued, being encoded, and the one being read.
        pool = PixelBufferPool(keep: sink.capacity + sink.workers + 1)
        trace = try TraceWriter(path: options.outputDirectory + "/trace.jsonl",
                                header: host.traceHeader(fps: script.fps, scale: script.scale))
        comparer = options.goldenDirectory.map {
            GoldenComparer(goldenDirectory: $0, outputDirectory: options.outputDirectory,
                           tolerance: options.tolerance, maxDifferingFraction: options.maxDifferingFraction,
                           record: options.record)
        }
    }

    /// Delivers the inputs due by frame `frame`'s time (each at its own time), advances, draws,
    /// appends the trace line and hands any images of this frame to the outputs. Returns false,
    /// without drawing, when `interrupted` says so between two inputs (checked every 1024, so a
    /// frame with millions of due inputs still stops promptly on a signal).
    func render(frame: Int, interrupted: () -> Bool = { false }) throws -> Bool {
        let t = script.frameTime(frame)
        var captureNames: [String] = []
        var delivered = 0
        while let input = scheduler.next(through: t) {
            delivered += 1
            if delivered % 1024 == 0 && interrupted() { return false }
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
        let everyName = options.every.flatMap { frame % $0 == 0 ? String(format: "frame-%06d", frame) : nil }
        let writesImage = !captureNames.isEmpty || everyName != nil || video != nil
        if writesImage || options.draw == .all {
            target.bind(multisampled: host.drawList.needsMultisampling)
            renderer.draw(host.drawList, framebufferWidth: target.width, framebufferHeight: target.height)
            renderer.finish()   // every frame really rendered, so the reported frame times are honest
        }
        try trace.append(host.traceFrame(index: frame, time: t))
        guard writesImage else { return true }
        var pixels = pool.take(byteCount: target.width * target.height * 4)
        target.readPixels(into: &pixels)
        let image = pool.image(width: target.width, height: target.height, pixels: pixels)
        try video?.append(image.image)
        for name in captureNames { try write(image, name: name, compare: comparer) }
        if let everyName { try write(image, name: everyName, compare: nil) }
        return true
    }

    /// Queues NAME.png and, for capture events under `--compare`, its golden comparison.
    private func write(_ image: PooledImage, name: String, compare comparer: GoldenComparer?) throws {
        let path = "\(options.outputDirectory)/\(name).png"
        manifest.record("\(name).png")
        try sink.write(image, to: path)
        imagesWritten.append(path)
        guard let comparer else { return }
        let failures = self.failures, order = imagesWritten.count
        let masks = (script.captureMasks[name] ?? []).map { ImageDifference.PixelRect(points: $0, scale: script.scale) }
        try sink.submit { () throws(CaptureError) in
            if case .failed(let reason) = try comparer.compare(image.image, name: name, masks: masks) {
                failures.append(reason, order: order)
            }
        }
    }

    /// Drains the image queue, finishes the video and renames the trace into place. Returns the
    /// golden comparison failures (one line each).
    func finish() throws -> [String] {
        try sink.finish()
        try video?.finish()
        try trace.finish()
        finished = true
        manifest.remove()
        return failures.lines
    }

    /// After an interruption: writes the PNGs already queued (each is a whole frame, and is renamed
    /// into place only when complete), stops the video and removes the partial trace and video.
    func abandon() {
        try? sink.finish()
        video?.cancel()
        trace.discard()
        manifest.remove()
    }

    /// After a failure: removes the partial trace so nothing half-written looks complete.
    func discardUnlessFinished() {
        if !finished { trace.discard() }
        manifest.remove()
    }
}

/// Comparison failures collected from the encoder workers, reported in capture order whatever
/// order the workers finished in.
final class FailureLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [(order: Int, line: String)] = []
    func append(_ line: String, order: Int) { lock.lock(); storage.append((order, line)); lock.unlock() }
    var lines: [String] {
        lock.lock(); defer { lock.unlock() }
        return storage.sorted { $0.order < $1.order }.map(\.line)
    }
}

