/* SPDX-License-Identifier: MIT */
/*
 * cubescroll.h — iOS scrolling feel for C and C++ apps (the C API of cubescroll's scroll library).
 *
 * A scroller is an invisible scroll model: it tracks the pointer, decelerates after a flick,
 * rubber-bands past the edges and springs back, lands where your landing callback says, and steps with the
 * wheel and keys — exactly as UIScrollView does. It draws nothing. Feed it your window's input, call
 * cubescroll_advance() once a frame, read the offset and draw your content shifted by it
 * (.ci/doc-samples compiles this sketch):
 *
 *     ```c
 *     cubescroll_scroller *s = cubescroll_scroller_create(800, 600);
 *     cubescroll_scroller_set_content_size(s, 800, 1000 * 24.0);
 *     cubescroll_callbacks cb = {0};
 *     cb.user = app;  cb.landing = snap_to_row;                 // every landing: one place
 *     cubescroll_scroller_set_callbacks(s, &cb);
 *     // on input:  cubescroll_pointer_down(s, x, y, t); ... cubescroll_wheel(s, dx, dy, CUBESCROLL_WHEEL_AUTOMATIC, t);
 *     // each frame:
 *     cubescroll_advance(s, now);
 *     double x, y; cubescroll_get_offset(s, &x, &y);     // draw rows at (row_y - y)
 *     // nothing moves while cubescroll_get_state(s) == 0: sleep until the next input
 *     cubescroll_scroller_destroy(s);
 *     ```
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
 * input or advance call that caused them (see "Callbacks" for what they may call).
 *
 * Ownership: cubescroll_scroller_create() returns a scroller you own; free it with
 * cubescroll_scroller_destroy(). Strings returned by the library are static: never free them.
 * The `user` pointer you register is passed back untouched and never freed.
 *
 * Errors: every call that can fail returns a cubescroll_result: CUBESCROLL_OK (0) on success, a
 * negative CUBESCROLL_ERROR_* code otherwise (a null scroller, a NaN or infinite number, a negative
 * size, ...); a failed call changes nothing. cubescroll_error_message() says what a code means.
 *
 * Linking: `cc app.c $(pkg-config --cflags --libs cubescroll)` after installing the Debian package or
 * `make install` (docs/c-api.md, "Use it from C or C++"). libcubescroll.so.0 carries the Swift runtime
 * inside it: no Swift toolchain is needed at run time.
 *
 * ABI policy (from 1.0.0; while the major version is 0 a minor release may also break the ABI, and
 * its release notes say how):
 *   - A major release may remove or change functions, types and enum values.
 *   - A minor release only adds: new functions, new enum values (after the existing ones; an app
 *     must accept values it does not know, e.g. a landing cause), new result codes. It never changes
 *     a signature, renumbers a value, or changes the size or layout of a struct (cubescroll_callbacks
 *     and cubescroll_indicator keep their members for the whole major version; new callbacks come
 *     with a new function).
 *   - A patch release changes no declaration: behaviour fixes only.
 *   An app built against MAJOR.MINOR runs with any library MAJOR.x where x >= MINOR. Values are
 *   never renumbered, in any release.
 */
#ifndef CUBESCROLL_H
#define CUBESCROLL_H

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Results (never renumbered) --------------------------------------------------------------- */
typedef enum cubescroll_result {
    CUBESCROLL_OK = 0,
    CUBESCROLL_ERROR_NULL_ARGUMENT = -1,        /* a null scroller or output pointer */
    CUBESCROLL_ERROR_NOT_FINITE = -2,           /* a NaN or infinite number */
    CUBESCROLL_ERROR_OUT_OF_RANGE = -3,         /* a negative size, a rate outside (0, 1), a scale <= 0 */
    CUBESCROLL_ERROR_TIME_WENT_BACKWARDS = -4,  /* a time earlier than the scroller's last input */
    CUBESCROLL_ERROR_UNKNOWN_VALUE = -5,        /* an enum value this header does not define */
    CUBESCROLL_ERROR_IN_CALLBACK = -6           /* a call that changes the scroller, made from its own callback */
} cubescroll_result;

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
const char *cubescroll_error_message(cubescroll_result code);

