import Capture
import ImageOutput
import Platform
import Dispatch
import Foundation
import Synchronization

/// SIGINT and SIGTERM ask the window loop to stop at the end of the frame (so `--trace` is finished
/// and renamed into place) instead of killing the process mid-write. Lives while the loop runs.
final class StopSignals {
    /// Set from the signal handlers' queue, read by the frame loop.
    private final class Flag: Sendable {
        let value = Atomic<Bool>(false)
    }

    private let flag = Flag()
    private var sources: [any DispatchSourceSignal] = []

    init() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)   // the dispatch source receives it instead
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [flag] in flag.value.store(true, ordering: .relaxed) }
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
    var requested: Bool { flag.value.load(ordering: .relaxed) }
}
