import SceneKit
import ScrollKit
import ScrollPhysics

/// Draws the visible part of the map (land, water and parks in 80 pt cells, roads every 400 pt, a
/// grid reference at each crossing) and the flag, at the scroll view's offset and zoom. Reads only.
enum MapDrawing {
    /// One cell of terrain (map points).
    static let cell = 80.0
    /// Roads every this many map points, this wide.
    static let roadSpacing = 400.0, roadWidth = 10.0
    static let water = RGBA(r: 0.62, g: 0.80, b: 0.93), land = RGBA(r: 0.95, g: 0.93, b: 0.87)
    static let park = RGBA(r: 0.72, g: 0.87, b: 0.66), sand = RGBA(r: 0.96, g: 0.89, b: 0.70)
    static let road = RGBA(r: 1, g: 1, b: 1), roadEdge = RGBA(r: 0.80, g: 0.78, b: 0.74)

    static func draw(mapSize: Size, scrollView: ScrollView, flag: MapFlag, into list: inout DrawList) {
        let view = scrollView.frame.size
        list.reset(viewSize: view, background: RGB(r: 0.85, g: 0.85, b: 0.85))
        let s = scrollView.zoomScale, o = scrollView.contentOffset
        func screen(_ r: Rect) -> Rect { Rect(x: r.minX * s - o.x, y: r.minY * s - o.y, width: r.width * s, height: r.height * s) }
        // Visible map rectangle (map points).
        let visible = Rect(x: o.x / s, y: o.y / s, width: view.width / s, height: view.height / s)
        let c0 = max(0, Int((visible.minX / cell).rounded(.down))), c1 = min(Int(mapSize.width / cell), Int((visible.maxX / cell).rounded(.up)))
        let r0 = max(0, Int((visible.minY / cell).rounded(.down))), r1 = min(Int(mapSize.height / cell), Int((visible.maxY / cell).rounded(.up)))
        if c0 < c1 && r0 < r1 {
            for row in r0..<r1 {
                for col in c0..<c1 {
                    let r = Rect(x: Double(col) * cell, y: Double(row) * cell, width: min(cell, mapSize.width - Double(col) * cell),
                                 height: min(cell, mapSize.height - Double(row) * cell))
                    list.addRect(screen(r), color: terrain(col: col, row: row))
                }
            }
        }
        // Roads.
        var x = roadSpacing
        while x < mapSize.width {
            if x + roadWidth >= visible.minX && x - roadWidth <= visible.maxX {
                list.addRect(screen(Rect(x: x - roadWidth / 2 - 1, y: 0, width: roadWidth + 2, height: mapSize.height)), color: roadEdge)
                list.addRect(screen(Rect(x: x - roadWidth / 2, y: 0, width: roadWidth, height: mapSize.height)), color: road)
            }
            x += roadSpacing
        }
        var y = roadSpacing
        while y < mapSize.height {
            if y + roadWidth >= visible.minY && y - roadWidth <= visible.maxY {
                list.addRect(screen(Rect(x: 0, y: y - roadWidth / 2 - 1, width: mapSize.width, height: roadWidth + 2)), color: roadEdge)
                list.addRect(screen(Rect(x: 0, y: y - roadWidth / 2, width: mapSize.width, height: roadWidth)), color: road)
            }
            y += roadSpacing
        }
        // Grid references at the crossings, so scrolling and zooming read at a glance.
        var gx = roadSpacing
        while gx < mapSize.width {
            var gy = roadSpacing
            while gy < mapSize.height {
                let p = Point(x: gx * s - o.x + 8, y: gy * s - o.y + 8)
                if p.x > -80 && p.x < view.width && p.y > -20 && p.y < view.height {
                    list.addText("\(Character(UnicodeScalar(UInt8(64 + Int(gx / roadSpacing)))))\(Int(gy / roadSpacing))",
                                 at: p, size: 14, color: RGBA(r: 0.35, g: 0.35, b: 0.38))
                }
                gy += roadSpacing
            }
            gx += roadSpacing
        }
        addFlag(at: flag.position * s - o, lifted: flag.pan.state == .began || flag.pan.state == .changed, into: &list)
    }

    /// The flag: a pole standing at `foot` (screen points) and a red pennant; lifted, it has a shadow.
    static func addFlag(at foot: Point, lifted: Bool, into list: inout DrawList) {
        let h = MapFlag.size.height
        if lifted { list.addRect(Rect(x: foot.x - 6, y: foot.y - 3, width: 16, height: 6), color: RGBA(r: 0, g: 0, b: 0, a: 0.25), cornerRadius: 3) }
        list.addRect(Rect(x: foot.x - 1.5, y: foot.y - h, width: 3, height: h), color: RGBA(r: 0.25, g: 0.25, b: 0.28))
        list.addRect(Rect(x: foot.x + 1.5, y: foot.y - h, width: 28, height: 18), color: RGBA(r: 0.90, g: 0.20, b: 0.20), cornerRadius: 2)
    }

    /// The terrain of a cell: a deterministic hash of its place (no state, same on every run).
    static func terrain(col: Int, row: Int) -> RGBA {
        var h = UInt64(truncatingIfNeeded: col &* 73_856_093 ^ row &* 19_349_663) &+ 0x9E37_79B9_7F4A_7C15
        h = (h ^ (h >> 30)) &* 0xBF58_476D_1CE4_E5B9
        h = (h ^ (h >> 27)) &* 0x94D0_49BB_1331_11EB
        h ^= h >> 31
        // A coast: water on the left band and a lake; the rest land with parks and beaches.
        let lake = { (c: Int, r: Int) in (c - 18) * (c - 18) + (r - 6) * (r - 6) < 10 }
        if col < 3 || lake(col, row) { return water }
        if col == 3 || (h % 11 == 0) { return sand }
        return h % 5 == 0 ? park : land
    }
}
