import Capture
import Foundation
import App
import SceneKit
import XCTest

/// The window draws only when something changes: at rest every scene but the cubes (whose big
/// cube always turns) sleeps, and a hidden window draws nothing. Measured as a person's `top`
/// would: the process's CPU time (user + system, /proc/PID/stat) over a stretch at rest.
final class WindowIdleTests: XCTestCase {
    /// Most of a core a scene at rest may use (2%).
    static let restingShare = 0.02
    /// The stretch CPU time is measured over, seconds.
    static let measured = 2.0
    /// Scenes that open moving and keep moving longer than the settling time (the cradle's items swing).
    static let moving: Set = ["cradle"]

    /// Every scene but the cubes, shown in turn with Tab, uses at most 2% of a core once settled
    /// (photos rendered, hint panel up and waiting for its fold). The cradle opens with its items
    /// swinging, which is motion, not rest: it is measured by the scene's own needsFrame tests.
    func testEveryStillSceneSleeps() throws {
        let session = try WindowSession({ _ in ["--width", "640", "--height", "400", "--quit-after", "300"] }, test: self)
        let names = try Cubescroll.run(["scenes"]).stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        XCTAssertEqual(names.first, "cubes")
        var shares: [String: Double] = [:]
        for name in names.dropFirst() {
            try session.key("Tab")
            usleep(2_500_000)   // settle: photos render in the background, the strip snaps
            shares[name] = try Self.cpuShare(of: session.app.processIdentifier, over: Self.measured)
        }
        for (name, share) in shares where !Self.moving.contains(name) {
            XCTAssertLessThanOrEqual(share, Self.restingShare, "\(name) at rest uses \(share * 100)% of a core (all: \(shares))")
        }
        XCTAssertEqual(shares.count, names.count - 1)
    }

    /// The cube scene keeps drawing (its big cube turns), but not once the window is unmapped;
    /// mapped again, it draws again.
    func testAHiddenWindowDrawsNothing() throws {
        let session = try WindowSession({ ["--width", "640", "--height", "400", "--trace", $0 + "/trace.jsonl",
                                           "--quit-after", "120"] }, test: self)
        let pid = session.app.processIdentifier
        usleep(1_000_000)
        XCTAssertGreaterThan(try Self.cpuShare(of: pid, over: 1), Self.restingShare, "the turning cube is drawn")
        try session.xdotool(["windowunmap", "--sync", session.window])
        usleep(500_000)
        let hidden = try Self.cpuShare(of: pid, over: Self.measured)
        XCTAssertLessThanOrEqual(hidden, Self.restingShare, "unmapped: \(hidden * 100)% of a core")
        try session.xdotool(["windowmap", "--sync", session.window])
        usleep(1_000_000)
        session.app.terminate()
        XCTAssertTrue(WindowSession.waitFor(20) { !session.app.isRunning })
        let trace = try TraceReader.read(path: session.work + "/trace.jsonl")
        let times = trace.frames.map(\.t)
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        XCTAssertGreaterThan(gaps.max() ?? 0, Self.measured, "no frame while unmapped")
        XCTAssertGreaterThan(times.last ?? 0, (times.first ?? 0) + Self.measured + 1.5, "frames again once mapped")
    }

    /// A scene at rest still draws the change due later with no input: the hint panel folds away
    /// `hintDuration` after the scene is shown.
    func testTheHintPanelFoldsWhileAtRest() throws {
        let session = try WindowSession({ ["--scene", "calendar", "--width", "640", "--height", "400",
                                           "--trace", $0 + "/trace.jsonl", "--quit-after", "120"] }, focus: false, test: self)
        usleep(UInt32((SceneOverlay.hintDuration + 1) * 1_000_000))
        session.app.terminate()
        XCTAssertTrue(WindowSession.waitFor(20) { !session.app.isRunning })
        let trace = try TraceReader.read(path: session.work + "/trace.jsonl")
        let fold = try XCTUnwrap(trace.frames.first { $0.t >= SceneOverlay.hintDuration }, "a frame at the fold")
        XCTAssertLessThan(fold.t, SceneOverlay.hintDuration + 0.1)
        XCTAssertLessThan(trace.frames.count, 20, "at rest, only the frames something changed for")
    }

    /// The share of one core process `pid` used over the next `seconds`.
    static func cpuShare(of pid: Int32, over seconds: Double) throws -> Double {
        let before = try cpuSeconds(pid)
        usleep(UInt32(seconds * 1_000_000))
        return (try cpuSeconds(pid) - before) / seconds
    }

    /// User + system CPU seconds of `pid` so far (/proc/PID/stat fields 14 and 15, in clock ticks).
    static func cpuSeconds(_ pid: Int32) throws -> Double {
        let text = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        // Fields after the command name, which is in parentheses and may contain spaces.
        let rest = text[text.index(after: try XCTUnwrap(text.lastIndex(of: ")")))...].split(separator: " ")
        let utime = try XCTUnwrap(Double(rest[11])), stime = try XCTUnwrap(Double(rest[12]))
        return (utime + stime) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
