#include "deflate_png.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/// One thread's reusable buffers and compressor.
typedef struct {
    uint8_t *filtered;
    size_t filtered_capacity;
    uint8_t *out;
    size_t out_capacity;
    struct libdeflate_compressor *compressor;
    int level;
} thread_state;

static pthread_key_t state_key;
static pthread_once_t state_once = PTHREAD_ONCE_INIT;

static void free_state(void *pointer) {
    thread_state *state = pointer;
    free(state->filtered);
    free(state->out);
    if (state->compressor != NULL) libdeflate_free_compressor(state->compressor);
    free(state);
}

static void make_key(void) { pthread_key_create(&state_key, free_state); }

static thread_state *current_state(void) {
    pthread_once(&state_once, make_key);
    thread_state *state = pthread_getspecific(state_key);
    if (state == NULL) {
        state = calloc(1, sizeof *state);
        if (state == NULL || pthread_setspecific(state_key, state) != 0) {
            free(state);
            return NULL;
        }
    }
    return state;
}

/// Grows `*buffer` to at least `size` bytes (contents not kept). Returns 0 when out of memory.
static int reserve(uint8_t **buffer, size_t *capacity, size_t size) {
    if (*capacity >= size) return 1;
    free(*buffer);
    *buffer = malloc(size);
    *capacity = *buffer == NULL ? 0 : size;
    return *buffer != NULL;
}

const uint8_t *cdeflate_png_idat(const uint8_t *pixels, size_t row_bytes, size_t height, int level,
                                 size_t *length) {
    thread_state *state = current_state();
    if (state == NULL) return NULL;
    if (state->compressor == NULL || state->level != level) {
        if (state->compressor != NULL) libdeflate_free_compressor(state->compressor);
        state->compressor = libdeflate_alloc_compressor(level);
        state->level = level;
        if (state->compressor == NULL) return NULL;
    }
    size_t filtered_size = (row_bytes + 1) * height;
    size_t bound = libdeflate_zlib_compress_bound(state->compressor, filtered_size);
    if (!reserve(&state->filtered, &state->filtered_capacity, filtered_size)
        || !reserve(&state->out, &state->out_capacity, bound)) {
        return NULL;
    }
    for (size_t y = 0; y < height; y++) {
        uint8_t *line = state->filtered + y * (row_bytes + 1);
        line[0] = 0;  // filter type None
        memcpy(line + 1, pixels + y * row_bytes, row_bytes);
    }
    *length = libdeflate_zlib_compress(state->compressor, state->filtered, filtered_size, state->out, bound);
    return *length == 0 ? NULL : state->out;
}

uint32_t cdeflate_crc32(uint32_t crc, const void *bytes, size_t length) {
    return libdeflate_crc32(crc, bytes, length);
}