/* ---- Scrollers ---------------------------------------------------------------------------------- */

/* A hidden scroll view, the plain view carrying its pan recognizer, and the input router (the
 * hosted-recognizer arrangement of WWDC 2012 session 223). */
typedef struct cubescroll_scroller cubescroll_scroller;

/* A scroller whose visible area is width x height points, with no content yet. Returns NULL only
 * when a size is negative, NaN or infinite (nothing else can fail). Nothing scrolls until the content
 * is larger than the area (or always-bounce is set). */
cubescroll_scroller *cubescroll_scroller_create(double width, double height);
/* Frees the scroller. NULL is ignored. From inside one of its own callbacks it is deferred until the
 * call that ran the callback returns; no callback runs after that. */
void cubescroll_scroller_destroy(cubescroll_scroller *s);
/* The visible area's size (a window resize). A motion under way carries on. A zero width or height
 * (a minimised window) is accepted and ignored: the previous size stays. */
cubescroll_result cubescroll_scroller_set_size(cubescroll_scroller *s, double width, double height);
/* The scrollable content's size. The offset ranges over [0, content - visible] on each axis. */
cubescroll_result cubescroll_scroller_set_content_size(cubescroll_scroller *s, double width, double height);
/* Extra scrollable space around the content (UIScrollView's contentInset): the range becomes
 * [-top, content + bottom - visible] vertically, likewise horizontally. */
cubescroll_result cubescroll_scroller_set_content_inset(cubescroll_scroller *s, double top, double left,
                                                        double bottom, double right);

/* ---- Input (each with the time it happened) ------------------------------------------------------ */

/* The primary button or a finger: down, moves while down, up. (x, y) in points from the scrolling
 * area's top-left. A drag past a few points scrolls; a flick decelerates. Moves with the button up
 * are ignored.
 * Catching: a press on moving content stops it where it is — NOT on a row. The stopped motion
 * reports its end at once (did_end_decelerating, or did_end_scrolling_animation for a wheel step, a
 * key or an animated set_offset) with that unsnapped offset while CUBESCROLL_STATE_TRACKING is set,
 * then a drag begins (will_begin_dragging). When the pointer lifts, with or without moving, the
 * landing callback is asked again and the content settles on a row (did_end_dragging, then
 * did_end_decelerating). So an app that loads or selects "where the list came to rest" should ignore
 * an end callback that arrives while cubescroll_get_state() has CUBESCROLL_STATE_TRACKING: the next
 * one is the real rest. */
cubescroll_result cubescroll_pointer_down(cubescroll_scroller *s, double x, double y, double time);
cubescroll_result cubescroll_pointer_move(cubescroll_scroller *s, double x, double y, double time);
cubescroll_result cubescroll_pointer_up(cubescroll_scroller *s, double x, double y, double time);
/* The pointer was lost (focus loss, a grab ended): the drag settles without momentum. */
cubescroll_result cubescroll_pointer_cancel(cubescroll_scroller *s, double time);

/* How cubescroll_wheel reads its deltas. */
typedef enum cubescroll_wheel_mode {
    CUBESCROLL_WHEEL_CLICKS = 0,       /* notches: smooth animated steps (one item step per notch) */
    CUBESCROLL_WHEEL_CONTINUOUS = 1,   /* trackpad deltas: the content follows directly, 10 pt per unit */
    CUBESCROLL_WHEEL_AUTOMATIC = -1    /* whole numbers are notches, fractions are trackpad deltas */
} cubescroll_wheel_mode;
/* A wheel or trackpad delta in GLFW's convention: dy > 0 is the wheel turned away from the user,
 * which moves the content down (the offset decreases); dx > 0 scrolls left. Pass GLFW's offsets
 * as they come. 100 ms after the last delta the gesture ends through the release path — the landing
 * callback (CUBESCROLL_LANDING_WHEEL), will_end_dragging, did_end_dragging — and the content glides
 * to the landing: the gesture ends with did_end_decelerating, like a flick (not with
 * did_end_scrolling_animation, which only programmatic scrolls and keys send). */
