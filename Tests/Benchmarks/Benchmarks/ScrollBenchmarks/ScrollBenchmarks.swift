import Benchmark
import ScrollKit
import ScrollPhysics

/// One frame of the scroll model, measured per frame. Goal: under 1 µs and zero heap
/// allocations per frame. Each benchmark iteration runs `framesPerIteration` frames at 120 Hz, so the
/// reported figures are divided by that (`scalingFactor`) to read per frame.
let framesPerIteration = 1000
let frame = 1.0 / 120

/// A horizontal strip like the cube scene's: 800×200 view, 100 000 pt of content, a delegate that
/// reads the offset as the cube view does.
final class OffsetReader: ScrollViewDelegate {
    var offset = Point.zero
    func scrollViewDidScroll(_ scrollView: ScrollView) { offset = scrollView.contentOffset }
}

func makeStrip(_ reader: OffsetReader) -> ScrollView {
    let view = ScrollView(frame: Rect(x: 0, y: 0, width: 800, height: 200))
    view.contentSize = Size(width: 100_000, height: 200)
    view.contentOffset = Point(x: 50_000, y: 0)
    view.delegate = reader
    return view
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    // A finger drag: each frame gets one pan sample (the velocity tracker's ring buffer, the rubber
    // band mapping, didScroll) and then advance(to:).
    Benchmark("advance(to:) per frame while dragging", configuration: configuration) { benchmark in
        let reader = OffsetReader()
        let view = makeStrip(reader)
        var t = 0.0
        view.touchDown(time: t)
        view.panBegan(translation: .zero, time: t)
        var x = 0.0
        benchmark.startMeasurement()
        for _ in 0..<framesPerIteration {
            t += frame
            x -= 4  // 480 pt/s
            view.panChanged(translation: Point(x: x, y: 0), time: t)
            view.advance(to: t)
        }
        benchmark.stopMeasurement()
        blackHole(reader.offset)
    }

    // A fling decelerating: advance(to:) evaluates the closed-form decay each frame. Each iteration
    // starts a fresh 8000 pt/s fling (4.8 s of deceleration at .normal) and measures 1000 frames 1 ms
    // apart (the cost of a frame does not depend on the frame interval; 1000 frames at 120 Hz would
    // outlast the fling).
    Benchmark("advance(to:) per frame while decelerating", configuration: configuration) { benchmark in
        let reader = OffsetReader()
        let view = makeStrip(reader)
        var t = 0.0
        view.touchDown(time: t)
        view.panBegan(translation: .zero, time: t)
        for _ in 0..<12 {
            t += frame
            view.panChanged(translation: Point(x: -8000 * t, y: 0), time: t)
        }
        view.panEnded(translation: Point(x: -8000 * t, y: 0), time: t)
        precondition(view.isDecelerating)
        benchmark.startMeasurement()
        for _ in 0..<framesPerIteration {
            t += 0.001
            view.advance(to: t)
        }
        benchmark.stopMeasurement()
        precondition(view.isDecelerating, "the fling must last the whole measurement")
        blackHole(reader.offset)
    }

    // Control: one heap allocation per frame, to show that the malloc counter works (it must read
    // 1 per frame here, so the 0 above is a measurement and not a counter that never counts).
    Benchmark("control: one array allocation per frame", configuration: configuration) { benchmark in
        var t = 0.0
        benchmark.startMeasurement()
        for _ in 0..<framesPerIteration {
            t += frame
            blackHole([t, t])
        }
        benchmark.stopMeasurement()
    }
}
