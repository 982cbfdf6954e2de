import Capture
import ImageOutput
import Platform
import Dispatch
import Foundation
import Synchronization

/// SIGINT and SIGTERM ask a frame loop to stop at the end of the frame instead of killing the process
/// mid-write: the window then finishes `--trace` and renames it into place; capture finishes or
/// removes every partial file and exits with 128 + the signal's number. Lives while the loop runs.
///
/// Capture creates it before loading the script, in "at once" mode: until `stopAtNextFrame()` (called
/// before anything is written), a signal ends the process at once — with one line and exit 128 +
/// the signal's number — however long loading a large script or expanding its events takes.
final class StopSignals {
    /// Set from the signal handlers' queue, read by the frame loop.
    private final class Flag: Sendable {
        /// 0 until a signal arrives, then the first signal's number.
        let value = Atomic<Int32>(0)
        /// True while a signal ends the process at once (nothing written yet).
        let atOnce = Atomic<Bool>(false)
    }

    private let flag = Flag()
    private var sources: [any DispatchSourceSignal] = []

    init() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)   // the dispatch source receives it instead
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [flag] in
                _ = flag.value.compareExchange(expected: 0, desired: number, ordering: .relaxed)
                if flag.atOnce.load(ordering: .sequentiallyConsistent) {
                    FileHandle.standardError.write(Data("cubescroll: interrupted before the first frame\n".utf8))
                    _exit(128 + number)
                }
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

    /// Signals now end the process at once (see the type's documentation).
    /// - Parameter atOnce: false (the default for the window) only records them.
    convenience init(atOnce: Bool) {
        self.init()
        flag.atOnce.store(atOnce, ordering: .sequentiallyConsistent)
    }

    /// From now on a signal only asks the frame loop to stop (call it before writing anything). A
    /// signal that arrived already is seen by the loop at its first frame.
    func stopAtNextFrame() { flag.atOnce.store(false, ordering: .sequentiallyConsistent) }

    /// True once SIGINT or SIGTERM arrived.
    var requested: Bool { received != nil }

    /// The first of SIGINT or SIGTERM that arrived, or nil.
    var received: Int32? {
        let number = flag.value.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }
}
