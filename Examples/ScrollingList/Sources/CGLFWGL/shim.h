// GL_GLEXT_PROTOTYPES: glcorearb.h declares the core functions that libGL exports, so Swift calls
// them directly. GLFW_INCLUDE_NONE keeps glfw3.h from also including <GL/gl.h>.
#define GLFW_INCLUDE_NONE 1
#define GL_GLEXT_PROTOTYPES 1
#include <GLFW/glfw3.h>
#include <GL/glcorearb.h>
