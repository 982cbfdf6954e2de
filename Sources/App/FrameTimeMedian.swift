import Foundation

/// The median of a run's frame times in fixed memory: a histogram of logarithmic buckets, each 1 %
/// wider than the one before, from 1 µs to 1000 s (2084 counters, about 8 KiB whatever the run's
/// length). Keeping every frame's time instead costs 8 bytes a frame — 8 MB over a 1,000,000-frame
/// capture, resident memory that grows for the whole run.
///
/// The median is the geometric middle of the bucket that holds it: within 0.5 % of the exact
/// median (half a bucket). Times under 1 µs count in the first bucket and over 1000 s in the last;
/// NaN is ignored.
struct FrameTimeMedian {
    /// Smallest and largest time told apart, seconds.
    static let lowest = 1e-6, highest = 1e3
    /// Width ratio of neighbouring buckets.
    static let ratio = 1.01
    /// Number of buckets: enough for `lowest` × ratio^n ≥ `highest`.
    static let bucketCount = Int((log(highest / lowest) / log(ratio)).rounded(.up)) + 1

    private var counts = [UInt32](repeating: 0, count: bucketCount)
    /// Times recorded.
    private(set) var count = 0

    /// Bytes of storage held: the same after any number of `record` calls.
    var storageBytes: Int { counts.capacity * MemoryLayout<UInt32>.stride }

    /// Counts one frame time (seconds).
    mutating func record(_ seconds: Double) {
        guard !seconds.isNaN else { return }
        let clamped = min(max(seconds, Self.lowest), Self.highest)
        let i = min(Self.bucketCount - 1, max(0, Int(log(clamped / Self.lowest) / log(Self.ratio))))
        counts[i] &+= 1
        count += 1
    }

    /// The median time (seconds), 0 before any time is recorded.
    var median: Double {
        guard count > 0 else { return 0 }
        let rank = count / 2  // the element sorted()[count / 2] would give
        var seen = 0
        for (i, c) in counts.enumerated() {
            seen += Int(c)
            if seen > rank { return min(Self.highest, Self.lowest * pow(Self.ratio, Double(i) + 0.5)) }
        }
        return Self.highest
    }
}
