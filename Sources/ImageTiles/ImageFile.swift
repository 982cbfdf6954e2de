import CImageDecode

/// Why a file cannot be shown: one line, e.g. "is truncated (premature end of JPEG data)" — written
/// after the file's name.
package struct ImageFileError: Error, Sendable, Equatable {
    package var reason: String
    package init(_ reason: String) { self.reason = reason }
}

/// A JPEG or PNG file whose header has been read (`probe`): its upright size and orientation. Its
/// pixels are decoded a region at a time at a level of detail (`decode`), never whole at full size,
/// so an image of any allowed size is shown in bounded memory.
///
/// Sizes are upright (EXIF orientation applied) unless named `stored`.
package struct ImageFile: Sendable, Hashable {
    package enum Format: String, Sendable { case jpeg = "JPEG", png = "PNG" }

    package let path: String
    package let format: Format
    package let storedWidth: Int, storedHeight: Int
    package let orientation: ImageOrientation
    /// An interlaced PNG must be decoded whole (its rows arrive in seven passes).
    package let isInterlaced: Bool

    /// Most pixels a file may declare: 250 megapixels (a 16000×12000 photo is 192). Checked on the
    /// header, before any pixel memory exists; a larger image would still decode in bounded memory,
    /// but each coarse level reads the whole file, and a file that declares 60000×60000 is far more
    /// often damaged than real.
    package static let maxPixels = 250_000_000
    /// Working memory one decode may use (libjpeg's `max_memory_to_use`; an interlaced PNG's whole
    /// image): 192 MiB. A progressive JPEG keeps all its coefficients (2 bytes a sample), so one of
    /// about 50 megapixels is the largest that fits; a larger one fails with libjpeg's
    /// "Backing store not supported" instead of taking the machine's memory.
    package static let decodeMemoryLimit = 192 << 20

    /// The file's name without its folder.
    package var name: String { path.split(separator: "/").last.map(String.init) ?? path }
    package var width: Int { orientation.swapsAxes ? storedHeight : storedWidth }
    package var height: Int { orientation.swapsAxes ? storedWidth : storedHeight }

    /// Reads the header of the file at `path`.
    /// - Throws: `ImageFileError` for an unreadable, empty, unrecognised or damaged file, a 0×0
    ///   size or more than `maxPixels`.
    package static func probe(path: String) throws(ImageFileError) -> ImageFile {
        var info = idec_info()
        var message = [CChar](repeating: 0, count: 512)
        guard idec_probe(path, UInt64(maxPixels), &info, &message, message.count) == 1 else {
            throw ImageFileError(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return ImageFile(path: path, format: info.format == Int32(IDEC_FORMAT_JPEG.rawValue) ? .jpeg : .png,
                         storedWidth: Int(info.width), storedHeight: Int(info.height),
                         orientation: ImageOrientation(rawValue: Int(info.orientation)) ?? .up,
                         isInterlaced: info.interlaced != 0)
    }

    /// The upright size of level `level` (0: full size; each level half the one before, rounded up).
    package func size(atLevel level: Int) -> (width: Int, height: Int) {
        (Self.reduce(width, level), Self.reduce(height, level))
    }

    static func reduce(_ n: Int, _ level: Int) -> Int { (n + (1 << level) - 1) >> level }

    /// RGBA8 pixels (rows top first) of the upright rectangle `region` of level `level`, which must lie
    /// inside `size(atLevel:)`. Each pixel is the mean of the full-size pixels under it.
    /// - Throws: `ImageFileError` when the file has changed, is damaged or truncated in the part read.
    package func decode(level: Int, region: PixelRect) throws(ImageFileError) -> [UInt8] {
        try decodeNoting(level: level, region: region).pixels
    }

    /// `decode(level:region:)`, with a note when the pixels are only partly the file's: a JPEG
    /// whose data ends before the region's last row is decoded as far as it goes and the rest is
    /// grey, as image viewers show it ("is truncated (premature end of JPEG data): showing the part
    /// before the end").
    package func decodeNoting(level: Int, region: PixelRect) throws(ImageFileError) -> (pixels: [UInt8], note: String?) {
        let (lw, lh) = size(atLevel: level)
        guard level >= 0, level <= 16, !region.isEmpty, region.x >= 0, region.y >= 0, region.maxX <= lw, region.maxY <= lh else {
            throw ImageFileError("region \(region) is outside level \(level) (\(lw)×\(lh))")
        }
        let stored = orientation.storedRect(for: region, storedWidth: Self.reduce(storedWidth, level),
                                            storedHeight: Self.reduce(storedHeight, level))
        var pixels = [UInt8](repeating: 0, count: stored.byteCount)
        var message = [CChar](repeating: 0, count: 512)
        let ok = pixels.withUnsafeMutableBufferPointer { out in
            idec_decode(path, Int32(level), UInt32(stored.x), UInt32(stored.y), UInt32(stored.width), UInt32(stored.height),
                        out.baseAddress, Self.decodeMemoryLimit, &message, message.count)
        }
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard ok == 1 || ok == 2 else { throw ImageFileError(text) }
        let note = ok == 2 ? text : nil
        guard orientation != .up else { return (pixels, note) }
        var upright = [UInt8](repeating: 0, count: region.byteCount)
        pixels.withUnsafeBufferPointer { src in
            upright.withUnsafeMutableBufferPointer { dst in
                idec_orient(src.baseAddress, UInt32(stored.width), UInt32(stored.height), Int32(orientation.rawValue),
                            dst.baseAddress)
            }
        }
        return (upright, note)
    }
}
