import Foundation
import RunSupport

/// Encodes frames into a video file (`--video FILE.mp4`) by piping raw RGBA into ffmpeg (started
/// through util-linux's `setpriv --pdeathsig KILL`, so it dies with this process):
/// `ffmpeg -f rawvideo -pix_fmt rgba -s WxH -r FPS -i - -pix_fmt yuv420p -c:v CODEC FILE`, CODEC
/// being libx264 (preset veryfast) when this ffmpeg has it, else mpeg4 (`-q:v 3`). Odd sizes are
/// padded to even ones (yuv420p needs them). ffmpeg writes to a temporary name in the same
/// directory (keeping the extension, from which ffmpeg picks the container); `finish()` renames it
/// to `path` only if ffmpeg succeeded.
///
/// Frames must be top row first. A frame whose size differs from the video's (after a resize
/// event) is scaled to fit the video's size, keeping its aspect ratio, centred between black bars
/// (`Letterbox`), so nothing is cut off.
/// Creating an encoder sets SIGPIPE to be ignored for the process, so an ffmpeg that dies makes
/// `append` throw instead of killing the app. Not thread-safe: use it from one thread.
public final class VideoEncoder {
    /// Where the finished video appears.
    public let path: String
    /// Video size in pixels (frames of another size are padded or cropped to it).
    public let width: Int
    public let height: Int
    /// The ffmpeg encoder in use: "libx264" or "mpeg4".
    public let codec: String
    private let process: Process
    private let stdinFD: Int32
    private let stdinHandle: FileHandle
    private let temporaryPath: String
    private let logPath: String
    private var finished = false
    /// Frames sent so far, for the check of the finished file.
    private var framesAppended = 0
    private let fps: Double
    /// ffprobe next to ffmpeg (or on the search path), used to check the finished file.
    private let ffprobe: String?
    /// Scales frames of another size (created at the first one).
    private var letterbox: Letterbox?

    /// The message when ffmpeg cannot be found (a clear error when ffmpeg is absent).
    public static let notFoundMessage = "ffmpeg not found: install it with apt-get install ffmpeg, or omit --video"

    /// Starts ffmpeg. `searchPath` is the PATH to look for ffmpeg in (default: this process's
    /// PATH; pass "" to simulate a machine without ffmpeg).
    /// - Throws: `CaptureError` with `notFoundMessage` when ffmpeg is not on the search path, or
    ///   naming `path` and the reason when ffmpeg cannot start; exit code 2 for both (checked
    ///   before rendering).
    public init(path: String, width: Int, height: Int, fps: Double,
                searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) throws(CaptureError) {
        precondition(width > 0 && height > 0 && fps.isFinite && fps > 0, "VideoEncoder: invalid size or fps")
        guard let ffmpeg = Self.findExecutable("ffmpeg", searchPath: searchPath ?? "") else {
            throw CaptureError(Self.notFoundMessage, exitCode: 2)
        }
        self.path = path; self.width = width; self.height = height; self.fps = fps
        let ffmpegFolder = URL(fileURLWithPath: ffmpeg).deletingLastPathComponent().path
        ffprobe = Self.findExecutable("ffprobe", searchPath: ffmpegFolder + ":" + (searchPath ?? ""))
        codec = Self.hasLibx264(ffmpeg) ? "libx264" : "mpeg4"
        temporaryPath = FileIO.temporaryPath(for: path)
        logPath = NSTemporaryDirectory() + "/cubescroll-ffmpeg-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).log"

        var arguments = ["-hide_banner", "-nostats", "-loglevel", "error", "-y",
                         "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
                         "-r", NumberText.canonical(fps) ?? "60", "-i", "-"]
        if width % 2 == 1 || height % 2 == 1 { arguments += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2"] }
        arguments += ["-pix_fmt", "yuv420p", "-c:v", codec]
        arguments += codec == "libx264" ? ["-preset", "veryfast"] : ["-q:v", "3"]
        arguments.append(temporaryPath)

        signal(SIGPIPE, SIG_IGN)
        let input = Pipe()
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let log = FileHandle(forWritingAtPath: logPath)
        defer { try? log?.close() }  // the child has its own copy
        process = Process()
        // ffmpeg dies with this process (a SIGKILL included) instead of writing on as an orphan:
        // util-linux's setpriv sets PR_SET_PDEATHSIG in the child before it executes ffmpeg.
        if let setpriv = Self.findExecutable("setpriv", searchPath: "/usr/bin:/bin:" + (searchPath ?? "")) {
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments = ["--pdeathsig", "KILL", "--", ffmpeg] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: ffmpeg)
            process.arguments = arguments
        }
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = log ?? FileHandle.nullDevice
        do { try process.run() } catch {
            unlink(logPath)
            throw CaptureError("cannot start \(ffmpeg) for \(path): \(error.localizedDescription)", exitCode: 2)
        }
        stdinHandle = input.fileHandleForWriting
        stdinFD = stdinHandle.fileDescriptor
    }

