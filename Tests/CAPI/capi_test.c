/*
 * Tests of the C API (include/cubescroll.h) as a C app uses it: compiled by .ci/run against the
 * installed header and library (pkg-config), in C99 and again as C++. Prints one line per check and
 * "N passed, N failed"; exits 1 on any failure.
 */
#include <cubescroll.h>

#include <math.h>
#include <stdio.h>
#include <string.h>

static int passed, failed;

#define CHECK(cond, ...)                                               \
    do {                                                               \
        if (cond) { passed++; }                                        \
        else { failed++; printf("FAIL %s:%d: ", __FILE__, __LINE__);   \
               printf(__VA_ARGS__); printf("\n"); }                    \
    } while (0)

/* Rows 24 pt tall: the landing callback snaps every landing to a row and remembers it;
 * will-end-dragging only looks. */
static const double row = 24.0;
typedef struct { int asked; cubescroll_landing_cause cause; double vy; double proposed_y; double chosen_y; int will_end;
                 double will_end_y; int did_end_decelerating; int did_end_scrolling_animation; int did_end_dragging;
                 int will_decelerate; int did_scroll; int will_begin; double last_end_y; unsigned int state_at_end;
                 cubescroll_scroller *self; } Log;

static void snap_to_row(void *user, cubescroll_landing_cause cause, double vx, double vy, double *tx, double *ty) {
    Log *log = (Log *)user;
    (void)vx;
    log->asked++;
    log->cause = cause;
    log->vy = vy;
    log->proposed_y = *ty;
    *tx = 0;
    *ty = floor(*ty / row + 0.5) * row;
    log->chosen_y = *ty;
}
static void on_will_end(void *user, double vx, double vy, double *tx, double *ty) {
    (void)vx; (void)vy; (void)tx;
    ((Log *)user)->will_end++;
    ((Log *)user)->will_end_y = *ty;
}
static void on_end_decelerating(void *user, double x, double y) {
    Log *log = (Log *)user;
    (void)x;
    log->did_end_decelerating++;
    log->last_end_y = y;
    log->state_at_end = cubescroll_get_state(log->self);   /* a getter: allowed from a callback */
}
static void on_end_animation(void *user, double x, double y) {
    (void)x; (void)y;
    ((Log *)user)->did_end_scrolling_animation++;
}
static void on_will_begin(void *user, double x, double y) { (void)x; (void)y; ((Log *)user)->will_begin++; }
static void on_end_dragging(void *user, int will_decelerate) {
    ((Log *)user)->did_end_dragging++;
    ((Log *)user)->will_decelerate = will_decelerate;
}
static void on_scroll(void *user, double x, double y) { (void)x; (void)y; ((Log *)user)->did_scroll++; }

/* A 400 x 300 area over 1000 rows, every callback logging into `log`. */
static cubescroll_scroller *make_list(Log *log) {
    cubescroll_scroller *s = cubescroll_scroller_create(400, 300);
    cubescroll_callbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.user = log;
    cb.landing = snap_to_row;
    cb.will_begin_dragging = on_will_begin;
    cb.did_scroll = on_scroll;
    cb.will_end_dragging = on_will_end;
    cb.did_end_dragging = on_end_dragging;
    cb.did_end_decelerating = on_end_decelerating;
    cb.did_end_scrolling_animation = on_end_animation;
    log->self = s;
    cubescroll_scroller_set_content_size(s, 400, 1000 * row);
    cubescroll_scroller_set_callbacks(s, &cb);
    return s;
}

/* A drag from (200, y0) to (200, y1) in `duration` s with moves every 1/120 s, released at once. */
static double drag(cubescroll_scroller *s, double t, double y0, double y1, double duration) {
    int steps = (int)(duration * 120);
    cubescroll_pointer_down(s, 200, y0, t);
    for (int i = 1; i <= steps; i++)
        cubescroll_pointer_move(s, 200, y0 + (y1 - y0) * i / steps, t + duration * i / steps);
    t += duration;
    cubescroll_pointer_up(s, 200, y1, t);
    return t;
}

/* Advances at 60 fps until the scroller rests (or `limit` s pass); returns the time. */
static double settle(cubescroll_scroller *s, double t, double limit) {
    double end = t + limit;
    while (t < end) {
        t += 1.0 / 60;
        cubescroll_advance(s, t);
        if (cubescroll_get_state(s) == 0) break;
    }
    return t;
}

