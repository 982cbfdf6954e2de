/// Estimates a pointer's velocity from timestamped positions, for the release of a drag.
///
/// Method (docs/scroll-behaviour.md, "Release velocity"): UIScrollView's own estimate, as
/// reverse-engineered in https://github.com/flutter/flutter/pull/60501 and shipped by Flutter as
/// `IOSScrollViewFlingVelocityTracker` (`packages/flutter/lib/src/gestures/velocity_tracker.dart`): a
/// weighted average of the last three velocities between successive touch samples,
/// 0.6·v₋₂ + 0.35·v₋₁ + 0.05·v₀ (v₀ the newest). A touchscreen reports at 60–120 Hz; a mouse reports at
/// up to 1000 Hz (8000 for some) with jitter, where three 1 ms steps would see only noise and the
/// last 3 ms of the hand. So the law reads the path *resampled at the touch rate*: at grid times
/// t₀ − k·h back from the newest sample t₀, with h = max(1/120 s, the pointer's own interval δ, the median
/// of its recent intervals). A grid position is the mean of the path (linear between samples) over the
/// `h − δ` before the grid time, which averages a fast mouse's noise over the interval and is just
/// the sample itself for a 60 or 120 Hz touchscreen, so a touch is read exactly as UIKit reads it and the
/// same hand movement releases alike at any pointer rate.
///
/// Samples separated by a gap longer than `stillThreshold` break the run (older samples are ignored).
/// An interval whose grid points reach before the run's first sample is left out and the weights of
/// the others renormalised; a run shorter than one interval gives its mean velocity. A pointer that has
/// not moved for more than `stillThreshold` before the query time has velocity zero — Flutter's bug
/// https://github.com/flutter/flutter/issues/97761: a finger that stops, rests, then lifts must not
/// fling.
///
/// Units: positions in points, times in seconds, velocity in points per second, positive along +x/+y
/// of the positions given (a finger moving right gives +x).
///
/// Storage is a fixed ring buffer of `capacity` samples inside the struct: `add` never allocates.
/// Times are expected to be non-decreasing; a sample older than the newest one resets the tracker
/// first (a new gesture with a clock that went backwards must not mix with the old one), and a sample
/// at the newest one's time replaces its position (the later event wins). Samples closer together than
/// `minimumSpacing` are merged (the newer replaces the newest), so an 8000 Hz mouse fills the ring no
/// faster than a 500 Hz one.
public struct VelocityTracker: Sendable {
    /// One timestamped position.
    public struct Sample: Sendable, Hashable {
        /// The pointer position (points, window coordinates).
        public var position: Point
        /// Seconds.
        public var time: Double
        /// A sample of `position` (points) at `time` (seconds).
        public init(position: Point, time: Double) { self.position = position; self.time = time }
    }

    /// Samples kept: 32 at `minimumSpacing` or more apart cover 60 ms, about twice the ≈ 33 ms the
    /// law reads at the 120 Hz grid (three intervals plus the averaging window).
    public static let capacity = 32
    /// Samples this close (seconds) to the one before the newest are merged into it: 1.9 ms, so a
    /// 500 Hz mouse keeps every sample and faster ones are thinned to about that rate.
    public static let minimumSpacing = 0.0019
    /// The touch sampling interval the law is read at for faster pointers (seconds): 1/120 s, the
    /// touch rate of 120 Hz iPhones (and twice the 60 Hz of the others); flutter/flutter PR 60501
    /// fitted the law to touches at these rates.
    public static let touchInterval = 1.0 / 120
    /// UIKit's weights for v₋₂, v₋₁ and v₀ (flutter/flutter PR 60501; Flutter
    /// `IOSScrollViewFlingVelocityTracker.getVelocityEstimate`).
    public static let weights = (older: 0.6, previous: 0.35, newest: 0.05)
    /// A pointer still for longer than this (seconds) is considered stopped. Design doc §4 (~50 ms);
    /// Flutter's `_assumePointerMoveStoppedMilliseconds` is 40.
    public static let stillThreshold = 0.050

    private var ring = InlineArray<32, Sample>(repeating: Sample(position: .zero, time: 0))
    /// Index of the newest sample (valid when `count > 0`).
    private var head = 0
    /// Number of valid samples, ≤ `capacity`.
    public private(set) var count = 0
    /// Time (s) at which the pointer arrived where it is now: the newest sample whose position differs
    /// from its predecessor's, or the first sample. `nil` when empty.
    public private(set) var lastMotionTime: Double?

    /// An empty tracker (velocity zero).
    public init() {}

    /// Forgets every sample (start of a new gesture).
    public mutating func reset() {
        count = 0
        head = 0
        lastMotionTime = nil
    }

    /// The newest sample, or nil when empty.
    public var latest: Sample? { count > 0 ? ring[head] : nil }

