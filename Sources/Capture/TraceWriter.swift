import Foundation

/// Writes a trace file (JSON Lines, see `Trace.swift`) so that only a finished run leaves a file
/// at `path`: lines go to a temporary name in the same directory (`.trace.partial-PID-RAND.jsonl`)
/// and `finish()` renames it to `path` atomically. A run that throws, crashes or is interrupted
/// leaves no file at `path` (a crash may leave the clearly named partial file; a writer released
/// without `finish()` deletes it).
///
/// Lines are buffered (64 KiB) and written with POSIX `write`; the output depends only on the
/// headers and frames given, so identical runs produce byte-identical files.
/// Not thread-safe: use it from the frame loop's thread.
public final class TraceWriter {
    /// Where the finished trace appears.
    public let path: String
    /// The temporary file being written until `finish()`.
    public let temporaryPath: String
    private var fd: Int32
    private var buffer: [UInt8] = []
    private static let flushThreshold = 1 << 16

    /// Creates the temporary file and writes the header line.
    /// - Throws: `CaptureError` naming the path when the file cannot be created or the header
    ///   contains a non-finite number.
    public init(path: String, header: TraceHeader) throws(CaptureError) {
        self.path = path
        temporaryPath = FileIO.temporaryPath(for: path)
        let line = try header.jsonLine()
        fd = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CaptureError("cannot write trace \(path): \(FileIO.errnoReason())") }
        buffer.reserveCapacity(Self.flushThreshold * 2)
        append(line: line)
    }

    deinit { discard() }

    /// Appends one frame line.
    /// - Throws: `CaptureError` for a non-finite number (naming the frame and field) or a write
    ///   failure (naming the path); the trace should then be discarded.
    public func append(_ frame: TraceFrame) throws(CaptureError) {
        precondition(fd >= 0, "TraceWriter.append after finish() or discard()")
        append(line: try frame.jsonLine())
        if buffer.count >= Self.flushThreshold { try flush() }
    }

    /// Writes what is buffered, closes the file and renames it to `path` (replacing any old
    /// trace there). Calling it twice is an error.
    public func finish() throws(CaptureError) {
        precondition(fd >= 0, "TraceWriter.finish called twice or after discard()")
        do { try flush() } catch { discard(); throw error }
        let result = close(fd)
        fd = -1
        guard result == 0 else {
            let reason = FileIO.errnoReason()
            unlink(temporaryPath)
            throw CaptureError("cannot write trace \(path): \(reason)")
        }
        try FileIO.commit(temporaryPath, to: path)
    }

    /// Abandons the trace: closes and deletes the temporary file. Does nothing after `finish()`.
    public func discard() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        unlink(temporaryPath)
    }

    private func append(line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(UInt8(ascii: "\n"))
    }

    private func flush() throws(CaptureError) {
        let failure = buffer.withUnsafeBytes { bytes -> CaptureError? in
            do throws(CaptureError) { try FileIO.writeAll(fd, bytes, path: path); return nil } catch { return error }
        }
        buffer.removeAll(keepingCapacity: true)
        if let failure { throw failure }
    }
}
