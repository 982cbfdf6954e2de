import Foundation
import RunSupport

/// Writes a trace file (JSON Lines, see `Trace.swift`) so that only a finished run leaves a file
/// at `path`: lines go to a temporary name in the same directory (`.trace.partial-PID-RAND.jsonl`)
/// and `finish()` renames it to `path` atomically. A run that throws, crashes or is interrupted
/// leaves no file at `path`. The temporary file is created only when the first buffer is written
/// (or at `finish()`), so a run killed early leaves nothing; one killed later leaves the clearly
/// named partial file, which `FileIO.removeStalePartials` removes on the next run. A writer
/// released without `finish()` deletes it.
///
/// Lines are buffered (64 KiB) and written with POSIX `write`; the output depends only on the
/// headers and frames given, so identical runs produce byte-identical files.
/// Not thread-safe: use it from the frame loop's thread.
public final class TraceWriter {
    /// Where the finished trace appears.
    public let path: String
    /// The temporary file being written until `finish()`.
    public let temporaryPath: String
    /// The temporary file, once created (-1 before the first write and after the end).
    private var fd: Int32 = -1
    /// True after `finish()` or `discard()`.
    private var ended = false
    private var buffer: [UInt8] = []
    private static let flushThreshold = 1 << 16

    /// Buffers the header line, after proving the temporary file can be created (it is created
    /// and removed again, so a bad path fails here rather than after the first 64 KiB).
    /// - Throws: `CaptureError` naming the path when the file cannot be created or the header
    ///   contains a non-finite number.
    public init(path: String, header: TraceHeader) throws(CaptureError) {
        self.path = path
        temporaryPath = FileIO.temporaryPath(for: path)
        let line = try header.jsonLine()
        try Self.checkWritable(path)
        buffer.reserveCapacity(Self.flushThreshold * 2)
        append(line: line)
    }

    deinit { discard() }

    /// Throws unless a trace can be written at `path`: its temporary file is created and removed
    /// again, so a bad path is refused before any work (a window opened, frames rendered).
    /// - Throws: `CaptureError` naming the path and the reason.
    public static func checkWritable(_ path: String) throws(CaptureError) {
        if let kind = FileIO.nonRegularKind(path) {
            throw CaptureError("cannot write trace \(path): it is \(kind), not a regular file", exitCode: 2)
        }
        let temporary = FileIO.temporaryPath(for: path)
        let probe = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard probe >= 0 else {
            throw CaptureError("cannot write trace \(path): \(FileIO.errnoReason())")
        }
        close(probe)
        unlink(temporary)
    }

    /// Appends one frame line.
    /// - Throws: `CaptureError` for a non-finite number (naming the frame and field) or a write
    ///   failure (naming the path); the trace should then be discarded.
    public func append(_ frame: TraceFrame) throws(CaptureError) {
        precondition(!ended, "TraceWriter.append after finish() or discard()")
        append(line: try frame.jsonLine())
        if buffer.count >= Self.flushThreshold { try flush() }
    }

    /// Writes what is buffered, closes the file and renames it to `path` (replacing any old
    /// trace there). Calling it twice is an error.
    public func finish() throws(CaptureError) {
        precondition(!ended, "TraceWriter.finish called twice or after discard()")
        do { try flush() } catch { discard(); throw error }
        let result = close(fd)
        fd = -1
        ended = true
        guard result == 0 else {
            let reason = FileIO.errnoReason()
            unlink(temporaryPath)
            throw CaptureError("cannot write trace \(path): \(reason)")
        }
        try FileIO.commit(temporaryPath, to: path)
    }

    /// Abandons the trace: closes and deletes the temporary file (if it was created). Does
    /// nothing after `finish()`.
    public func discard() {
        guard !ended else { return }
        ended = true
        buffer = []
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
        if fd < 0 {
            fd = open(temporaryPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw CaptureError("cannot write trace \(path): \(FileIO.errnoReason())") }
        }
        let failure = buffer.withUnsafeBytes { bytes -> CaptureError? in
            do throws(CaptureError) { try FileIO.writeAll(fd, bytes, path: path); return nil } catch { return error }
        }
        buffer.removeAll(keepingCapacity: true)
        if let failure { throw failure }
    }
}
