import Foundation
import ScrollPhysics

/// What the map shows, in map points, made from its size alone (no tiles, no network, the same on
/// every run): a sea along the west coast, a lake with a river to the sea, parks, a town of blocks
/// on a street grid, main roads and a motorway, and a few place names. A pure value: the drawing
/// reads it and culls to the visible part (docs/techniques/map-flag.md, "The map").
struct MapFeatures {
    let size: Size
    /// Made once (the drawing reads them every frame).
    let lake: MapLake, river: [Point], parks: [(frame: Rect, radius: Double)]
    let roads: [(points: [Point], kind: RoadClass)], places: [Place]

    init(size: Size) {
        self.size = size
        let lake = Self.lake(size), parks = Self.parks(size)
        let river = Self.river(size, lake: lake)
        self.lake = lake; self.parks = parks; self.river = river
        roads = Self.roads(size, parks: parks.map(\.frame), lake: lake)
        places = Self.places(size, lake: lake, river: river, parks: parks, roads: roads)
    }

    /// A road class (its look is `MapDrawing.style`).
    enum RoadClass { case street, main, motorway }

    /// A labelled place: its name, where the label's centre sits, and its kind (which sets size and colour).
    struct Place { var name: String; var at: Point; var kind: Kind; enum Kind { case water, park, district } }

    // MARK: - Water

    /// The coast's x (map points) at height y: about 11 % of the width in, with two waves.
    func coastX(atY y: Double) -> Double { Self.coastX(atY: y, size) }
    static func coastX(atY y: Double, _ size: Size) -> Double {
        size.width * 0.11 + 38 * sin(y / 170) + 22 * sin(y / 61 + 1.3) + 12 * sin(y / 23 + 0.4)
    }

    /// The lake, north-east of the middle (`MapLake`).
    static func lake(_ size: Size) -> MapLake {
        MapLake(center: Point(x: size.width * 0.67, y: size.height * 0.25), radius: min(size.width, size.height) * 0.1)
    }

    /// The river: a polyline from the lake to the coast, 14 pt wide.
    static func river(_ size: Size, lake: MapLake) -> [Point] {
        let start = lake.outlet, end = Point(x: coastX(atY: size.height * 0.62, size) - 10, y: size.height * 0.62)
        return (0...24).map { i in
            let t = Double(i) / 24
            let p = start + (end - start) * t
            return Point(x: p.x, y: p.y + 60 * sin(t * .pi * 3) * (1 - t) + 30 * sin(t * .pi * 7) * t)
        }
    }
    static let riverWidth = 14.0

    // MARK: - Land use

    /// Parks: rounded rectangles (frame, corner radius).
    static func parks(_ size: Size) -> [(frame: Rect, radius: Double)] {
        let w = size.width, h = size.height
        return [(Rect(x: w * 0.42, y: h * 0.56, width: w * 0.12, height: h * 0.16), 18),
                (Rect(x: w * 0.78, y: h * 0.62, width: w * 0.14, height: h * 0.22), 30),
                (Rect(x: w * 0.22, y: h * 0.12, width: w * 0.1, height: h * 0.12), 24)]
    }

    /// The town: where the street grid and building blocks are.
    var town: Rect { Self.town(size) }
    /// The town's corner is on the street grid's pitch, so the main roads (every 400 pt) run along
    /// its streets, never through a block.
    static func town(_ size: Size) -> Rect {
        let x = (size.width * 0.2 / block).rounded() * block, y = (size.height * 0.4 / block).rounded() * block
        return Rect(x: x, y: y, width: size.width * 0.5, height: size.height * 0.5)
    }
    /// Street pitch in town, map points.
    static let block = 100.0

