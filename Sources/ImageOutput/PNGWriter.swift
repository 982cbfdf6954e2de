import Capture
import CPNG
import Foundation

/// Writes RGBA images as PNG files through libpng (8-bit RGBA, straight alpha, an sRGB chunk, no
/// timestamp, so the same pixels always give the same bytes with one libpng build).
public enum PNGWriter {
    /// zlib level 3 with the Sub row filter. Measured with libpng 1.6.39 on captured 1280×720
    /// frames of this app (release build, one core): level 3 ≈ 8 ms and 50–55 KB per frame,
    /// level 6 ≈ 14 ms and 34–36 KB, level 1 ≈ 7–10 ms and 52–56 KB; libpng's own defaults (level 6,
    /// adaptive filters, its simplified API) took 36 ms on a synthetic frame where level 3 + Sub took
    /// 13 ms. With `--every 1` the encoder must keep up with rendering, so speed wins over ~50 %
    /// more bytes. Levels 0–9 trade speed for size as in zlib.
    public static let defaultCompressionLevel = 3

    /// Encodes `image` (top row first) into memory, then writes it to a temporary name in the same
    /// directory and renames it to `path`: a crash never leaves a truncated PNG at `path`, and the
    /// temporary file exists only while the finished bytes are written (a process killed while
    /// encoding leaves no file at all).
    /// - Throws: `CaptureError` "cannot write PNG PATH: REASON" (REASON from the C library or
    ///   libpng); the temporary file is removed.
    public static func write(_ image: RGBAImage, to path: String,
                             compressionLevel: Int = defaultCompressionLevel) throws(CaptureError) {
        func fail(_ reason: String) -> CaptureError { CaptureError("cannot write PNG \(path): \(reason)") }
        guard image.width > 0, image.height > 0, image.width <= 1 << 20, image.height <= 1 << 20 else {
            throw fail("\(image.width)×\(image.height) is not a valid PNG size (1…1048576 pixels each way)")
        }
        var encoded: UnsafeMutablePointer<CChar>?
        var encodedSize = 0
        guard let memory = open_memstream(&encoded, &encodedSize) else { throw fail(FileIO.errnoReason()) }
        defer { free(encoded) }
        var message = [CChar](repeating: 0, count: 256)
        let ok = image.pixels.withUnsafeBufferPointer { pixels in
            cpng_write_rgba8(memory, pixels.baseAddress, png_uint_32(image.width), png_uint_32(image.height),
                             image.width * 4, Int32(max(0, min(9, compressionLevel))), &message, message.count)
        }
        let libpngMessage = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let closed = fclose(memory) == 0
        guard ok != 0 else { throw fail("libpng: \(libpngMessage)") }
        guard closed, let encoded else { throw fail("out of memory") }
        do {
            try FileIO.writeAtomically(UnsafeRawBufferPointer(start: encoded, count: encodedSize), to: path)
        } catch {
            throw fail(error.message.replacingOccurrences(of: "cannot write \(path): ", with: ""))
        }
    }
}
