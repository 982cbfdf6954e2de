import Foundation

/// Small POSIX file helpers for the capture layer: whole-file reads and writes whose errors name
/// the path and the C library's reason, and the temporary-name-then-rename pattern that keeps an
/// interrupted run from leaving a file that looks complete.
package enum FileIO {
    /// The C library's text for the current `errno` ("No such file or directory").
    package static func errnoReason() -> String { String(cString: strerror(errno)) }

    /// True when something exists at `path` (following symlinks).
    package static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    /// What is at `path` (following symlinks) when it is neither absent nor a regular file: "a
    /// FIFO", "a character device", "a block device", "a socket" or "a directory"; nil otherwise.
    /// Outputs never replace such a thing and inputs that must be files never open one (a FIFO would
    /// block, a device would be replaced by a file) — docs/capture.md, "Files that are not files".
    package static func nonRegularKind(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return kind(of: info.st_mode)
    }

    /// The words for a file type that is not a regular file (see `nonRegularKind`); nil for one.
    package static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a directory"
        default: return "not a regular file"
        }
    }

    /// Checks, before any work, that the output file `path` (named by `option`, e.g. "--junit") can be
    /// written the way every output is: a temporary file in its folder, renamed over `path` at the end.
    /// Refuses a path that is a FIFO, a device, a socket or a directory — it would be replaced, not
    /// written to — and a folder where no file can be created (missing, read-only, /proc).
    /// - Throws: `CaptureError` (exit 2), one line: "OPTION PATH: REASON (how to fix)".
    package static func checkOutputFile(_ path: String, option: String) throws(CaptureError) {
        guard !path.isEmpty else { throw CaptureError("\(option): the path is empty (name a file)", exitCode: 2) }
        if let kind = nonRegularKind(path) {
            throw CaptureError("\(option) \(path): it is \(kind), not a regular file; outputs are written to a new file "
                               + "that replaces the old one (name a file)", exitCode: 2)
        }
        let folder = (path as NSString).deletingLastPathComponent
        let dir = folder.isEmpty ? "." : folder
        // Create (and remove) the file the output will be written to, under its temporary name:
        // permission bits alone do not tell (root may "write" to /proc or /sys, but creating fails).
        let probe = temporaryPath(for: path)
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw CaptureError("\(option) \(path): cannot write into \(dir): \(errnoReason()) "
                               + "(create the folder or choose another path)", exitCode: 2)
        }
        close(fd)
        unlink(probe)
    }

    /// Opens `path` for reading as a regular file without ever blocking (a FIFO is opened
    /// non-blocking, then refused), for inputs that must be files: goldens, photos.
    /// - Returns: the descriptor, blocking again, positioned at the start.
    /// - Throws: `CaptureError` "PATH: REASON" (exit 2 for something that is not a regular file).
    package static func openRegularFile(_ path: String) throws(CaptureError) -> Int32 {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw CaptureError("\(path): \(errnoReason())") }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = errnoReason(); close(fd)
            throw CaptureError("\(path): \(reason)")
        }
        if let kind = kind(of: info.st_mode) {
            close(fd)
            throw CaptureError("\(path): it is \(kind), not a regular file (name a file)", exitCode: 2)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return fd
    }

    /// Reads a whole file of at most `limit` bytes. A larger one — or an endless one such as
    /// /dev/zero — fails once `limit` + 1 bytes have been seen (a regular file's size is checked
    /// before reading), so memory never exceeds `limit` plus one chunk.
    /// - Throws: `CaptureError` naming `path` and the reason; `tooLarge(limit)` when it is larger.
    package static func readAll(_ path: String, limit: Int = .max, tooLarge: (Int) -> String = { "is larger than \($0) bytes" }) throws(CaptureError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw CaptureError("cannot read \(path): \(errnoReason())") }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > limit {
            throw CaptureError("\(path) \(tooLarge(limit))")
        }
        var bytes: [UInt8] = []
        if (info.st_mode & S_IFMT) == S_IFREG { bytes.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw CaptureError("cannot read \(path): \(errnoReason())")
            }
            if n == 0 { return bytes }
            if bytes.count + n > limit { throw CaptureError("\(path) \(tooLarge(limit))") }
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

    /// Removes the partial files (`temporaryPath` names) in `directory` whose process is gone —
    /// left by a run killed with SIGKILL, or by a crash. A file whose process still runs (another
    /// capture writing into the same folder) is left alone. Errors are ignored: this is tidying.
    /// - Returns: the names removed.
    @discardableResult
    package static func removeStalePartials(in directory: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for name in entries {
            guard let pid = partialOwner(name), pid != getpid() else { continue }
            if kill(pid, 0) == 0 || errno == EPERM { continue }   // still running (EPERM: someone else's)
            if unlink(directory + "/" + name) == 0 { removed.append(name) }
        }
        return removed
    }

    /// The process id in a `temporaryPath` file name (`.stem.partial-PID-TAG[.ext]`), or nil when
    /// `name` is not one.
    package static func partialOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".partial-", options: .backwards) else { return nil }
        let rest = name[marker.upperBound...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, rest.dropFirst(digits.count).first == "-",
              let pid = pid_t(digits), pid > 0 else { return nil }
        let tag = rest.dropFirst(digits.count + 1).prefix { $0 != "." }
        guard !tag.isEmpty, tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
        return pid
    }

    /// Atomically replaces `finalPath` with `temporaryPath` (POSIX `rename`) — unless `finalPath` is
    /// a FIFO, a device, a socket or a directory, which is never replaced: the temporary file is
    /// removed and the error (exit 2) says what is there.
    package static func commit(_ temporaryPath: String, to finalPath: String) throws(CaptureError) {
        if let kind = nonRegularKind(finalPath) {
            unlink(temporaryPath)
            throw CaptureError("cannot replace \(finalPath): it is \(kind), not a regular file (name a file)", exitCode: 2)
        }
        guard rename(temporaryPath, finalPath) == 0 else {
            let reason = errnoReason()
            unlink(temporaryPath)
            throw CaptureError("cannot rename \(temporaryPath) to \(finalPath): \(reason)")
        }
    }

    /// Writes `bytes` to `path` through a temporary name and a rename.
    package static func writeAtomically(_ bytes: [UInt8], to path: String) throws(CaptureError) {
        let failure = bytes.withUnsafeBytes { buffer -> CaptureError? in
            do throws(CaptureError) { try writeAtomically(buffer, to: path); return nil } catch { return error }
        }
        if let failure { throw failure }
    }

    /// Writes `buffer` to `path` through a temporary name and a rename. The temporary file exists
    /// only while the bytes are written (nothing is created for a write that cannot start).
    package static func writeAtomically(_ buffer: UnsafeRawBufferPointer, to path: String) throws(CaptureError) {
        let temp = temporaryPath(for: path)
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw CaptureError("cannot write \(path): \(errnoReason())") }
        do { try writeAll(fd, buffer, path: path) } catch { close(fd); unlink(temp); throw error }
        guard close(fd) == 0 else {
            let reason = errnoReason(); unlink(temp)
            throw CaptureError("cannot write \(path): \(reason)")
        }
        try commit(temp, to: path)
    }
}
