import DesktopInput
import SceneKit
import Scenes
import ScrollPhysics
import ViewKit

/// One seeded random case of the all-scene fuzz test: a scene, an odd window size, its own frame
/// rate and a few seconds of random input (drags, flicks, taps, double-clicks, wheel clicks and
/// trackpad deltas with Shift or Ctrl, keys, two-finger pinches, resizes, focus loss).
struct SceneFuzzCase: CustomStringConvertible {
    let seed: UInt64
    let scene: any Scene.Type
    /// The scene's parameters: each at its default, an end of its range or a value near the low end.
    let parameters: [String: SceneParameterValue]
    let size: Size
    let fps: Double
    /// Inputs in time order (s).
    let events: [(t: Double, event: DesktopEvent)]

    var lastInputTime: Double { events.last?.t ?? 0 }
    var description: String {
        "seed \(seed): \(scene.info.name) \(parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")) "
            + "\(Int(size.width))×\(Int(size.height)) at \(fps) fps, \(events.count) inputs"
    }

    /// The case for `seed`; the scene is `SceneCatalog.all[seed % count]`, so consecutive seeds visit
    /// every scene.
    init(seed: UInt64) {
        self.seed = seed
        var rng = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 1)
        scene = SceneCatalog.all[Int(seed % UInt64(SceneCatalog.all.count))]
        var given: [String: SceneParameterValue] = [:]
        for p in scene.parameters {
            let pick = Int.random(in: 0..<4, using: &rng)
            switch p.kind {
            case .integer(let r) where pick > 0:
                given[p.name] = .int([r.lowerBound, r.upperBound, Int.random(in: r.lowerBound...min(r.upperBound, r.lowerBound + 1000), using: &rng)][pick - 1])
            case .number(let r) where pick > 0:
                given[p.name] = .number([r.lowerBound, r.upperBound, Double.random(in: r, using: &rng)][pick - 1])
            case .flag where pick > 1: given[p.name] = .bool(pick == 2)
            case .choice(let words) where pick > 0: given[p.name] = .string(words.randomElement(using: &rng)!)
            default: break
            }
        }
        let declared = SceneParameters(declared: scene.parameters, given: given)
        parameters = declared.problem(declared: scene.parameters) == nil ? given : [:]
        let w = Double.random(in: 80...1024, using: &rng).rounded(), h = Double.random(in: 87...600, using: &rng).rounded()
        size = Size(width: w, height: h)
        fps = [24.0, 30, 60, 90, 144, 240].randomElement(using: &rng)!
        var out: [(Double, DesktopEvent)] = []
        var t = 0.05
        var current = size
        func point() -> Point {
            Point(x: Double.random(in: 0...current.width, using: &rng), y: Double.random(in: 0...current.height, using: &rng))
        }
        for _ in 0..<Int.random(in: 3...9, using: &rng) {
            t += Double.random(in: 0.005...0.6, using: &rng)
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<35:  // drag or flick
                let a = point(), b = point(), duration = Double.random(in: 0.02...0.5, using: &rng)
                out.append((t, .mouseDown(a)))
                let steps = max(1, Int(duration * 120))
                for i in 1...steps { out.append((t + duration * Double(i) / Double(steps), .mouseMove(a + (b - a) * (Double(i) / Double(steps))))) }
                t += duration + Double.random(in: 0...0.3, using: &rng)
                out.append((t, .mouseUp(b)))
            case 35..<45:  // tap
                let p = point()
                out.append((t, .mouseDown(p)))
                t += 0.05
                out.append((t, .mouseUp(p)))
            case 45..<52:  // double-click
                let p = point()
                out.append((t, .mouseDown(p, button: .left, clickCount: 1)))
                out.append((t + 0.05, .mouseUp(p)))
                out.append((t + 0.15, .mouseDown(p, button: .left, clickCount: 2)))
                t += 0.2
                out.append((t, .mouseUp(p)))
            case 52..<70:  // wheel clicks or trackpad deltas, a burst
                let p = point(), clicks = Bool.random(using: &rng)
                let modifiers: KeyModifiers = [[], [], [.shift], [.control]].randomElement(using: &rng)!
                for _ in 0..<Int.random(in: 1...6, using: &rng) {
                    let dy = clicks ? Double(Int.random(in: -2...2, using: &rng)) : Double.random(in: -3...3, using: &rng)
                    let dx = clicks ? 0 : Double.random(in: -3...3, using: &rng)
                    out.append((t, .wheel(dx: dx, dy: dy, at: p, modifiers: modifiers, kind: nil)))
                    t += Double.random(in: 0.005...0.08, using: &rng)
                }
            case 70..<82:  // keys
                let key: Key = Bool.random(using: &rng)
                    ? .scroll(DesktopKey.allCases.randomElement(using: &rng)!)
                    : .character(["z", "x", "0", "b"].randomElement(using: &rng)!)
                out.append((t, .key(key, modifiers: [], isRepeat: false)))
            case 82..<88:  // a two-finger pinch
                let c = point(), scale = Double.random(in: 0.2...4, using: &rng), duration = Double.random(in: 0.05...0.4, using: &rng)
                out.append((t, .touch(.began, id: 1, at: c + Point(x: -50, y: 0))))
                out.append((t, .touch(.began, id: 2, at: c + Point(x: 50, y: 0))))
                for i in 1...8 {
                    let s = 1 + (scale - 1) * Double(i) / 8
                    out.append((t + duration * Double(i) / 8, .touch(.moved, id: 1, at: c + Point(x: -50 * s, y: 0))))
                    out.append((t + duration * Double(i) / 8, .touch(.moved, id: 2, at: c + Point(x: 50 * s, y: 0))))
                }
                t += duration
                out.append((t, .touch(.ended, id: 1, at: c + Point(x: -50 * scale, y: 0))))
                out.append((t, .touch(.ended, id: 2, at: c + Point(x: 50 * scale, y: 0))))
            case 88..<97:  // resize, now and then to the smallest sizes or minimised
                let tiny = Int.random(in: 0..<6, using: &rng)
                current = tiny == 0 ? Size(width: 0, height: 0)
                    : Size(width: Double.random(in: 40...1024, using: &rng).rounded(), height: Double.random(in: 30...600, using: &rng).rounded())
                out.append((t, .resize(current)))
                if current.width == 0 { current = size }
            default:
                out.append((t, .focusLost))
            }
        }
        events = out.map { (t: $0.0, event: $0.1) }  // generated in time order
    }
}
