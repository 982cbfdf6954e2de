import Foundation

/// The `--out DIR` check, made before rendering so a bad directory fails in milliseconds with exit
/// 2 (docs/capture.md, "Headless capture") instead of after a long render.
public enum OutputDirectory {
    /// Creates `path` and its missing parents (mode 0755, like `mkdir -p`) and proves it writable
    /// by creating and deleting a probe file in it (`.cubescroll-probe-PID-RAND`).
    /// - Throws: `CaptureError` with exit code 2:
    ///   "cannot use output directory DIR: REASON (choose another OPTION or fix its permissions)",
    ///   OPTION being `option` (the setting that named the directory),
    ///   REASON being e.g. "Permission denied", "Read-only file system", "Not a directory" or
    ///   "it is a file, not a directory".
    public static func prepare(_ path: String, option: String = "--out") throws(CaptureError) {
        func fail(_ reason: String) -> CaptureError {
            CaptureError("cannot use output directory \(path): \(reason) (choose another \(option) or fix its permissions)", exitCode: 2)
        }
        guard !path.isEmpty else { throw fail("the path is empty") }
        // mkdir -p: create each missing prefix in turn.
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST { throw fail(FileIO.errnoReason()) }
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw fail(FileIO.errnoReason()) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw fail(FileIO.kind(of: info.st_mode).map { "it is \($0), not a directory" } ?? "it is a file, not a directory")
        }

        let probe = "\(path)/.cubescroll-probe-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw fail(FileIO.errnoReason()) }
        close(fd)
        unlink(probe)
    }
}
