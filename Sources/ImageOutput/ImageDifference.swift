import ScrollPhysics

/// How two images of the same size are compared pixel by pixel, and what was found.
///
/// Two modes (docs/suites.md, "Capture suites"):
/// - `.channel(tolerance:)`: a pixel differs when any of R, G, B, A differs by more than
///   `tolerance` (0…255). Exact and fast; right when the goldens come from the same renderer.
/// - `.perceptual(threshold:)`: pixelmatch's test (`Pixelmatch`): YIQ colour distance above
///   35215·threshold², and anti-aliased pixels (in either image) are not counted. Survives small
///   renderer differences at edges; threshold 0.1 is pixelmatch's default.
/// Pixels inside a mask rectangle are never compared.
public struct ImageDifference: Equatable, Sendable {
    /// A comparison rule.
    public enum Mode: Equatable, Sendable {
        case channel(tolerance: Int)
        case perceptual(threshold: Double)

        /// "channel tolerance 8/255" or "perceptual threshold 0.1", for messages.
        public var description: String {
            switch self {
            case .channel(let tolerance): return "by more than \(tolerance)/255"
            case .perceptual(let threshold): return "perceptually (YIQ threshold \(threshold))"
            }
        }
    }

    /// A rectangle in image pixels (top-left origin), clipped to the image when used.
    public struct PixelRect: Equatable, Sendable {
        public var x: Int, y: Int, width: Int, height: Int
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x; self.y = y; self.width = width; self.height = height
        }

        /// The pixels a rectangle in window points covers at `scale` pixels per point: every
        /// pixel it touches (edges rounded outwards).
        public init(points r: Rect, scale: Double) {
            let x0 = (r.origin.x * scale).rounded(.down), y0 = (r.origin.y * scale).rounded(.down)
            let x1 = ((r.origin.x + r.size.width) * scale).rounded(.up)
            let y1 = ((r.origin.y + r.size.height) * scale).rounded(.up)
            func clamp(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v))) }
            self.init(x: clamp(x0), y: clamp(y0), width: clamp(x1) - clamp(x0), height: clamp(y1) - clamp(y0))
        }
    }

    /// Pixels that differ under the mode (masked and anti-aliased pixels excluded).
    public var differing: Int
    /// Pixels over the threshold that were taken for anti-aliasing (perceptual mode only).
    public var antiAliased: Int
    /// Pixels inside masks, not compared.
    public var masked: Int
    /// Largest per-channel difference among compared pixels, 0…255.
    public var maxChannelDelta: Int
    /// All pixels of the image (width × height).
    public var total: Int

    /// `differing / total` (0 for an empty image).
    public var fraction: Double { total == 0 ? 0 : Double(differing) / Double(total) }

    /// Compares `actual` with `expected` (same size: precondition) under `mode`, skipping `masks`.
    /// With `diff`, also returns the diff picture: differing pixels red, anti-aliased ones yellow,
    /// masked ones dark blue, all others the expected image's brightness at one third.
    public static func measure(_ actual: RGBAImage, _ expected: RGBAImage, mode: Mode, masks: [PixelRect] = [],
                               diff: Bool = false) -> (ImageDifference, RGBAImage?) {
        precondition(actual.width == expected.width && actual.height == expected.height, "sizes differ")
        let width = actual.width, height = actual.height
        let maskMap = Self.maskMap(masks, width: width, height: height)
        var result = ImageDifference(differing: 0, antiAliased: 0, masked: 0, maxChannelDelta: 0, total: width * height)
        var out = diff ? [UInt8](repeating: 255, count: width * height * 4) : []
        actual.pixels.withUnsafeBufferPointer { a in
            expected.pixels.withUnsafeBufferPointer { e in
                for y in 0..<height {
                    for x in 0..<width {
                        let p = y * width + x, o = p * 4
                        var colour: (UInt8, UInt8, UInt8)
                        if !maskMap.isEmpty && maskMap[p] {
                            result.masked += 1
                            colour = (0, 0, 96)
                        } else {
                            let delta = max(absDiff(a[o], e[o]), absDiff(a[o + 1], e[o + 1]),
                                            absDiff(a[o + 2], e[o + 2]), absDiff(a[o + 3], e[o + 3]))
                            result.maxChannelDelta = max(result.maxChannelDelta, delta)
                            switch classify(a, e, x: x, y: y, width: width, height: height, delta: delta, mode: mode) {
                            case .same: colour = diff ? dimmed(e, o) : (0, 0, 0)
                            case .differs: result.differing += 1; colour = (255, 0, 0)
                            case .antiAliased: result.antiAliased += 1; colour = (255, 255, 0)
                            }
                        }
                        if diff { out[o] = colour.0; out[o + 1] = colour.1; out[o + 2] = colour.2 }
                    }
                }
            }
        }
        return (result, diff ? RGBAImage(width: width, height: height, pixels: out) : nil)
    }

    private enum Verdict { case same, differs, antiAliased }

    @inline(__always)
    private static func classify(_ a: UnsafeBufferPointer<UInt8>, _ e: UnsafeBufferPointer<UInt8>, x: Int, y: Int,
                                 width: Int, height: Int, delta: Int, mode: Mode) -> Verdict {
        switch mode {
        case .channel(let tolerance):
            return delta > tolerance ? .differs : .same
        case .perceptual(let threshold):
            if delta == 0 { return .same }
            let o = (y * width + x) * 4
            guard Pixelmatch.colorDelta(a, o, e, o) > Pixelmatch.maxDelta(threshold: threshold) else { return .same }
            if Pixelmatch.isAntiAliased(a, x: x, y: y, width: width, height: height, other: e)
                || Pixelmatch.isAntiAliased(e, x: x, y: y, width: width, height: height, other: a) {
                return .antiAliased
            }
            return .differs
        }
    }

    @inline(__always)
    private static func absDiff(_ p: UInt8, _ q: UInt8) -> Int { p > q ? Int(p - q) : Int(q - p) }

    /// Rec. 601 luma of pixel `o`, at a third of its brightness (the context around the red).
    @inline(__always)
    private static func dimmed(_ e: UnsafeBufferPointer<UInt8>, _ o: Int) -> (UInt8, UInt8, UInt8) {
        let r: Int = 299 * Int(e[o]), g: Int = 587 * Int(e[o + 1]), b: Int = 114 * Int(e[o + 2])
        let grey = UInt8((r + g + b) / 3000)
        return (grey, grey, grey)
    }

    /// One flag per pixel, true inside any mask; empty when there are no masks.
    private static func maskMap(_ masks: [PixelRect], width: Int, height: Int) -> [Bool] {
        guard !masks.isEmpty else { return [] }
        var map = [Bool](repeating: false, count: width * height)
        for m in masks {
            let x0 = max(0, m.x), y0 = max(0, m.y)
            let x1 = min(width, m.x + m.width), y1 = min(height, m.y + m.height)
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 { for x in x0..<x1 { map[y * width + x] = true } }
        }
        return map
    }
}
