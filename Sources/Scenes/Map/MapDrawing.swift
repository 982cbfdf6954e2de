import SceneKit
import ScrollKit
import ScrollPhysics

/// Draws the visible part of the map (`MapFeatures`: sea and coast, lake and river, parks, the town's
/// buildings, streets, main roads and a motorway, place names) and the flag, at the scroll view's offset
/// and zoom. Shapes scale with the zoom; labels keep their size on screen, as on a map app. Reads only.
enum MapDrawing {
    static let land = RGB(r: 0.95, g: 0.94, b: 0.90)
    static let water = RGBA(r: 0.63, g: 0.80, b: 0.94), sand = RGBA(r: 0.97, g: 0.92, b: 0.78)
    static let park = RGBA(r: 0.77, g: 0.89, b: 0.68), building = RGBA(r: 0.89, g: 0.87, b: 0.84)
    /// Road fill colour and width (map points), and the casing (a darker edge 1.5 pt wide each side)
    /// for the motorway only: casings double a road's covered pixels, and on software GL pixels are
    /// the cost; white roads on cream land read without them.
    static func style(_ kind: MapFeatures.RoadClass) -> (fill: RGBA, casing: RGBA?, width: Double) {
        switch kind {
        case .street: (RGBA(r: 1, g: 1, b: 1), nil, 4)
        case .main: (RGBA(r: 1, g: 1, b: 1), nil, 10)
        case .motorway: (RGBA(r: 0.98, g: 0.78, b: 0.38), RGBA(r: 0.82, g: 0.55, b: 0.22), 15)
        }
    }

    static func draw(features: MapFeatures, scrollView: ScrollView, flag: MapFlag, into list: inout DrawList) {
        let view = scrollView.frame.size
        // Cleared to land: no full-window rectangle to fill (software GL pays per pixel); what lies
        // past the map's edges (a rubber band) is covered in grey instead.
        list.reset(viewSize: view, background: land)
        let s = scrollView.zoomScale, o = scrollView.contentOffset
        let map = Rect(origin: .zero, size: features.size)
        // Visible map rectangle (map points), and the screen transform.
        let visible = Rect(x: o.x / s, y: o.y / s, width: view.width / s, height: view.height / s)
        func screen(_ p: Point) -> Point { Point(x: p.x * s - o.x, y: p.y * s - o.y) }
        func screen(_ r: Rect) -> Rect { Rect(x: r.minX * s - o.x, y: r.minY * s - o.y, width: r.width * s, height: r.height * s) }
        let mapOnScreen = screen(map), outside = RGBA(r: 0.85, g: 0.85, b: 0.85)
        if mapOnScreen.minX > 0 { list.addRect(Rect(x: 0, y: 0, width: mapOnScreen.minX, height: view.height), color: outside) }
        if mapOnScreen.maxX < view.width { list.addRect(Rect(x: mapOnScreen.maxX, y: 0, width: view.width - mapOnScreen.maxX, height: view.height), color: outside) }
        if mapOnScreen.minY > 0 { list.addRect(Rect(x: 0, y: 0, width: view.width, height: mapOnScreen.minY), color: outside) }
        if mapOnScreen.maxY < view.height { list.addRect(Rect(x: 0, y: mapOnScreen.maxY, width: view.width, height: view.height - mapOnScreen.maxY), color: outside) }

        // Sea and beach: strips between coast samples about 24 screen points apart.
        let y0 = max(0, visible.minY), y1 = min(features.size.height, visible.maxY)
        if y0 < y1, visible.minX < features.size.width * 0.11 + 90 {
            let step = max(2, 24 / s)
            var y = (y0 / step).rounded(.down) * step
            while y < y1 {
                let a = features.coastX(atY: y), b = features.coastX(atY: min(y + step, features.size.height))
                let yb = min(y + step, features.size.height)
                // Strips share their top and bottom edges: only the coast is smoothed (no seams).
                addQuad(solid(sand, "sand"), [Point(x: 0, y: y), Point(x: a + 9, y: y), Point(x: b + 9, y: yb), Point(x: 0, y: yb)].map(screen),
                        smooth: .right, into: &list)
                addQuad(solid(water, "water"), [Point(x: 0, y: y), Point(x: a, y: y), Point(x: b, y: yb), Point(x: 0, y: yb)].map(screen),
                        smooth: .right, into: &list)
                y += step
            }
        }

        // Parks under the water (the river crosses one).
        for p in features.parks where intersects(p.frame, visible) {
            list.addRect(screen(p.frame), color: park, cornerRadius: p.radius * s)
        }
        // The lake and the river.
        let lake = features.lake
        if intersects(lake.bounds, visible) {
            // A disc inside the shore, then a ring of quads out to it (only the shore's edge smoothed).
            let r = lake.innerRadius
            list.addRect(screen(Rect(x: lake.center.x - r, y: lake.center.y - r, width: 2 * r, height: 2 * r)), color: water,
                         cornerRadius: r * s)
            for quad in lake.ring(inside: r - 2) { addQuad(solid(water, "water"), quad.map(screen), smooth: .right, into: &list) }
        }
        addPolyline(features.river, width: MapFeatures.riverWidth, color: water, key: "water", visible: visible, screen: screen,
                    scale: s, into: &list)

        // The town's buildings (square and opaque: the cheapest rectangles).
        for b in features.buildings(in: visible) { list.addRect(screen(b), color: building) }

        // Roads: every casing, then every fill, minor classes first.
        let roads = features.roads
        for kind in [MapFeatures.RoadClass.street, .main, .motorway] {
            let st = style(kind)
            if let casing = st.casing {
                for r in roads where r.kind == kind {
                    addPolyline(r.points, width: st.width + 3, color: casing, key: "casing.\(kind)", visible: visible, screen: screen,
                                scale: s, roundJoins: false, into: &list)
                }
            }
            for r in roads where r.kind == kind {
                addPolyline(r.points, width: st.width, color: st.fill, key: "fill.\(kind)", visible: visible, screen: screen, scale: s, into: &list)
            }
        }

        // Place names, a constant size on screen.
        for place in features.places {
            let p = screen(place.at)
            guard p.x > -200, p.x < view.width + 200, p.y > -30, p.y < view.height + 30 else { continue }
            let (size, color, weight): (Double, RGBA, FontWeight) = switch place.kind {
            case .water: (15, RGBA(r: 0.22, g: 0.43, b: 0.68), .regular)
            case .park: (13, RGBA(r: 0.18, g: 0.45, b: 0.22), .regular)
            case .district: (16, RGBA(r: 0.30, g: 0.30, b: 0.34), .bold)
            }
            list.addText(place.name, centeredAt: p.x, y: p.y - size / 2, size: size, weight: weight, color: color)
        }
        addFlag(at: flag.position * s - o, lifted: flag.pan.state == .began || flag.pan.state == .changed, into: &list)
    }

