import Capture
import Foundation
import XCTest

/// Quitting is prompt however long the `--trace` has grown: Esc and SIGTERM end the frame loop at
/// once (the main thread checks for signals every `GLFWWindowHost.stateCheckInterval`), the trace
/// is finished and renamed into place, and the process exits.
final class WindowQuitTests: XCTestCase {
    /// Longest wait (s) from Esc or SIGTERM to the process's exit: a person notices 1 s.
    static let promptly = 1.0

    func testQuittingWithALongTraceIsPrompt() throws {
        for quit in ["Escape", "SIGTERM"] {
            let session = try WindowSession({ ["--width", "640", "--height", "400", "--trace", $0 + "/trace.jsonl",
                                               "--quit-after", "120"] }, test: self)
            usleep(4_000_000)   // the turning cube: a frame every 1/120 s
            let asked = Date()
            if quit == "Escape" { try session.key("Escape") } else { session.app.terminate() }
            XCTAssertTrue(WindowSession.waitFor(20) { !session.app.isRunning })
            let took = Date().timeIntervalSince(asked)
            XCTAssertEqual(session.app.terminationStatus, 0, session.appErrorText)
            XCTAssertLessThan(took, Self.promptly, "\(quit): exited \(took) s after being asked")
            let trace = try TraceReader.read(path: session.work + "/trace.jsonl")
            XCTAssertGreaterThan(trace.frames.count, 100, "\(quit): a long trace, complete")
        }
    }
}
