import Foundation
import Synchronization

/// The handlers that were installed before ours (the Swift runtime's backtracer, or the default),
/// indexed by signal number; written once before our handlers go in, read only by them.
nonisolated(unsafe) private var previousActions: [sigaction] = Array(repeating: .init(), count: 65)

/// One line on standard error when the process dies of a fault (a trap, a crash, an abort), so a
/// window never vanishes without a word: a release build's traps (an overflow, a bad range) end in
/// SIGILL or SIGTRAP and print nothing of their own. The line names the signal; then the handler that
/// was there before (the Swift runtime's backtrace, or the default action) gets the signal, and the
/// process dies of it as before (same exit status, core dump where enabled).
///
/// Only async-signal-safe calls run in the handler: `write` of a fixed string, `sigaction`, `raise`.
public enum FatalSignals {
    /// The signals that end the process on a fault.
    static let handled: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]
    private static let installed = Mutex(false)

    /// Installs the handlers once per process.
    public static func installMessages() {
        guard installed.withLock({ done in defer { done = true }; return !done }) else { return }
        for number in handled { sigaction(number, nil, &previousActions[Int(number)]) }
        for number in handled {
            var action = sigaction()
            action.sa_flags = SA_SIGINFO
            action.__sigaction_handler.sa_sigaction = { number, info, context in
                let line: StaticString = switch number {
                case SIGSEGV: "cubescroll: crashed (SIGSEGV, invalid memory access): please report it with the command line\n"
                case SIGBUS: "cubescroll: crashed (SIGBUS, bad memory access): please report it with the command line\n"
                case SIGILL: "cubescroll: crashed (SIGILL, a failed check in a release build): please report it with the command line\n"
                case SIGTRAP: "cubescroll: crashed (SIGTRAP, a failed check): please report it with the command line\n"
                case SIGFPE: "cubescroll: crashed (SIGFPE, arithmetic fault): please report it with the command line\n"
                default: "cubescroll: aborted (SIGABRT): please report it with the command line\n"
                }
                line.withUTF8Buffer { _ = write(2, $0.baseAddress, $0.count) }
                // The handler that was there before (the runtime's backtrace) runs next, then the
                // process dies of the signal (the default action, pending until this handler returns).
                let previous = previousActions[Int(number)]
                if previous.sa_flags & SA_SIGINFO != 0, let chained = previous.__sigaction_handler.sa_sigaction {
                    chained(number, info, context)
                }
                signal(number, SIG_DFL)
                raise(number)
            }
            sigaction(number, &action, nil)
        }
    }
}
