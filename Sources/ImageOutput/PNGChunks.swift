import CDeflatePNG

/// Assembles a PNG file around an already compressed image stream: the signature, IHDR (8-bit
/// RGBA, no interlace), sRGB (perceptual intent), the IDAT data and IEND, each chunk as length,
/// type, data and the CRC-32 of type and data (PNG specification, 3rd edition, sections 5.2–5.3
/// and 11.2–11.3: https://www.w3.org/TR/png-3/). No timestamp or text, so equal pixels give equal
/// bytes.
struct PNGChunks {
    /// The eight signature bytes every PNG starts with (PNG specification, section 5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Largest data in one IDAT chunk: chunk lengths are below 2^31 (section 5.3); smaller chunks
    /// cost 12 bytes each and decoders read them the same.
    static let maxIDATLength = 1 << 30

    private(set) var bytes: [UInt8]

    /// Starts the file: signature, IHDR for `width`×`height` 8-bit RGBA, sRGB.
    init(width: Int, height: Int) {
        bytes = Self.signature
        var header: [UInt8] = []
        Self.appendUInt32(UInt32(width), to: &header)
        Self.appendUInt32(UInt32(height), to: &header)
        // Bit depth 8, colour type 6 (RGBA), compression 0, filter method 0, no interlace.
        header += [8, 6, 0, 0, 0]
        append("IHDR", header)
        append("sRGB", [0])   // rendering intent 0: perceptual
    }

    /// Appends the zlib stream as IDAT chunks of at most `maxIDATLength` bytes.
    mutating func appendIDAT(_ stream: UnsafeBufferPointer<UInt8>) {
        bytes.reserveCapacity(bytes.count + stream.count + 12 * (stream.count / Self.maxIDATLength + 1) + 12)
        var start = 0
        repeat {
            let end = min(stream.count, start + Self.maxIDATLength)
            append("IDAT", UnsafeBufferPointer(rebasing: stream[start..<end]))
            start = end
        } while start < stream.count
    }

    /// Appends IEND and returns the whole file.
    mutating func finish() -> [UInt8] {
        append("IEND", [])
        return bytes
    }

    private mutating func append<Data: Collection<UInt8>>(_ type: StaticString, _ data: Data) {
        Self.appendUInt32(UInt32(data.count), to: &bytes)
        let typeStart = bytes.count
        bytes.append(contentsOf: UnsafeBufferPointer(start: type.utf8Start, count: 4))
        bytes.append(contentsOf: data)
        let crc = bytes.withUnsafeBufferPointer { all in
            cdeflate_crc32(0, all.baseAddress! + typeStart, all.count - typeStart)
        }
        Self.appendUInt32(crc, to: &bytes)
    }

    /// Big-endian ("network byte order", section 7.1).
    private static func appendUInt32(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
