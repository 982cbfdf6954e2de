/// Estimates a pointer's velocity from timestamped positions, for the release of a drag.
///
/// Method (docs/scroll-behaviour.md, "Physics", release velocity; Flutter `VelocityTracker`): a straight line is fitted by
/// least squares, per axis, to the samples of the last `horizon` seconds (≤ 100 ms) before the newest
/// one; its slope is the velocity. Samples separated by a gap longer than `stillThreshold` break the
/// run (older samples are ignored), and a pointer that has not moved for more than `stillThreshold`
/// before the query time has velocity zero — this is the case of Flutter's bug
/// https://github.com/flutter/flutter/issues/97761: a finger that stops, rests, then lifts must not fling.
///
/// Units: positions in points, times in seconds, velocity in points per second, positive along +x/+y
/// of the positions given (a finger moving right gives +x).
///
/// Storage is a fixed ring buffer of `capacity` samples inside the struct: `add` never allocates.
/// Times are expected to be non-decreasing; a sample older than the newest one resets the tracker
/// first (a new gesture with a clock that went backwards must not mix with the old one), and a sample
/// at the newest one's time replaces its position (the later event wins).
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

    /// Samples kept. 32 covers the 100 ms horizon at 320 Hz pointer rates (Flutter keeps 20);
    /// faster mice just shorten the window the fit sees, which only makes it more recent.
    public static let capacity = 32
    /// Only samples this recent (seconds before the newest) are fitted. Flutter `_horizonMilliseconds` = 100.
    public static let horizon = 0.100
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
        if count == 0 {
            head = 0
        } else {
            head = (head + 1) % Self.capacity
        }
        ring[head] = Sample(position: p, time: time)
        count = Swift.min(count + 1, Self.capacity)
        if moved { lastMotionTime = time }
    }

    /// The velocity as of the newest sample (points/s); zero with fewer than two usable samples or when
    /// the pointer had stood still for more than `stillThreshold` by then.
    public func velocity() -> Point {
        guard let last = latest else { return .zero }
        return velocity(at: last.time)
    }

    /// The velocity at `time` (s), normally the lift time (points/s). Zero when the pointer has not moved
    /// for more than `stillThreshold` before `time` (no events, or events at the same position), or with
    /// fewer than two samples in the fitted run. Never NaN.
    public func velocity(at time: Double) -> Point {
        guard count >= 2, let last = latest, let moved = lastMotionTime else { return .zero }
        if time - moved > Self.stillThreshold { return .zero }
        // Collect the run: newest backwards, within the horizon and without a long gap.
        let t0 = last.time
        var n = 0
        var sumT = 0.0, sumX = 0.0, sumY = 0.0
        var index = head
        var previousTime = t0
        while n < count {
            let s = ring[index]
            if t0 - s.time > Self.horizon || previousTime - s.time > Self.stillThreshold { break }
            sumT += s.time - t0
            sumX += s.position.x
            sumY += s.position.y
            previousTime = s.time
            n += 1
            index = (index + Self.capacity - 1) % Self.capacity
        }
        guard n >= 2 else { return .zero }
        let meanT = sumT / Double(n), meanX = sumX / Double(n), meanY = sumY / Double(n)
        var stt = 0.0, stx = 0.0, sty = 0.0
        index = head
        for _ in 0..<n {
            let s = ring[index]
            let dt = s.time - t0 - meanT
            stt += dt * dt
            stx += dt * (s.position.x - meanX)
            sty += dt * (s.position.y - meanY)
            index = (index + Self.capacity - 1) % Self.capacity
        }
        // All samples at (nearly) the same instant: no time base to measure a slope.
        guard stt > 1e-12 else { return .zero }
        let v = Point(x: stx / stt, y: sty / stt)
        return v.isFinite ? v : .zero
    }
}