cubescroll_result cubescroll_wheel(cubescroll_scroller *s, double dx, double dy, cubescroll_wheel_mode mode,
                                   double time);

/* Keys: animated programmatic scrolls. Arrows move one item step, Page Up/Down one page, Home/End to
 * the ends; the landing goes through the landing callback (velocity 0) so keys snap too; each ends
 * with did_end_scrolling_animation. While the pointer holds the content, its drag wins (keys are
 * ignored and return CUBESCROLL_OK). */
typedef enum cubescroll_key_code {
    CUBESCROLL_KEY_LEFT = 0, CUBESCROLL_KEY_RIGHT = 1, CUBESCROLL_KEY_UP = 2, CUBESCROLL_KEY_DOWN = 3,
    CUBESCROLL_KEY_PAGE_UP = 4, CUBESCROLL_KEY_PAGE_DOWN = 5, CUBESCROLL_KEY_HOME = 6, CUBESCROLL_KEY_END = 7
} cubescroll_key_code;
cubescroll_result cubescroll_key(cubescroll_scroller *s, cubescroll_key_code key, double time);

/* Moves the scroller's clock on to `time`: motions advance and due callbacks run. Once a frame. */
cubescroll_result cubescroll_advance(cubescroll_scroller *s, double time);

/* ---- Reading the model -------------------------------------------------------------------------- */

/* The content offset (points): the content point shown at the area's top-left. Outside the range
 * while rubber-banding. */
cubescroll_result cubescroll_get_offset(const cubescroll_scroller *s, double *x, double *y);
/* The content's velocity (points per second); 0 at rest. */
cubescroll_result cubescroll_get_velocity(const cubescroll_scroller *s, double *vx, double *vy);
/* The range the offset rests in. */
cubescroll_result cubescroll_get_range(const cubescroll_scroller *s, double *min_x, double *min_y,
                                       double *max_x, double *max_y);
/* State bits (0 = at rest: nothing changes until the next input, so a frame loop may sleep). A null
 * scroller reads as 0. */
enum {
    CUBESCROLL_STATE_TRACKING = 1 << 0,        /* the pointer is down on it */
    CUBESCROLL_STATE_DRAGGING = 1 << 1,        /* the content follows the pointer (or a wheel/trackpad gesture is open) */
    CUBESCROLL_STATE_DECELERATING = 1 << 2,    /* gliding after a release or a wheel gesture, bouncing, paging */
    CUBESCROLL_STATE_ANIMATING = 1 << 3,       /* a key or cubescroll_set_offset animation */
    CUBESCROLL_STATE_ZOOMING = 1 << 4,         /* a pinch is under way */
    CUBESCROLL_STATE_ZOOM_ANIMATING = 1 << 5   /* an animated zoom or a zoom bounce */
};
unsigned int cubescroll_get_state(const cubescroll_scroller *s);

/* One scroll indicator as UIKit draws it: a bar `width` x `height` points at (x, y) in the scrolling
 * area (its top-left is (0, 0)), to be drawn as a rounded rectangle (corner radius half the smaller
 * side) in a dark translucent colour multiplied by `alpha`. 3 pt thick, 3 pt from the edges, at
 * least 36 pt long (shorter while rubber-banding); fully visible while the content moves and for
 * 1.2 s after, then fading out over 0.25 s. alpha 0: draw nothing. */
typedef struct cubescroll_indicator {
    double x, y, width, height, alpha;
} cubescroll_indicator;
/* The indicators at the scroller's current time (its last input or advance): the horizontal one
 * along the bottom, the vertical one down the right. An axis that cannot scroll gets all zeros
 * (alpha 0). Either output may be NULL when you do not want it. While something moves, call it after
 * cubescroll_advance each frame; an indicator still fading (alpha > 0) needs frames although
 * cubescroll_get_state() is 0 — keep drawing until both alphas are 0. */