static void test_version_and_messages(void) {
    const char *v = cubescroll_version();
    int major = -1, minor = -1, patch = -1;
    CHECK(v && sscanf(v, "%d.%d.%d", &major, &minor, &patch) == 3, "version is MAJOR.MINOR.PATCH: %s", v ? v : "(null)");
    CHECK(strcmp(cubescroll_error_message(CUBESCROLL_OK), "no error") == 0, "message for OK");
    CHECK(strstr(cubescroll_error_message(CUBESCROLL_ERROR_NULL_ARGUMENT), "null") != NULL, "message for a null scroller names it");
    CHECK(strstr(cubescroll_error_message(CUBESCROLL_ERROR_TIME_WENT_BACKWARDS), "time") != NULL, "message for time order");
    CHECK(strlen(cubescroll_error_message((cubescroll_result)-12345)) > 0, "any code has a message");
    CHECK(strstr(cubescroll_error_message(CUBESCROLL_ERROR_IN_CALLBACK), "callback") != NULL, "message for a call from a callback");
    {
        char header[32];
        snprintf(header, sizeof header, "%d.%d.%d", CUBESCROLL_VERSION_MAJOR, CUBESCROLL_VERSION_MINOR, CUBESCROLL_VERSION_PATCH);
        CHECK(strcmp(v, header) == 0, "the library's version %s is the header's %s", v, header);
    }
}

static void test_null_and_bad_values(void) {
    double x = 7, y = 7;
    CHECK(cubescroll_pointer_down(NULL, 1, 1, 0) == CUBESCROLL_ERROR_NULL_ARGUMENT, "null scroller: pointer_down");
    CHECK(cubescroll_advance(NULL, 0) == CUBESCROLL_ERROR_NULL_ARGUMENT, "null scroller: advance");
    CHECK(cubescroll_get_offset(NULL, &x, &y) == CUBESCROLL_ERROR_NULL_ARGUMENT, "null scroller: get_offset");
    CHECK(x == 7 && y == 7, "a failed get_offset writes nothing");
    CHECK(cubescroll_scroller_set_content_size(NULL, 1, 1) == CUBESCROLL_ERROR_NULL_ARGUMENT, "null scroller: set_content_size");
    CHECK(cubescroll_scroller_set_callbacks(NULL, NULL) == CUBESCROLL_ERROR_NULL_ARGUMENT, "null scroller: set_callbacks");
    CHECK(cubescroll_get_indicators(NULL, NULL, NULL) == CUBESCROLL_ERROR_NULL_ARGUMENT, "null scroller: get_indicators");
    CHECK(cubescroll_get_state(NULL) == 0, "null scroller: state reads 0");
    cubescroll_scroller_destroy(NULL);
    CHECK(cubescroll_scroller_create(-1, 100) == NULL, "negative size: no scroller");
    CHECK(cubescroll_scroller_create(NAN, 100) == NULL, "NaN size: no scroller");

    cubescroll_scroller *s = cubescroll_scroller_create(400, 300);
    CHECK(s != NULL, "created");
    CHECK(cubescroll_scroller_set_content_size(s, -5, 100) == CUBESCROLL_ERROR_OUT_OF_RANGE, "negative content size refused");
    CHECK(cubescroll_scroller_set_content_size(s, INFINITY, 100) == CUBESCROLL_ERROR_NOT_FINITE, "infinite content size refused");
    CHECK(cubescroll_pointer_down(s, NAN, 10, 0) == CUBESCROLL_ERROR_NOT_FINITE, "NaN position refused");
    CHECK(cubescroll_set_deceleration_rate(s, 1.5) == CUBESCROLL_ERROR_OUT_OF_RANGE, "rate outside (0, 1) refused");
    CHECK(cubescroll_key(s, (cubescroll_key_code)42, 0) == CUBESCROLL_ERROR_UNKNOWN_VALUE, "unknown key refused");
    CHECK(cubescroll_wheel(s, 0, 1, (cubescroll_wheel_mode)7, 0) == CUBESCROLL_ERROR_UNKNOWN_VALUE, "unknown wheel mode refused");
    CHECK(cubescroll_get_offset(s, NULL, &y) == CUBESCROLL_ERROR_NULL_ARGUMENT, "null output refused");
    CHECK(cubescroll_advance(s, 5) == CUBESCROLL_OK, "advance");
    CHECK(cubescroll_advance(s, 4) == CUBESCROLL_ERROR_TIME_WENT_BACKWARDS, "time going backwards refused");
    cubescroll_scroller_destroy(s);
}

