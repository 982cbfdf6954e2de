// See include/server_input_recorder.h. Two connections, as RECORD asks: `control` creates and
// disables the context, `data` receives the recorded protocol. After sir_start both belong to the
// recording thread only, so Xlib needs no locking (no XInitThreads).
#include "server_input_recorder.h"

#include <X11/Xlib.h>
#include <X11/Xproto.h>
#include <X11/extensions/record.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct sir_recorder {
    Display *control, *data;
    XRecordContext context;
    pthread_t thread;
    atomic_int started, ended, stop;
    sir_event *events;   // written by the recording thread; read after it is joined
    size_t count, capacity;
};

static void intercept(XPointer closure, XRecordInterceptData *data) {
    sir_recorder *r = (sir_recorder *)closure;
    if (data->category == XRecordStartOfData) atomic_store(&r->started, 1);
    if (data->category == XRecordEndOfData) atomic_store(&r->ended, 1);
    if (data->category == XRecordFromServer && data->data_len * 4 >= sizeof(xEvent)) {
        const xEvent *e = (const xEvent *)data->data;
        int type = e->u.u.type & 0x7f;
        if (type == ButtonPress || type == ButtonRelease || type == MotionNotify) {
            if (r->count == r->capacity) {
                size_t grown = r->capacity ? r->capacity * 2 : 256;
                sir_event *more = realloc(r->events, grown * sizeof *more);
                if (!more) { XRecordFreeData(data); return; }
                r->events = more;
                r->capacity = grown;
            }
            r->events[r->count++] = (sir_event){
                .type = type, .time_ms = (uint32_t)e->u.keyButtonPointer.time,
                .root_x = e->u.keyButtonPointer.rootX, .root_y = e->u.keyButtonPointer.rootY,
                .button = type == MotionNotify ? 0 : e->u.u.detail};
        }
    }
    XRecordFreeData(data);
}

static void *record(void *closure) {
    sir_recorder *r = closure;
    struct pollfd fd = {.fd = ConnectionNumber(r->data), .events = POLLIN};
    while (!atomic_load(&r->stop)) {
        poll(&fd, 1, 20);
        XRecordProcessReplies(r->data);
    }
    XRecordDisableContext(r->control, r->context);
    XSync(r->control, False);
    // What the server recorded before the disable, up to its end of data (at most 1 s).
    for (int i = 0; i < 50 && !atomic_load(&r->ended); i++) {
        poll(&fd, 1, 20);
        XRecordProcessReplies(r->data);
    }
    return NULL;
}

static void cleanup(sir_recorder *r) {
    if (r->context) XRecordFreeContext(r->control, r->context);
    if (r->data) XCloseDisplay(r->data);
    if (r->control) XCloseDisplay(r->control);
    free(r->events);
    free(r);
}

sir_recorder *sir_start(const char *display_name, char *error, size_t error_size) {
    sir_recorder *r = calloc(1, sizeof *r);
    if (!r) { snprintf(error, error_size, "out of memory"); return NULL; }
    r->control = XOpenDisplay(display_name);
    r->data = XOpenDisplay(display_name);
    int major = 0, minor = 0;
    if (!r->control || !r->data) {
        snprintf(error, error_size, "cannot open display %s", display_name ? display_name : "$DISPLAY");
        cleanup(r);
        return NULL;
    }
    if (!XRecordQueryVersion(r->control, &major, &minor)) {
        snprintf(error, error_size, "the X server has no RECORD extension");
        cleanup(r);
        return NULL;
    }
    XRecordRange *range = XRecordAllocRange();
    range->device_events.first = ButtonPress;
    range->device_events.last = MotionNotify;
    XRecordClientSpec clients = XRecordAllClients;
    r->context = XRecordCreateContext(r->control, 0, &clients, 1, &range, 1);
    XFree(range);
    XSync(r->control, False);
    if (!r->context || !XRecordEnableContextAsync(r->data, r->context, intercept, (XPointer)r)) {
        snprintf(error, error_size, "RECORD could not start recording");
        cleanup(r);
        return NULL;
    }
    // Wait (up to 2 s) for the server's start of data: from then on nothing is missed.
    for (int i = 0; i < 200 && !atomic_load(&r->started); i++) {
        struct pollfd fd = {.fd = ConnectionNumber(r->data), .events = POLLIN};
        poll(&fd, 1, 10);
        XRecordProcessReplies(r->data);
    }
    if (!atomic_load(&r->started) || pthread_create(&r->thread, NULL, record, r) != 0) {
        snprintf(error, error_size, "RECORD did not start within 2 s");
        cleanup(r);
        return NULL;
    }
    return r;
}

size_t sir_stop(sir_recorder *r, sir_event *out, size_t capacity) {
    atomic_store(&r->stop, 1);
    pthread_join(r->thread, NULL);
    size_t count = r->count;
    if (out) memcpy(out, r->events, (count < capacity ? count : capacity) * sizeof *out);
    cleanup(r);
    return count;
}
