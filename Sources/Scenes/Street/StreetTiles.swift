/// The buildings that cover the visible part of the street, in street coordinates (points along an
/// endless street; the scroll view's content shows a window of it). Tiling adds buildings at either
/// end until [minX, maxX] is covered and drops those entirely outside it, so only the visible ones
/// exist (docs/techniques/infinite-street.md, "Buildings and tiling").
struct StreetTiles {
    /// A building placed on the street: it spans [x, x + building.width].
    struct Placed: Equatable {
        let building: Building
        let x: Double
        var maxX: Double { x + building.width }
        /// Where the next building to the right starts.
        var nextX: Double { maxX + building.gapAfter }
    }

    let seed: UInt64
    /// Left to right.
    private(set) var visible: [Placed] = []

    /// A street whose building 0 starts at street x 0.
    init(seed: UInt64) {
        self.seed = seed
        visible = [Placed(building: Building(index: 0, seed: seed), x: 0)]
    }

    /// Makes the buildings cover [minX, maxX] (street points) and drops the ones entirely outside.
    /// At least one building is always kept, so positions stay anchored to building 0.
    mutating func tile(from minX: Double, to maxX: Double) {
        guard minX.isFinite, maxX.isFinite, minX <= maxX else { return }
        while let last = visible.last, last.nextX < maxX {
            visible.append(Placed(building: Building(index: last.building.index + 1, seed: seed), x: last.nextX))
        }
        while let first = visible.first, first.x > minX {
            let b = Building(index: first.building.index - 1, seed: seed)
            visible.insert(Placed(building: b, x: first.x - b.gapAfter - b.width), at: 0)
        }
        while visible.count > 1, let first = visible.first, first.nextX <= minX { visible.removeFirst() }
        while visible.count > 1, let last = visible.last, last.x >= maxX { visible.removeLast() }
    }
}
