import DesktopInput
import Foundation
import SceneKit
@testable import Scenes
import ScrollKit
import ScrollPhysics
import XCTest

/// Fuzzing of the calendar's two coupled views (no GL): the all-scene fuzzer's calendar cases
/// (`SceneFuzzCase`) and seeded scripts aimed at the strip and the pager (swipes, flicks, taps,
/// wheel bursts and keys on either view, often during the other's landing). Checks: every frame
/// draws; 5 s after the last input both views rest on whole pages of their ranges — the pager on a
/// day, the strip on that day's week — and at the same day and week at 30 and 240 fps
/// (docs/techniques/coupled-scroll-views.md).
///
/// CI runs `fastCases` of each kind; `CUBESCROLL_FUZZ_CASES=N` runs N of each, and
/// `CUBESCROLL_FUZZ_SEED=S` starts at seed S.
final class CalendarFuzzTests: XCTestCase {
    static let fastCases = 40
    /// Aimed seeds that always run: each once rested a week apart at 30 and 240 fps (a wheel click on
    /// the pager while the router had not yet ended the strip's wheel gesture at 30 fps).
    static let regressionSeeds: [UInt64] = [192, 307]
    static let settleTime = 5.0

    struct Script: CustomStringConvertible {
        var name: String
        var size: Size
        var parameters: [String: SceneParameterValue]
        var events: [(t: Double, event: DesktopEvent)]
        var description: String { "\(name) \(Int(size.width))×\(Int(size.height)) \(parameters), \(events.count) inputs" }
    }

    /// Where a calendar script's case ended up: the views' offsets, their page positions, problems.
    struct Rest: Equatable { var day: Double; var week: Double }

    func testTheStripAndThePagerRestOnWholePages() {
        let env = ProcessInfo.processInfo.environment
        let count = env["CUBESCROLL_FUZZ_CASES"].flatMap(Int.init) ?? Self.fastCases
        let first = env["CUBESCROLL_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
        var scripts: [Script] = []
        let scenes = UInt64(SceneCatalog.all.count)
        let calendar = UInt64(SceneCatalog.all.firstIndex { $0 == CalendarScene.self }!)
        for i in 0..<UInt64(max(0, count)) {
            let seed = first + i
            let general = SceneFuzzCase(seed: (seed - 1) * scenes + calendar)
            scripts.append(Script(name: "\(general)", size: general.size, parameters: general.parameters, events: general.events))
            scripts.append(Self.aimed(seed: seed))
        }
        for seed in Self.regressionSeeds where !(first..<(first + UInt64(max(0, count)))).contains(seed) {
            scripts.append(Self.aimed(seed: seed))
        }
        var failed = 0
        for s in scripts {
            let slow = Self.run(s, fps: 30), fast = Self.run(s, fps: 240)
            var problems = slow.problems.map { "30 fps: \($0)" } + fast.problems.map { "240 fps: \($0)" }
            if problems.isEmpty, slow.rest != fast.rest {
                problems.append("rests at day \(slow.rest.day) week \(slow.rest.week) at 30 fps but day \(fast.rest.day) week \(fast.rest.week) at 240 fps")
            }
            if !problems.isEmpty {
                failed += 1
                XCTFail("\(s): \(problems.prefix(3).joined(separator: "; "))")
            }
        }
        print("calendar fuzz: \(scripts.count) scripts, \(failed) failed")
    }

    /// A seeded script aimed at the calendar: 3–9 inputs on the strip or the pager with gaps of 5 ms
    /// to 0.5 s, so many land during the other view's motion.
    static func aimed(seed: UInt64) -> Script {
        var rng = SeededRandom(seed: seed &* 0xD1B5_4A32_D192_ED03 &+ 7)
        let size = Size(width: Double.random(in: 120...900, using: &rng).rounded(), height: Double.random(in: 200...600, using: &rng).rounded())
        let day = Int.random(in: 0..<CalendarDates.count, using: &rng)
        let layout = CalendarLayout(size: size)
        var out: [(Double, DesktopEvent)] = []
        var t = 0.05
        for _ in 0..<Int.random(in: 3...9, using: &rng) {
            t += Double.random(in: 0.005...0.5, using: &rng)
            let onStrip = Bool.random(using: &rng)
            let y = onStrip ? layout.stripFrame.midY : layout.pagerFrame.midY
            let x = Double.random(in: 0...size.width, using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4:  // a swipe or a flick
                let dx = Double.random(in: -size.width...size.width, using: &rng), duration = Double.random(in: 0.03...0.4, using: &rng)
                let a = Point(x: x, y: y), b = Point(x: x + dx, y: y)
                out.append((t, .mouseDown(a)))
                let steps = max(1, Int(duration * 120)), up = t + duration
                for i in 1...steps {  // the last move at exactly the lift's time (never after it)
                    out.append((i == steps ? up : t + duration * Double(i) / Double(steps), .mouseMove(a + (b - a) * (Double(i) / Double(steps)))))
                }
                t = up
                out.append((t, .mouseUp(b)))
            case 4..<7:  // a tap
                out.append((t, .mouseDown(Point(x: x, y: y))))
                t += Double.random(in: 0.02...0.12, using: &rng)
                out.append((t, .mouseUp(Point(x: x, y: y))))
            case 7..<9:  // wheel clicks
                for _ in 0..<Int.random(in: 1...4, using: &rng) {
                    out.append((t, .wheel(dx: 0, dy: [-1.0, 1][Int.random(in: 0...1, using: &rng)], at: Point(x: x, y: y), modifiers: [], kind: nil)))
                    t += Double.random(in: 0.005...0.1, using: &rng)
                }
            default:
                out.append((t, .key([DesktopKey.left, .right, .up, .down, .home, .end].randomElement(using: &rng)!)))
            }
        }
        return Script(name: "aimed seed \(seed)", size: size, parameters: ["day": .int(day)], events: out.map { (t: $0.0, event: $0.1) })
    }

    /// Runs `s` at `fps` in the host's frame order (`SceneTestDriver`: inputs at their own times,
    /// advance, draw), then checks how both views rest `settleTime` after the last input.
    static func run(_ s: Script, fps: Double) -> (problems: [String], rest: Rest) {
        let d = SceneTestDriver(CalendarScene.self, size: s.size, s.parameters, fps: fps)
        let c = d.scene.controller
        d.play(s.events, until: (s.events.last?.t ?? 0) + settleTime)
        var problems: [String] = []
        for sv in [c.weeks, c.days] where sv.isTracking || sv.isDragging || sv.isDecelerating || sv.isScrollAnimating {
            problems.append("\(c.name(of: sv)) still moving")
        }
        let rest = Rest(day: c.day, week: c.week)
        if abs(c.day - c.day.rounded()) > 1e-6 || !CalendarDates.contains(Int(c.day.rounded())) {
            problems.append("the pager rests between days or outside the year: day \(c.day)")
        }
        if abs(c.week - c.week.rounded()) > 1e-6 || c.week.rounded() < 0 || c.week.rounded() >= Double(CalendarWeeks.count) {
            problems.append("the strip rests between weeks or outside them: week \(c.week)")
        } else if Int(c.week.rounded()) != CalendarWeeks.week(of: c.selectedDay) {
            problems.append("the strip rests on week \(c.week) but the day \(c.day) is in week \(CalendarWeeks.week(of: c.selectedDay))")
        }
        return (problems, rest)
    }
}
