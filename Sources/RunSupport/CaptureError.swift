/// A failure of a run (capture I/O, the output directory, a PNG, the trace, the video, a golden
/// file, a bad option), as one line meant for a person: what failed, where (the path, the option)
/// and how to fix it, so the command line prints `message` as is and exits with `exitCode`. The
/// message usually ends with the C library's `strerror` text.
public struct CaptureError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The whole one-line message.
    public var message: String
    /// Process exit status: 2 for problems found before rendering (bad input, unwritable output
    /// directory), 1 for failures during or after the run.
    public var exitCode: Int32
    /// `message` (control characters escaped, so it stays one line) and the exit status.
    public init(_ message: String, exitCode: Int32 = 1) { self.message = MessageQuoting.oneLine(message); self.exitCode = exitCode }
    public var description: String { message }
}
