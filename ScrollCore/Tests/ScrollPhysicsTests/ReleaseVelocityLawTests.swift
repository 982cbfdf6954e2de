import XCTest
@testable import ScrollPhysics

/// The release velocity follows UIKit's law (docs/scroll-behaviour.md, "Release velocity"): the weighted
/// average 0.6·v₋₂ + 0.35·v₋₁ + 0.05·v₀ of the last three inter-sample velocities of a touch reported at
/// 60–120 Hz, reverse-engineered from UIScrollView in flutter/flutter PR 60501 (checked there against a
/// recorded fling: the law gave 4030.69 pt/s where UIKit released at 4030.79). A desktop pointer at any
/// rate must release within 5% of the law on the same path sampled as a touchscreen would.
final class ReleaseVelocityLawTests: XCTestCase {
    /// flutter/flutter PR 60501: weights of the last three inter-sample velocities, oldest first.
    static let uikitWeights = [0.6, 0.35, 0.05]
    /// flutter/flutter PR 60501's recorded fling: UIKit's release speed and the law's, pt/s.
    static let recordedRelease = (uikit: 4030.79, law: 4030.69)

    /// A hand movement: position (pt) at time t (s), lifted at `lift`.
    struct Path: Sendable {
        let name: String
        let lift: Double
        let x: @Sendable (Double) -> Double
    }

    /// Lift at 0.2 s after 0.1 s of motion (the finger at rest before).
    static let paths: [Path] = [
        Path(name: "constant 2000 pt/s", lift: 0.2) { t in 2000 * max(0, t - 0.1) },
        // 0 → 4000 pt/s over the last 100 ms (the accelerating flick).
        Path(name: "accelerating 0→4000", lift: 0.2) { t in let u = max(0, t - 0.1); return 20_000 * u * u },
        // 3000 → 1000 pt/s over the last 100 ms (braking before the lift).
        Path(name: "braking 3000→1000", lift: 0.2) { t in let u = max(0, t - 0.1); return 3000 * u - 10_000 * u * u },
    ]

    /// The law applied to `path` sampled at `hz` ending at the lift, computed here independently.
    static func law(_ path: Path, hz: Double) -> Double {
        let h = 1 / hz
        let p = (0...3).map { path.x(path.lift - Double($0) * h) }  // newest first
        let v = (0..<3).map { (p[$0] - p[$0 + 1]) / h }               // v₀, v₋₁, v₋₂
        return uikitWeights[0] * v[2] + uikitWeights[1] * v[1] + uikitWeights[2] * v[0]
    }

    /// The tracker fed `path` at `hz` (samples ending at the lift), queried at the lift.
    static func tracked(_ path: Path, hz: Double, noise: Double = 0, seed: UInt64 = 1) -> Double {
        var tracker = VelocityTracker()
        var random = SeededRandom(seed: seed)
        let n = Int((path.lift * hz).rounded())
        for i in 0...n {
            let t = path.lift - Double(n - i) / hz
            let jitter = noise == 0 ? 0 : Double.random(in: -noise...noise, using: &random)
            tracker.add(Point(x: path.x(t) + jitter, y: 0), time: t)
        }
        return tracker.velocity(at: path.lift).x
    }

    func testTheLawItselfAtTouchRates() {
        // A 120 Hz touchscreen sample list: the tracker reads exactly UIKit's law.
        for path in Self.paths {
            for hz in [60.0, 120.0] {
                XCTAssertEqual(Self.tracked(path, hz: hz), Self.law(path, hz: hz), accuracy: 1e-6, "\(path.name) at \(hz) Hz")
            }
        }
        // The recorded fling's numbers agree to 0.1 pt/s: the law is UIKit's.
        XCTAssertEqual(Self.recordedRelease.law, Self.recordedRelease.uikit, accuracy: 0.12)
    }

    func testSameHandMovementReleasesAlikeAtAnyPointerRate() {
        for path in Self.paths {
            let touch = [Self.law(path, hz: 60), Self.law(path, hz: 120)]
            let low = touch.min()! * 0.95, high = touch.max()! * 1.05
            for hz in [60.0, 120.0, 125, 250, 500, 1000, 8000] {
                let v = Self.tracked(path, hz: hz)
                XCTAssert((low...high).contains(v),
                          "\(path.name) at \(hz) Hz released at \(v) pt/s, outside \(low)…\(high) (the law at 60–120 Hz ± 5%)")
            }
        }
        // The numbers a hand feels: accelerating into the lift releases fast, braking releases slow
        // (a mean over the last 100 ms gives 2000 and 2000, the least-squares line ≈ 2333 and 1917).
        XCTAssertGreaterThan(Self.tracked(Self.paths[1], hz: 120), 3000)
        XCTAssertLessThan(Self.tracked(Self.paths[2], hz: 120), 1500)
    }

    func testNoisyThousandHertzMouseDoesNotSpike() {
        // ±1 px of noise on every sample of a 1000 Hz mouse (seeded): within 10% of the law.
        for path in Self.paths {
            let touch = [Self.law(path, hz: 60), Self.law(path, hz: 120)]
            let low = touch.min()! * 0.9, high = touch.max()! * 1.1
            for seed in UInt64(1)...20 {
                let v = Self.tracked(path, hz: 1000, noise: 1, seed: seed)
                XCTAssert((low...high).contains(v), "\(path.name), seed \(seed): \(v) pt/s outside \(low)…\(high)")
            }
        }
    }

    func testJitteredTimestampsReadTheSameRate() {
        // A 1000 Hz mouse whose stamps wander ±0.3 ms: the median interval still sees 1 kHz.
        let path = Self.paths[0]
        var tracker = VelocityTracker()
        var random = SeededRandom(seed: 7)
        for i in 0...200 {
            let t = path.lift - Double(200 - i) / 1000 + (i == 200 ? 0 : Double.random(in: -0.0003...0.0003, using: &random))
            tracker.add(Point(x: path.x(t), y: 0), time: t)
        }
        XCTAssertEqual(tracker.velocity(at: path.lift).x, 2000, accuracy: 2000 * 0.05)
    }

    func testShortRunUsesTheIntervalsItHas() {
        // Three 120 Hz samples: v₋₂ is missing, the other two weights renormalised.
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), time: 0)
        tracker.add(Point(x: 10, y: 0), time: 1.0 / 120)
        tracker.add(Point(x: 30, y: 0), time: 2.0 / 120)
        XCTAssertEqual(tracker.velocity().x, (0.35 * 1200 + 0.05 * 2400) / 0.4, accuracy: 1e-6)
    }
}
