import ScrollPhysics

/// The springs of the bubbles in one contiguous range of the list (the visible rectangle plus a
/// margin), with the Messages push: docs/techniques/springy-items.md.
///
/// Displacements are along y only (a vertical list: the push follows the scroll delta, which is
/// vertical), in points, positive down, measured from the anchor in content coordinates. Items
/// outside `range` have no spring and sit exactly on their anchors. All storage is reused, so a
/// warm step allocates nothing; the cost of a step is proportional to `range.count`.
struct TiledSprings {
    /// The items that have springs, in order.
    private(set) var range: Range<Int> = 0..<0
    /// Displacement (points) and velocity (points/s) of item `range.lowerBound + k` at `k`.
    private(set) var displacement: [Double] = []
    private(set) var velocity: [Double] = []
    /// A spring with resistance 1 (the whole of every scroll step) that no item owns: displacement
    /// (points) and velocity (points/s). Two items on the same side of the touch differ in
    /// resistance by a constant while the touch moves, so they differ in state by that constant times
    /// this spring's (the system is linear): what an item entering the range is given.
    private(set) var unit = (displacement: 0.0, velocity: 0.0)
    private var scratchX: [Double] = [], scratchV: [Double] = []
    /// Resistance denominator (docs/techniques/springy-items.md: 1500 pt).
    let resistanceDenominator: Double

    init(resistanceDenominator: Double) { self.resistanceDenominator = resistanceDenominator }

    /// `(|dx| + |dy|) / denominator` from `touch` to `anchor` (content coordinates).
    @inline(__always)
    func resistance(anchor: Point, touch: Point) -> Double {
        (abs(touch.x - anchor.x) + abs(touch.y - anchor.y)) / resistanceDenominator
    }

    /// The push an item with resistance `r` gets for a scroll step of `delta` points: `delta·r`,
    /// never beyond `delta` (docs/techniques/springy-items.md).
    @inline(__always)
    static func push(delta: Double, resistance r: Double) -> Double {
        delta < 0 ? max(delta, delta * r) : min(delta, delta * r)
    }

    /// The displacement of item `i` (0 without a spring).
    func displacement(of i: Int) -> Double {
        range.contains(i) ? displacement[i - range.lowerBound] : 0
    }

    /// Advances every spring by one step of `spring`.
    mutating func advance(_ spring: DampedSpringStep) {
        for k in displacement.indices { spring.advance(&displacement[k], &velocity[k]) }
        spring.advance(&unit.displacement, &unit.velocity)
    }

    /// Pushes every spring back by its share of the scroll `delta` (points, content y).
    mutating func push(delta: Double, touch: Point, anchor: (Int) -> Point) {
        guard delta != 0 else { return }
        unit.displacement += delta
        let first = range.lowerBound
        for k in displacement.indices {
            displacement[k] += Self.push(delta: delta, resistance: resistance(anchor: anchor(first + k), touch: touch))
        }
    }

    /// Moves the springs to `newRange`: items that leave lose their springs; items that enter get
    /// one *in flight*: the nearest existing spring's state plus the difference of the two
    /// resistances (each capped at 1, where the push is clamped) times the `unit` spring's state —
    /// the state the item would have had all along, so it matches the motion around it. (Scaling the
    /// neighbour's state by the ratio of the resistances is exact only while the touch stays at one
    /// content point, as in a drag; in a glide the touch moves through the content, the ratio is
    /// applied again at every step and the displacements grew without bound: 3600 pt after one
    /// flick, 10³² pt after End in a long list.)
    mutating func retile(to newRange: Range<Int>, touch: Point?, anchor: (Int) -> Point) {
        guard newRange != range else { return }
        scratchX.removeAll(keepingCapacity: true)
        scratchV.removeAll(keepingCapacity: true)
        let old = range
        for i in newRange {
            if old.contains(i) {
                scratchX.append(displacement[i - old.lowerBound]); scratchV.append(velocity[i - old.lowerBound])
                continue
            }
            var x = 0.0, v = 0.0
            if let touch, !old.isEmpty {
                let neighbour = i < old.lowerBound ? old.lowerBound : old.upperBound - 1
                let dr = min(1, resistance(anchor: anchor(i), touch: touch))
                    - min(1, resistance(anchor: anchor(neighbour), touch: touch))
                x = displacement[neighbour - old.lowerBound] + dr * unit.displacement
                v = velocity[neighbour - old.lowerBound] + dr * unit.velocity
            }
            scratchX.append(x); scratchV.append(v)
        }
        swap(&displacement, &scratchX)
        swap(&velocity, &scratchV)
        range = newRange
    }

    /// Removes every spring's stretch (springs switched off, or a new layout).
    mutating func settleAll() {
        for k in displacement.indices { displacement[k] = 0; velocity[k] = 0 }
        unit = (0, 0)
    }

    /// Below this (points, and points/s) a spring counts as settled and is set exactly to rest,
    /// far under a pixel; the same rule at every step keeps frame rates identical.
    static let restThreshold = 1e-6

    /// Sets every spring whose displacement and velocity are both under `restThreshold` to rest.
    mutating func snapSettled() {
        // Every item ends at rest exactly when each was snapped (a spring at rest is under the
        // threshold too): `isAtRest` after the loop, without scanning the springs again each step.
        var allAtRest = true
        for k in displacement.indices {
            if abs(displacement[k]) < Self.restThreshold && abs(velocity[k]) < Self.restThreshold {
                displacement[k] = 0; velocity[k] = 0
            } else {
                allAtRest = false
            }
        }
        // The unit spring only seeds items entering a moving list: once every item is at rest it
        // rests too (its remaining stretch is a few times theirs, under 10⁻⁵ pt), so it never keeps
        // a still list stepping.
        if allAtRest || abs(unit.displacement) < Self.restThreshold && abs(unit.velocity) < Self.restThreshold { unit = (0, 0) }
    }

    /// True when every item's spring is exactly at rest (`unit` is not an item's: see `snapSettled`).
    var isAtRest: Bool { displacement.allSatisfy { $0 == 0 } && velocity.allSatisfy { $0 == 0 } }

    /// The largest |displacement| (points), 0 without springs.
    var maxDisplacement: Double { displacement.reduce(0) { max($0, abs($1)) } }
}
