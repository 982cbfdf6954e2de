import DesktopInput
import Foundation
import SceneKit
@testable import Scenes
import ScrollKit
import ScrollPhysics
import XCTest

/// Black-box fuzzing of every scene (no GL): seeded random scripts (`SceneFuzzCase`) in odd window
/// sizes, each run at its own frame rate and again at 30 and 240 fps, drawing every frame. Checks:
/// nothing traps; every scroll view's offset, velocity and zoom and every number in the trace's
/// frame fields stay finite; 5 s after the last input nothing moves by itself, every scroll view
/// rests inside its range and every pager on a whole page (`restProblems`); and where a scene
/// promises frame-rate independence, its scroll views rest at the same offsets and zooms at 30 and
/// 240 fps (within 1e-3 pt).
///
/// CI runs `fastCases` seeds. `CUBESCROLL_FUZZ_CASES=N` runs N (e.g. 600), and
/// `CUBESCROLL_FUZZ_SEED=S` starts at seed S (to replay one case: `…_CASES=1 …_SEED=S`);
/// `CUBESCROLL_FUZZ_SCENE=NAME` runs only that scene's seeds among them.
final class SceneFuzzTests: XCTestCase {
    static let fastCases = 21
    /// Seconds after the last input by which every scroll view must be at rest.
    static let settleTime = 5.0
    /// Scenes whose landings are documented as independent of the frame rate.
    static let frameRateIndependent: Set<String> = ["cubes", "calendar", "street", "coverflow"]

    struct Outcome {
        var problems: [String] = []
        var rest: [(name: String, offset: Point, zoom: Double)] = []
    }

    func testRandomScriptsOverEveryScene() {
        let env = ProcessInfo.processInfo.environment
        let count = env["CUBESCROLL_FUZZ_CASES"].flatMap(Int.init) ?? Self.fastCases
        let first = env["CUBESCROLL_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
        let only = env["CUBESCROLL_FUZZ_SCENE"]
        var failed = 0
        for seed in first..<(first + UInt64(max(0, count))) {
            let c = SceneFuzzCase(seed: seed)
            if let only, c.scene.info.name != only { continue }
            let own = Self.run(c, fps: c.fps)
            let slow = Self.run(c, fps: 30), fast = Self.run(c, fps: 240)
            var problems = own.problems.map { "own fps: \($0)" } + slow.problems.map { "30 fps: \($0)" }
                + fast.problems.map { "240 fps: \($0)" }
            if Self.frameRateIndependent.contains(c.scene.info.name) {
                for (a, b) in zip(slow.rest, fast.rest) {
                    let d = max(abs(a.offset.x - b.offset.x), abs(a.offset.y - b.offset.y))
                    if d > 1e-3 || abs(a.zoom - b.zoom) > 1e-9 {
                        problems.append("\(a.name) rests at \(a.offset) ×\(a.zoom) at 30 fps but \(b.offset) ×\(b.zoom) at 240 fps")
                    }
                }
            }
            if !problems.isEmpty {
                failed += 1
                XCTFail("\(c): \(problems.prefix(4).joined(separator: "; "))")
            }
        }
        print("scene fuzz: \(count) cases from seed \(first), \(failed) failed")
    }

    /// Runs `c` at `fps` through the host's frame order: inputs at their own times, advance, draw,
    /// trace fields, events.
    static func run(_ c: SceneFuzzCase, fps: Double) -> Outcome {
        let scene = c.scene.make(size: c.size, c.parameters)
        var out = Outcome()
        var list = DrawList()
        var next = 0
        let end = c.lastInputTime + settleTime
        var frame = 0
        while true {
            frame += 1
            let t = Double(frame) / fps
            while next < c.events.count, c.events[next].t <= t {
                let (time, event) = c.events[next]
                if case .resize(let size) = event { scene.resize(to: size, time: time) } else { scene.handle(event, time: time) }
                next += 1
            }
            scene.advance(to: t)
            scene.draw(into: &list, time: t)
            if out.problems.count < 4 { out.problems += problems(in: scene, at: t) }
            _ = scene.drainEvents()
            if t >= end { break }
        }
        for named in scene.scrollViews {
            let sv = named.scrollView
            if sv.isDragging || sv.isDecelerating || sv.isScrollAnimating || sv.isZoomAnimating || sv.velocity != .zero {
                out.problems.append("\(named.name) still moving \(settleTime) s after the last input (velocity \(sv.velocity))")
            }
            out.rest.append((named.name, sv.contentOffset, sv.zoomScale))
        }
        out.problems += restProblems(in: scene)
        return out
    }

    /// Non-finite values in the scroll views or the trace's frame fields at `t`.
    static func problems(in scene: any Scene, at t: Double) -> [String] {
        var found: [String] = []
        for named in scene.scrollViews {
            let sv = named.scrollView
            if !sv.contentOffset.isFinite || !sv.velocity.isFinite || !sv.zoomScale.isFinite {
                found.append("t=\(t): \(named.name) offset \(sv.contentOffset) velocity \(sv.velocity) zoom \(sv.zoomScale)")
            }
        }
        func finite(_ v: TraceValue) -> Bool {
            switch v {
            case .number(let n): n.isFinite
            case .numbers(let ns): ns.allSatisfy(\.isFinite)
            case .object(let fields): fields.allSatisfy { finite($0.value) }
            case .bool, .string: true
            }
        }
        for field in scene.traceFrameFields(time: t) where !finite(field.value) {
            found.append("t=\(t): trace field \(field.key) = \(field.value)")
        }
        return found
    }
}
