import App
import Benchmark
import DesktopInput
import SceneKit
import Scenes
import ScrollPhysics

/// One frame of the `messages` scene while a finger drags the list: a pointer move, `advance(to:)`
/// (the scroll model and the springs on their fixed clock) and `draw(into:)`. Only the bubbles
/// near the screen have springs (docs/techniques/springy-items.md), so a frame should cost the same
/// with 10,000 bubbles as with 120: compare the two figures (goal: ratio within 1.2).
let framesPerIteration = 120
let frame = 1.0 / 60
let window = Size(width: 400, height: 600)
/// The scene, as the command line finds it (the scene types are the Scenes module's own).
let messages = SceneCatalog.scene(named: "messages")!

/// Runs `framesPerIteration` frames of a steady upward drag (3 pt a frame, 180 pt/s) on a fresh
/// scene of `items` bubbles, measuring only the frames.
func dragFrames(items: Int, _ benchmark: Benchmark) {
    let parameters = SceneParameters(declared: messages.parameters).overriding(["items": .int(items)])
    let scene = SceneHost(messages, parameters: parameters, windowSize: window).scene
    var list = DrawList()
    var t = 0.0, y = 580.0
    scene.handle(.mouseDown(Point(x: 200, y: y)), time: t)
    // Past the pan recognizer's slop, so every measured frame scrolls.
    for _ in 0..<10 {
        t += frame; y -= 3
        scene.handle(.mouseMove(Point(x: 200, y: y)), time: t)
        scene.advance(to: t)
    }
    benchmark.startMeasurement()
    for _ in 0..<framesPerIteration {
        t += frame; y -= 3
        scene.handle(.mouseMove(Point(x: 200, y: y)), time: t)
        scene.advance(to: t)
        scene.draw(into: &list, time: t)
    }
    benchmark.stopMeasurement()
    blackHole(list.commands.count)
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )
    Benchmark("messages frame while dragging, 120 bubbles", configuration: configuration) { benchmark in
        dragFrames(items: 120, benchmark)
    }
    Benchmark("messages frame while dragging, 10000 bubbles", configuration: configuration) { benchmark in
        dragFrames(items: 10_000, benchmark)
    }
}
