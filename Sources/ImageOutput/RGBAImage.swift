/// An 8-bit RGBA image in memory: `width × height` pixels, 4 bytes each (R, G, B, A, straight
/// alpha), rows packed with no padding, **top row first** (as PNG stores them). OpenGL's
/// `glReadPixels` returns the bottom row first: convert with `flippedVertically()`.
///
/// Immutable pixel storage (`[UInt8]`) makes it `Sendable`, so the render thread can hand it to
/// the PNG worker (`ImageSink`) without copying or locking.
public struct RGBAImage: Equatable, Sendable {
    /// Width in pixels (≥ 0).
    public let width: Int
    /// Height in pixels (≥ 0).
    public let height: Int
    /// `width * height * 4` bytes, top row first.
    public let pixels: [UInt8]

    /// Wraps `pixels`. Precondition: `pixels.count == width * height * 4`, sizes ≥ 0.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "RGBAImage: \(pixels.count) bytes do not make a \(width)×\(height) RGBA image")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// An image filled with one colour.
    public init(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = fill.r; bytes[i + 1] = fill.g; bytes[i + 2] = fill.b; bytes[i + 3] = fill.a
        }
        self.init(width: width, height: height, pixels: bytes)
    }

    /// The pixel at column `x`, row `y` (row 0 is the top). Precondition: inside the image.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// The same image with its rows in reverse order (bottom-first GL readback ↔ top-first PNG).
    public func flippedVertically() -> RGBAImage {
        guard !pixels.isEmpty else { return self }
        let rowBytes = width * 4
        var out = [UInt8](repeating: 0, count: pixels.count)
        out.withUnsafeMutableBytes { dst in
            pixels.withUnsafeBytes { src in
                for row in 0..<height {
                    let from = src.baseAddress! + (height - 1 - row) * rowBytes
                    (dst.baseAddress! + row * rowBytes).copyMemory(from: from, byteCount: rowBytes)
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }
}