static void test_fling_lands_on_chosen_row(void) {
    Log log;
    memset(&log, 0, sizeof log);
    cubescroll_scroller *s = make_list(&log);
    double t = drag(s, 1.0, 250, 50, 0.1);            /* 200 pt up in 0.1 s: a flick of ~2000 pt/s */
    double vx, vy;
    cubescroll_get_velocity(s, &vx, &vy);
    CHECK(cubescroll_get_state(s) & CUBESCROLL_STATE_DECELERATING, "a flick decelerates");
    CHECK(log.asked == 1 && log.cause == CUBESCROLL_LANDING_RELEASE, "landing asked once, for a release (asked %d)", log.asked);
    CHECK(log.vy > 1000, "release velocity reaches the callback: %.1f pt/s", log.vy);
    CHECK(log.proposed_y != log.chosen_y, "the callback moved the landing: %.3f -> %.3f", log.proposed_y, log.chosen_y);
    CHECK(log.will_end == 1 && log.will_end_y == log.chosen_y, "will-end-dragging sees the chosen target: %.3f", log.will_end_y);
    CHECK(log.did_end_dragging == 1 && log.will_decelerate == 1, "did-end-dragging(will_decelerate = 1)");
    settle(s, t, 10);
    double x, y;
    cubescroll_get_offset(s, &x, &y);
    CHECK(fabs(y - log.chosen_y) < 1e-6, "rests on the chosen target: %.3f vs %.3f", y, log.chosen_y);
    CHECK(fmod(y, row) == 0 && y > 200, "on a whole row, past where the finger left it: %.3f", y);
    CHECK(log.did_end_decelerating == 1, "did-end-decelerating once (%d)", log.did_end_decelerating);
    CHECK(log.did_scroll > 10, "did-scroll during the glide (%d)", log.did_scroll);
    cubescroll_scroller_destroy(s);
}

static void test_pull_rubber_bands_and_springs_back(void) {
    Log log;
    memset(&log, 0, sizeof log);
    cubescroll_scroller *s = make_list(&log);
    cubescroll_pointer_down(s, 200, 50, 1.0);
    for (int i = 1; i <= 30; i++) cubescroll_pointer_move(s, 200, 50 + 200.0 * i / 30, 1.0 + 0.5 * i / 30);
    double x, y;
    cubescroll_get_offset(s, &x, &y);
    CHECK(y < -20 && y > -150, "pulled 200 pt past the top, the content follows less (rubber band): %.2f", y);
    CHECK(cubescroll_get_state(s) & CUBESCROLL_STATE_DRAGGING, "dragging");
    /* Held still, then released: no flick, but it must spring back. */
    cubescroll_pointer_move(s, 200, 250, 1.6);
    cubescroll_pointer_up(s, 200, 250, 1.7);
    CHECK(log.will_decelerate == 1, "released outside the range: it goes on moving");
    cubescroll_advance(s, 1.8);
    double mid;
    cubescroll_get_offset(s, &x, &mid);
    CHECK(mid > y && mid < 0, "springing back: %.2f after 0.1 s", mid);
    double t = settle(s, 1.8, 5);
    cubescroll_get_offset(s, &x, &y);
    CHECK(y == 0 && cubescroll_get_state(s) == 0, "back at the top and at rest: %.4f at %.2f s", y, t - 1.7);
    CHECK(t - 1.7 < 1.5, "the spring-back ends within 1.5 s (%.2f s)", t - 1.7);
    cubescroll_scroller_destroy(s);
}

