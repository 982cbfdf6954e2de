import Foundation
import RunSupport

/// The files a capture run writes into its output folder, listed as it writes them in
/// `DIR/.cubescroll-run` (docs/capture.md, "Headless capture"), so that the next run into the same folder can
/// remove what a killed run left there — the PNGs of a run stopped by SIGKILL or a crash — and only
/// those: files the folder held before are never touched. A run that ends by itself (completed,
/// failed or interrupted by SIGINT/SIGTERM, each PNG being whole) removes its list, and its files stay.
public final class OutputManifest {
    /// The list's name in the output folder.
    public static let fileName = ".cubescroll-run"
    /// The most bytes of an earlier list read back (a million frames' names fit in 32 MiB).
    static let maxBytes = 32 << 20

    private let path: String
    private let fd: Int32

    /// Removes the files an earlier, unfinished run listed in `directory`, then starts this run's list.
    /// - Throws: `CaptureError` (exit 2) when another capture that is still running writes into
    ///   `directory`, or the list cannot be created.
    public init(directory: String) throws(CaptureError) {
        path = directory + "/" + Self.fileName
        try Self.removeLeftovers(in: directory, list: path)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw CaptureError("cannot write \(path): \(FileIO.errnoReason()) (choose another --out or fix its permissions)", exitCode: 2)
        }
        self.fd = fd
        record(header: "cubescroll capture \(getpid())")
    }

    deinit { close(fd) }

    /// Notes that this run is about to write `name` (a file name in the output folder). Call it
    /// before the file appears, so a kill in between still leaves it listed.
    public func record(_ name: String) { record(header: name) }

    /// The run ended by itself: the files it wrote are whole and stay; the list goes.
    public func remove() { unlink(path) }

    private func record(header line: String) {
        // Best effort: a list that cannot be written only means less tidying next time.
        let bytes = Array((line + "\n").utf8)
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return }
            done += n
        }
    }

    /// Removes the files `list` names (plain names in `directory`, never a path elsewhere), unless
    /// the run that wrote it still runs.
    private static func removeLeftovers(in directory: String, list: String) throws(CaptureError) {
        guard FileIO.exists(list), let bytes = try? FileIO.readAll(list, limit: maxBytes) else { return }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        guard let header = lines.first, header.hasPrefix("cubescroll capture "),
              let pid = pid_t(header.dropFirst("cubescroll capture ".count)) else { unlink(list); return }
        if pid != getpid() && (kill(pid, 0) == 0 || errno == EPERM) {
            throw CaptureError("cannot use output directory \(directory): capture process \(pid) is still writing into it "
                               + "(wait for it to end or choose another --out)", exitCode: 2)
        }
        for name in lines.dropFirst() where !name.contains("/") && !name.hasPrefix(".") && !name.isEmpty {
            unlink(directory + "/" + name)
        }
        unlink(list)
    }
}
