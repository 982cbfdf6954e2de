import Foundation

/// Counts what `PNGWriter` did in this process: images, encoding CPU time (the encoding thread's,
/// from compressing to the finished bytes, not the file write) and bytes. The capture benchmark
/// reads it (`CUBESCROLL_PNG_STATS=1`, Tests/Benchmarks/Capture/capture-bench.sh) to compare the
/// encoders without the readback and rendering around them.
public final class PNGStatistics: @unchecked Sendable {
    public static let shared = PNGStatistics()

    private let lock = NSLock()
    private var images = 0
    private var seconds = 0.0
    private var bytes = 0

    /// Adds one encoded image.
    func record(seconds: Double, bytes: Int) {
        lock.lock(); defer { lock.unlock() }
        images += 1; self.seconds += seconds; self.bytes += bytes
    }

    /// "png: N images, encode M ms CPU and B bytes each (ENCODER)", or nil before any image.
    public var summary: String? {
        lock.lock(); defer { lock.unlock() }
        guard images > 0 else { return nil }
        let ms = seconds * 1000 / Double(images), size = bytes / images
        return "png: \(images) images, encode \(String(format: "%.2f", ms)) ms CPU and \(size) bytes each (\(PNGWriter.defaultEncoder))"
    }

    /// CPU seconds the calling thread has used.
    static func threadCPUSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }
}
