import CDeflatePNG
import CPNG
import Foundation
import RunSupport

/// Writes RGBA images as PNG files (8-bit RGBA, straight alpha, an sRGB chunk, no timestamp, so the
/// same pixels always give the same bytes with one library build).
///
/// Two encoders, one file format (docs/png-writing.md has the measurements):
/// - `.libdeflate(level:)`, the default: the rows are laid out as PNG scanlines (filter None) and
///   compressed in one call by libdeflate, then wrapped in chunks by `PNGChunks`. libdeflate
///   compresses a whole buffer at once (no streaming state) with faster match finders than zlib:
///   at level 1 it encodes captured 1280×720 frames about 1.9× as fast as libpng + zlib level 3,
///   into files about 0.7× the size (docs/png-writing.md).
/// - `.libpng(level:)`: libpng with zlib at `level` and the Sub filter, as before libdeflate; kept
///   as the reference the capture benchmark compares against (`CUBESCROLL_PNG_ENCODER=libpng`).
/// Every written file is readable by libpng (`PNGReader`), which the tests check.
public enum PNGWriter {
    /// How a PNG is compressed.
    public enum Encoder: Equatable, Sendable {
        /// libdeflate (levels 1…12; 1 fastest).
        case libdeflate(level: Int)
        /// libpng with zlib (levels 0…9).
        case libpng(level: Int)
    }

    /// zlib level 3 with the Sub row filter: libpng's setting before libdeflate, and the C reference
    /// pipeline's (Tests/Benchmarks/Capture/reference-pipeline.c). Measured with libpng 1.6.39 on
    /// 1280×720 frames of this app: level 3 ≈ 8 ms and 50–55 KB per frame, level 6 ≈ 14 ms and
    /// 34–36 KB.
    public static let libpngReferenceLevel = 3

    /// libdeflate level 1: its fastest; docs/png-writing.md has the sweep of levels and filters
    /// against libpng level 3.
    public static let defaultDeflateLevel = 1

    /// The encoder every write uses unless told otherwise: libdeflate at `defaultDeflateLevel`, or
    /// libpng at level 3 when the environment has `CUBESCROLL_PNG_ENCODER=libpng` (for the capture
    /// benchmark's comparison row).
    public static let defaultEncoder: Encoder =
        ProcessInfo.processInfo.environment["CUBESCROLL_PNG_ENCODER"] == "libpng"
            ? .libpng(level: libpngReferenceLevel) : .libdeflate(level: defaultDeflateLevel)

    /// Encodes `image` (top row first) into memory, then writes it to a temporary name in the same
    /// directory and renames it to `path`: a crash never leaves a truncated PNG at `path`, and the
    /// temporary file exists only while the finished bytes are written (a process killed while
    /// encoding leaves no file at all).
    /// - Throws: `CaptureError` "cannot write PNG PATH: REASON" (REASON from the C library, libpng
    ///   or libdeflate); the temporary file is removed.
    public static func write(_ image: RGBAImage, to path: String, encoder: Encoder = defaultEncoder) throws(CaptureError) {
        func fail(_ reason: String) -> CaptureError { CaptureError("cannot write PNG \(path): \(reason)") }
        guard image.width > 0, image.height > 0, image.width <= 1 << 20, image.height <= 1 << 20 else {
            throw fail("\(image.width)×\(image.height) is not a valid PNG size (1…1048576 pixels each way)")
        }
        switch encoder {
        case .libdeflate(let level):
            let start = PNGStatistics.threadCPUSeconds()
            let bytes: [UInt8]
            do { bytes = try encode(image, level: level) } catch { throw fail(error.message) }
            PNGStatistics.shared.record(seconds: PNGStatistics.threadCPUSeconds() - start, bytes: bytes.count)
            do {
                try FileIO.writeAtomically(bytes, to: path)
            } catch {
                throw fail(error.message.replacingOccurrences(of: "cannot write \(path): ", with: ""))
            }
        case .libpng(let level):
            try writeWithLibpng(image, to: path, level: level, fail: fail)
        }
    }

    /// The PNG file for `image` in memory, compressed by libdeflate at `level` (clamped to 1…12).
    /// - Throws: `CaptureError` "libdeflate: out of memory" when the buffers cannot be allocated.
    public static func encode(_ image: RGBAImage, level: Int = defaultDeflateLevel) throws(CaptureError) -> [UInt8] {
        let rowBytes = image.width * 4
        var length = 0
        let stream = image.pixels.withUnsafeBufferPointer { pixels in
            cdeflate_png_idat(pixels.baseAddress, rowBytes, image.height, Int32(max(1, min(12, level))), &length)
        }
        guard let stream else { throw CaptureError("libdeflate: out of memory") }
        var chunks = PNGChunks(width: image.width, height: image.height)
        chunks.appendIDAT(UnsafeBufferPointer(start: stream, count: length))
        return chunks.finish()
    }

    private static func writeWithLibpng(_ image: RGBAImage, to path: String, level: Int,
                                        fail: (String) -> CaptureError) throws(CaptureError) {
        let start = PNGStatistics.threadCPUSeconds()
        var encoded: UnsafeMutablePointer<CChar>?
        var encodedSize = 0
        guard let memory = open_memstream(&encoded, &encodedSize) else { throw fail(FileIO.errnoReason()) }
        defer { free(encoded) }
        var message = [CChar](repeating: 0, count: 256)
        let ok = image.pixels.withUnsafeBufferPointer { pixels in
            cpng_write_rgba8(memory, pixels.baseAddress, png_uint_32(image.width), png_uint_32(image.height),
                             image.width * 4, Int32(max(0, min(9, level))), &message, message.count)
        }
        let libpngMessage = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let closed = fclose(memory) == 0
        guard ok != 0 else { throw fail("libpng: \(libpngMessage)") }
        guard closed, let encoded else { throw fail("out of memory") }
        PNGStatistics.shared.record(seconds: PNGStatistics.threadCPUSeconds() - start, bytes: encodedSize)
        do {
            try FileIO.writeAtomically(UnsafeRawBufferPointer(start: encoded, count: encodedSize), to: path)
        } catch {
            throw fail(error.message.replacingOccurrences(of: "cannot write \(path): ", with: ""))
        }
    }
}
