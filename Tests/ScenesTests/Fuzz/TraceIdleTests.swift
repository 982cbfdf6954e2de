import App
import Capture
import Foundation
import SceneKit
@testable import Scenes
import XCTest

/// "At rest, a scene stops drawing", checked from the trace alone (docs/capture.md, "Trace format"):
/// every frame's `needsFrame` is the host's own answer after that frame, so a frame 10 s after the
/// last input that still says `true` is a scene that keeps a window drawing for nothing. Run over the
/// fuzz cases of every scene through `SceneHost` (the frames the trace writes), at 30 and 240 fps.
/// The cube scene, whose big cube turns for ever, must be flagged — the check can see a scene that
/// never rests; the cradle is left out while it swings.
final class TraceIdleTests: XCTestCase {
    static let idleTime = SceneFuzzIdleTests.idleTime

    /// The frames (as a trace reader reads them back) at least `idleTime` after the last input
    /// that still ask for frames.
    static func framesStillAsking(_ c: SceneFuzzCase, fps: Double) throws -> [TraceFrame] {
        let host = SceneHost(c.scene, parameters: SceneParameters(declared: c.scene.parameters, given: c.parameters),
                             windowSize: c.size)
        var lines = [try host.traceHeader(fps: fps, scale: 1).jsonLine()]
        var next = 0, frame = 0
        let end = c.lastInputTime + idleTime + 1
        while Double(frame) / fps <= end {
            let t = Double(frame) / fps
            while next < c.events.count, c.events[next].t <= t {
                host.deliver(c.events[next].event, time: c.events[next].t)
                next += 1
            }
            host.advance(to: t)
            let line = host.traceFrame(index: frame, time: t)
            if t >= c.lastInputTime + idleTime || frame == 0 { lines.append(try line.jsonLine()) }
            frame += 1
        }
        let frames = try TraceReader.parse(Array((lines.joined(separator: "\n") + "\n").utf8)).frames
        XCTAssertTrue(frames.allSatisfy { $0.needsFrame != nil }, "every frame says needsFrame")
        return frames.filter { $0.t >= c.lastInputTime + idleTime && $0.needsFrame == true }
    }

    func testNoSceneButTheTurningCubeAsksForFramesTenSecondsAfterItsLastInput() throws {
        let env = ProcessInfo.processInfo.environment
        let count = env["CUBESCROLL_FUZZ_CASES"].flatMap(Int.init) ?? SceneFuzzTests.fastCases
        let first = env["CUBESCROLL_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
        var cubesFlagged = 0
        for seed in first..<(first + UInt64(max(0, count))) {
            let c = SceneFuzzCase(seed: seed)
            if c.scene == CradleScene.self { continue }
            for fps in [30.0, 240] {
                let asking = try Self.framesStillAsking(c, fps: fps)
                if c.scene == CubesScene.self {
                    XCTAssertFalse(asking.isEmpty, "\(c) at \(fps) fps: the turning cube must show as asking for frames")
                    cubesFlagged += 1
                } else {
                    XCTAssertTrue(asking.isEmpty, "\(c) at \(fps) fps: still asks for frames at t = \(asking.first?.t ?? 0) s")
                }
            }
        }
        if count >= SceneCatalog.all.count { XCTAssertGreaterThan(cubesFlagged, 0, "the cube scene was among the cases") }
    }
}
