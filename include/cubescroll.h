/* SPDX-License-Identifier: MIT */
/*
 * cubescroll.h — iOS scrolling feel for C and C++ apps (the C API of cubescroll's scroll library).
 *
 * A scroller is an invisible scroll model: it tracks the pointer, decelerates after a flick,
 * rubber-bands past the edges and springs back, lands where your landing callback says, and steps with the
 * wheel and keys — exactly as UIScrollView does. It draws nothing. Feed it your window's input, call
 * cubescroll_advance() once a frame, read the offset and draw your content shifted by it.
 *
 *     cubescroll_scroller *s = cubescroll_scroller_create(800, 600);
 *     cubescroll_scroller_set_content_size(s, 800, 1000 * 24.0);
 *     // on input:  cubescroll_pointer_down(s, x, y, t); ... cubescroll_wheel(s, dx, dy, -1, t);
 *     // each frame:
 *     cubescroll_advance(s, now);
 *     double x, y; cubescroll_get_offset(s, &x, &y);     // draw rows at (row_y - y)
 *     cubescroll_scroller_destroy(s);
 *
 * Units: positions, sizes and offsets in points (your window's logical pixels, origin at the
 * scrolling area's top-left, y down); velocities in points per second; times in seconds.
 *
 * Time base: every input and cubescroll_advance() carries a time on ONE monotonic clock of yours
 * (for example glfwGetTime(), or clock_gettime(CLOCK_MONOTONIC)), in seconds, taken when the input
 * HAPPENED (not when your frame got round to it). Times must not go backwards for a scroller; a call
 * with an earlier time than the last returns CUBESCROLL_ERROR_TIME_WENT_BACKWARDS and changes nothing.
 * The model never reads a clock itself, so the same inputs give the same offsets at any frame rate.
 *
 * Threading: a scroller is not thread-safe. Use each scroller from one thread at a time (different
 * scrollers may live on different threads). Callbacks run synchronously on that thread, inside the
 * input or advance call that caused them.
 *
 * Ownership: cubescroll_scroller_create() returns a scroller you own; free it with
 * cubescroll_scroller_destroy(). Strings returned by the library are static: never free them.
 * The `user` pointers you register are passed back untouched and never freed.
 *
 * Errors: functions returning int return CUBESCROLL_OK (0) on success and a negative
 * CUBESCROLL_ERROR_* code otherwise (a null scroller, a NaN or infinite number, a negative size, ...);
 * a failed call changes nothing. cubescroll_error_message() says what a code means.
 *
 * Linking: `cc app.c $(pkg-config --cflags --libs cubescroll)` after Scripts/install-c-library.sh
 * (docs/c-api.md, "Use it from C or C++"). libcubescroll.so needs the Swift runtime libraries; it finds them
 * through its RUNPATH (the Swift toolchain's usr/lib/swift/linux, recorded when it was built).
 */
#ifndef CUBESCROLL_H
#define CUBESCROLL_H

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Return codes (never renumbered) ---------------------------------------------------------- */
enum {
    CUBESCROLL_OK = 0,
    CUBESCROLL_ERROR_NULL_ARGUMENT = -1,        /* a null scroller or output pointer */
    CUBESCROLL_ERROR_NOT_FINITE = -2,           /* a NaN or infinite number */
    CUBESCROLL_ERROR_OUT_OF_RANGE = -3,         /* a negative size, a rate outside (0, 1), a scale <= 0 */
    CUBESCROLL_ERROR_TIME_WENT_BACKWARDS = -4,  /* a time earlier than the scroller's last input */
    CUBESCROLL_ERROR_UNKNOWN_VALUE = -5         /* an enum value this header does not define */
};

/* ---- Version ----------------------------------------------------------------------------------- */
/* The release this header belongs to (semantic versioning). These three lines are the one place
 * cubescroll's version is written: cubescroll_version(), `cubescroll --version`, the pkg-config file
 * and the Debian package are all made from them. */
