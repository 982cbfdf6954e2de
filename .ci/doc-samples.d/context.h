/* SPDX-License-Identifier: MIT */
/* The names a C or C++ sample in the documentation may take as given (.ci/doc-samples wraps each
 * sample without a main() in a function after this header): a window's size in points, a pointer
 * position and wheel deltas, input and frame times in seconds, the app's own pointer and landing
 * callback. Declared only: the samples are compiled, not linked. */
#ifndef DOC_SAMPLES_CONTEXT_H
#define DOC_SAMPLES_CONTEXT_H
#ifdef __cplusplus
#include <imgui.h>
extern ImVec2 size;
extern int rows;
extern float row_height;
extern "C" {
#endif
extern double width, height, x, y, dx, dy, t, now;
extern void *app;
void snap_to_row(void *user, cubescroll_landing_cause cause, double vx, double vy,
                 double *target_x, double *target_y);
double glfwGetTime(void);
#ifdef __cplusplus
}
#endif
#endif
