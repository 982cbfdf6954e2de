import Foundation
import RunSupport

/// Encodes PNGs (or runs other file jobs) off the render thread, on a pool of worker threads fed
/// through a bounded FIFO queue. `write` returns at once while fewer than `capacity` jobs wait, and
/// blocks the render thread when the queue is full, so memory stays bounded (capacity + workers + 1
/// frames) when encoding is slower than rendering. Jobs start in submission order; with more than
/// one worker they may finish in any order (each PNG carries its own path, so names stay right).
/// A finished job is released at once, with the frame it held.
///
/// Errors: the first failing job's `CaptureError` is kept; later queued jobs are skipped, the next
/// `write`/`submit` throws it (so the frame loop can stop early), and `finish()` throws it.
///
/// ```
/// let sink = ImageSink()                                 // cores − 1 workers, at least 1
/// try sink.write(image, to: "\(dir)/after-fling.png")   // from the frame loop
/// try sink.finish()                                      // after the last frame
/// ```
/// Thread-safety: `write`, `submit`, `finish` may be called from any thread; the images are
/// immutable `[UInt8]` buffers (`Sendable`), so no pixel data is shared mutably.
public final class ImageSink: Sendable {
    /// A unit of work for a worker thread.
    public typealias Job = @Sendable () throws(CaptureError) -> Void

    /// Workers for this machine: one per core, less the render thread's, at least 1.
    public static var defaultWorkers: Int { max(1, ProcessInfo.processInfo.activeProcessorCount - 1) }

    /// Jobs that may wait for `workers` workers: one per worker plus one, so every worker finds
    /// the next frame ready while the render thread reads the one after, and at least 4, so a
    /// worker descheduled for a moment on a busy machine does not stall the render thread at once
    /// (at 1280×720 RGBA, 3.5 MiB each: 1 worker → 4 waiting frames, 15 workers → 16).
    public static func defaultCapacity(workers: Int) -> Int { max(4, workers + 1) }

    /// Worker threads encoding at once.
    public let workers: Int
    /// Jobs that may wait in the queue (not counting those being run).
    public let capacity: Int
    private let queue: JobQueue

    /// Starts `workers` (≥ 1) threads with a queue of `capacity` (≥ 1; default
    /// `defaultCapacity(workers:)`).
    public init(workers: Int = ImageSink.defaultWorkers, capacity: Int? = nil) {
        let capacity = capacity ?? Self.defaultCapacity(workers: workers)
        precondition(workers >= 1, "ImageSink needs at least one worker")
        precondition(capacity >= 1, "ImageSink capacity must be ≥ 1")
        self.workers = workers
        self.capacity = capacity
        queue = JobQueue(capacity: capacity, workers: workers)
        for index in 0..<workers {
            let queue = self.queue
            let thread = Thread { queue.runWorker() }
            thread.name = "cubescroll.png.\(index)"
            thread.start()
        }
    }

    /// Without `finish()`, the workers still drain the queue and exit; errors are then lost.
    deinit { queue.close() }

    /// Queues `PNGWriter.write(image, to: path)`. Blocks while the queue is full.
    /// - Throws: the first error of an earlier job, if any (the image is then not queued).
    public func write(_ image: RGBAImage, to path: String) throws(CaptureError) {
        try submit { () throws(CaptureError) in try PNGWriter.write(image, to: path) }
    }

    /// Queues the PNG of a pooled frame; its buffer returns to the pool once written.
    public func write(_ image: PooledImage, to path: String) throws(CaptureError) {
        try submit { () throws(CaptureError) in try PNGWriter.write(image.image, to: path) }
    }

    /// Queues any job (e.g. a golden comparison). Blocks while the queue is full.
    /// - Throws: the first error of an earlier job, if any (the job is then not queued).
    public func submit(_ job: @escaping Job) throws(CaptureError) {
        try queue.push(job)
    }

    /// Waits until every queued job has run and stops the workers.
    /// - Throws: the first job error, if any. Calling it again rethrows the same result.
    public func finish() throws(CaptureError) {
        queue.close()
        if let error = queue.waitUntilDrained() { throw error }
    }
}