    /// The town's buildings in view: one footprint in most blocks (none in a block under a park or the
    /// river, or in one block in four), its size and place in the block from a hash of the block's
    /// place. Small on purpose: on software GL every covered pixel costs, and a map at this scale
    /// shows footprints, not whole blocks (docs/techniques/map-flag.md, "The map").
    func buildings(in visible: Rect) -> [Rect] {
        let t = town, pitch = Self.block
        let c0 = max(0, Int(((visible.minX - t.minX) / pitch).rounded(.down))), c1 = min(Int(t.width / pitch), Int(((visible.maxX - t.minX) / pitch).rounded(.up)))
        let r0 = max(0, Int(((visible.minY - t.minY) / pitch).rounded(.down))), r1 = min(Int(t.height / pitch), Int(((visible.maxY - t.minY) / pitch).rounded(.up)))
        guard c0 < c1, r0 < r1 else { return [] }
        let parks = self.parks.map(\.frame)
        var out: [Rect] = []
        for r in r0..<r1 {
            for c in c0..<c1 {
                let h = Self.hash(c, r)
                guard h % 4 != 0 else { continue }
                let cell = Rect(x: t.minX + Double(c) * pitch, y: t.minY + Double(r) * pitch, width: pitch, height: pitch)
                guard !parks.contains(where: { $0.maxX > cell.minX && $0.minX < cell.maxX && $0.maxY > cell.minY && $0.minY < cell.maxY }),
                      !nearRiver(cell) else { continue }
                let w = 30 + Double(h % 5) * 6, hgt = 24 + Double((h >> 8) % 5) * 6
                let x = cell.minX + 12 + Double((h >> 16) % 4) * (pitch - 24 - w) / 3
                let y = cell.minY + 12 + Double((h >> 24) % 4) * (pitch - 24 - hgt) / 3
                out.append(Rect(x: x, y: y, width: w, height: hgt))
            }
        }
        return out
    }

    /// Whether `r` touches the river (within its width and a margin).
    func nearRiver(_ r: Rect) -> Bool {
        let pts = river, m = Self.riverWidth
        for (a, b) in zip(pts, pts.dropFirst()) {
            let lo = Point(x: min(a.x, b.x) - m, y: min(a.y, b.y) - m), hi = Point(x: max(a.x, b.x) + m, y: max(a.y, b.y) + m)
            if r.maxX > lo.x, r.minX < hi.x, r.maxY > lo.y, r.minY < hi.y { return true }
        }
        return false
    }

    // MARK: - Roads

    /// Every road as a polyline with its class: town streets every `block` (ending at a park's
    /// edge, as streets do: a park is not crossed by the street grid), main roads every 400 pt
    /// across the land (ending at the lake's shore, not running over the water), and a motorway
    /// from the north-west to the south-east.
    static func roads(_ size: Size, parks: [Rect], lake: MapLake) -> [(points: [Point], kind: RoadClass)] {
        var out: [(points: [Point], kind: RoadClass)] = []
        let t = town(size)
        var x = t.minX
        while x <= t.maxX {
            let cuts = parks.filter { $0.minX < x && x < $0.maxX }.map { ($0.minY, $0.maxY) }
            for (a, b) in Self.subtract(cuts, from: (t.minY, t.maxY)) { out.append(([Point(x: x, y: a), Point(x: x, y: b)], .street)) }
            x += Self.block
        }
        var y = t.minY
        while y <= t.maxY {
            let cuts = parks.filter { $0.minY < y && y < $0.maxY }.map { ($0.minX, $0.maxX) }
            for (a, b) in Self.subtract(cuts, from: (t.minX, t.maxX)) { out.append(([Point(x: a, y: y), Point(x: b, y: y)], .street)) }
            y += Self.block
        }
        let landStart = size.width * 0.11 + 80
        var mx = 400.0
        while mx < size.width {
            if mx > landStart {
                let cuts = lake.span(alongX: mx).map { [$0] } ?? []
                for (a, b) in subtract(cuts, from: (0, size.height)) { out.append(([Point(x: mx, y: a), Point(x: mx, y: b)], .main)) }
            }
            mx += 400
        }
        var my = 400.0
        while my < size.height {
            let cuts = lake.span(alongY: my).map { [$0] } ?? []
            for (a, b) in subtract(cuts, from: (coastX(atY: my, size) + 20, size.width)) {
                out.append(([Point(x: a, y: my), Point(x: b, y: my)], .main))
            }
            my += 400
        }
        let motorway = (0...16).map { i -> Point in
            let u = Double(i) / 16
            return Point(x: size.width * (0.16 + 0.84 * u), y: size.height * (0.05 + 0.9 * u) + 90 * sin(u * .pi * 2))
        }
        out.append((motorway, .motorway))
        return out
    }

