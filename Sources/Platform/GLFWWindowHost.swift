import CGL
import CGLFW
import DesktopInput
import Foundation
import ScrollPhysics

/// A GLFW 3.3 window with an OpenGL 3.3 core (forward-compatible) context: 1280×720 points by
/// default (times the desktop's content scale in pixels: 2560×1440 at 192 dpi; `WindowGeometry`), resizable, 4× MSAA requested (falls back to none if refused), vsync on. (cubescroll's
/// own window asks for none and multisamples only the frames that need it: `WindowFrameTarget`.)
///
/// Input arrives through GLFW callbacks while the main thread waits for events
/// (`runRenderThread`), each stamped with when it happened on GLFW's clock — the X server's own
/// time for it where GLFW runs on X11 (`X11InputTimes`), else `glfwGetTime()` as it arrives — and
/// queued as a `WindowEvent` for the render thread. Callbacks reach this object through
/// glfwSetWindowUserPointer (no global state).
///
/// Threading: GLFW requires the main thread for init, window creation, event processing, the
/// title and destruction; this object is used on the main thread only. The context is current on
/// the creating thread until `runRenderThread` moves it to the render thread. Not `Sendable`.
/// One host per process (glfwInit/glfwTerminate are process-wide); `deinit` destroys the
/// window and terminates GLFW.
public final class GLFWWindowHost {
    /// Default window size, points (README, "The two commands": 1280×720): the app's default
    /// (`WindowOptions.defaultSize`, the CLI's `--width`/`--height`) too.
    public static let defaultSize = Size(width: 1280, height: 720)
    /// MSAA samples requested by default (multisampling when available).
    public static let defaultSamples = 4

    let window: OpaquePointer
    /// Inputs and window state handed to the render thread.
    let inbox = WindowInbox { glfwGetTime() }
    /// Turns presses into click counts (GLFW reports none).
    var clicks = ClickCounter()
    /// The window's sizes and scale as last read (main thread): positions from GLFW are converted
    /// to points with it.
    var geometry: WindowGeometry
    /// The size in points the render thread last got (at creation, or in a `.resize` event).
    var publishedSize: Size
    /// The X server's times for the inputs (nil unless GLFW runs on X11): each callback asks it
    /// when its event happened (`X11InputTimes.time(of:)`).
    let serverTimes: X11InputTimes?
    /// Samples per pixel the default framebuffer actually got (0 when MSAA was refused).
    public let samples: Int
    /// Whether buffer swaps wait for the display's refresh.
    public let vsync: Bool

    /// Opens the window and makes its context current on the calling (main) thread.
    /// - Throws: `PlatformError` `.noDisplay` (one line: no display; use `cubescroll capture` or
    ///   xvfb-run), `.windowNoOpenGL33` (names Mesa's packages) or `.glfwFailed`.
    public init(width: Int = Int(defaultSize.width), height: Int = Int(defaultSize.height), title: String = "cubescroll",
                samples wanted: Int = defaultSamples, vsync: Bool = true) throws {
        var major: Int32 = 0, minor: Int32 = 0, revision: Int32 = 0
        glfwGetVersion(&major, &minor, &revision)
        guard (major, minor) >= (3, 3) else {
            throw PlatformError(.glfwFailed, "GLFW \(major).\(minor) is too old; 3.3 is required: "
                                + "install the Debian package libglfw3 (3.3 or newer)")
        }
        let environment = ProcessInfo.processInfo.environment
        if (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            throw Self.noDisplay("DISPLAY is not set")
        }
        guard glfwInit() == GLFW_TRUE else {
            let (code, text) = Self.lastError()
            if code == GLFW_PLATFORM_ERROR || text.lowercased().contains("display") { throw Self.noDisplay(text) }
            throw PlatformError(.glfwFailed, "GLFW could not start: \(text)")
        }
        ContextSwitch.releaseEGLContext()   // glfwCreateWindow makes the new context current briefly
        guard let window = Self.createWindow(width: width, height: height, title: title, samples: wanted) else {
            let (code, text) = Self.lastError()
            glfwTerminate()
            if code == GLFW_VERSION_UNAVAILABLE || code == GLFW_API_UNAVAILABLE || code == GLFW_FORMAT_UNAVAILABLE {
                throw PlatformError(.windowNoOpenGL33, "no OpenGL 3.3 core context (\(text)); install Mesa's "
                                    + "drivers: apt-get install \(PlatformError.glxPackages)")
            }
            throw PlatformError(.glfwFailed, "GLFW could not open a window: \(text)")
        }
        self.window = window
        self.vsync = vsync
        glfwMakeContextCurrent(window)
        glfwSwapInterval(vsync ? 1 : 0)
        var gotSamples: GLint = 0
        glGetIntegerv(GLenum(GL_SAMPLES), &gotSamples)
        samples = Int(gotSamples)
        geometry = Self.readGeometry(window)
        publishedSize = geometry.size
        serverTimes = X11InputTimes(glfwWindow: window)
        installCallbacks()
    }

