import Capture
import ImageOutput
import Foundation
import XCTest
import RunSupport

/// The libdeflate PNG writer: every file it writes reads back through libpng to the same pixels,
/// at awkward sizes and on incompressible noise; the bytes are deterministic; the libpng encoder
/// (the benchmark's reference) still works.
final class PNGWriterDeflateTests: XCTestCase {
    private func noise(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in bytes.indices {
            state = state &* 6364136223846793005 &+ 1442695040888963407   // Knuth's MMIX LCG
            bytes[i] = UInt8(truncatingIfNeeded: state >> 56)
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }

    func testEveryWrittenFileReadsBackThroughLibpng() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let images = [RGBAImage(width: 1, height: 1, fill: (1, 2, 3, 4)),
                      CaptureTestSupport.gradient(width: 3, height: 2),
                      CaptureTestSupport.gradient(width: 257, height: 3),
                      CaptureTestSupport.gradient(width: 640, height: 360),
                      noise(width: 301, height: 77, seed: 7)]
        for (i, image) in images.enumerated() {
            for level in [1, 6, 12] {
                let path = "\(dir)/image-\(i)-\(level).png"
                try PNGWriter.write(image, to: path, encoder: .libdeflate(level: level))
                XCTAssertEqual(try PNGReader.read(path: path), image, "\(image.width)×\(image.height) level \(level)")
            }
        }
        XCTAssertEqual(PNGWriter.defaultEncoder, .libdeflate(level: PNGWriter.defaultDeflateLevel))
    }

    func testSamePixelsSameBytesAndAValidChunkLayout() throws {
        let image = CaptureTestSupport.gradient(width: 200, height: 100)
        let a = try PNGWriter.encode(image), b = try PNGWriter.encode(image)
        XCTAssertEqual(a, b)
        XCTAssertEqual(Array(a.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Chunk types in order: IHDR, sRGB, IDAT…, IEND.
        var types: [String] = [], at = 8
        while at + 8 <= a.count {
            let length = a[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: a[at + 4..<at + 8], as: UTF8.self))
            at += 12 + length
        }
        XCTAssertEqual(at, a.count)
        XCTAssertEqual(types, ["IHDR", "sRGB", "IDAT", "IEND"])
    }

    func testLibpngReferenceEncoderStillWrites() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        let image = CaptureTestSupport.gradient(width: 120, height: 50)
        try PNGWriter.write(image, to: "\(dir)/ref.png", encoder: .libpng(level: PNGWriter.libpngReferenceLevel))
        XCTAssertEqual(try PNGReader.read(path: "\(dir)/ref.png"), image)
    }

    func testAnInvalidSizeOrFolderIsOneLineAndNoFile() throws {
        let dir = try CaptureTestSupport.makeTemporaryDirectory(self)
        XCTAssertThrowsError(try PNGWriter.write(RGBAImage(width: 0, height: 0, pixels: []), to: "\(dir)/empty.png")) { error in
            XCTAssertEqual((error as? CaptureError)?.message,
                           "cannot write PNG \(dir)/empty.png: 0×0 is not a valid PNG size (1…1048576 pixels each way)")
        }
        XCTAssertThrowsError(try PNGWriter.write(CaptureTestSupport.gradient(width: 4, height: 4), to: "\(dir)/none/x.png")) { error in
            XCTAssertEqual((error as? CaptureError)?.message, "cannot write PNG \(dir)/none/x.png: No such file or directory")
        }
        XCTAssertEqual(CaptureTestSupport.files(dir), [])
    }
}
