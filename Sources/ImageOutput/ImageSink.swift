import Capture
import Foundation

/// Encodes PNGs (or runs other file jobs) off the render thread: one worker thread fed through a
/// bounded FIFO queue. `write` returns at once while fewer than `capacity` jobs wait, and blocks
/// the render thread when the queue is full, so memory stays bounded (capacity + 1 frames) when
/// encoding is slower than rendering. Jobs run in submission order.
///
/// Errors: the first failing job's `CaptureError` is kept; later queued jobs are skipped, the next
/// `write`/`submit` throws it (so the frame loop can stop early), and `finish()` throws it.
///
/// ```
/// let sink = ImageSink()
/// try sink.write(image, to: "\(dir)/after-fling.png")   // from the frame loop
/// try sink.finish()                                      // after the last frame
/// ```
/// Thread-safety: `write`, `submit`, `finish` may be called from any thread; the images are
/// immutable `[UInt8]` buffers (`Sendable`), so no pixel data is shared mutably.
public final class ImageSink: Sendable {
    /// A unit of work for the worker thread.
    public typealias Job = @Sendable () throws(CaptureError) -> Void

    /// Jobs that may wait in the queue (not counting the one being encoded). 4 frames of
    /// 1280×720 RGBA are 14 MiB: enough to ride out a slow encode, small enough to bound memory.
    public static let defaultCapacity = 4

    private let queue: JobQueue

    /// Starts the worker thread. `capacity` ≥ 1.
    public init(capacity: Int = ImageSink.defaultCapacity) {
        precondition(capacity >= 1, "ImageSink capacity must be ≥ 1")
        queue = JobQueue(capacity: capacity)
        let queue = self.queue
        let thread = Thread { queue.runWorker() }
        thread.name = "cubescroll.png"
        thread.start()
    }

    /// Without `finish()`, the worker still drains the queue and exits; errors are then lost.
    deinit { queue.close() }

    /// Queues `PNGWriter.write(image, to: path)`. Blocks while the queue is full.
    /// - Throws: the first error of an earlier job, if any (the image is then not queued).
    public func write(_ image: RGBAImage, to path: String) throws(CaptureError) {
        try submit { () throws(CaptureError) in try PNGWriter.write(image, to: path) }
    }

    /// Queues any job (e.g. a golden comparison). Blocks while the queue is full.
    /// - Throws: the first error of an earlier job, if any (the job is then not queued).
    public func submit(_ job: @escaping Job) throws(CaptureError) {
        try queue.push(job)
    }

    /// Waits until every queued job has run and stops the worker.
    /// - Throws: the first job error, if any. Calling it again rethrows the same result.
    public func finish() throws(CaptureError) {
        queue.close()
        if let error = queue.waitUntilDrained() { throw error }
    }
}

/// The lock-protected state shared by the submitting thread(s) and the worker.
private final class JobQueue: @unchecked Sendable {
    // All fields are guarded by `condition` (hence @unchecked Sendable).
    private let condition = NSCondition()
    private let capacity: Int
    private var jobs: [ImageSink.Job] = []
    private var head = 0
    private var closed = false
    private var workerDone = false
    private var firstError: CaptureError?

    init(capacity: Int) { self.capacity = capacity }

    private var waitingCount: Int { jobs.count - head }

    func push(_ job: @escaping ImageSink.Job) throws(CaptureError) {
        condition.lock()
        defer { condition.unlock() }
        precondition(!closed, "ImageSink used after finish()")
        while waitingCount >= capacity && firstError == nil { condition.wait() }
        if let firstError { throw firstError }
        jobs.append(job)
        condition.broadcast()
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilDrained() -> CaptureError? {
        condition.lock()
        defer { condition.unlock() }
        while !workerDone { condition.wait() }
        return firstError
    }

    /// The worker thread's loop: run jobs in order until closed and empty.
    func runWorker() {
        while true {
            condition.lock()
            while waitingCount == 0 && !closed { condition.wait() }
            if waitingCount == 0 {
                workerDone = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let job = jobs[head]
            head += 1
            if head > 64 && head * 2 > jobs.count { jobs.removeFirst(head); head = 0 }
            let skip = firstError != nil
            condition.broadcast()  // a slot is free
            condition.unlock()

            if skip { continue }
            do { try job() } catch {
                condition.lock()
                if firstError == nil { firstError = error }
                condition.broadcast()
                condition.unlock()
            }
        }
    }
}
