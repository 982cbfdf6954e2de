// GL_GLEXT_PROTOTYPES: glcorearb.h declares the core functions that libGL exports, so Swift calls
// them directly (no loader).
#define GL_GLEXT_PROTOTYPES 1
#include <GL/glcorearb.h>
