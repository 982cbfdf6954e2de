// CPNG — libpng (Debian: libpng-dev) for Swift.
//
// libpng reports errors with longjmp, which must never cross Swift frames. So Swift calls either
// libpng 1.6's "simplified API" (png_image_*, see png.h "SIMPLIFIED API"; it catches its own
// errors and reports them in png_image.message) for reading, or cpng_write_rgba8 below for
// writing, whose setjmp/longjmp stay entirely inside this C function.
#ifndef CUBESCROLL_CPNG_SHIM_H
#define CUBESCROLL_CPNG_SHIM_H

#include <png.h>
#include <setjmp.h>
#include <stdio.h>

/// png_image.version must be set to this before any png_image_* call.
static const png_uint_32 CPNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
/// 8 bits per channel, R G B A in memory order, straight (not premultiplied) alpha, sRGB.
static const png_uint_32 CPNG_FORMAT_RGBA = PNG_FORMAT_RGBA;

/// PNG_IMAGE_FAILED(image): non-zero when the last png_image_* call failed (a warning is not a failure).
static inline int cpng_image_failed(const png_image *image) {
    return PNG_IMAGE_FAILED(*image);
}

/// The NUL-terminated warning or error text libpng left in image->message ("" when none).
static inline const char *cpng_image_message(const png_image *image) {
    return image->message;
}

/// Where cpng_error_exit copies libpng's error text.
typedef struct {
    char *message;
    size_t message_size;
} cpng_error_context;

/// libpng error callback: keep the text, then leave through the setjmp in cpng_write_rgba8.
static void cpng_error_exit(png_structp png, png_const_charp text) {
    cpng_error_context *context = (cpng_error_context *)png_get_error_ptr(png);
    snprintf(context->message, context->message_size, "%s", text);
    png_longjmp(png, 1);
}

/// libpng warning callback: warnings are not failures; ignore them.
static void cpng_ignore_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

/// Writes an 8-bit RGBA image (rows top first, `row_bytes` apart) as a PNG to `file` with zlib
/// level `compression_level` (0-9) and the Sub row filter, an sRGB chunk and no timestamp (same
/// pixels, same bytes). Returns 1 on success; 0 on failure with libpng's reason in `message`.
static inline int cpng_write_rgba8(FILE *file, const unsigned char *pixels, png_uint_32 width,
                                   png_uint_32 height, size_t row_bytes, int compression_level,
                                   char *message, size_t message_size) {
    cpng_error_context context = {message, message_size};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, cpng_error_exit,
                                              cpng_ignore_warning);
    if (png == NULL) {
        snprintf(message, message_size, "out of memory");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        snprintf(message, message_size, "out of memory");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {  // reached from cpng_error_exit; png and info are unchanged since
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    png_init_io(png, file);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB);
    png_write_info(png, info);
    for (png_uint_32 y = 0; y < height; y++) {
        png_write_row(png, pixels + (size_t)y * row_bytes);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return 1;
}

#endif
