import Capture
import SceneKit
import ScrollPhysics

/// The cube scene's trace members, read for tests: its own (`traceHeaderFields()` and
/// `traceFrameFields(time:)`: cubes, seed, pitch, bigCube) and its strip's, which the host traces
/// in `"scrollViews"` as for every scene (`"strip"`). Absent members read as 0, false or black.
extension TraceHeader {
    /// A cube-scene header, as the host writes it (`"name": "cubes"` first, the strip in `scrollViews`).
    public init(fps: Double, windowSize: Size, scale: Double, cubes: Int, seed: Int, pitch: Double,
                scrollFrame: Rect, contentSize: Size) {
        self.init(fps: fps, windowSize: windowSize, scale: scale, scene: [
            TraceField("name", .string("cubes")),
            TraceField("cubes", .int(cubes)), TraceField("seed", .int(seed)), TraceField("pitch", .number(pitch)),
        ], scrollViews: [TracedScrollViewHeader(name: "strip", frame: scrollFrame, contentSize: contentSize, paging: false)])
    }

    public var cubes: Int { Int(scene.cubeNumber("cubes")) }
    public var seed: Int { Int(scene.cubeNumber("seed")) }
    /// Distance between neighbouring cube centres in content points (the snapping step).
    public var pitch: Double { scene.cubeNumber("pitch") }
    /// The strip scroll view's frame in window points.
    public var scrollFrame: Rect { scrollView("strip")?.frame ?? .zero }
    public var contentSize: Size { scrollView("strip")?.contentSize ?? .zero }
    /// The strip's bounds size: its frame's size.
    public var boundsSize: Size { scrollFrame.size }
}

extension TraceFrame {
    /// A cube-scene frame.
    public init(frame: Int, t: Double, offset: Point, velocity: Point, tracking: Bool, dragging: Bool,
                decelerating: Bool, zoom: Double, bigCubeColor: RGB, bigCubeAngle: Double,
                events: [SceneEvent] = []) {
        self.init(frame: frame, t: t, fields: [
            TraceField("bigCube", .object([TraceField("color", .color(bigCubeColor)),
                                           TraceField("angle", .number(bigCubeAngle))])),
        ], scrollViews: [TracedScrollView(name: "strip", offset: offset, velocity: velocity, zoom: zoom, tracking: tracking,
                                          dragging: dragging, decelerating: decelerating, zooming: false, zoomBouncing: false)],
        events: events)
    }

    /// The strip, read or changed in place.
    private var strip: TracedScrollView {
        get {
            scrollView("strip") ?? TracedScrollView(name: "strip", offset: .zero, velocity: .zero, zoom: 0, tracking: false,
                                                    dragging: false, decelerating: false, zooming: false, zoomBouncing: false)
        }
        set {
            var views = scrollViews ?? []
            if let i = views.firstIndex(where: { $0.name == "strip" }) { views[i] = newValue } else { views.append(newValue) }
            scrollViews = views
        }
    }

    /// The strip's contentOffset in points.
    public var offset: Point {
        get { strip.offset }
        set { strip.offset = newValue }
    }
    /// The strip's velocity in points per second, positive when contentOffset grows.
    public var velocity: Point {
        get { strip.velocity }
        set { strip.velocity = newValue }
    }
    public var tracking: Bool { strip.tracking }
    public var dragging: Bool { strip.dragging }
    public var decelerating: Bool { strip.decelerating }
    public var zoom: Double {
        get { strip.zoom }
        set { strip.zoom = newValue }
    }
    public var bigCubeColor: RGB {
        guard case .object(let big)? = fields["bigCube"] else { return RGB(r: 0, g: 0, b: 0) }
        let c = big.cubeNumbers("color", 3)
        return RGB(r: c[0], g: c[1], b: c[2])
    }
    public var bigCubeAngle: Double {
        guard case .object(let big)? = fields["bigCube"] else { return 0 }
        return big.cubeNumber("angle")
    }
}

extension Array where Element == TraceField {
    func cubeNumber(_ key: String) -> Double { if case .number(let v)? = self[key] { return v }; return 0 }
    func cubeNumbers(_ key: String, _ count: Int) -> [Double] {
        if case .numbers(let v)? = self[key], v.count == count { return v }
        return [Double](repeating: 0, count: count)
    }
}
