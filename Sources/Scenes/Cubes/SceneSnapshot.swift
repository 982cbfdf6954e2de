import ScrollPhysics

/// What the renderer needs to draw one frame, in window points — the only thing the GL layer
/// reads from the scene. Produced by the scene's update step, consumed by the draw step, so
/// update stays apart from draw and the renderer never touches the scroll model.
///
/// All positions are window points (origin top-left, y down). The renderer maps points to
/// framebuffer pixels with `scale` (framebuffer pixels per point, e.g. 2 on HiDPI).

/// A colour with linear components in 0…1.
public struct RGB: Hashable, Sendable, CustomStringConvertible {
    public var r: Double
    public var g: Double
    public var b: Double
    public init(r: Double, g: Double, b: Double) { self.r = r; self.g = g; self.b = b }
    public var description: String { "(\(r), \(g), \(b))" }
}

/// One cube to draw.
public struct CubeInstance: Hashable, Sendable {
    /// Centre of the cube, window points.
    public var center: Point
    /// Edge length in points: an unrotated cube covers a `size`×`size` square around `center`.
    public var size: Double
    /// Spin angle in radians about the cube's tilted vertical axis (the renderer applies a fixed
    /// tilt so three faces show). Any finite value; the renderer takes it modulo 2π.
    public var angle: Double
    /// Base colour before lighting.
    public var color: RGB
    public init(center: Point, size: Double, angle: Double, color: RGB) {
        self.center = center; self.size = size; self.angle = angle; self.color = color
    }
}

/// The scroll indicator bar under the strip.
public struct IndicatorInstance: Hashable, Sendable {
    /// The bar's rectangle, window points.
    public var rect: Rect
    /// Opacity 0…1 (fades out after scrolling stops); 0 means "draw nothing".
    public var alpha: Double
    public init(rect: Rect, alpha: Double) { self.rect = rect; self.alpha = alpha }
}

/// Everything drawn in one frame.
public struct SceneSnapshot: Sendable {
    /// Window size in points (the viewport covers it). May be 0×0 when minimised: draw nothing.
    public var viewSize: Size
    /// Clear colour.
    public var background: RGB
    /// The big cube, drawn first.
    public var bigCube: CubeInstance
    /// Band of the window where little cubes live (window points); the renderer clips (scissors)
    /// little cubes to it and may draw a faint backdrop there.
    public var stripFrame: Rect
    /// Only the little cubes whose extent meets the visible part of the strip, in index order.
    /// The scene reuses this array's storage between frames (no per-frame allocation once warm).
    public var littleCubes: [CubeInstance]
    /// The scroll indicator, or nil when hidden by option.
    public var indicator: IndicatorInstance?

    public init(viewSize: Size, background: RGB, bigCube: CubeInstance, stripFrame: Rect,
                littleCubes: [CubeInstance], indicator: IndicatorInstance?) {
        self.viewSize = viewSize; self.background = background; self.bigCube = bigCube
        self.stripFrame = stripFrame; self.littleCubes = littleCubes; self.indicator = indicator
    }
}
