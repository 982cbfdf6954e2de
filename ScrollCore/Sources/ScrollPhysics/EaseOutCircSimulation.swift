/// A move from `start` to `end` along the ease-out-circ curve in exactly `duration` seconds:
/// x = start + (end − start)·√(1 − (1 − u)²), u = t / duration — the curve flutter/flutter PR 96574
/// matched to a recording of iOS's status-bar scroll to top (docs/scroll-behaviour.md, "Scroll to top").
///
/// The curve's slope is unbounded at u = 0; `dx` reports, for the first `initialSlopeWindow` of the
/// curve, the mean speed over that window (finite, and what a frame that early would show), and the
/// exact derivative after it. `elapsed` starts the curve part-way (a motion continued from a running one).
///
/// Units: positions in points, times in seconds, velocities in points per second. Allocation-free.
public struct EaseOutCircSimulation: Simulation, Hashable {
    /// Where the curve starts (points): its position at u = 0.
    public let start: Double
    /// Where it ends (points).
    public let end: Double
    /// Seconds from u = 0 to u = 1 (> 0).
    public let curveDuration: Double
    /// Seconds of the curve already run when this simulation's t = 0.
    public let elapsed: Double

    /// Fraction of the duration over which the initial speed is averaged: 1/1000.
    public static let initialSlopeWindow = 0.001

    /// A curve from `start` to `end` over `duration` seconds (≤ 0 or non-finite: it is at `end` at once),
    /// begun `elapsed` seconds ago (clamped to 0…duration).
    public init(start: Double, end: Double, duration: Double, elapsed: Double = 0) {
        self.start = start
        self.end = end
        curveDuration = duration.isFinite && duration > 0 ? duration : 0
        self.elapsed = Swift.min(Swift.max(elapsed.isFinite ? elapsed : 0, 0), curveDuration)
    }

    /// The curve's fraction of the way at fraction `u` of its duration.
    public static func progress(_ u: Double) -> Double {
        let v = Swift.min(Swift.max(u, 0), 1) - 1
        return (1 - v * v).squareRoot()
    }

    public var duration: Double { curveDuration - elapsed }
    public var finalPosition: Double { end }

    public func x(_ t: Double) -> Double {
        let s = elapsed + Swift.max(t, 0)
        guard curveDuration > 0, s < curveDuration else { return end }
        return start + (end - start) * Self.progress(s / curveDuration)
    }

    public func dx(_ t: Double) -> Double {
        let s = elapsed + Swift.max(t, 0)
        guard curveDuration > 0, s < curveDuration else { return 0 }
        let u = s / curveDuration, w = Self.initialSlopeWindow
        if u < w { return (end - start) * Self.progress(w) / (w * curveDuration) }
        let v = 1 - u
        return (end - start) * v / ((1 - v * v).squareRoot() * curveDuration)
    }
}
