/// Fits frames of any size into a fixed video size (`--video` after a `resize` event): each frame
/// is scaled by the same factor both ways, as large as fits, and centred on opaque black bars, so
/// nothing is cut off and nothing is stretched. Scaling is bilinear, sampled at pixel centres
/// (a frame already of the video's size is copied unchanged).
///
/// The output buffer and the per-row/per-column sampling tables are kept between frames and
/// rebuilt only when the frame size changes, so fitting allocates nothing per frame.
/// Not thread-safe: use one from the video encoder's thread.
public struct Letterbox {
    /// The video size in pixels (≥ 1 each).
    public let width: Int
    public let height: Int
    /// Where the last fitted frame landed in the video: x, y, width, height in pixels.
    public private(set) var contentRect = (x: 0, y: 0, width: 0, height: 0)
    /// The fitted frame, `width × height` RGBA, top row first.
    public private(set) var pixels: [UInt8]
    private var sourceSize = (width: -1, height: -1)
    /// Per output column of the content: byte offsets of the two source columns and the weight of
    /// the second, 0…256.
    private var columns: [(a: Int, b: Int, w: Int)] = []
    /// Per output row of the content: the two source rows and the weight of the second, 0…256.
    private var rows: [(a: Int, b: Int, w: Int)] = []

    public init(width: Int, height: Int) {
        precondition(width >= 1 && height >= 1, "Letterbox: video size must be ≥ 1×1")
        self.width = width; self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// The scaled size and offset of a `w × h` frame in a `width × height` video: the largest
    /// whole size with the frame's aspect ratio (at least 1×1), centred (odd leftovers go right
    /// and down).
    public static func fit(_ w: Int, _ h: Int, into width: Int, _ height: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let scale = min(Double(width) / Double(w), Double(height) / Double(h))
        let cw = max(1, min(width, Int((Double(w) * scale).rounded())))
        let ch = max(1, min(height, Int((Double(h) * scale).rounded())))
        return ((width - cw) / 2, (height - ch) / 2, cw, ch)
    }

    /// Fits `image` (≥ 1×1) into `pixels`.
    public mutating func fit(_ image: RGBAImage) {
        precondition(image.width >= 1 && image.height >= 1, "Letterbox: empty frame")
        if image.width != sourceSize.width || image.height != sourceSize.height { prepare(for: image) }
        let rect = contentRect, stride = width * 4, sourceStride = image.width * 4
        let columns = self.columns, rows = self.rows
        pixels.withUnsafeMutableBufferPointer { out in
            image.pixels.withUnsafeBufferPointer { src in
                for (dy, row) in rows.enumerated() {
                    let top = row.a * sourceStride, bottom = row.b * sourceStride, wy = row.w
                    var o = (rect.y + dy) * stride + rect.x * 4
                    for column in columns {
                        for c in 0..<4 {
                            let tl = Int(src[top + column.a + c]), tr = Int(src[top + column.b + c])
                            let bl = Int(src[bottom + column.a + c]), br = Int(src[bottom + column.b + c])
                            let upper = tl * (256 - column.w) + tr * column.w
                            let lower = bl * (256 - column.w) + br * column.w
                            out[o + c] = UInt8(truncatingIfNeeded: (upper * (256 - wy) + lower * wy + 32768) >> 16)
                        }
                        o += 4
                    }
                }
            }
        }
    }

    /// Makes the whole video black (for an empty frame, e.g. a minimised window).
    public mutating func blank() {
        sourceSize = (-1, -1)
        contentRect = (0, 0, 0, 0)
        blackOut()
    }

    private mutating func blackOut() {
        for i in Swift.stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = 0; pixels[i + 1] = 0; pixels[i + 2] = 0; pixels[i + 3] = 255
        }
    }

    /// Rebuilds the tables for a new frame size and blacks out the whole video (the bars).
    private mutating func prepare(for image: RGBAImage) {
        sourceSize = (image.width, image.height)
        contentRect = Self.fit(image.width, image.height, into: width, height)
        columns = Self.samples(count: contentRect.width, source: image.width).map { ($0.a * 4, $0.b * 4, $0.w) }
        rows = Self.samples(count: contentRect.height, source: image.height)
        blackOut()
    }

    /// For each of `count` output samples over `source` input samples: the two inputs around the
    /// output's centre and the second one's weight in 1/256ths. Equal counts give exact copies.
    static func samples(count: Int, source: Int) -> [(a: Int, b: Int, w: Int)] {
        (0..<count).map { i in
            let x = (Double(i) + 0.5) * Double(source) / Double(count) - 0.5
            let clamped = min(max(x, 0), Double(source - 1))
            let a = Int(clamped.rounded(.down))
            let b = min(a + 1, source - 1)
            return (a, b, Int(((clamped - Double(a)) * 256).rounded()))
        }
    }
}