#define CUBESCROLL_VERSION_MAJOR 0
#define CUBESCROLL_VERSION_MINOR 4
#define CUBESCROLL_VERSION_PATCH 0

/* The library's version, "MAJOR.MINOR.PATCH" — the library actually loaded, which may be newer than
 * the header an app was compiled with. Static storage. */
const char *cubescroll_version(void);
/* One line saying what a return code means and how to fix it. Static storage; any int is accepted. */
const char *cubescroll_error_message(int code);

/* ---- Scrollers ---------------------------------------------------------------------------------- */

/* A hidden scroll view, the plain view carrying its pan recognizer, and the input router (the
 * hosted-recognizer arrangement of WWDC 2012 session 223). */
typedef struct cubescroll_scroller cubescroll_scroller;

/* A scroller whose visible area is width x height points. NULL if a size is negative or not finite.
 * Nothing scrolls until the content is larger than the area (or always-bounce is set). */
cubescroll_scroller *cubescroll_scroller_create(double width, double height);
/* Frees the scroller. NULL is ignored. */
void cubescroll_scroller_destroy(cubescroll_scroller *s);
/* The visible area's size (a window resize). A motion under way carries on. */
int cubescroll_scroller_set_size(cubescroll_scroller *s, double width, double height);
/* The scrollable content's size. The offset ranges over [0, content - visible] on each axis. */
int cubescroll_scroller_set_content_size(cubescroll_scroller *s, double width, double height);
/* Extra scrollable space around the content (UIScrollView's contentInset): the range becomes
 * [-top, content + bottom - visible] vertically, likewise horizontally. */
int cubescroll_scroller_set_content_inset(cubescroll_scroller *s, double top, double left,
                                          double bottom, double right);

/* ---- Input (each with the time it happened) ------------------------------------------------------ */

/* The primary button or a finger: down, moves while down, up. (x, y) in points from the scrolling
 * area's top-left. A drag past a few points scrolls; a flick decelerates; a press on moving content
 * catches it where it is. Moves with the button up are ignored. */
int cubescroll_pointer_down(cubescroll_scroller *s, double x, double y, double time);
int cubescroll_pointer_move(cubescroll_scroller *s, double x, double y, double time);
int cubescroll_pointer_up(cubescroll_scroller *s, double x, double y, double time);
/* The pointer was lost (focus loss, a grab ended): the drag settles without momentum. */
int cubescroll_pointer_cancel(cubescroll_scroller *s, double time);

/* Wheel modes for cubescroll_wheel's `continuous`. */
enum {
    CUBESCROLL_WHEEL_CLICKS = 0,       /* notches: smooth animated steps (one item step per notch) */
    CUBESCROLL_WHEEL_CONTINUOUS = 1,   /* trackpad deltas: the content follows directly, 10 pt per unit */
    CUBESCROLL_WHEEL_AUTOMATIC = -1    /* whole numbers are notches, fractions are trackpad deltas */
};
/* A wheel or trackpad delta in GLFW's convention: dy > 0 is the wheel turned away from the user,
 * which moves the content down (the offset decreases); dx > 0 scrolls left. 100 ms after the last
 * delta the gesture ends through the release path, so the landing callback snaps it. */
int cubescroll_wheel(cubescroll_scroller *s, double dx, double dy, int continuous, double time);

/* Keys: animated programmatic scrolls. Arrows move one item step, Page Up/Down one page, Home/End to
 * the ends; the landing goes through the landing callback (velocity 0) so keys snap too.
 * While the pointer holds the content, its drag wins. */
enum {
    CUBESCROLL_KEY_LEFT = 0, CUBESCROLL_KEY_RIGHT = 1, CUBESCROLL_KEY_UP = 2, CUBESCROLL_KEY_DOWN = 3,
    CUBESCROLL_KEY_PAGE_UP = 4, CUBESCROLL_KEY_PAGE_DOWN = 5, CUBESCROLL_KEY_HOME = 6, CUBESCROLL_KEY_END = 7
};
int cubescroll_key(cubescroll_scroller *s, int key, double time);