    /// A polyline `width` map points wide: axis-aligned segments as rectangles, others as turned quads,
    /// with round joins when asked (each join is one more draw call: the motorway's casing, under its
    /// round-joined fill, does without); segments outside `visible` are skipped.
    private static func addPolyline(_ points: [Point], width: Double, color: RGBA, key: String, visible: Rect,
                                    screen: (Point) -> Point, scale s: Double, roundJoins: Bool = true, into list: inout DrawList) {
        let h = width / 2
        for (a, b) in zip(points, points.dropFirst()) {
            let box = Rect(x: min(a.x, b.x) - h, y: min(a.y, b.y) - h, width: abs(b.x - a.x) + width, height: abs(b.y - a.y) + width)
            guard intersects(box, visible) else { continue }
            if a.x == b.x || a.y == b.y {
                let p = screen(Point(x: box.minX, y: box.minY))
                list.addRect(Rect(x: p.x, y: p.y, width: box.width * s, height: box.height * s), color: color)
                continue
            }
            let d = b - a, length = (d.x * d.x + d.y * d.y).squareRoot()
            let n = Point(x: -d.y / length * h, y: d.x / length * h)
            addQuad(solid(color, key), [a + n, b + n, b - n, a - n].map(screen), into: &list)
            guard roundJoins, b != points.last else { continue }
            let c = screen(b)
            list.addRect(Rect(x: c.x - h * s, y: c.y - h * s, width: width * s, height: width * s), color: color, cornerRadius: h * s)
        }
    }

    private static func addQuad(_ texture: TextureSource, _ p: [Point], smooth: ImageQuad.Edges = .all, into list: inout DrawList) {
        list.addImage(texture, quad: ImageQuad(topLeft: ProjectedPoint(p[0]), topRight: ProjectedPoint(p[1]),
                                               bottomRight: ProjectedPoint(p[2]), bottomLeft: ProjectedPoint(p[3]),
                                               smoothEdges: smooth))
    }

    /// A one-pixel texture of `color` (quads take a texture, not a colour).
    private static func solid(_ color: RGBA, _ key: String) -> TextureSource {
        TextureSource(key: "map.\(key)", version: 1, width: 1, height: 1) {
            [color.r, color.g, color.b, color.a].map { UInt8((min(1, max(0, $0)) * 255).rounded()) }
        }
    }

    private static func intersects(_ a: Rect, _ b: Rect) -> Bool {
        a.maxX > b.minX && a.minX < b.maxX && a.maxY > b.minY && a.minY < b.maxY
    }

    /// The flag: a pole standing at `foot` (screen points) and a red pennant; lifted, it has a shadow.
    static func addFlag(at foot: Point, lifted: Bool, into list: inout DrawList) {
        let h = MapFlag.size.height
        if lifted { list.addRect(Rect(x: foot.x - 6, y: foot.y - 3, width: 16, height: 6), color: RGBA(r: 0, g: 0, b: 0, a: 0.25), cornerRadius: 3) }
        list.addRect(Rect(x: foot.x - 1.5, y: foot.y - h, width: 3, height: h), color: RGBA(r: 0.25, g: 0.25, b: 0.28))
        list.addRect(Rect(x: foot.x + 1.5, y: foot.y - h, width: 28, height: 18), color: RGBA(r: 0.90, g: 0.20, b: 0.20), cornerRadius: 2)
    }
}
