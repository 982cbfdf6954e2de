// OpenGL 3.3 core profile for Swift.
// GL_GLEXT_PROTOTYPES makes glcorearb.h declare real prototypes (not just PFN typedefs), so Swift
// calls the core functions that libGL exports directly. glcorearb.h (Khronos) declares only the
// core profile: deprecated fixed-function calls are absent, which keeps the Swift side honest.
// Do not also include <GL/gl.h>: CGLFW is built with GLFW_INCLUDE_NONE for the same reason.
#ifndef CUBESCROLL_CGL_SHIM_H
#define CUBESCROLL_CGL_SHIM_H

#define GL_GLEXT_PROTOTYPES 1
#include <GL/glcorearb.h>

#endif
