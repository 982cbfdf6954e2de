import Foundation
import RunSupport

/// The lock-protected FIFO behind `ImageSink`: a fixed ring of `capacity` slots shared by the
/// submitting thread(s) and `workers` worker threads. A slot is cleared the moment a worker takes
/// its job, and the worker drops the job as soon as it has run, so nothing a finished job captured
/// (a frame's pixels) outlives it.
final class JobQueue: @unchecked Sendable {
    // All fields are guarded by `condition` (hence @unchecked Sendable).
    private let condition = NSCondition()
    private var slots: [ImageSink.Job?]
    private var head = 0
    private var count = 0
    private var closed = false
    private var runningWorkers: Int
    private var firstError: CaptureError?

    init(capacity: Int, workers: Int) {
        slots = Array(repeating: nil, count: capacity)
        runningWorkers = workers
    }

    /// Adds `job`, waiting while all slots are full.
    func push(_ job: @escaping ImageSink.Job) throws(CaptureError) {
        condition.lock()
        defer { condition.unlock() }
        precondition(!closed, "ImageSink used after finish()")
        while count == slots.count && firstError == nil { condition.wait() }
        if let firstError { throw firstError }
        slots[(head + count) % slots.count] = job
        count += 1
        condition.broadcast()
    }

    /// No more jobs: workers exit once the queue is empty.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for every worker to exit; returns the first job error.
    func waitUntilDrained() -> CaptureError? {
        condition.lock()
        defer { condition.unlock() }
        while runningWorkers > 0 { condition.wait() }
        return firstError
    }

    /// One worker thread's loop: take jobs in order until closed and empty.
    func runWorker() {
        while let job = next() {
            do { try job() } catch { record(error) }
        }
    }

    /// The next job to run (skipping all of them once a job failed), or nil when the worker should
    /// exit. Clears the job's slot.
    private func next() -> ImageSink.Job? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            while count == 0 && !closed { condition.wait() }
            if count == 0 {
                runningWorkers -= 1
                condition.broadcast()
                return nil
            }
            let job = slots[head]
            slots[head] = nil
            head = (head + 1) % slots.count
            count -= 1
            condition.broadcast()  // a slot is free
            if firstError == nil { return job }
        }
    }

    private func record(_ error: CaptureError) {
        condition.lock()
        if firstError == nil { firstError = error }
        condition.broadcast()
        condition.unlock()
    }
}