    deinit { cancel() }

    /// Sends one frame to ffmpeg (blocks while ffmpeg's pipe is full).
    /// - Throws: `CaptureError` when ffmpeg has exited (with its last error line).
    public func append(_ image: RGBAImage) throws(CaptureError) {
        precondition(!finished, "VideoEncoder.append after finish() or cancel()")
        let failure = frameBytes(image) { bytes -> CaptureError? in
            do throws(CaptureError) { try FileIO.writeAll(stdinFD, bytes, path: "ffmpeg's input"); return nil } catch { return error }
        }
        if failure != nil {
            let reason = lastLogLine() ?? "no message"   // read before cancel() deletes the log
            cancel()
            throw CaptureError("ffmpeg stopped while writing \(path): \(reason)")
        }
        framesAppended += 1
    }

    /// Closes ffmpeg's input, waits for it and renames the video to `path`.
    /// - Throws: `CaptureError` with ffmpeg's exit status and last error line.
    public func finish() throws(CaptureError) {
        precondition(!finished, "VideoEncoder.finish called twice or after cancel()")
        finished = true
        try? stdinHandle.close()
        process.waitUntilExit()
        let status = process.terminationStatus
        let log = lastLogLine()
        unlink(logPath)
        guard status == 0 else {
            unlink(temporaryPath)
            throw CaptureError("ffmpeg failed (exit status \(status)) writing \(path): \(log ?? "no message")")
        }
        if let problem = checkFinishedFile() {
            unlink(temporaryPath)
            throw CaptureError("ffmpeg wrote an incomplete video \(path): \(problem)"
                               + (log.map { " (ffmpeg: \($0))" } ?? "") + " (check the free disk space)")
        }
        try FileIO.commit(temporaryPath, to: path)
    }

    /// ffmpeg can exit 0 having written a truncated file (a full disk while writing the trailer):
    /// the file must exist, be non-empty and, when ffprobe is there, be readable with a duration
    /// covering the frames sent (less two frames of slack for container rounding). Returns what is
    /// wrong, or nil.
    private func checkFinishedFile() -> String? {
        var info = stat()
        guard stat(temporaryPath, &info) == 0 else { return "the file is missing (\(FileIO.errnoReason()))" }
        guard info.st_size > 0 else { return "the file is empty" }
        guard let ffprobe else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffprobe)
        process.arguments = ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", temporaryPath]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let reason = errorText.split(whereSeparator: \.isNewline).last.map(String.init)
        guard process.terminationStatus == 0 else {
            return "ffprobe cannot read it" + (reason.map { ": \($0)" } ?? "")
        }
        // A container that does not record a duration ("N/A") passes on the checks above.
        guard let duration = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
        let expected = Double(framesAppended) / fps
        if duration + 2 / fps < expected {
            return "it lasts \(String(format: "%.3f", duration)) s but \(framesAppended) frames at \(NumberText.canonical(fps) ?? "?") fps make \(String(format: "%.3f", expected)) s"
        }
        return nil
    }

    /// Stops ffmpeg and deletes the partial video. Does nothing after `finish()`.
    public func cancel() {
        guard !finished else { return }
        finished = true
        try? stdinHandle.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        unlink(temporaryPath)
        unlink(logPath)
    }

    /// Calls `body` with `image`'s bytes when it has the video's size, else with it letterboxed
    /// into the video's size (an empty frame, from a 0×0 window, gives a black frame).
    private func frameBytes<R>(_ image: RGBAImage, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        if image.width == width && image.height == height { return image.pixels.withUnsafeBytes(body) }
        if letterbox == nil { letterbox = Letterbox(width: width, height: height) }
        if image.width > 0 && image.height > 0 { letterbox!.fit(image) } else { letterbox!.blank() }
        return letterbox!.pixels.withUnsafeBytes(body)
    }

    private func lastLogLine() -> String? {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return nil }
        return text.split(whereSeparator: \.isNewline).last.map(String.init)
    }

    /// The first executable file named `name` in the colon-separated `searchPath` (empty entries
    /// are skipped rather than meaning the current directory).
    public static func findExecutable(_ name: String, searchPath: String) -> String? {
        for directory in searchPath.split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Whether `ffmpeg -encoders` lists libx264.
    private static func hasLibx264(_ ffmpeg: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-hide_banner", "-encoders"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).contains(" libx264 ")
    }
}