cubescroll_result cubescroll_get_indicators(const cubescroll_scroller *s, cubescroll_indicator *horizontal,
                                            cubescroll_indicator *vertical);

/* ---- Settings ----------------------------------------------------------------------------------- */

/* Paging: every landing is a whole page (the visible size), at most one page per flick. */
cubescroll_result cubescroll_set_paging(cubescroll_scroller *s, int enabled);
/* Rubber band and bounce at the edges (default on). */
cubescroll_result cubescroll_set_bounces(cubescroll_scroller *s, int bounces);
/* Let an axis whose content fits still be dragged and bounce (default off). */
cubescroll_result cubescroll_set_always_bounce(cubescroll_scroller *s, int horizontal, int vertical);
/* Deceleration per millisecond, in (0, 1): 0.998 is UIKit's normal (default), 0.99 its fast. */
cubescroll_result cubescroll_set_deceleration_rate(cubescroll_scroller *s, double rate);
/* How FAR an arrow key and one wheel notch move (points per axis; 0 keeps the default: 40 pt per key,
 * pow(visible length, 2/3) per notch). WHERE they land is the landing callback's: it is asked with
 * the stepped proposal (CUBESCROLL_LANDING_ITEM_STEP for keys, _WHEEL when a wheel gesture ends) and
 * its answer wins. With your rows' height here and a landing callback that rounds to rows, n notches
 * or n presses from a row boundary land exactly n rows on. */
cubescroll_result cubescroll_set_item_step(cubescroll_scroller *s, double x, double y);

/* ---- Scrolling by code -------------------------------------------------------------------------- */

/* Scrolls to (x, y) at `time`. The landing callback is NOT asked: code says where.
 *   animated = 0: jumps there at once (one did_scroll), NOT clamped to the range — as UIKit lets code
 *     do; a non-zero offset outside the range stays there until the next drag or release brings it
 *     back. Clamp it yourself with cubescroll_get_range for a resting position.
 *   animated != 0: clamped into the range, then animated; ends with did_end_scrolling_animation.
 * During a drag the drag carries on from the new place. */
cubescroll_result cubescroll_set_offset(cubescroll_scroller *s, double x, double y, int animated, double time);
/* Scrolls to the top of the range (a status-bar tap on iOS). */
cubescroll_result cubescroll_scroll_to_top(cubescroll_scroller *s, int animated, double time);

/* ---- Callbacks --------------------------------------------------------------------------------------
 * All of a scroller's callbacks in one struct, set at once (as sokol's sapp_desc does): zero it,
 * fill in what you need, pass it to cubescroll_scroller_set_callbacks. A NULL member is not called.
 * `user` is passed back to each callback untouched.
 *
 * landing — the ONE place to snap. Every motion that ends at an offset chosen in advance asks it: a
 *   released drag or flick, the end of a wheel or trackpad gesture, an arrow / Page / Home / End key.
 *   It gets why (`cause`), the velocity (pt/s) and the proposal (where the motion would rest) in
 *   *target_x / *target_y, and may change them, for example to the nearest row; the result is clamped
 *   to the range and reached exactly. A NaN or infinite answer keeps the proposal. Not asked for
 *   cubescroll_set_offset / scroll_to_top, nor for paging (which lands on pages).
 * will_begin_dragging(x, y) — a drag (pointer or wheel gesture) begins, at offset (x, y).
 * did_scroll(x, y) — the offset changed; (x, y) is the new offset.
 * will_end_dragging(vx, vy, *target_x, *target_y) — UIKit's: a drag or wheel gesture was released,
 *   AFTER landing chose the target; changing the target moves the landing again. Prefer landing: it is
 *   also asked for keys.
 * did_end_dragging(will_decelerate) — the drag ended; will_decelerate is 1 if the content goes on
 *   moving (glide, bounce, snap), 0 if it is already at rest (then no did_end_decelerating follows).
 * did_end_decelerating(x, y) — a glide, bounce, snap or wheel gesture's landing came to rest.
 * did_end_scrolling_animation(x, y) — a key, cubescroll_set_offset(animated) or scroll_to_top came to
 *   rest.
 * Exactly one of did_end_dragging(0), did_end_decelerating and did_end_scrolling_animation ends each
 * interaction (a caught motion's end included: see "Catching" above).
 *
 * What a callback may call: on its own scroller, only the getters (cubescroll_get_offset, _velocity,
 * _range, _state, _indicators, _zoom_scale) and cubescroll_scroller_destroy (deferred until the call
 * that ran the callback returns). Every call that changes the scroller returns
 * CUBESCROLL_ERROR_IN_CALLBACK from there and changes nothing: to react (scroll elsewhere, load
 * content), remember what to do and do it after the call returns, or next frame. Other scrollers
 * may be used freely. */
