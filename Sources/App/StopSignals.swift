import Capture
import ImageOutput
import Platform
import Dispatch
import Foundation
import Synchronization

/// SIGINT and SIGTERM ask a frame loop to stop at the end of the frame instead of killing the process
/// mid-write: the window then finishes `--trace` and renames it into place; capture finishes or
/// removes every partial file and exits with 128 + the signal's number. Lives while the loop runs.
final class StopSignals {
    /// Set from the signal handlers' queue, read by the frame loop.
    private final class Flag: Sendable {
        /// 0 until a signal arrives, then the first signal's number.
        let value = Atomic<Int32>(0)
    }

    private let flag = Flag()
    private var sources: [any DispatchSourceSignal] = []

    init() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)   // the dispatch source receives it instead
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [flag] in
                _ = flag.value.compareExchange(expected: 0, desired: number, ordering: .relaxed)
            }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    /// True once SIGINT or SIGTERM arrived.
    var requested: Bool { received != nil }

    /// The first of SIGINT or SIGTERM that arrived, or nil.
    var received: Int32? {
        let number = flag.value.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }
}
