import DesktopInput
import Foundation
import SceneKit
@testable import Scenes
import XCTest

/// "Nothing moves by itself for ever", asked of the whole scene rather than only of its scroll
/// views: `needsFrame` — true while anything still changes with time alone (a scroll view, a
/// bubble's spring, an autoscroll timer, a wheel gesture's silence, a deadline) — must be false
/// `idleTime` after the last input, so a window at rest sleeps. Left out: the cube scene (its big
/// cube turns for ever by design) and the cradle (its physics world does not yet sleep after
/// motion). Same cases as `SceneFuzzTests` (`SceneFuzzCase`, the same environment variables) plus
/// `regressionSeeds`, each at its own frame rate and at 30 and 240 fps, through `SceneTestDriver`
/// (the host's frame order), drawing every frame.
final class SceneFuzzIdleTests: XCTestCase {
    /// Seconds after the last input by which every scene is idle: a fling of up to 3.3 s, then
    /// messages' bubble springs, which rest (under 10⁻⁶ pt) about 4 s after the list stops.
    static let idleTime = 10.0
    /// Cases that once never fell idle: messages, a wheel notch just after End in 100,000 bubbles
    /// (their springs, seeded by a rule that compounded at every step of the glide, reached 10³² pt).
    static let regressionSeeds: [UInt64] = [269]
    static let leftOut: [any Scene.Type] = [CubesScene.self, CradleScene.self]

    func testEverySceneFallsIdleAfterTheLastInput() {
        let env = ProcessInfo.processInfo.environment
        let count = env["CUBESCROLL_FUZZ_CASES"].flatMap(Int.init) ?? SceneFuzzTests.fastCases
        let first = env["CUBESCROLL_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
        var failed = 0
        let seeds = Array(first..<(first + UInt64(max(0, count))))
        for seed in seeds + Self.regressionSeeds.filter({ !seeds.contains($0) }) {
            let c = SceneFuzzCase(seed: seed)
            guard !Self.leftOut.contains(where: { $0 == c.scene }) else { continue }
            let busy = [c.fps, 30, 240].filter { Self.stillNeedsFrames(c, fps: $0) }
            if !busy.isEmpty {
                failed += 1
                XCTFail("\(c): still needs frames \(Self.idleTime) s after the last input at \(busy) fps")
            }
        }
        print("scene idle fuzz: \(count) cases from seed \(first), \(failed) failed")
    }

    /// Whether `c`'s scene still needs frames `idleTime` after its last input at `fps`.
    static func stillNeedsFrames(_ c: SceneFuzzCase, fps: Double) -> Bool {
        func run<S: Scene>(_ type: S.Type) -> Bool {
            let d = SceneTestDriver(type, size: c.size, c.parameters, fps: fps)
            d.play(c.events, until: c.lastInputTime + idleTime)
            return d.scene.needsFrame
        }
        return run(c.scene)
    }
}
