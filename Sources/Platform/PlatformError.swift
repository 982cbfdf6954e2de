import Foundation

/// Why a GL context or window could not be created. `description` is ONE line that names the
/// problem and the fix (Debian packages to install, or the headless alternative), ready for stderr.
public struct PlatformError: Error, Equatable, CustomStringConvertible, LocalizedError {
    public enum Kind: Equatable, Sendable {
        /// EGL is unusable: no client extensions, no EGL_MESA_platform_surfaceless, or
        /// eglInitialize failed (Mesa's EGL vendor library or drivers are missing).
        case eglUnavailable
        /// The EGL display works but refuses an OpenGL 3.3 core context.
        case eglNoOpenGL33
        /// GLFW could not open the X display (no DISPLAY, or the server is unreachable).
        case noDisplay
        /// GLFW failed for another reason (`glfwInit` or window creation).
        case glfwFailed
        /// The window system has no OpenGL 3.3 core context to give (GLX / Mesa missing or too old).
        case windowNoOpenGL33
    }

    public let kind: Kind
    public let description: String
    public var errorDescription: String? { description }

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }

    /// Debian packages that provide EGL with Mesa's surfaceless platform and the llvmpipe driver.
    public static let eglPackages = "libegl1 libegl-mesa0 libgl1-mesa-dri"
    /// Debian packages that provide OpenGL through GLX with Mesa's drivers.
    public static let glxPackages = "libgl1-mesa-dri libglx-mesa0"
}