    /// Records the pointer at `p` (points) at `time` (seconds). Allocation-free.
    /// A time earlier than the newest sample's resets the tracker before recording.
    public mutating func add(_ p: Point, time: Double) {
        guard p.isFinite, time.isFinite else { return }
        if let last = latest {
            if time < last.time { reset() }
        }
        if let last = latest, last.time == time {
            // Same instant as the newest sample: the later position wins (two events in one timestamp).
            if last.position != p {
                ring[head].position = p
                lastMotionTime = time
            }
            return
        }
        let moved = latest.map { $0.position != p } ?? true
        if count >= 2, ring[head].time - ring[index(back: 1)].time < Self.minimumSpacing {
            // The newest sample came too soon after its predecessor: this one takes its place.
            ring[head] = Sample(position: p, time: time)
        } else {
            head = count == 0 ? 0 : (head + 1) % Self.capacity
            ring[head] = Sample(position: p, time: time)
            count = Swift.min(count + 1, Self.capacity)
        }
        if moved { lastMotionTime = time }
    }

    /// The velocity as of the newest sample (points/s); zero with fewer than two usable samples or when
    /// the pointer had stood still for more than `stillThreshold` by then.
    public func velocity() -> Point {
        guard let last = latest else { return .zero }
        return velocity(at: last.time)
    }

    /// The velocity at `time` (s), normally the lift time (points/s): UIKit's weighted law on the path
    /// resampled at the touch rate (see the type's documentation). Zero when the pointer has not moved
    /// for more than `stillThreshold` before `time` (no events, or events at the same position), or
    /// with fewer than two samples in the run. Never NaN.
    public func velocity(at time: Double) -> Point {
        guard count >= 2, let last = latest, let moved = lastMotionTime else { return .zero }
        if time - moved > Self.stillThreshold { return .zero }
        // The run: newest backwards, without a gap longer than the still threshold.
        var n = 1
        while n < count {
            let newer = ring[index(back: n - 1)].time, older = ring[index(back: n)].time
            if newer - older > Self.stillThreshold { break }
            n += 1
        }
        guard n >= 2 else { return .zero }
        let first = ring[index(back: n - 1)]
        let span = last.time - first.time
        guard span > 1e-9 else { return .zero }
        let h = Swift.max(Self.touchInterval, medianInterval(run: n))
        let w = Swift.max(0, h - medianInterval(run: n))
        // Grid positions P(t₀ − k·h), k = 0…3, where the data reach.
        var grid = InlineArray<4, Point>(repeating: .zero)
        var available = 0
        for k in 0..<4 {
            let g = last.time - Double(k) * h
            guard g - w >= first.time - 1e-9 else { break }
            grid[k] = meanPosition(from: g - w, to: g, run: n)
            available += 1
        }
        var sum = Point.zero, total = 0.0
        for k in 0..<Swift.max(0, available - 1) {
            let weight = k == 0 ? Self.weights.newest : k == 1 ? Self.weights.previous : Self.weights.older
            sum = sum + (grid[k] - grid[k + 1]) * (weight / h)
            total += weight
        }
        let v = total > 0 ? sum * (1 / total) : (last.position - first.position) * (1 / span)
        return v.isFinite ? v : .zero
    }

    // MARK: - Helpers

    /// Ring index of the sample `k` places before the newest.
    private func index(back k: Int) -> Int { (head + Self.capacity - k % Self.capacity) % Self.capacity }

    /// Median of the run's latest (up to 5) intervals between samples, seconds.
    private func medianInterval(run n: Int) -> Double {
        var intervals = InlineArray<5, Double>(repeating: 0)
        let m = Swift.min(5, n - 1)
        for i in 0..<m {
            let d = ring[index(back: i)].time - ring[index(back: i + 1)].time
            // Insertion sort: at most five values.
            var j = i
            while j > 0 && intervals[j - 1] > d { intervals[j] = intervals[j - 1]; j -= 1 }
            intervals[j] = d
        }
        return m % 2 == 1 ? intervals[m / 2] : (intervals[m / 2 - 1] + intervals[m / 2]) / 2
    }

    /// The path's position at `t` (linear between the run's samples, held before the first).
    private func position(at t: Double, run n: Int) -> Point {
        var newer = ring[head]
        if t >= newer.time { return newer.position }
        for k in 1..<n {
            let older = ring[index(back: k)]
            if t >= older.time {
                let f = (t - older.time) / (newer.time - older.time)
                return older.position + (newer.position - older.position) * f
            }
            newer = older
        }
        return newer.position
    }

    /// Mean of the path over [a, b] (seconds); the position at `b` when the window is empty.
    private func meanPosition(from a: Double, to b: Double, run n: Int) -> Point {
        guard b - a > 1e-12 else { return position(at: b, run: n) }
        // Trapezoids between a, every sample time inside (a, b), and b, newest first.
        var integral = Point.zero
        var upper = b, upperPosition = position(at: b, run: n)
        for k in 0..<n {
            let s = ring[index(back: k)]
            guard s.time < upper else { continue }
            if s.time <= a { break }
            integral = integral + (upperPosition + s.position) * ((upper - s.time) / 2)
            upper = s.time
            upperPosition = s.position
        }
        let lowerPosition = position(at: a, run: n)
        integral = integral + (upperPosition + lowerPosition) * ((upper - a) / 2)
        return integral * (1 / (b - a))
    }
}
