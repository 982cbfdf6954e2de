import SceneKit
import ScrollPhysics

/// The resting layout of the conversation: one column of bubbles, received ones on the left and
/// sent ones on the right, with the plain list's spacing, and a time stamp over each exchange. Positions are content coordinates
/// (points, y down). Built once per width in O(n); lookups of the bubbles in a band of y are a
/// binary search, so their cost does not grow with the number of bubbles.
struct MessageLayout: Sendable {
    /// Spacing between bubbles and around the list, points (objc.io #5's 10 pt line spacing and
    /// inset; docs/techniques/springy-items.md).
    static let spacing = 10.0
    /// The least space drawn between two bubbles while their springs move them, points.
    static let minimumGap = 2.0
    /// Text em size, points: 20 in windows at least `largeTextWidth` wide, else 12.
    let textSize: Double
    static let largeTextWidth = 900.0
    /// Padding between a bubble's edge and its text, points (scaled with the text).
    let padding: Point
    /// A bubble is at most this fraction of the list's width (Messages keeps a clear side margin).
    static let maxWidthFraction = 0.66
    /// Corner radius of a bubble, points.
    static let cornerRadius = 14.0
    /// Widest the conversation gets, points; a wider window centres it (a readable column).
    static let maxColumnWidth = 720.0

    /// Whether a bubble was sent (right, blue) or received (left, grey).
    let sent: [Bool]
    /// Which phrase each bubble shows (an index into `lines`).
    let phrase: [Int]
    /// Whether a bubble ends a run from its sender (the next one is the other's, or there is
    /// none): it has a tail (`MessageTail`), as iOS 7 draws the last bubble of each run.
    let hasTail: [Bool]
    /// The time stamp over each bubble that starts an exchange after the first (`MessageStamps`),
    /// by bubble index; the stamp sits in `stampHeight` of extra space above the bubble.
    let stamps: [Int: String]
    /// The room a stamp takes above its bubble, points (its line and a gap under it).
    let stampHeight: Double
    /// The stamp's em size, points.
    let stampSize: Double
    /// The middle of the conversation's column, content x (where the stamps are centred).
    let columnMidX: Double
    /// Each phrase wrapped to the bubble width.
    let lines: [[String]]
    /// Resting frames in content coordinates.
    let frames: [Rect]
    /// The content size (width: the list's width).
    let contentSize: Size

    /// Baseline-to-baseline distance of the text, points (the font's line height, rounded).
    let lineHeight: Double

    var count: Int { frames.count }

    /// The layout of `count` bubbles in a list `width` points wide, text measured with `measure`.
    init(count: Int, width: Double, text measure: any TextMeasuring) {
        let textSize = width >= Self.largeTextWidth ? 20.0 : 12.0
        let padding = Point(x: 1.2 * textSize, y: 0.9 * textSize)
        self.textSize = textSize
        self.padding = padding
        let column = min(width, Self.maxColumnWidth)
        let left = ((width - column) / 2).rounded()
        columnMidX = left + column / 2
        let maxText = max(60, column * Self.maxWidthFraction - 2 * padding.x)
        lines = MessagePhrases.all.map {
            TextMeasurement.wrap($0.text, maxWidth: maxText) { measure.width(of: $0, size: textSize, weight: .regular) }
        }
        var sent: [Bool] = [], phrase: [Int] = [], frames: [Rect] = []
        sent.reserveCapacity(count); phrase.reserveCapacity(count); frames.reserveCapacity(count)
        let lineHeight = measure.metrics(size: textSize, weight: .regular).lineHeight.rounded()
        // A bubble's text box runs from the first line's cap top to the last line's baseline,
        // padded evenly, so it looks centred.
        let capHeight = measure.metrics(size: textSize, weight: .regular).capHeight
        self.lineHeight = lineHeight
        var y = Self.spacing
        let phrases = MessagePhrases.phrases(count: count)
        let starts = Set(MessagePhrases.starts)
        let exchanges = phrases.filter { starts.contains($0) }.count
        stampSize = max(10, (0.6 * textSize).rounded())
        stampHeight = (2.6 * stampSize).rounded()
        var stamps: [Int: String] = [:], exchange = 0
        for i in 0..<count {
            let p = phrases[i]
            if starts.contains(p) {
                // Not over the list's first bubble: a stamp separates an exchange from the one
                // before it (and at the top it sat under the hint panel's top corners).
                if i > 0 {
                    stamps[i] = MessageStamps.text(exchange: exchange, of: exchanges)
                    y += stampHeight
                }
                exchange += 1
            }
            let isSent = MessagePhrases.all[p].sent
            let text = lines[p]
            let textWidth = (text.map { measure.width(of: $0, size: textSize, weight: .regular) }.max() ?? 0).rounded(.up)
            let w = textWidth + 2 * padding.x
            let h = (Double(text.count - 1) * lineHeight + capHeight + 2 * padding.y).rounded()
            let x = isSent ? left + column - Self.spacing - w : left + Self.spacing
            frames.append(Rect(x: x, y: y, width: w, height: h))
            sent.append(isSent); phrase.append(p)
            y += h + Self.spacing
        }
        self.sent = sent; self.phrase = phrase; self.frames = frames; self.stamps = stamps
        hasTail = sent.indices.map { $0 + 1 == sent.count || sent[$0 + 1] != sent[$0] }
        contentSize = Size(width: width, height: y)
    }

    /// The resting centre of bubble `i` (its spring's anchor), content coordinates.
    func anchor(_ i: Int) -> Point { frames[i].center }

    /// The bubbles whose resting frames meet the band `minY...maxY` (content y), in order.
    func indices(inBandFrom minY: Double, to maxY: Double) -> Range<Int> {
        guard count > 0, maxY >= minY else { return 0..<0 }
        let lo = firstIndex { $0.maxY >= minY }
        let hi = firstIndex { $0.minY > maxY }
        return lo..<max(lo, hi)
    }

    /// The first index whose frame satisfies `predicate` (monotone along the list), or `count`.
    private func firstIndex(where predicate: (Rect) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if predicate(frames[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
