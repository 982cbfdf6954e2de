// CPNG — libpng (Debian: libpng-dev) for Swift.
//
// Swift cannot call libpng's classic API safely: libpng reports errors with longjmp, which must never
// cross Swift frames. So Swift uses only libpng 1.6's "simplified API" (png_image_*; see png.h,
// "SIMPLIFIED API"), which catches its own errors and reports them in png_image.message, plus the
// small helpers below for the function-like macros Swift cannot import.
#ifndef CUBESCROLL_CPNG_SHIM_H
#define CUBESCROLL_CPNG_SHIM_H

#include <png.h>

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

#endif
