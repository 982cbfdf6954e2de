import Capture
import SceneKit
import ScrollPhysics

/// The cube scene's trace members (its `traceHeaderFields()` and `traceFrameFields(time:)`), read
/// for tests. Absent members read as 0, false or black.
extension TraceHeader {
    /// A cube-scene header, as the host writes it (`"name": "cubes"` first).
    public init(fps: Double, windowSize: Size, scale: Double, cubes: Int, seed: Int, pitch: Double,
                scrollFrame: Rect, contentSize: Size, boundsSize: Size) {
        self.init(fps: fps, windowSize: windowSize, scale: scale, scene: [
            TraceField("name", .string("cubes")),
            TraceField("cubes", .int(cubes)), TraceField("seed", .int(seed)), TraceField("pitch", .number(pitch)),
            TraceField("scrollFrame", .rect(scrollFrame)), TraceField("contentSize", .size(contentSize)),
            TraceField("boundsSize", .size(boundsSize)),
        ])
    }

    public var cubes: Int { Int(scene.cubeNumber("cubes")) }
    public var seed: Int { Int(scene.cubeNumber("seed")) }
    /// Distance between neighbouring cube centres in content points (the snapping step).
    public var pitch: Double { scene.cubeNumber("pitch") }
    /// The strip scroll view's frame in window points.
    public var scrollFrame: Rect { let v = scene.cubeNumbers("scrollFrame", 4); return Rect(x: v[0], y: v[1], width: v[2], height: v[3]) }
    public var contentSize: Size { let v = scene.cubeNumbers("contentSize", 2); return Size(width: v[0], height: v[1]) }
    public var boundsSize: Size { let v = scene.cubeNumbers("boundsSize", 2); return Size(width: v[0], height: v[1]) }
}

extension TraceFrame {
    /// A cube-scene frame.
    public init(frame: Int, t: Double, offset: Point, velocity: Point, tracking: Bool, dragging: Bool,
                decelerating: Bool, zoom: Double, bigCubeColor: RGB, bigCubeAngle: Double,
                events: [SceneEvent] = []) {
        self.init(frame: frame, t: t, fields: [
            TraceField("offset", .point(offset)), TraceField("velocity", .point(velocity)),
            TraceField("tracking", .bool(tracking)), TraceField("dragging", .bool(dragging)),
            TraceField("decelerating", .bool(decelerating)), TraceField("zoom", .number(zoom)),
            TraceField("bigCube", .object([TraceField("color", .color(bigCubeColor)),
                                           TraceField("angle", .number(bigCubeAngle))])),
        ], events: events)
    }

    /// The strip's contentOffset in points.
    public var offset: Point {
        get { fields.cubePoint("offset") }
        set { fields.setCubeMember("offset", .point(newValue)) }
    }
    /// The strip's velocity in points per second, positive when contentOffset grows.
    public var velocity: Point {
        get { fields.cubePoint("velocity") }
        set { fields.setCubeMember("velocity", .point(newValue)) }
    }
    public var tracking: Bool { fields.cubeFlag("tracking") }
    public var dragging: Bool { fields.cubeFlag("dragging") }
    public var decelerating: Bool { fields.cubeFlag("decelerating") }
    public var zoom: Double {
        get { fields.cubeNumber("zoom") }
        set { fields.setCubeMember("zoom", .number(newValue)) }
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
    func cubeFlag(_ key: String) -> Bool { if case .bool(let v)? = self[key] { return v }; return false }
    func cubeNumbers(_ key: String, _ count: Int) -> [Double] {
        if case .numbers(let v)? = self[key], v.count == count { return v }
        return [Double](repeating: 0, count: count)
    }
    func cubePoint(_ key: String) -> Point { let v = cubeNumbers(key, 2); return Point(x: v[0], y: v[1]) }
    mutating func setCubeMember(_ key: String, _ value: TraceValue) {
        if let i = firstIndex(where: { $0.key == key }) { self[i].value = value } else { append(TraceField(key, value)) }
    }
}
