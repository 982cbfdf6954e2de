// See include/x11_input_time.h. Xlib gives a wire-to-event hook no user pointer, so the recorded
// events live in this file's one buffer (one GLFW display per process), guarded by a mutex: the
// hook runs on whichever thread makes Xlib read from the connection.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <X11/Xlib.h>
#include <X11/Xlibint.h>
#include <X11/Xproto.h>
#include <pthread.h>
#include <string.h>
#include <time.h>
#include "x11_input_time.h"

enum { capacity = 4096 };

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static xit_event ring[capacity];
static size_t first = 0, count = 0;
static long latest_marker = 0;
static Atom marker = None;
static Display *installed = NULL;
// Xlib's converters the hook chains to, per event type.
static Bool (*previous[LASTEvent])(Display *, XEvent *, xEvent *);

static void record(const xit_event *e) {
    pthread_mutex_lock(&lock);
    if (count == capacity) { first = (first + 1) % capacity; count--; }
    ring[(first + count) % capacity] = *e;
    count++;
    pthread_mutex_unlock(&lock);
}

static Bool hook(Display *display, XEvent *out, xEvent *wire) {
    int type = wire->u.u.type & 0x7f;
    Bool converted = previous[type](display, out, wire);
    if (!converted) return converted;
    xit_event e = {0};
    e.type = out->type;
    switch (out->type) {
    case KeyPress:
        e.time_ms = (uint32_t)out->xkey.time; e.window = out->xkey.window;
        e.x = out->xkey.x; e.y = out->xkey.y; e.detail = out->xkey.keycode;
        break;
    case ButtonPress: case ButtonRelease:
        e.time_ms = (uint32_t)out->xbutton.time; e.window = out->xbutton.window;
        e.x = out->xbutton.x; e.y = out->xbutton.y; e.detail = out->xbutton.button;
        break;
    case MotionNotify:
        e.time_ms = (uint32_t)out->xmotion.time; e.window = out->xmotion.window;
        e.x = out->xmotion.x; e.y = out->xmotion.y;
        break;
    case EnterNotify:
        e.time_ms = (uint32_t)out->xcrossing.time; e.window = out->xcrossing.window;
        e.x = out->xcrossing.x; e.y = out->xcrossing.y;
        break;
    case ClientMessage:
        if (out->xclient.message_type == marker && out->xclient.format == 32) {
            pthread_mutex_lock(&lock);
            if (out->xclient.data.l[0] > latest_marker) latest_marker = out->xclient.data.l[0];
            pthread_mutex_unlock(&lock);
        }
        return converted;
    default:
        return converted;
    }
    record(&e);
    return converted;
}

// GLFW's native-access functions, looked up when called: a GLFW built for Wayland only (Debian's
// libglfw3-wayland) has none, and then there is no X display to read times from.
void *xit_display(void) {
    void *(*get)(void) = (void *(*)(void))dlsym(RTLD_DEFAULT, "glfwGetX11Display");
    return get ? get() : NULL;
}

unsigned long xit_window(void *glfw_window) {
    unsigned long (*get)(void *) = (unsigned long (*)(void *))dlsym(RTLD_DEFAULT, "glfwGetX11Window");
    return get ? get(glfw_window) : 0;
}

void xit_install(void *display, unsigned long marker_atom) {
    if (!display || installed == (Display *)display) return;
    // A new display (GLFW terminated and started again): its own converters, a fresh record.
    pthread_mutex_lock(&lock);
    installed = (Display *)display;
    marker = (Atom)marker_atom;
    first = count = 0;
    latest_marker = 0;
    pthread_mutex_unlock(&lock);
    const int types[] = {KeyPress, ButtonPress, ButtonRelease, MotionNotify, EnterNotify, ClientMessage};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        previous[types[i]] = XESetWireToEvent((Display *)display, types[i], hook);
    }
}

size_t xit_take(xit_event *out, size_t n) {
    pthread_mutex_lock(&lock);
    size_t taken = 0;
    while (taken < n && count > 0) {
        out[taken++] = ring[first];
        first = (first + 1) % capacity;
        count--;
    }
    pthread_mutex_unlock(&lock);
    return taken;
}

long xit_latest_marker(void) {
    pthread_mutex_lock(&lock);
    long m = latest_marker;
    pthread_mutex_unlock(&lock);
    return m;
}

void *xit_open_sender(void *display) {
    return display ? XOpenDisplay(DisplayString((Display *)display)) : NULL;
}

unsigned long xit_atom(void *display, const char *name) { return XInternAtom((Display *)display, name, False); }

int xit_send_marker(void *sender, unsigned long window, unsigned long marker_atom, long sequence) {
    XEvent e;
    memset(&e, 0, sizeof e);
    e.xclient.type = ClientMessage;
    e.xclient.window = (Window)window;
    e.xclient.message_type = (Atom)marker_atom;
    e.xclient.format = 32;
    e.xclient.data.l[0] = sequence;
    // No event mask: the event goes to the client that created the window (GLFW's connection).
    Status sent = XSendEvent((Display *)sender, (Window)window, False, NoEventMask, &e);
    XFlush((Display *)sender);
    return sent != 0;
}

void xit_close_sender(void *sender) { if (sender) XCloseDisplay((Display *)sender); }

uint32_t xit_monotonic_ms(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint32_t)((uint64_t)now.tv_sec * 1000u + (uint64_t)now.tv_nsec / 1000000u);
}