static void test_wheel_and_keys(void) {
    Log log;
    memset(&log, 0, sizeof log);
    cubescroll_scroller *s = make_list(&log);
    cubescroll_set_item_step(s, 0, row);
    cubescroll_wheel(s, 0, -1, CUBESCROLL_WHEEL_CLICKS, 1.0);        /* one notch toward the user */
    CHECK(cubescroll_get_state(s) & CUBESCROLL_STATE_DRAGGING, "an open wheel gesture reads as dragging");
    settle(s, 1.0, 3);
    double x, y;
    cubescroll_get_offset(s, &x, &y);
    CHECK(y == row, "one wheel notch moves one row: %.3f", y);
    CHECK(log.cause == CUBESCROLL_LANDING_WHEEL, "the wheel's landing asked the callback (cause %d)", (int)log.cause);
    CHECK(log.did_end_decelerating == 1 && log.did_end_scrolling_animation == 0 && log.will_end == 1,
          "a wheel gesture ends like a flick: will-end-dragging, then did-end-decelerating (%d), not did-end-scrolling-animation (%d)",
          log.did_end_decelerating, log.did_end_scrolling_animation);
    /* A key from between rows: one row on (100 + 24), then the callback puts it on a row (120). */
    cubescroll_set_offset(s, 0, 100, 0, 4);
    log.asked = 0;
    log.will_end = 0;
    cubescroll_key(s, CUBESCROLL_KEY_DOWN, 4);
    settle(s, 4, 1);
    cubescroll_get_offset(s, &x, &y);
    CHECK(log.did_end_scrolling_animation == 1, "a key ends with did-end-scrolling-animation (%d)", log.did_end_scrolling_animation);
    CHECK(log.asked == 1 && log.cause == CUBESCROLL_LANDING_ITEM_STEP && log.proposed_y == 124,
          "a key asks the landing callback once with its proposal (asked %d, %.3f)", log.asked, log.proposed_y);
    CHECK(y == 120, "the key lands where the callback said: %.3f", y);
    CHECK(log.will_end == 0, "keys do not call will-end-dragging (%d)", log.will_end);
    double t = 5;
    cubescroll_key(s, CUBESCROLL_KEY_END, t);
    settle(s, t, 3);
    double min_x, min_y, max_x, max_y;
    cubescroll_get_range(s, &min_x, &min_y, &max_x, &max_y);
    cubescroll_get_offset(s, &x, &y);
    CHECK(max_y == 1000 * row - 300, "range from the content and area sizes: %.1f", max_y);
    CHECK(fabs(y - max_y) < 1e-9, "End lands at the end: %.3f", y);
    cubescroll_set_offset(s, 0, 100, 0, 10);
    cubescroll_get_offset(s, &x, &y);
    CHECK(y == 100, "set_offset without animation jumps: %.3f", y);
    cubescroll_set_offset(s, 0, -50, 0, 10);
    cubescroll_get_offset(s, &x, &y);
    CHECK(y == -50, "set_offset without animation is not clamped: %.3f", y);
    cubescroll_set_offset(s, 0, 1e9, 1, 10);
    settle(s, 10, 3);
    cubescroll_get_offset(s, &x, &y);
    CHECK(y == max_y, "an animated set_offset is clamped into the range: %.3f", y);
    cubescroll_scroll_to_top(s, 1, 14);
    settle(s, 14, 3);
    cubescroll_get_offset(s, &x, &y);
    CHECK(y == 0, "scroll to top: %.3f", y);
    cubescroll_scroller_destroy(s);
}

static void test_paging_and_zoom(void) {
    cubescroll_scroller *s = cubescroll_scroller_create(400, 300);
    cubescroll_scroller_set_content_size(s, 4000, 300);
    cubescroll_set_paging(s, 1);
    cubescroll_pointer_down(s, 300, 100, 1.0);
    for (int i = 1; i <= 12; i++) cubescroll_pointer_move(s, 300 - 100.0 * i / 12, 100, 1.0 + 0.1 * i / 12);
    cubescroll_pointer_up(s, 200, 100, 1.1);
    settle(s, 1.1, 5);
    double x, y;
    cubescroll_get_offset(s, &x, &y);
    CHECK(x == 400, "a flick pages one page: %.3f", x);
    cubescroll_set_paging(s, 0);

    CHECK(cubescroll_set_zoom_limits(s, 2, 1) == CUBESCROLL_ERROR_OUT_OF_RANGE, "min > max refused");
    CHECK(cubescroll_set_zoom_limits(s, 1, 4) == CUBESCROLL_OK, "zoom limits");
    cubescroll_zoom_to(s, 2, 0, 0, 0, 7);
    double scale = 0;
    cubescroll_get_zoom_scale(s, &scale);
    CHECK(scale == 2, "zoomed to 2: %.3f", scale);
    cubescroll_zoom_to(s, 10, 0, 0, 0, 7);
    cubescroll_get_zoom_scale(s, &scale);
    CHECK(scale == 4, "clamped to the maximum: %.3f", scale);
    cubescroll_scroller_destroy(s);
}

