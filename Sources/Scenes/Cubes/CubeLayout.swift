import SceneKit
import ScrollPhysics

/// Where everything sits in the window, and the strip's scroll geometry — a pure function of the
/// window size (points) and the number of little cubes.
///
/// The strip is a carousel: cube `k`'s centre is at content x = `lead + k·pitch + pitch/2`, with
/// `lead = (strip width − pitch) / 2`, so contentOffset.x = k·pitch centres cube k in the strip
/// (offset 0 centres the first cube, the maximum offset centres the last). That is what makes the
/// seed's snapping rule ("round the proposed offset to the nearest cube") leave whole cubes centred.
struct CubeLayout: Equatable, Sendable {
    /// Window size in points. Any size, including 0×0 (minimised): nothing divides by it.
    let windowSize: Size
    /// Number of little cubes, ≥ 1.
    let cubeCount: Int

    /// Strip height as a fraction of the window height, clamped to `stripHeightRange`.
    /// Chosen to match seed 003's demo proportions (a band along the bottom of the GL view).
    static let stripHeightFraction = 0.22
    /// Points; the band never gets so thin a cube can't be clicked nor thicker than a comfortable row.
    static let stripHeightRange: ClosedRange<Double> = 60...160
    /// Little-cube edge as a fraction of the pitch, leaving a visible gap between neighbours even
    /// when a cube is turned diagonally (√2·0.55 ≈ 0.78 < 1).
    static let cubeFraction = 0.55
    /// Gap between the strip and the bottom of the window, as a fraction of the window height.
    static let bottomMarginFraction = 0.06

    init(windowSize: Size, cubeCount: Int) {
        self.windowSize = Size(width: max(0, windowSize.width), height: max(0, windowSize.height))
        self.cubeCount = max(1, cubeCount)
    }

    // MARK: - Strip

    /// Height of the strip band, points (0 for a 0-height window).
    var stripHeight: Double {
        guard windowSize.height > 0 else { return 0 }
        let h = windowSize.height * Self.stripHeightFraction
        return min(max(h, Self.stripHeightRange.lowerBound), min(Self.stripHeightRange.upperBound, windowSize.height))
    }

    /// The scrollable frame: the band of the window where drags scroll, window points.
    var stripFrame: Rect {
        let h = stripHeight
        let y = max(0, windowSize.height - h - windowSize.height * Self.bottomMarginFraction)
        return Rect(x: 0, y: y, width: windowSize.width, height: h)
    }

    /// Distance between neighbouring cube centres in content points: the snapping step.
    /// Never 0, so offsets can always be converted to cube indices.
    var pitch: Double { max(stripHeight, 1) }

    /// Edge length of a little cube, points.
    var littleCubeSize: Double { pitch * Self.cubeFraction }

    /// Content before the first cube slot so that offset 0 centres cube 0 (may be negative in a
    /// window narrower than one pitch).
    var lead: Double { (windowSize.width - pitch) / 2 }

    /// The scrollable content size: offsets 0 … (count − 1)·pitch are the range.
    var contentSize: Size {
        Size(width: Double(cubeCount - 1) * pitch + windowSize.width, height: stripHeight)
    }

    /// Largest horizontal offset (centres the last cube).
    var maxOffsetX: Double { Double(cubeCount - 1) * pitch }

    /// Centre of cube `index` in content coordinates (x) — y is the strip's middle.
    func contentCenterX(ofCube index: Int) -> Double {
        lead + Double(index) * pitch + pitch / 2
    }

    /// Centre of cube `index` in window points for the given scroll offset.
    func windowCenter(ofCube index: Int, offsetX: Double) -> Point {
        Point(x: stripFrame.minX + contentCenterX(ofCube: index) - offsetX, y: stripFrame.midY)
    }

    /// Indices of cubes whose extent (a rotated cube reaches ±size·√3/2 from its centre) meets the
    /// visible strip at `offsetX`, clamped to valid indices; empty when none is visible.
    /// O(1): a 1 000 000-cube strip costs what a 30-cube strip costs.
    func visibleCubes(offsetX: Double) -> Range<Int> {
        guard offsetX.isFinite, windowSize.width > 0 else { return 0..<0 }
        let reach = littleCubeSize * 3.0.squareRoot() / 2
        let first = ((offsetX - reach - lead - pitch / 2) / pitch).rounded(.up)
        let last = ((offsetX + windowSize.width + reach - lead - pitch / 2) / pitch).rounded(.down)
        let lo = Int(max(0, min(Double(cubeCount), first)))
        let hi = Int(max(0, min(Double(cubeCount - 1), last))) + 1
        return lo < hi ? lo..<hi : 0..<0
    }

    // MARK: - Snapping (seed 003's scrollOffsetForProposedOffset:)

    /// The offset that centres the cube nearest to `proposed`: overshoot = offset mod pitch; less
    /// than half a pitch rounds down, else up; then clamped to 0 … maxOffsetX. y is kept.
    func scrollOffset(forProposedOffset proposed: Point) -> Point {
        guard proposed.x.isFinite else { return Point(x: 0, y: proposed.y) }
        let overshoot = proposed.x - (proposed.x / pitch).rounded(.down) * pitch
        var x = proposed.x - overshoot
        if overshoot >= pitch / 2 { x += pitch }
        return Point(x: min(max(x, 0), maxOffsetX), y: proposed.y)
    }

    /// The (fractional) cube index centred at `offsetX`.
    func centredCube(offsetX: Double) -> Double { offsetX / pitch }

    /// After a resize, the offset that keeps the same (fractional) cube centred as `offsetX` did
    /// under `old` (seed 003: on rotation the centred cube stays centred).
    func offsetKeepingCentre(from old: CubeLayout, offsetX: Double) -> Double {
        let x = old.centredCube(offsetX: offsetX) * pitch
        return x.isFinite ? x : 0
    }

    // MARK: - Big cube

    /// Centre of the big cube: middle of the space above the strip, window points.
    var bigCubeCenter: Point {
        Point(x: windowSize.width / 2, y: stripFrame.minY / 2)
    }

    /// Edge of the big cube, points: 45% of the smaller side of the space above the strip.
    var bigCubeSize: Double {
        max(0, min(windowSize.width, stripFrame.minY) * 0.45)
    }
}
