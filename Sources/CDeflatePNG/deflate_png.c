#include "deflate_png.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

size_t cdeflate_png_idat_bound(size_t row_bytes, size_t height) {
    // libdeflate's bound does not depend on the level; NULL asks for the bound of any compressor.
    return libdeflate_zlib_compress_bound(NULL, (row_bytes + 1) * height);
}

/// One row with the Sub filter: `out[0]` = 1, then each byte minus the byte 4 before it
/// (the same channel of the left neighbour; the first pixel is kept as is).
static void filter_sub_row(const uint8_t *row, size_t row_bytes, uint8_t *out) {
    out[0] = 1;
    out++;
    size_t first = row_bytes < 4 ? row_bytes : 4;
    memcpy(out, row, first);
    for (size_t i = 4; i < row_bytes; i++) {
        out[i] = (uint8_t)(row[i] - row[i - 4]);
    }
}

size_t cdeflate_png_idat(const uint8_t *pixels, size_t row_bytes, size_t height, int level,
                         uint8_t *out, size_t capacity) {
    size_t filtered_size = (row_bytes + 1) * height;
    uint8_t *filtered = malloc(filtered_size);
    if (filtered == NULL) return 0;
    for (size_t y = 0; y < height; y++) {
        filter_sub_row(pixels + y * row_bytes, row_bytes, filtered + y * (row_bytes + 1));
    }
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    if (compressor == NULL) {
        free(filtered);
        return 0;
    }
    size_t written = libdeflate_zlib_compress(compressor, filtered, filtered_size, out, capacity);
    libdeflate_free_compressor(compressor);
    free(filtered);
    return written;
}

uint32_t cdeflate_crc32(uint32_t crc, const void *bytes, size_t length) {
    return libdeflate_crc32(crc, bytes, length);
}
