import SceneKit
import ScrollPhysics
import SeededRandomness

/// One building of the street: everything about it follows from the street's seed and its index, so
/// the same seed gives the same street in both directions however it was scrolled
/// (docs/techniques/infinite-street.md, "Buildings and tiling").
struct Building: Sendable, Equatable {
    /// How its windows look.
    enum WindowStyle: Int, Sendable, CaseIterable { case squares, tall, round, bands }

    /// Position along the street (any integer; 0 is the first one built).
    let index: Int
    /// Width in points.
    let width: Double
    /// Height as a fraction of the skyline height (the window height above the road).
    let heightFraction: Double
    /// Gap (points) to the next building on the right: an alley where the sky shows.
    let gapAfter: Double
    let body: RGB
    let style: WindowStyle
    /// Per-window lit state, row-major, top row first (true: lit).
    let lit: [Bool]
    let columns: Int
    let rows: Int
    /// A water tower (true) or an antenna on the roof.
    let hasTower: Bool

    /// Width range (points) and height range (fraction of the skyline height) a building may have.
    static let widthRange = 90.0...190.0
    static let heightRange = 0.34...0.9
    static let gapRange = 4.0...18.0
    /// Share of windows lit at night.
    static let litShare = 0.48
    /// Night colours of the walls (muted; lit windows carry the colour).
    static let palette: [RGB] = [
        RGB(r: 0.20, g: 0.23, b: 0.36), RGB(r: 0.33, g: 0.18, b: 0.24), RGB(r: 0.27, g: 0.20, b: 0.38),
        RGB(r: 0.15, g: 0.30, b: 0.33), RGB(r: 0.36, g: 0.27, b: 0.20), RGB(r: 0.24, g: 0.27, b: 0.29),
        RGB(r: 0.40, g: 0.22, b: 0.18), RGB(r: 0.18, g: 0.25, b: 0.22),
    ]

    /// The building at `index` of the street made from `seed`.
    init(index: Int, seed: UInt64) {
        self.index = index
        var rng = SeededRandom(seed: seed &* 0x2545_F491_4F6C_DD1D ^ UInt64(bitPattern: Int64(index)) &* 0x9E37_79B9)
        width = Double.random(in: Self.widthRange, using: &rng).rounded()
        heightFraction = Double.random(in: Self.heightRange, using: &rng)
        gapAfter = Double.random(in: Self.gapRange, using: &rng).rounded()
        body = Self.palette[Int.random(in: 0..<Self.palette.count, using: &rng)]
        style = WindowStyle.allCases[Int.random(in: 0..<WindowStyle.allCases.count, using: &rng)]
        hasTower = Bool.random(using: &rng)
        let cell = style.cell
        columns = max(1, Int((width - 2 * BuildingArt.margin) / cell.width))
        rows = 40
        var lit: [Bool] = []
        lit.reserveCapacity(columns * rows)
        for _ in 0..<(columns * rows) { lit.append(Double.random(in: 0..<1, using: &rng) < Self.litShare) }
        self.lit = lit
    }

    /// Height in points for a skyline of `skyline` points.
    func height(skyline: Double) -> Double { (heightFraction * skyline).rounded() }
}

extension Building.WindowStyle {
    /// The grid cell one window occupies and the window's size in it (points).
    var cell: (width: Double, height: Double, window: Size) {
        switch self {
        case .squares: (22, 26, Size(width: 12, height: 14))
        case .tall: (18, 34, Size(width: 8, height: 22))
        case .round: (26, 28, Size(width: 14, height: 14))
        case .bands: (34, 22, Size(width: 28, height: 9))
        }
    }
}
