import SceneKit
import ScrollPhysics

/// What the cube scene draws in one frame, in window points: the big cube, the visible little
/// cubes of the strip (the strip's scroll indicator is the scroll view's own, drawn by the host).
/// Produced by the update step (`refill`), turned into the
/// renderer's `DrawList` by `fill(_:)`, so update stays apart from draw.
public struct SceneSnapshot: Sendable {
    /// Window size in points. May be 0×0 when minimised: nothing is drawn.
    public var viewSize: Size
    /// Clear colour.
    public var background: RGB
    /// The big cube, drawn first.
    public var bigCube: CubeInstance
    /// Band of the window where little cubes live (window points); they are clipped to it, over a
    /// faint backdrop.
    public var stripFrame: Rect
    /// Only the little cubes whose extent meets the visible part of the strip, in index order.
    /// The scene reuses this array's storage between frames (no per-frame allocation once warm).
    public var littleCubes: [CubeInstance]

    public init(viewSize: Size, background: RGB, bigCube: CubeInstance, stripFrame: Rect,
                littleCubes: [CubeInstance]) {
        self.viewSize = viewSize; self.background = background; self.bigCube = bigCube
        self.stripFrame = stripFrame; self.littleCubes = littleCubes
    }
}

extension SceneSnapshot {
    /// Backdrop shade: the background moved 5% toward white (dark backgrounds) or black (light
    /// ones) — just enough to show the scrollable band. Chosen by eye.
    public static let backdropContrast = 0.05
    /// Relative luminance (Rec. 709 weights) below which a background counts as dark.
    public static func isDark(_ c: RGB) -> Bool { 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b < 0.5 }

    /// Describes this frame as draw commands: clear to `background`, the strip backdrop, the big
    /// cube, then the little cubes in one instanced draw clipped to the strip.
    public func fill(_ list: inout DrawList) {
        list.reset(viewSize: viewSize, background: background)
        let bg = background
        let target = Self.isDark(bg) ? 1.0 : 0.0
        let k = Self.backdropContrast
        list.addRect(stripFrame, color: RGBA(r: bg.r + (target - bg.r) * k, g: bg.g + (target - bg.g) * k,
                                             b: bg.b + (target - bg.b) * k))
        list.addCube(bigCube)
        list.addCubes(littleCubes, clip: stripFrame)
    }
}