/* A press on a gliding list stops it off a row: that end callback comes while the pointer is down;
 * the lift lands it on a row, with a second end callback — the real rest. */
static void test_catch_ends_unsnapped_then_lands(void) {
    Log log;
    memset(&log, 0, sizeof log);
    cubescroll_scroller *s = make_list(&log);
    double t = drag(s, 1.0, 250, 50, 0.1);
    t = settle(s, t, 0.3) + 0.001;                       /* gliding fast */
    CHECK(cubescroll_get_state(s) & CUBESCROLL_STATE_DECELERATING, "gliding when caught");
    cubescroll_pointer_down(s, 200, 150, t);
    double x, y;
    cubescroll_get_offset(s, &x, &y);
    CHECK(log.did_end_decelerating == 1, "the caught glide reports its end at once (%d)", log.did_end_decelerating);
    CHECK(log.state_at_end & CUBESCROLL_STATE_TRACKING, "...while the pointer is down (state %u)", log.state_at_end);
    CHECK(fmod(log.last_end_y, row) != 0, "...at an unsnapped offset: %.3f", log.last_end_y);
    CHECK(log.will_begin == 2, "a drag begins at the catch (%d will-begin-dragging)", log.will_begin);
    log.asked = 0;
    cubescroll_pointer_up(s, 200, 150, t + 0.05);
    CHECK(log.asked == 1 && log.cause == CUBESCROLL_LANDING_RELEASE, "the lift asks the landing callback again (%d)", log.asked);
    settle(s, t + 0.05, 3);
    cubescroll_get_offset(s, &x, &y);
    CHECK(fmod(y, row) == 0 && cubescroll_get_state(s) == 0, "it comes to rest on a row: %.3f", y);
    CHECK(log.did_end_decelerating + (log.will_decelerate == 0) == 2,
          "a second end callback marks the real rest (%d did-end-decelerating, will_decelerate %d)",
          log.did_end_decelerating, log.will_decelerate);
    cubescroll_scroller_destroy(s);
}

/* Callbacks may read their scroller but not change it; a destroy from a callback waits for the call. */
typedef struct { cubescroll_scroller *s; int calls; cubescroll_result set_offset, advance, key, set_callbacks, get;
                 int destroy; } Reentry;
static void reenter(void *user, double x, double y) {
    Reentry *r = (Reentry *)user;
    double ox, oy;
    (void)x; (void)y;
    if (r->calls++) return;
    r->set_offset = cubescroll_set_offset(r->s, 0, 0, 0, 100);
    r->advance = cubescroll_advance(r->s, 100);
    r->key = cubescroll_key(r->s, CUBESCROLL_KEY_END, 100);
    r->set_callbacks = cubescroll_scroller_set_callbacks(r->s, NULL);
    r->get = cubescroll_get_offset(r->s, &ox, &oy);
    if (r->destroy) cubescroll_scroller_destroy(r->s);
}
static void test_what_callbacks_may_call(void) {
    Reentry r;
    cubescroll_callbacks cb;
    double x, y;
    memset(&r, 0, sizeof r);
    memset(&cb, 0, sizeof cb);
    r.s = cubescroll_scroller_create(400, 300);
    cubescroll_scroller_set_content_size(r.s, 400, 10000);
    cb.user = &r;
    cb.did_scroll = reenter;
    CHECK(cubescroll_scroller_set_callbacks(r.s, &cb) == CUBESCROLL_OK, "set_callbacks");
    memset(&cb, 0xff, sizeof cb);                         /* copied: the app's struct may change or go */
    cubescroll_set_offset(r.s, 0, 500, 0, 1);
    CHECK(r.calls == 1, "did-scroll called once (%d)", r.calls);
    CHECK(r.set_offset == CUBESCROLL_ERROR_IN_CALLBACK && r.advance == CUBESCROLL_ERROR_IN_CALLBACK &&
          r.key == CUBESCROLL_ERROR_IN_CALLBACK && r.set_callbacks == CUBESCROLL_ERROR_IN_CALLBACK,
          "changing calls from a callback are refused (%d %d %d %d)", r.set_offset, r.advance, r.key, r.set_callbacks);
    CHECK(r.get == CUBESCROLL_OK, "a getter from a callback works (%d)", r.get);
    cubescroll_get_offset(r.s, &x, &y);
    CHECK(y == 500, "the refused calls changed nothing: %.1f", y);
    CHECK(cubescroll_advance(r.s, 2) == CUBESCROLL_OK, "after the callback returned, calls work again");
    CHECK(cubescroll_scroller_set_callbacks(r.s, NULL) == CUBESCROLL_OK, "NULL clears the callbacks");
    cubescroll_set_offset(r.s, 0, 600, 0, 3);
    CHECK(r.calls == 1, "no callback after clearing (%d)", r.calls);
    /* Destroyed from its own callback: the scroller lives until set_offset returns, then is freed
     * (under a leak or address sanitizer this also checks that it is freed once). */
    memset(&cb, 0, sizeof cb);
    cb.user = &r;
    cb.did_scroll = reenter;
    r.calls = 0;
    r.destroy = 1;
    cubescroll_scroller_set_callbacks(r.s, &cb);
    CHECK(cubescroll_set_offset(r.s, 0, 100, 0, 4) == CUBESCROLL_OK, "the call whose callback destroyed it completes");
    CHECK(r.calls == 1, "no callback after the destroy request (%d)", r.calls);
}

