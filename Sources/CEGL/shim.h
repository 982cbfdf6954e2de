// EGL for Swift, without X11: EGL_NO_X11 (and Mesa's older spelling) keep eglplatform.h from
// pulling <X11/Xlib.h> into the Swift module.
#ifndef CUBESCROLL_CEGL_SHIM_H
#define CUBESCROLL_CEGL_SHIM_H

#define EGL_NO_X11 1
#define MESA_EGL_NO_X11_HEADERS 1
#include <EGL/egl.h>
#include <EGL/eglext.h>

// EGL's "none" handles (EGL_NO_DISPLAY, EGL_NO_CONTEXT, EGL_NO_SURFACE, EGL_NO_CONFIG_KHR) are
// cast macros Swift cannot import; they are all null pointers, i.e. `nil` in Swift.

#endif
