// The X server's own time for each input the window gets (docs/scenes.md, "How exact the stamps
// are"). Every X input event carries the server's timestamp (milliseconds; Xorg and Xvfb count
// CLOCK_MONOTONIC, as this process does), but GLFW 3.3 does not hand it to its callbacks. This
// records it as Xlib reads each event from the connection (a wire-to-event hook, XESetWireToEvent,
// which runs for every event whichever thread reads it), so the callback GLFW then runs for the
// event can look its time up. It also carries the frame-sync marker: a ClientMessage the render
// thread sends through the server, which arrives after every input the server handled before it.
#ifndef X11_INPUT_TIME_H
#define X11_INPUT_TIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One input event as Xlib read it.
typedef struct {
    /// X's core event type: 2 KeyPress, 4 ButtonPress, 5 ButtonRelease, 6 MotionNotify, 7 EnterNotify.
    int type;
    /// The server's timestamp, milliseconds (X's 32-bit Time; it wraps after 49.7 days).
    uint32_t time_ms;
    /// The window the event is for.
    unsigned long window;
    /// The pointer in that window, pixels (motion, enter, buttons).
    int x, y;
    /// The button (presses, releases) or the keycode (key presses); 0 otherwise.
    unsigned int detail;
} xit_event;

/// GLFW's X display and window for `glfw_window` (a GLFWwindow *), or 0 when GLFW does not run on
/// X11 (Wayland): then nothing here applies.
void *xit_display(void);
unsigned long xit_window(void *glfw_window);

/// Installs the hook on `display` (GLFW's) for key presses, buttons, motion, enter and client
/// messages of type `marker_atom` (the frame-sync markers). Once per display: a later call for the
/// same display does nothing; one for another (GLFW started again) installs there and starts afresh.
void xit_install(void *display, unsigned long marker_atom);

/// Moves up to `capacity` recorded events, oldest first, into `out`; returns how many. Events
/// beyond the buffer's 4096 are dropped, oldest first.
size_t xit_take(xit_event *out, size_t capacity);

/// The highest frame-sync marker Xlib has read so far (0: none).
long xit_latest_marker(void);

/// Opens a second connection to the display GLFW uses (for the render thread's markers), or NULL.
void *xit_open_sender(void *display);
/// Interns `name` on `display` (created if missing).
unsigned long xit_atom(void *display, const char *name);
/// Sends the frame-sync marker `sequence` (a ClientMessage of type `marker_atom`) through the
/// server to `window`'s owner, and flushes. Returns 0 if Xlib refused.
int xit_send_marker(void *sender, unsigned long window, unsigned long marker_atom, long sequence);
void xit_close_sender(void *sender);

/// CLOCK_MONOTONIC now, milliseconds, truncated to 32 bits as X's Time is.
uint32_t xit_monotonic_ms(void);

#ifdef __cplusplus
}
#endif

#endif
