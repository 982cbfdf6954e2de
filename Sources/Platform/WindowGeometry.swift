import ScrollPhysics

/// A window's size in the three units GLFW reports, and how they relate (docs/scenes.md,
/// "HiDPI"). GLFW gives the framebuffer in pixels, the window in *screen coordinates* and a
/// *content scale* (glfwGetWindowContentScale: 2 on a desktop set to 192 dpi, e.g. X11's
/// `Xft.dpi: 192`). What a screen coordinate is depends on the platform: on X11 it is a pixel
/// (the window is 2560 wide at scale 2), on Wayland and macOS a point (1280 wide, framebuffer
/// 2560). Points, the unit of every scene and script, are therefore pixels divided by the
/// content scale on every platform, and a screen coordinate is `pointsPerScreenCoordinate`
/// points (½ on X11 at scale 2, 1 on Wayland).
///
/// Reference: GLFW 3.3, "Window content scale" and "Window size" in the window guide
/// (https://www.glfw.org/docs/3.3/window_guide.html#window_scale).
public struct WindowGeometry: Equatable, Sendable {
    /// The framebuffer, pixels (0×0 while minimised).
    public var framebufferWidth: Int, framebufferHeight: Int
    /// Pixels per point: GLFW's content scale (the horizontal one), 1 when GLFW reports none.
    public var pixelScale: Double
    /// Points per screen coordinate (what a cursor position or window size from GLFW is
    /// multiplied by to become points); 1 while minimised.
    public var pointsPerScreenCoordinate: Double

    /// The window in points: the framebuffer divided by the content scale (0×0 while minimised).
    public var size: Size {
        Size(width: Double(framebufferWidth) / pixelScale, height: Double(framebufferHeight) / pixelScale)
    }

    /// - Parameters:
    ///   - framebuffer: glfwGetFramebufferSize, pixels.
    ///   - screen: glfwGetWindowSize, screen coordinates.
    ///   - contentScale: glfwGetWindowContentScale's x; a value that is not finite and positive
    ///     counts as 1.
    public init(framebuffer: (width: Int, height: Int), screen: (width: Int, height: Int), contentScale: Double) {
        framebufferWidth = max(framebuffer.width, 0)
        framebufferHeight = max(framebuffer.height, 0)
        pixelScale = contentScale.isFinite && contentScale > 0 ? contentScale : 1
        pointsPerScreenCoordinate = framebufferWidth > 0 && screen.width > 0
            ? Double(framebufferWidth) / Double(screen.width) / pixelScale : 1
    }

    /// `point` (screen coordinates, as GLFW reports the cursor) in points.
    public func points(_ point: Point) -> Point {
        Point(x: point.x * pointsPerScreenCoordinate, y: point.y * pointsPerScreenCoordinate)
    }
}
