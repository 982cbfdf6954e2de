import Foundation
import SceneKit
import ScrollPhysics

/// Where a wheel's rows lie on the cylinder (docs/techniques/clock-wheel.md): a pure function of the
/// column's offset, so the same offset always gives the same picture and the scroll physics are a
/// plain scroll view's.
///
/// The content is the wheel's `count` labels repeated `cycles` times (a loop: 59 is followed by 00);
/// a content row `i` shows label `i mod count`. The column recentres by whole cycles, so the labels on
/// screen never change when it does.
struct ClockWheelGeometry {
    /// Row pitch at scale 1 (points): iOS 7's picker row.
    static let baseRowHeight = 36.0
    /// Rows a wheel shows at most: seven, as iOS 7's picker.
    static let visibleRowCount = 7.0
    /// Eye distance for the perspective at scale 1 (points): CATransform3D's m34 = −1/500.
    static let baseEyeDistance = 500.0
    /// Rows of content at least (each wheel repeats its labels until it has this many): with a
    /// recentring threshold at a quarter of the content, a motion must move thousands of points
    /// between two frames to reach an end.
    static let minimumContentRows = 400
    /// Angle (radians) from the centre line where a row starts to fade, and where it is gone. Past
    /// about 55° the cylinder squeezes a row to a third of its height or less and its glyphs would
    /// overlap their neighbours' (docs/techniques/clock-wheel.md, "Edge"): a row is never drawn much
    /// more opaque than its squeeze (its height on screen over its pitch).
    static let fadeStart = 15.0 * .pi / 180, fadeEnd = 62.0 * .pi / 180

    /// The wheel's frame in the window (points).
    var frame: Rect
    /// Row pitch (points): the base pitch times the picker's scale.
    var rowHeight: Double
    /// Labels on the wheel (24 hours, 60 minutes).
    var count: Int

    init(frame: Rect, rowHeight: Double = Self.baseRowHeight, count: Int) {
        self.frame = frame; self.rowHeight = rowHeight; self.count = max(1, count)
    }

    /// How many times the labels repeat in the content (at least three, so there is always a whole
    /// cycle either side of the one in view).
    var cycles: Int { max(3, (Self.minimumContentRows + count - 1) / count) }
    /// Content rows: `count × cycles`.
    var contentRows: Int { count * cycles }
    /// One cycle of labels (points).
    var cycleHeight: Double { Double(count) * rowHeight }
    /// The content's height (points).
    var contentHeight: Double { Double(contentRows) * rowHeight }

    /// Eye distance (points): the base one scaled with the rows, so a larger picker looks the same.
    var eyeDistance: Double { Self.baseEyeDistance * rowHeight / Self.baseRowHeight }

    /// The cylinder's radius: half the wheel's height, so rows at the top and bottom edges are at 90°.
    var radius: Double { frame.height / 2 }
    /// Inset above and below the content so the first and last rows can reach the centre line.
    var inset: Double { frame.height / 2 - rowHeight / 2 }

    /// The offset that puts content row `index` on the centre line.
    func offset(forRow index: Int) -> Double { Double(index) * rowHeight - inset }
    /// The content row nearest the centre line at `offset`.
    func row(at offset: Double) -> Int {
        let r = ((offset + inset) / rowHeight).rounded()
        return Int(min(max(0, r.isFinite ? r : 0), Double(contentRows - 1)))
    }
    /// The label content row `index` shows (0 ..< count).
    func label(ofRow index: Int) -> Int { ((index % count) + count) % count }
    /// The content row showing `label` in the middle cycle (where a wheel starts).
    func middleRow(label: Int) -> Int { (cycles / 2) * count + label }
    /// The offset recentring moves `offset` to: whole cycles toward the middle once it is more than a
    /// quarter of the content from it (nil: no need). Whole cycles, so the same labels stay in view.
    func recentred(_ offset: Double) -> Double? {
        let centre = (contentHeight - frame.height) / 2
        guard abs(offset - centre) > contentHeight / 4 else { return nil }
        return offset - ((offset - centre) / cycleHeight).rounded() * cycleHeight
    }

    /// The angle (radians) of content y `y` (content points) from the centre line at `offset`;
    /// positive below it.
    func angle(ofContentY y: Double, offset: Double) -> Double {
        (y - (offset + frame.height / 2)) / radius
    }

    /// Row `index`'s angle at its centre.
    func angle(ofRow index: Int, offset: Double) -> Double {
        angle(ofContentY: (Double(index) + 0.5) * rowHeight, offset: offset)
    }

    /// A row's opacity at angle θ: 1 up to `fadeStart`, falling smoothly to 0 at `fadeEnd`.
    static func opacity(at θ: Double) -> Double {
        let u = min(max((abs(θ) - fadeStart) / (fadeEnd - fadeStart), 0), 1)
        return 1 - u * u * (3 - 2 * u)
    }

    /// A point on the cylinder at angle θ and window x, seen through the perspective: its window
    /// position and depth weight (1 on the centre line, larger farther back).
    func project(x: Double, angle θ: Double) -> ProjectedPoint {
        let depth = radius * (1 - cos(θ))
        let w = (eyeDistance + depth) / eyeDistance
        let cx = frame.midX, cy = frame.midY
        return ProjectedPoint(Point(x: cx + (x - cx) / w, y: cy + radius * sin(θ) / w), w: w)
    }

    /// The content rows seen at `offset`: those whose centre is nearer the centre line than
    /// `fadeEnd` (the rest are faded out). Consecutive, so a range (empty when none).
    func visibleRows(offset: Double) -> Range<Int> {
        let reach = radius * Self.fadeEnd, centre = offset + frame.height / 2
        let n = Double(contentRows)
        // Row i is in when |(i + 0.5)·h − centre| < reach; bounds clamped before converting.
        let lo = min(max(((centre - reach) / rowHeight - 0.5).rounded(.down) + 1, 0), n)
        let hi = min(max(((centre + reach) / rowHeight - 0.5).rounded(.up) - 1, -1), n - 1)
        guard lo.isFinite, hi.isFinite, lo <= hi else { return 0..<0 }
        return Int(lo)..<(Int(hi) + 1)
    }
}
