// GLFW for Swift. GLFW_INCLUDE_NONE stops glfw3.h from including <GL/gl.h>, whose declarations
// would collide with CGL's <GL/glcorearb.h> in any Swift file importing both modules.
#ifndef CUBESCROLL_CGLFW_SHIM_H
#define CUBESCROLL_CGLFW_SHIM_H

#define GLFW_INCLUDE_NONE 1
#include <GLFW/glfw3.h>

#endif
