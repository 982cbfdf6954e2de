import CEGL
import Foundation

/// An OpenGL 3.3 core context with no window and no X server: EGL on Mesa's surfaceless platform
/// (EGL_MESA_platform_surfaceless), rendering with llvmpipe when there is no GPU. Draw into an
/// `OffscreenTarget` (there is no default framebuffer).
///
/// Threading: a context is current on one thread at a time; call `makeCurrent()` on the thread
/// that will issue GL calls (init does it for the creating thread). Not `Sendable`.
/// Lifetime: `deinit` releases the context; the display is left initialised (EGL displays are
/// shared per process and not reference-counted, so terminating it would break other contexts).
public final class EGLHeadlessContext {
    /// The EGL display (Mesa surfaceless) and the GL context on it.
    public let display: EGLDisplay
    public let context: EGLContext
    /// EGL version of the display, e.g. (1, 5).
    public let eglVersion: (major: Int, minor: Int)

    /// Opens the surfaceless display, creates an OpenGL 3.3 core context and makes it current
    /// on the calling thread.
    /// - Throws: `PlatformError` `.eglUnavailable` (message names libegl1 libegl-mesa0
    ///   libgl1-mesa-dri) or `.eglNoOpenGL33`.
    public init() throws {
        let fix = "install the Debian packages \(PlatformError.eglPackages)"
        guard let clientPointer = eglQueryString(nil, EGLint(EGL_EXTENSIONS)) else {
            throw PlatformError(.eglUnavailable, "EGL has no client extensions (\(Self.errorName())); \(fix)")
        }
        let client = String(cString: clientPointer).split(separator: " ")
        guard client.contains("EGL_MESA_platform_surfaceless") else {
            throw PlatformError(.eglUnavailable,
                                "EGL lacks Mesa's surfaceless platform (EGL_MESA_platform_surfaceless); \(fix)")
        }
        guard let display = Self.surfacelessDisplay(useExtension: client.contains("EGL_EXT_platform_base")) else {
            throw PlatformError(.eglUnavailable, "cannot open Mesa's surfaceless EGL display (\(Self.errorName())); \(fix)")
        }
        var major: EGLint = 0, minor: EGLint = 0
        guard eglInitialize(display, &major, &minor) != EGLBoolean(EGL_FALSE) else {
            throw PlatformError(.eglUnavailable, "eglInitialize failed on the surfaceless display (\(Self.errorName())); \(fix)")
        }
        guard eglBindAPI(EGLenum(EGL_OPENGL_API)) != EGLBoolean(EGL_FALSE) else {
            throw PlatformError(.eglNoOpenGL33, "EGL cannot bind the desktop OpenGL API (\(Self.errorName())); \(fix)")
        }
        let config = try Self.chooseConfig(display, fix: fix)
        let attributes: [EGLint] = [
            EGLint(EGL_CONTEXT_MAJOR_VERSION), 3, EGLint(EGL_CONTEXT_MINOR_VERSION), 3,
            EGLint(EGL_CONTEXT_OPENGL_PROFILE_MASK), EGLint(EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT),
            EGLint(EGL_NONE),
        ]
        guard let context = eglCreateContext(display, config, nil, attributes) else {
            throw PlatformError(.eglNoOpenGL33,
                                "EGL could not create an OpenGL 3.3 core context (\(Self.errorName())); \(fix)")
        }
        self.display = display
        self.context = context
        eglVersion = (Int(major), Int(minor))
        try makeCurrent()
    }

    deinit {
        if eglGetCurrentContext() == context {
            eglMakeCurrent(display, nil, nil, nil)
        }
        eglDestroyContext(display, context)
    }

    /// Makes the context current on the calling thread, with no surface (EGL_KHR_surfaceless_context).
    /// A GLFW window's context current on this thread is released first (see `ContextSwitch`).
    public func makeCurrent() throws {
        ContextSwitch.releaseGLFWContext()
        guard eglMakeCurrent(display, nil, nil, context) != EGLBoolean(EGL_FALSE) else {
            throw PlatformError(.eglNoOpenGL33, "eglMakeCurrent failed (\(Self.errorName())); "
                                + "install the Debian packages \(PlatformError.eglPackages)")
        }
    }

    // MARK: - Steps

    /// eglGetPlatformDisplayEXT (EGL_EXT_platform_base) when present, else EGL 1.5's
    /// eglGetPlatformDisplay; nil when neither gives a display.
    private static func surfacelessDisplay(useExtension: Bool) -> EGLDisplay? {
        let platform = EGLenum(EGL_PLATFORM_SURFACELESS_MESA)
        if useExtension, let address = eglGetProcAddress("eglGetPlatformDisplayEXT") {
            let getDisplay = unsafeBitCast(address, to: (@convention(c) (EGLenum, UnsafeMutableRawPointer?,
                                                                         UnsafePointer<EGLint>?) -> EGLDisplay?).self)
            if let display = getDisplay(platform, nil, nil) { return display }
        }
        return eglGetPlatformDisplay(platform, nil, nil)
    }

    /// No config at all when EGL_KHR_no_config_context is offered (Mesa: yes; we never make a
    /// surface), else the first config that can render desktop GL into a pbuffer.
    private static func chooseConfig(_ display: EGLDisplay, fix: String) throws -> EGLConfig? {
        let extensions = eglQueryString(display, EGLint(EGL_EXTENSIONS)).map { String(cString: $0) } ?? ""
        if extensions.split(separator: " ").contains("EGL_KHR_no_config_context") { return nil }
        let wanted: [EGLint] = [
            EGLint(EGL_SURFACE_TYPE), EGLint(EGL_PBUFFER_BIT), EGLint(EGL_RENDERABLE_TYPE), EGLint(EGL_OPENGL_BIT),
            EGLint(EGL_RED_SIZE), 8, EGLint(EGL_GREEN_SIZE), 8, EGLint(EGL_BLUE_SIZE), 8, EGLint(EGL_NONE),
        ]
        var config: EGLConfig?
        var count: EGLint = 0
        guard eglChooseConfig(display, wanted, &config, 1, &count) != EGLBoolean(EGL_FALSE), count > 0 else {
            throw PlatformError(.eglNoOpenGL33, "EGL offers no config for desktop OpenGL (\(errorName())); \(fix)")
        }
        return config
    }

    /// The pending EGL error as its name (EGL_BAD_ALLOC, …) or hex code.
    static func errorName() -> String {
        let code = eglGetError()
        let names: [EGLint: String] = [
            EGLint(EGL_SUCCESS): "EGL_SUCCESS", EGLint(EGL_NOT_INITIALIZED): "EGL_NOT_INITIALIZED",
            EGLint(EGL_BAD_ACCESS): "EGL_BAD_ACCESS", EGLint(EGL_BAD_ALLOC): "EGL_BAD_ALLOC",
            EGLint(EGL_BAD_ATTRIBUTE): "EGL_BAD_ATTRIBUTE", EGLint(EGL_BAD_CONFIG): "EGL_BAD_CONFIG",
            EGLint(EGL_BAD_CONTEXT): "EGL_BAD_CONTEXT", EGLint(EGL_BAD_DISPLAY): "EGL_BAD_DISPLAY",
            EGLint(EGL_BAD_MATCH): "EGL_BAD_MATCH", EGLint(EGL_BAD_PARAMETER): "EGL_BAD_PARAMETER",
        ]
        return names[code] ?? "EGL error 0x\(String(code, radix: 16))"
    }
}
