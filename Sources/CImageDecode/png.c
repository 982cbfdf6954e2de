// PNG through libpng's progressive-row API: the header (and the eXIf chunk's orientation), and
// region decoding that reads rows in order and stops after the region's last row.
#include "internal.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *message;
    size_t message_size;
} png_failure;

static void fail_exit(png_structp png, png_const_charp text) {
    png_failure *failure = (png_failure *)png_get_error_ptr(png);
    if (strstr(text, "Read Error") != NULL || strstr(text, "Not enough image data") != NULL) {
        snprintf(failure->message, failure->message_size, "is truncated (%s)", text);
    } else {
        snprintf(failure->message, failure->message_size, "is not a valid PNG: %s", text);
    }
    png_longjmp(png, 1);
}

static void ignore_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

int idec_png_probe(FILE *file, uint64_t max_pixels, idec_info *info, char *message, size_t message_size) {
    png_failure failure = {message, message_size};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, fail_exit, ignore_warning);
    png_infop pinfo = png ? png_create_info_struct(png) : NULL;
    if (pinfo == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        snprintf(message, message_size, "out of memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &pinfo, NULL);
        return 0;
    }
    // The size first, from IHDR (always the first chunk: bytes 16-23), so that a file declaring too
    // many pixels is refused even when the rest of it is missing; libpng checks the rest.
    unsigned char head[24];
    if (fread(head, 1, sizeof head, file) == sizeof head && memcmp(head + 12, "IHDR", 4) == 0) {
        uint32_t w = (uint32_t)head[16] << 24 | (uint32_t)head[17] << 16 | (uint32_t)head[18] << 8 | head[19];
        uint32_t h = (uint32_t)head[20] << 24 | (uint32_t)head[21] << 16 | (uint32_t)head[22] << 8 | head[23];
        if (w > 0 && h > 0 && !idec_check_size(w, h, max_pixels, message, message_size)) {
            png_destroy_read_struct(&png, &pinfo, NULL);
            return 0;
        }
    }
    rewind(file);
    png_init_io(png, file);
    png_read_info(png, pinfo);
    info->width = png_get_image_width(png, pinfo);
    info->height = png_get_image_height(png, pinfo);
    info->interlaced = png_get_interlace_type(png, pinfo) != PNG_INTERLACE_NONE;
    int ok = idec_check_size(info->width, info->height, max_pixels, message, message_size);
#ifdef PNG_eXIf_SUPPORTED
    png_bytep exif = NULL;
    png_uint_32 exif_size = 0;
    if (ok && png_get_eXIf_1(png, pinfo, &exif_size, &exif) && exif_size > 0 && exif_size < 65536) {
        unsigned char block[65536 + 6];
        memcpy(block, "Exif\0\0", 6);
        memcpy(block + 6, exif, exif_size);
        info->orientation = idec_exif_orientation(block, exif_size + 6);
    }
#endif
    png_destroy_read_struct(&png, &pinfo, NULL);
    return ok;
}

int idec_png_decode(FILE *file, int shift, uint32_t x, uint32_t y, uint32_t w, uint32_t h, unsigned char *out,
                    size_t max_memory, char *message, size_t message_size) {
    png_failure failure = {message, message_size};
    uint32_t *const sums = calloc((size_t)w * 4, sizeof(uint32_t));
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, fail_exit, ignore_warning);
    png_infop pinfo = png ? png_create_info_struct(png) : NULL;
    if (pinfo == NULL || sums == NULL) {
        png_destroy_read_struct(&png, &pinfo, NULL);
        free(sums);
        snprintf(message, message_size, "out of memory");
        return 0;
    }
    unsigned char *volatile pixels = NULL;   // one row, or the whole image when interlaced
    png_bytepp volatile rows = NULL;         // row pointers into `pixels` when interlaced
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &pinfo, NULL);
        free(rows);
        free(pixels);
        free(sums);
        return 0;
    }
    png_init_io(png, file);
    png_read_info(png, pinfo);
    uint32_t width = png_get_image_width(png, pinfo), height = png_get_image_height(png, pinfo);
    // Any colour type and depth to RGBA8.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, pinfo);
    uint32_t factor = 1u << shift;
    uint64_t y0 = (uint64_t)y * factor, y_end = (uint64_t)(y + h) * factor;
    if ((uint64_t)x * factor >= width || y0 >= height) {
        snprintf(message, message_size, "region outside the image");
        png_longjmp(png, 1);
    }
    if (y_end > height) y_end = height;
    size_t row_bytes = (size_t)width * 4;
    idec_box box;
    idec_box_init(&box, sums, x, w, factor, width, out);
    if (passes > 1) {
        // Interlaced rows arrive in seven passes over the whole image: it must be held at once.
        if ((uint64_t)row_bytes * height > max_memory) {
            snprintf(message, message_size,
                     "is an interlaced PNG of %u×%u pixels, too large to decode in bounded memory (save it without interlacing)",
                     width, height);
            png_longjmp(png, 1);
        }
        pixels = malloc(row_bytes * height);
        rows = pixels ? malloc(sizeof(png_bytep) * height) : NULL;
        if (rows == NULL) {
            snprintf(message, message_size, "out of memory");
            png_longjmp(png, 1);
        }
        for (uint32_t i = 0; i < height; i++) rows[i] = pixels + row_bytes * i;
        png_read_image(png, rows);
        for (uint64_t line = y0; line < y_end; line++) {
            idec_box_add(&box, pixels + row_bytes * line, 0);
            if ((line + 1 - y0) % factor == 0) idec_box_flush(&box);
        }
    } else {
        pixels = malloc(row_bytes);
        if (pixels == NULL) {
            snprintf(message, message_size, "out of memory");
            png_longjmp(png, 1);
        }
        for (uint64_t line = 0; line < y_end; line++) {
            png_read_row(png, pixels, NULL);
            if (line < y0) continue;
            idec_box_add(&box, pixels, 0);
            if ((line + 1 - y0) % factor == 0) idec_box_flush(&box);
        }
    }
    idec_box_flush(&box);
    png_destroy_read_struct(&png, &pinfo, NULL);
    free(rows);
    free(pixels);
    free(sums);
    return 1;
}