    deinit {
        glfwSetWindowUserPointer(window, nil)
        glfwDestroyWindow(window)
        glfwTerminate()
    }

    // MARK: - Frame loop

    /// True once the user asked to close the window (or `shouldClose` was set, e.g. on Escape).
    package var shouldClose: Bool {
        get { glfwWindowShouldClose(window) == GLFW_TRUE }
        set { glfwSetWindowShouldClose(window, newValue ? GLFW_TRUE : GLFW_FALSE) }
    }

    /// Makes this window's context current on the calling thread, releasing any EGL context
    /// current there first (see `ContextSwitch`).
    package func makeContextCurrent() {
        ContextSwitch.releaseEGLContext()
        glfwMakeContextCurrent(window)
    }

    /// Replaces the title bar text (the app shows offset, velocity and phase there).
    func setTitle(_ title: String) { glfwSetWindowTitle(window, title) }

    /// Seconds on GLFW's clock — the clock of every `WindowEvent.time`; use it for frame times.
    var time: Double { glfwGetTime() }

    /// Queues `event`, stamped now, for the render thread (for what has no time of its own:
    /// a resize, focus lost).
    func post(_ event: DesktopEvent) { inbox.post { _ in event } }

    /// Framebuffer size in pixels (the viewport; 0×0 when minimised).
    package var framebufferSize: (width: Int, height: Int) {
        let g = Self.readGeometry(window)
        return (g.framebufferWidth, g.framebufferHeight)
    }

    /// Window size in points: the framebuffer over the content scale (0×0 when minimised).
    package var windowSize: Size { Self.readGeometry(window).size }

    /// Framebuffer pixels per point (GLFW's content scale: 2 on a 192 dpi desktop).
    var pixelScale: Double { Self.readGeometry(window).pixelScale }

    /// The window's sizes and content scale now, from GLFW.
    static func readGeometry(_ window: OpaquePointer) -> WindowGeometry {
        var fw: Int32 = 0, fh: Int32 = 0, w: Int32 = 0, h: Int32 = 0
        var xscale: Float = 1, yscale: Float = 1
        glfwGetFramebufferSize(window, &fw, &fh)
        glfwGetWindowSize(window, &w, &h)
        glfwGetWindowContentScale(window, &xscale, &yscale)
        return WindowGeometry(framebuffer: (Int(fw), Int(fh)), screen: (Int(w), Int(h)), contentScale: Double(xscale))
    }

    /// Where the pointer was when the event behind the running callback happened (window points):
    /// the position the X server recorded with it (`X11InputTimes.Recorded`), else `cursorPosition`.
    /// On X11, `cursorPosition` asks the server where the pointer is *now* — the end of a drag
    /// when a slow frame leaves a press and the moves after it queued in one poll — so it is used
    /// only for an event GLFW made up; elsewhere (Wayland) GLFW answers with the position of the
    /// last pointer event it handled, which is the event's own.
    func eventPosition(_ recorded: X11InputTimes.Recorded?) -> Point {
        recorded.map { geometry.points($0.position) } ?? cursorPosition
    }

    /// Cursor position in window points.
    var cursorPosition: Point {
        var x = 0.0, y = 0.0
        glfwGetCursorPos(window, &x, &y)
        return geometry.points(Point(x: x, y: y))
    }

    // MARK: - Creation helpers

    private static func createWindow(width: Int, height: Int, title: String, samples: Int) -> OpaquePointer? {
        func attempt(samples: Int) -> OpaquePointer? {
            glfwDefaultWindowHints()
            glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3)
            glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE)
            glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE)
            glfwWindowHint(GLFW_RESIZABLE, GLFW_TRUE)
            // The size asked for is points: on X11, where a screen coordinate is a pixel, GLFW
            // multiplies it by the content scale (elsewhere the platform does).
            glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE)
            glfwWindowHint(GLFW_SAMPLES, Int32(max(samples, 0)))
            return glfwCreateWindow(Int32(max(width, 1)), Int32(max(height, 1)), title, nil, nil)
        }
        if let window = attempt(samples: samples) { return window }
        // A visual with MSAA may be missing (e.g. some X servers): retry without it.
        return samples > 0 ? attempt(samples: 0) : nil
    }

    private static func noDisplay(_ detail: String) -> PlatformError {
        PlatformError(.noDisplay, "no display (\(detail)): use `cubescroll capture` to render headless, "
                      + "or run the app under xvfb-run")
    }

    /// glfwGetError's code and description ("unknown error" when GLFW gave none).
    private static func lastError() -> (Int32, String) {
        var description: UnsafePointer<CChar>?
        let code = glfwGetError(&description)
        return (code, description.map { String(cString: $0) } ?? "unknown error")
    }
}