/* The indicators: the vertical bar shows the visible fraction, moves with the offset and fades 1.2 s
 * after the content stops; an axis that does not scroll has none. */
static void test_indicators(void) {
    Log log;
    cubescroll_indicator h, v;
    memset(&log, 0, sizeof log);
    cubescroll_scroller *s = make_list(&log);
    CHECK(cubescroll_get_indicators(s, &h, &v) == CUBESCROLL_OK, "get_indicators");
    CHECK(v.alpha == 0, "never scrolled: hidden (alpha %.2f)", v.alpha);
    CHECK(h.alpha == 0 && h.width == 0 && h.height == 0, "no horizontal range: no horizontal bar");
    double t = drag(s, 1.0, 250, 200, 0.3);
    cubescroll_get_indicators(s, NULL, &v);
    CHECK(v.alpha == 1, "visible while it moves (alpha %.2f)", v.alpha);
    CHECK(v.width == 3 && v.x == 400 - 3 - 3, "3 pt wide, 3 pt from the right edge: x %.1f w %.1f", v.x, v.width);
    CHECK(v.height == 36, "at least 36 pt long (300 of 24000 pt visible): %.1f", v.height);
    double top = v.y;
    t = settle(s, t, 5);
    cubescroll_advance(s, t + 1.0);
    cubescroll_get_indicators(s, NULL, &v);
    CHECK(v.alpha == 1 && v.y >= top, "still shown 1 s after the rest (alpha %.2f)", v.alpha);
    cubescroll_advance(s, t + 1.2 + 0.125);
    cubescroll_get_indicators(s, NULL, &v);
    CHECK(v.alpha > 0.3 && v.alpha < 0.7, "fading over 0.25 s from 1.2 s after the rest (alpha %.3f)", v.alpha);
    cubescroll_advance(s, t + 2);
    cubescroll_get_indicators(s, NULL, &v);
    CHECK(v.alpha == 0, "gone after the fade (alpha %.2f)", v.alpha);
    cubescroll_key(s, CUBESCROLL_KEY_END, t + 3);
    settle(s, t + 3, 3);
    cubescroll_get_indicators(s, NULL, &v);
    CHECK(fabs(v.y + v.height - (300 - 3)) < 1e-6, "at the end of the range the bar reaches the bottom margin: %.2f",
          v.y + v.height);
    CHECK(cubescroll_scroller_set_size(s, 0, 0) == CUBESCROLL_OK, "a zero size is accepted");
    double min_x, min_y, max_x, max_y;
    cubescroll_get_range(s, &min_x, &min_y, &max_x, &max_y);
    CHECK(max_y == 1000 * row - 300, "...and ignored: the area keeps its size (range end %.1f)", max_y);
    cubescroll_scroller_destroy(s);
}

int main(void) {
    test_version_and_messages();
    test_null_and_bad_values();
    test_fling_lands_on_chosen_row();
    test_pull_rubber_bands_and_springs_back();
    test_wheel_and_keys();
    test_paging_and_zoom();
    test_catch_ends_unsnapped_then_lands();
    test_what_callbacks_may_call();
    test_indicators();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
