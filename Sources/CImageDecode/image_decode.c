// Format sniffing, the size limit, box averaging and orientation shared by the readers.
#include "internal.h"
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static FILE *open_file(const char *path, char *message, size_t message_size) {
    FILE *file = fopen(path, "rb");
    if (file == NULL) snprintf(message, message_size, "cannot be read: %s", strerror(errno));
    return file;
}

/// The format from the first bytes; on failure, the reason.
static int sniff(FILE *file, char *message, size_t message_size) {
    unsigned char head[8] = {0};
    size_t n = fread(head, 1, sizeof head, file);
    rewind(file);
    if (n == 0) {
        snprintf(message, message_size, ferror(file) ? "cannot be read: %s" : "is empty (0 bytes)",
                 ferror(file) ? strerror(errno) : "");
        return IDEC_FORMAT_UNKNOWN;
    }
    if (n >= 3 && head[0] == 0xFF && head[1] == 0xD8 && head[2] == 0xFF) return IDEC_FORMAT_JPEG;
    static const unsigned char png[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (n == 8 && memcmp(head, png, 8) == 0) return IDEC_FORMAT_PNG;
    snprintf(message, message_size, "is not a JPEG or PNG file (its first bytes are neither signature)");
    return IDEC_FORMAT_UNKNOWN;
}

int idec_check_size(uint32_t width, uint32_t height, uint64_t max_pixels, char *message, size_t message_size) {
    if (width == 0 || height == 0) {
        snprintf(message, message_size, "declares an empty image (%u×%u pixels)", width, height);
        return 0;
    }
    if ((uint64_t)width * height > max_pixels) {
        snprintf(message, message_size, "declares %u×%u pixels, more than the %llu-megapixel limit", width, height,
                 (unsigned long long)(max_pixels / 1000000));
        return 0;
    }
    return 1;
}

int idec_probe(const char *path, uint64_t max_pixels, idec_info *info, char *message, size_t message_size) {
    memset(info, 0, sizeof *info);
    info->orientation = 1;
    FILE *file = open_file(path, message, message_size);
    if (file == NULL) return 0;
    int format = sniff(file, message, message_size), ok = 0;
    if (format == IDEC_FORMAT_JPEG) ok = idec_jpeg_probe(file, max_pixels, info, message, message_size);
    if (format == IDEC_FORMAT_PNG) ok = idec_png_probe(file, max_pixels, info, message, message_size);
    info->format = format;
    fclose(file);
    return ok;
}

int idec_decode(const char *path, int shift, uint32_t x, uint32_t y, uint32_t w, uint32_t h, unsigned char *out,
                size_t max_memory, char *message, size_t message_size) {
    if (shift < 0 || shift > 16 || w == 0 || h == 0) {
        snprintf(message, message_size, "bad region request");
        return 0;
    }
    FILE *file = open_file(path, message, message_size);
    if (file == NULL) return 0;
    int format = sniff(file, message, message_size), ok = 0;
    if (format == IDEC_FORMAT_JPEG) ok = idec_jpeg_decode(file, shift, x, y, w, h, out, max_memory, message, message_size);
    if (format == IDEC_FORMAT_PNG) ok = idec_png_decode(file, shift, x, y, w, h, out, max_memory, message, message_size);
    fclose(file);
    return ok;
}

// MARK: - Box averaging

void idec_box_init(idec_box *box, uint32_t *sums, uint32_t x, uint32_t w, uint32_t factor, uint32_t decoded_width,
                   unsigned char *out) {
    box->sums = sums;
    box->w = w;
    box->factor = factor;
    box->x0 = x * factor;
    uint64_t end = (uint64_t)(x + w) * factor;
    box->x1 = end < decoded_width ? (uint32_t)end : decoded_width;
    box->rows = 0;
    box->out = out;
}

void idec_box_add(idec_box *box, const unsigned char *row, uint32_t row_x0) {
    const unsigned char *p = row + (size_t)(box->x0 - row_x0) * 4;
    uint32_t column = box->x0;
    for (uint32_t o = 0; o < box->w && column < box->x1; o++) {
        uint32_t *s = box->sums + (size_t)o * 4;
        for (uint32_t k = 0; k < box->factor && column < box->x1; k++, column++, p += 4) {
            s[0] += p[0]; s[1] += p[1]; s[2] += p[2]; s[3] += p[3];
        }
    }
    box->rows++;
}

void idec_box_flush(idec_box *box) {
    if (box->rows == 0) return;
    uint32_t column = box->x0;
    for (uint32_t o = 0; o < box->w; o++) {
        uint32_t cols = box->x1 > column ? box->x1 - column : 0;
        if (cols > box->factor) cols = box->factor;
        column += box->factor;
        uint32_t n = cols * box->rows;
        uint32_t *s = box->sums + (size_t)o * 4;
        unsigned char *d = box->out + (size_t)o * 4;
        for (int c = 0; c < 4; c++) {
            d[c] = n ? (unsigned char)((s[c] + n / 2) / n) : 0;
            s[c] = 0;
        }
    }
    box->out += (size_t)box->w * 4;
    box->rows = 0;
}

// MARK: - Orientation

void idec_orient(const unsigned char *src, uint32_t w, uint32_t h, int orientation, unsigned char *dst) {
    int swap = orientation >= 5 && orientation <= 8;
    uint32_t dw = swap ? h : w, dh = swap ? w : h;
    for (uint32_t dy = 0; dy < dh; dy++) {
        for (uint32_t dx = 0; dx < dw; dx++) {
            // The stored pixel shown at (dx, dy) (EXIF 2.32, tag 0x0112).
            uint32_t sx, sy;
            switch (orientation) {
            case 2: sx = w - 1 - dx; sy = dy; break;
            case 3: sx = w - 1 - dx; sy = h - 1 - dy; break;
            case 4: sx = dx; sy = h - 1 - dy; break;
            case 5: sx = dy; sy = dx; break;
            case 6: sx = dy; sy = h - 1 - dx; break;
            case 7: sx = w - 1 - dy; sy = h - 1 - dx; break;
            case 8: sx = w - 1 - dy; sy = dx; break;
            default: sx = dx; sy = dy; break;
            }
            memcpy(dst + ((size_t)dy * dw + dx) * 4, src + ((size_t)sy * w + sx) * 4, 4);
        }
    }
}
