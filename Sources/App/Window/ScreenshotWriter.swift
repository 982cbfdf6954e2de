import Capture
import Foundation
import ImageOutput
import RunSupport

/// Writes the window's screenshots (S) as PNGs on a background thread, so a frame only reads its
/// pixels back and goes on. A failed screenshot is reported on stderr, not fatal: the session and
/// its trace go on. `finish()` waits for those still being written.
final class ScreenshotWriter {
    private let directory: String
    /// One worker: screenshots are rare, and a second core is better left to the renderer.
    private let sink = ImageSink(workers: 1)

    init(directory: String) { self.directory = directory }

    /// The file frame `frame`'s screenshot goes to.
    func path(frame: Int) -> String { "\(directory)/cubescroll-\(String(format: "%06d", frame)).png" }

    /// Queues `image` (frame `frame`) to be written; returns at once unless several are waiting.
    func save(_ image: RGBAImage, frame: Int) {
        let path = path(frame: frame)
        try? sink.submit {
            do throws(CaptureError) {
                try PNGWriter.write(image, to: path)
                FileHandle.standardError.write(Data("saved \(path)\n".utf8))
            } catch {
                FileHandle.standardError.write(Data("cubescroll: screenshot not saved: \(error.message)\n".utf8))
            }
        }
    }

    /// Waits until every queued screenshot is written.
    func finish() { try? sink.finish() }
}
