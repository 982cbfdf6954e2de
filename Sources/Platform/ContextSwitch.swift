import CEGL
import CGLFW

/// glvnd lets a thread have ONE current OpenGL context across window-system APIs: with an EGL
/// context current, GLFW's glXMakeCurrent fails with an X error (BadAccess) that Xlib turns into
/// process exit; with a GLX context current, eglMakeCurrent fails with EGL_BAD_ACCESS (checked on
/// Debian 12, glvnd 1.6, Mesa 22.3). So each platform type releases the other API's context on the
/// calling thread before making its own current; switching back is an explicit `makeCurrent()` /
/// `makeContextCurrent()`.
enum ContextSwitch {
    /// Releases the EGL context current on this thread, if any.
    static func releaseEGLContext() {
        if eglGetCurrentContext() != nil {
            eglMakeCurrent(eglGetCurrentDisplay(), nil, nil, nil)
        }
    }

    /// Releases the GLFW (GLX) context current on this thread, if any. Safe before glfwInit:
    /// GLFW then reports no current context.
    static func releaseGLFWContext() {
        if glfwGetCurrentContext() != nil {
            glfwMakeContextCurrent(nil)
        }
    }
}