/* Moves the scroller's clock on to `time`: motions advance and due callbacks run. Once a frame. */
int cubescroll_advance(cubescroll_scroller *s, double time);

/* ---- Reading the model -------------------------------------------------------------------------- */

/* The content offset (points): the content point shown at the area's top-left. Outside the range
 * while rubber-banding. */
int cubescroll_get_offset(const cubescroll_scroller *s, double *x, double *y);
/* The content's velocity (points per second); 0 at rest. */
int cubescroll_get_velocity(const cubescroll_scroller *s, double *vx, double *vy);
/* The range the offset rests in. */
int cubescroll_get_range(const cubescroll_scroller *s, double *min_x, double *min_y,
                         double *max_x, double *max_y);
/* State bits (0 = at rest). A null scroller reads as 0. */
enum {
    CUBESCROLL_STATE_TRACKING = 1 << 0,        /* the pointer is down on it */
    CUBESCROLL_STATE_DRAGGING = 1 << 1,        /* the content follows the pointer (or a trackpad) */
    CUBESCROLL_STATE_DECELERATING = 1 << 2,    /* gliding after a release, bouncing, paging */
    CUBESCROLL_STATE_ANIMATING = 1 << 3,       /* a wheel step, key or cubescroll_set_offset animation */
    CUBESCROLL_STATE_ZOOMING = 1 << 4,         /* a pinch is under way */
    CUBESCROLL_STATE_ZOOM_ANIMATING = 1 << 5   /* an animated zoom or a zoom bounce */
};
unsigned int cubescroll_get_state(const cubescroll_scroller *s);

/* ---- Settings ----------------------------------------------------------------------------------- */

/* Paging: every landing is a whole page (the visible size), at most one page per flick. */
int cubescroll_set_paging(cubescroll_scroller *s, int enabled);
/* Rubber band and bounce at the edges (default on). */
int cubescroll_set_bounces(cubescroll_scroller *s, int bounces);
/* Let an axis whose content fits still be dragged and bounce (default off). */
int cubescroll_set_always_bounce(cubescroll_scroller *s, int horizontal, int vertical);
/* Deceleration per millisecond, in (0, 1): 0.998 is UIKit's normal (default), 0.99 its fast. */
int cubescroll_set_deceleration_rate(cubescroll_scroller *s, double rate);
/* How far an arrow key and one wheel notch move (points per axis; 0 keeps the default: 40 pt per key,
 * pow(visible length, 2/3) per notch). With your rows' height here, n notches or n presses from a row
 * boundary land exactly n rows on. */
int cubescroll_set_item_step(cubescroll_scroller *s, double x, double y);

/* ---- Scrolling by code -------------------------------------------------------------------------- */

/* Scrolls to (x, y) at `time`, at once (animated = 0) or animated. */
int cubescroll_set_offset(cubescroll_scroller *s, double x, double y, int animated, double time);
/* Scrolls to the top of the range (a status-bar tap on iOS). */
int cubescroll_scroll_to_top(cubescroll_scroller *s, int animated, double time);

/* ---- Landings: snapping in one place --------------------------------------------------------------
 * Every motion that ends at an offset chosen in advance asks ONE callback where to land: a released
 * drag or flick, the end of a wheel or trackpad gesture, an arrow / Page / Home / End key. It gets the
 * proposal (where the motion would rest) in *target_x / *target_y and may change it, for example to the
 * nearest row; the result is clamped to the range and reached exactly. A NaN or infinite answer keeps
 * the proposal. Set it once and every input snaps alike. */