typedef enum cubescroll_landing_cause {
    CUBESCROLL_LANDING_RELEASE = 0,      /* the pointer let go after a drag (vx, vy: its velocity) */
    CUBESCROLL_LANDING_WHEEL = 1,        /* a wheel or trackpad gesture ended (vx, vy: the content's velocity) */
    CUBESCROLL_LANDING_ITEM_STEP = 2,    /* an arrow key (velocity 0) */
    CUBESCROLL_LANDING_PAGE_STEP = 3,    /* Page Up / Page Down (velocity 0) */
    CUBESCROLL_LANDING_EDGE = 4          /* Home / End (velocity 0) */
} cubescroll_landing_cause;

typedef struct cubescroll_callbacks {
    void *user;
    void (*landing)(void *user, cubescroll_landing_cause cause, double vx, double vy,
                    double *target_x, double *target_y);
    void (*will_begin_dragging)(void *user, double x, double y);
    void (*did_scroll)(void *user, double x, double y);
    void (*will_end_dragging)(void *user, double vx, double vy, double *target_x, double *target_y);
    void (*did_end_dragging)(void *user, int will_decelerate);
    void (*did_end_decelerating)(void *user, double x, double y);
    void (*did_end_scrolling_animation)(void *user, double x, double y);
} cubescroll_callbacks;

/* Sets all callbacks at once from `callbacks` (copied: the struct need not outlive the call).
 * NULL clears them all. */
cubescroll_result cubescroll_scroller_set_callbacks(cubescroll_scroller *s, const cubescroll_callbacks *callbacks);

/* ---- Zoom basics ---------------------------------------------------------------------------------
 * Zooming scales the content size; the content under the anchor stays put. Off until the limits
 * differ (default 1, 1). Anchors are in points from the area's top-left. */
cubescroll_result cubescroll_set_zoom_limits(cubescroll_scroller *s, double minimum, double maximum);
cubescroll_result cubescroll_get_zoom_scale(const cubescroll_scroller *s, double *scale);
cubescroll_result cubescroll_zoom_to(cubescroll_scroller *s, double scale, double anchor_x, double anchor_y,
                                     int animated, double time);
/* A two-finger pinch: `scale` is cumulative since it began (1 at the start); past the limits it
 * rubber-bands and bounces back after CUBESCROLL_PINCH_ENDED. */
typedef enum cubescroll_pinch_phase {
    CUBESCROLL_PINCH_BEGAN = 0, CUBESCROLL_PINCH_CHANGED = 1, CUBESCROLL_PINCH_ENDED = 2
} cubescroll_pinch_phase;
cubescroll_result cubescroll_pinch(cubescroll_scroller *s, cubescroll_pinch_phase phase, double scale,
                                   double anchor_x, double anchor_y, double time);

#ifdef __cplusplus
}
#endif

#endif /* CUBESCROLL_H */
