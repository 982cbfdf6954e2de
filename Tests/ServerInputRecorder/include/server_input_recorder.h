// Records the pointer as the X server moved it: every button press, button release and motion
// the server processes, with the server's own timestamp, through the RECORD extension
// (libXtst; Debian libxtst-dev). Tests use it to know when a synthetic gesture (xdotool) really
// happened, whatever the load on the machine did to the process that sent it.
#ifndef SERVER_INPUT_RECORDER_H
#define SERVER_INPUT_RECORDER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One device event as the server processed it.
typedef struct {
    /// X's core event type: 4 ButtonPress, 5 ButtonRelease, 6 MotionNotify.
    int type;
    /// The server's timestamp, milliseconds (X's 32-bit Time; it wraps after 49.7 days).
    uint32_t time_ms;
    /// The pointer on the root window, pixels.
    int root_x, root_y;
    /// The button for presses and releases (1 left); 0 for motion.
    int button;
} sir_event;

typedef struct sir_recorder sir_recorder;

/// Starts recording on `display_name` (NULL: $DISPLAY) and returns once the server records.
/// NULL on failure, with one line in `error` (at most `error_size` bytes, NUL-terminated).
sir_recorder *sir_start(const char *display_name, char *error, size_t error_size);

/// Stops recording, copies up to `capacity` events (oldest first) into `out`, frees the
/// recorder and returns how many events were recorded (may exceed `capacity`).
size_t sir_stop(sir_recorder *recorder, sir_event *out, size_t capacity);

#ifdef __cplusplus
}
#endif

#endif