enum {
    CUBESCROLL_LANDING_RELEASE = 0,      /* the pointer let go after a drag (vx, vy: its velocity) */
    CUBESCROLL_LANDING_WHEEL = 1,        /* a wheel or trackpad gesture ended (vx, vy: the content's velocity) */
    CUBESCROLL_LANDING_ITEM_STEP = 2,    /* an arrow key (velocity 0) */
    CUBESCROLL_LANDING_PAGE_STEP = 3,    /* Page Up / Page Down (velocity 0) */
    CUBESCROLL_LANDING_EDGE = 4          /* Home / End (velocity 0) */
};
typedef void (*cubescroll_landing_fn)(void *user, int cause, double vx, double vy,
                                      double *target_x, double *target_y);
int cubescroll_set_landing(cubescroll_scroller *s, cubescroll_landing_fn fn, void *user);

/* ---- Callbacks (UIScrollViewDelegate) -------------------------------------------------------------
 * Each setter replaces the previous callback; NULL removes it. `user` is passed back untouched.
 * Callbacks must not destroy the scroller. */

/* UIScrollViewDelegate's will-end-dragging: a drag or wheel gesture was released; velocity (pt/s) in,
 * target offset in and OUT. The target is the one the landing callback chose; changing it moves the
 * landing again (UIKit compatibility). Snap in the landing callback instead: it is also asked for keys. */
typedef void (*cubescroll_will_end_dragging_fn)(void *user, double vx, double vy,
                                                double *target_x, double *target_y);
int cubescroll_set_will_end_dragging(cubescroll_scroller *s, cubescroll_will_end_dragging_fn fn, void *user);

/* The offset changed (x, y: the new offset). */
typedef void (*cubescroll_did_scroll_fn)(void *user, double x, double y);
int cubescroll_set_did_scroll(cubescroll_scroller *s, cubescroll_did_scroll_fn fn, void *user);

/* A notification with the offset at that moment. */
typedef void (*cubescroll_notify_fn)(void *user, double x, double y);
/* A drag is starting. */
int cubescroll_set_will_begin_dragging(cubescroll_scroller *s, cubescroll_notify_fn fn, void *user);
/* The pointer let go; will_decelerate is 1 if the content goes on moving (glide, bounce, snap). */
typedef void (*cubescroll_did_end_dragging_fn)(void *user, int will_decelerate);
int cubescroll_set_did_end_dragging(cubescroll_scroller *s, cubescroll_did_end_dragging_fn fn, void *user);
/* A glide, bounce or page landing came to rest: load what is now visible. */
int cubescroll_set_did_end_decelerating(cubescroll_scroller *s, cubescroll_notify_fn fn, void *user);
/* A wheel step, key or cubescroll_set_offset animation came to rest. */
int cubescroll_set_did_end_scrolling_animation(cubescroll_scroller *s, cubescroll_notify_fn fn, void *user);

/* ---- Zoom basics ---------------------------------------------------------------------------------
 * Zooming scales the content size; the content under the anchor stays put. Off until the limits
 * differ (default 1, 1). Anchors are in points from the area's top-left. */
int cubescroll_set_zoom_limits(cubescroll_scroller *s, double minimum, double maximum);
int cubescroll_get_zoom_scale(const cubescroll_scroller *s, double *scale);
int cubescroll_zoom_to(cubescroll_scroller *s, double scale, double anchor_x, double anchor_y,
                       int animated, double time);
/* A two-finger pinch: `scale` is cumulative since it began (1 at the start); past the limits it
 * rubber-bands and bounces back after CUBESCROLL_PINCH_ENDED. */
enum { CUBESCROLL_PINCH_BEGAN = 0, CUBESCROLL_PINCH_CHANGED = 1, CUBESCROLL_PINCH_ENDED = 2 };
int cubescroll_pinch(cubescroll_scroller *s, int phase, double scale, double anchor_x, double anchor_y,
                     double time);

#ifdef __cplusplus
}
#endif

#endif /* CUBESCROLL_H */
