import ScrollPhysics

/// The two weights of the interface font.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case regular, bold
}

/// Where a line of text sits horizontally relative to its anchor x.
public enum TextAlignment: Hashable, Sendable {
    /// The text starts at the anchor.
    case left
    /// The text is centred on the anchor.
    case center
    /// The text ends at the anchor.
    case right
}

/// One line of text for the renderer, as plain data: what to write, where, how big, in which
/// weight and colour. The renderer shapes it (kerning), rasterises each glyph at the
/// framebuffer's pixel scale and draws it anti-aliased.
public struct TextRun: Hashable, Sendable {
    /// The characters (one line; a line break is drawn as nothing).
    public var string: String
    /// Anchor, window points: `x` per `alignment`; `y` is the top of the capital letters (the
    /// baseline lies one cap height, `TextMetrics.capHeight`, below). Descenders reach about
    /// `0.97·size` below `y`.
    public var position: Point
    /// Em size in points (> 0): capitals are about `0.73·size` tall in the interface font.
    public var size: Double
    public var weight: FontWeight
    public var color: RGBA
    public var alignment: TextAlignment

    public init(_ string: String, at position: Point, size: Double, weight: FontWeight = .regular,
                color: RGBA, alignment: TextAlignment = .left) {
        self.string = string; self.position = position; self.size = size; self.weight = weight
        self.color = color; self.alignment = alignment
    }
}

/// Vertical measures of the interface font at one size, points.
public struct TextMetrics: Hashable, Sendable {
    /// Height of the capitals above the baseline.
    public var capHeight: Double
    /// Highest point above the baseline (accents included).
    public var ascent: Double
    /// Lowest point below the baseline (positive).
    public var descent: Double
    /// Distance between the baselines of consecutive lines.
    public var lineHeight: Double
    public init(capHeight: Double, ascent: Double, descent: Double, lineHeight: Double) {
        self.capHeight = capHeight; self.ascent = ascent; self.descent = descent; self.lineHeight = lineHeight
    }
}

/// A line of text rasterised as 8-bit coverage, for scenes that paint text into their own images
/// (a cover's label, a house number).
public struct TextBitmap: Sendable {
    /// Size in pixels (0×0 for text that draws nothing).
    public var width: Int, height: Int
    /// `width·height` coverage values, rows top first, 0 (none) … 255 (full).
    public var coverage: [UInt8]
    /// Pixels from the bitmap's top to the baseline.
    public var baseline: Int
    /// Pixels from the pen's start to the bitmap's left edge (may be negative).
    public var left: Int
    /// The pen's advance over the whole line, pixels (the text's width for layout).
    public var advance: Double

    public init(width: Int, height: Int, coverage: [UInt8], baseline: Int, left: Int, advance: Double) {
        self.width = width; self.height = height; self.coverage = coverage; self.baseline = baseline
        self.left = left; self.advance = advance
    }

    /// The coverage at pixel (x, y), 0 outside the bitmap.
    public func coverage(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return coverage[y * width + x]
    }
}

/// What scenes need from the font the host provides: widths for layout, vertical metrics and,
/// for text painted into a scene's own image, the rasterised line. Deterministic for a given
/// font file. Implementations must be safe to call from any thread (scenes render images in
/// the background).
public protocol TextMeasuring: Sendable {
    /// The advance width of `text` at em size `size` points, kerning included (points).
    func width(of text: String, size: Double, weight: FontWeight) -> Double
    /// The vertical measures at em size `size` points.
    func metrics(size: Double, weight: FontWeight) -> TextMetrics
    /// `text` rasterised at an em size of `pixelSize` pixels, anti-aliased.
    func bitmap(of text: String, pixelSize: Double, weight: FontWeight) -> TextBitmap
}

/// Text layout rules shared by every measurer.
public enum TextMeasurement {
    /// Greedy word wrap: lines no wider than `maxWidth` as `width` measures them (a word wider
    /// than that is cut where it overflows). Always at least one line.
    public static func wrap(_ text: String, maxWidth: Double, width: (String) -> Double) -> [String] {
        if width(text) <= maxWidth { return [text] }   // fits: as is, spacing kept
        var out: [String] = [], line = ""
        for word in text.split(separator: " ") {
            var w = String(word)
            while w.count > 1, width(w) > maxWidth {
                if !line.isEmpty { out.append(line); line = "" }
                var cut = w.count - 1
                while cut > 1, width(String(w.prefix(cut))) > maxWidth { cut -= 1 }
                out.append(String(w.prefix(cut))); w = String(w.dropFirst(cut))
            }
            if line.isEmpty { line = w } else if width(line + " " + w) <= maxWidth { line += " " + w } else {
                out.append(line); line = w
            }
        }
        if !line.isEmpty || out.isEmpty { out.append(line) }
        return out
    }
}
