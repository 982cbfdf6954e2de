import Foundation

/// Small POSIX file helpers for the capture layer: whole-file reads and writes whose errors name
/// the path and the C library's reason, and the temporary-name-then-rename pattern that keeps an
/// interrupted run from leaving a file that looks complete.
package enum FileIO {
    /// The C library's text for the current `errno` ("No such file or directory").
    package static func errnoReason() -> String { String(cString: strerror(errno)) }

    /// True when something exists at `path` (following symlinks).
    package static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// Reads a whole file.
    package static func readAll(_ path: String) throws(CaptureError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw CaptureError("cannot read \(path): \(errnoReason())") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw CaptureError("cannot read \(path): \(errnoReason())")
            }
            if n == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<n])
        }
    }

    /// Writes all of `bytes` to an open descriptor, retrying short writes.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, path: String) throws(CaptureError) {
        var done = 0
        while done < bytes.count {
            let n = write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw CaptureError("cannot write \(path): \(errnoReason())")
            }
            done += n
        }
    }

    /// A temporary path in the same directory as `finalPath` (so `rename` is atomic), keeping the
    /// extension (ffmpeg picks its muxer from it): `dir/name.ext` → `dir/.name.partial-PID-RAND.ext`.
    /// The leading dot and the `partial` marker say "incomplete" to anyone listing the directory.
    package static func temporaryPath(for finalPath: String) -> String {
        let url = URL(fileURLWithPath: finalPath)
        let ext = url.pathExtension
        let stem = url.deletingPathExtension().lastPathComponent
        let tag = "\(getpid())-\(String(UInt32.random(in: 0...UInt32.max), radix: 36))"
        let name = ".\(stem).partial-\(tag)" + (ext.isEmpty ? "" : ".\(ext)")
        return url.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Atomically replaces `finalPath` with `temporaryPath` (POSIX `rename`).
    package static func commit(_ temporaryPath: String, to finalPath: String) throws(CaptureError) {
        guard rename(temporaryPath, finalPath) == 0 else {
            let reason = errnoReason()
            unlink(temporaryPath)
            throw CaptureError("cannot rename \(temporaryPath) to \(finalPath): \(reason)")
        }
    }

    /// Writes `bytes` to `path` through a temporary name and a rename.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(CaptureError) {
        let temp = temporaryPath(for: path)
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CaptureError("cannot write \(path): \(errnoReason())") }
        let failure = bytes.withUnsafeBytes { buffer -> CaptureError? in
            do throws(CaptureError) { try writeAll(fd, buffer, path: path); return nil } catch { return error }
        }
        if let failure { close(fd); unlink(temp); throw failure }
        guard close(fd) == 0 else {
            let reason = errnoReason(); unlink(temp)
            throw CaptureError("cannot write \(path): \(reason)")
        }
        try commit(temp, to: path)
    }
}