    /// `span` less the intervals `cuts`, as the pieces left, in order; a piece shorter than a
    /// quarter block (a stub between a park and the town's edge) is dropped.
    static func subtract(_ cuts: [(Double, Double)], from span: (Double, Double)) -> [(Double, Double)] {
        var pieces = [span]
        for (c0, c1) in cuts {
            pieces = pieces.flatMap { p -> [(Double, Double)] in
                guard c1 > p.0, c0 < p.1 else { return [p] }
                return [(p.0, min(p.1, c0)), (max(p.0, c1), p.1)].filter { $0.1 > $0.0 }
            }
        }
        return pieces.filter { $0.1 - $0.0 >= block / 4 }
    }

    // MARK: - Labels

    static func places(_ size: Size, lake: MapLake, river: [Point], parks: [(frame: Rect, radius: Double)],
                       roads: [(points: [Point], kind: RoadClass)]) -> [Place] {
        func park(_ k: Int, _ name: String) -> Place {
            Place(name: name, at: parkLabel(parks[k].frame, name: name, roads: roads), kind: .park)
        }
        let w = size.width, h = size.height, town = town(size)
        return [Place(name: "Western Sea", at: Point(x: w * 0.05, y: h * 0.3), kind: .water),
                Place(name: "Mere Lake", at: lake.center, kind: .water),
                Place(name: "River Lune", at: river[14] + Point(x: 0, y: -22), kind: .water),
                Place(name: "Old Town", at: Point(x: town.midX, y: town.minY + 150), kind: .district),
                Place(name: "Harbourside", at: Point(x: town.minX + 60, y: town.maxY - 50), kind: .district),
                park(0, "Castle Park"), park(1, "Eastwood"), park(2, "North Heath")]
    }

    /// Where a park's name goes: the first place inside the park, row by row from the top and
    /// from the middle outward, where no main road or motorway passes within 14 pt of the name
    /// (13 pt type, about 7 pt a letter); the park's middle if there is none.
    static func parkLabel(_ frame: Rect, name: String, roads: [(points: [Point], kind: RoadClass)]) -> Point {
        let half = Double(name.count) * 3.5
        var y = frame.minY + 24
        while y < frame.maxY - 16 {
            for dx in [0.0, 40, -40, 80, -80, 120, -120] where abs(dx) + half + 8 < frame.width / 2 {
                let p = Point(x: frame.midX + dx, y: y)
                let clear = stride(from: -half, through: half, by: 4).allSatisfy {
                    !roadNear(p + Point(x: $0, y: 0), margin: 14, kinds: [.main, .motorway], roads: roads)
                }
                if clear { return p }
            }
            y += 24
        }
        return frame.center
    }

    /// Whether a road of `kinds` passes within `margin` of the map point `p` (labels keep off them).
    func roadNear(_ p: Point, margin: Double, kinds: Set<RoadClass>) -> Bool {
        Self.roadNear(p, margin: margin, kinds: kinds, roads: roads)
    }

    static func roadNear(_ p: Point, margin: Double, kinds: Set<RoadClass>, roads: [(points: [Point], kind: RoadClass)]) -> Bool {
        roads.contains { road in
            kinds.contains(road.kind) && zip(road.points, road.points.dropFirst()).contains { a, b in
                let d = b - a, l2 = d.x * d.x + d.y * d.y
                let t = l2 > 0 ? min(1, max(0, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / l2)) : 0
                let q = a + d * t - p
                return (q.x * q.x + q.y * q.y).squareRoot() < margin
            }
        }
    }

    static func hash(_ a: Int, _ b: Int) -> UInt64 {
        var h = UInt64(truncatingIfNeeded: a &* 73_856_093 ^ b &* 19_349_663) &+ 0x9E37_79B9_7F4A_7C15
        h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
        return h ^ (h >> 31)
    }
}
