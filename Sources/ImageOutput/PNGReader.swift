import CPNG
import Foundation
import RunSupport

/// Reads PNG files into `RGBAImage`s (for golden comparison): any PNG colour type and bit depth
/// is converted by libpng to 8-bit RGBA, top row first.
public enum PNGReader {
    /// Decodes the PNG at `path`.
    /// - Throws: `CaptureError` "cannot read PNG PATH: REASON" (missing file, not a PNG, corrupt data).
    public static func read(path: String) throws(CaptureError) -> RGBAImage {
        func fail(_ reason: String) -> CaptureError { CaptureError("cannot read PNG \(path): \(reason)") }
        // Never block on a FIFO or read a device: only a regular file is opened.
        let fd: Int32
        do { fd = try FileIO.openRegularFile(path) } catch {
            throw CaptureError("cannot read PNG \(error.message)", exitCode: error.exitCode == 2 ? 2 : 1)
        }
        guard let file = fdopen(fd, "rb") else { close(fd); throw fail(FileIO.errnoReason()) }
        defer { fclose(file) }
        var png = png_image()
        png.version = CPNG_IMAGE_VERSION
        guard png_image_begin_read_from_stdio(&png, file) != 0 else {
            let message = String(cString: cpng_image_message(&png))
            png_image_free(&png)
            throw fail("libpng: \(message)")
        }
        png.format = CPNG_FORMAT_RGBA
        let width = Int(png.width), height = Int(png.height)
        guard width > 0, height > 0, width <= 1 << 20, height <= 1 << 20, width * height <= 1 << 28 else {
            png_image_free(&png)
            throw fail("\(width)×\(height) is too large")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let ok = pixels.withUnsafeMutableBytes { bytes in
            png_image_finish_read(&png, nil, bytes.baseAddress, png_int_32(width * 4), nil)
        }
        let message = String(cString: cpng_image_message(&png))
        png_image_free(&png)
        guard ok != 0 else { throw fail("libpng: \(message)") }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
