// CImageDecode — reads JPEG (libjpeg-turbo's libjpeg API) and PNG (libpng) files a region at a time,
// at 1/2^k of full size, and the EXIF orientation (libexif), for Swift.
//
// libjpeg and libpng report errors with longjmp, which must never cross Swift frames: every
// setjmp/longjmp here stays inside one C function, and each function returns 1 (done) or 0 (failed,
// with one line of reason in `message`). Nothing here keeps state between calls; the functions are
// safe to call from several threads at once (each call opens its own file and decoder).
#ifndef CUBESCROLL_IMAGE_DECODE_H
#define CUBESCROLL_IMAGE_DECODE_H

#include <stddef.h>
#include <stdint.h>

/// What a file holds, from its first bytes (not its name).
typedef enum { IDEC_FORMAT_UNKNOWN = 0, IDEC_FORMAT_JPEG = 1, IDEC_FORMAT_PNG = 2 } idec_format;

/// A file's header: format, stored size in pixels (before orientation), EXIF orientation (1-8; 1
/// when there is none or it is not valid) and whether a PNG is interlaced.
typedef struct {
    int format;
    uint32_t width;
    uint32_t height;
    int orientation;
    int interlaced;
} idec_info;

/// Reads the header of `path` (and, for a JPEG, its APP1 EXIF block; for a PNG, its eXIf chunk).
/// Fails for an unreadable, empty or unrecognised file, a damaged header and a zero size. Sizes
/// larger than `max_pixels` fail *before* any pixel memory is allocated.
int idec_probe(const char *path, uint64_t max_pixels, idec_info *info, char *message, size_t message_size);

/// Decodes the region [x, x+w) x [y, y+h) of the stored (not reoriented) image reduced by 2^shift
/// (the reduced image is ceil(width/2^shift) x ceil(height/2^shift); the region must lie inside it)
/// into `out`: w*h RGBA8 pixels, rows top first, alpha 255 unless the PNG has transparency. Each
/// output pixel is the mean of the 2^shift x 2^shift full-size pixels under it (JPEG: libjpeg's
/// scaled IDCT for up to 1/8, box-averaged beyond). A JPEG decodes only the columns of the region
/// (jpeg_crop_scanline) and skips the rows above it (jpeg_skip_scanlines) without colour
/// conversion; a non-interlaced PNG is read row by row and stops after the region's last row.
/// `max_memory` bounds libjpeg's own working memory (a progressive JPEG needs its whole
/// coefficient array) and an interlaced PNG's full-size buffer; more fails cleanly. A JPEG whose
/// image data ends early is decoded as far as it goes (the rest grey, as viewers show it): the
/// result is 2 and `message` says so. A PNG that ends early fails ("premature end"). Returns 1 on
/// success, 2 on success with a note in `message`, 0 on failure with the reason in `message`.
int idec_decode(const char *path, int shift, uint32_t x, uint32_t y, uint32_t w, uint32_t h, unsigned char *out,
                size_t max_memory, char *message, size_t message_size);

/// Copies the w x h RGBA8 image `src` into `dst` turned upright for EXIF `orientation` (1-8): for
/// 5-8 `dst` is h x w. `src` and `dst` must not overlap.
void idec_orient(const unsigned char *src, uint32_t w, uint32_t h, int orientation, unsigned char *dst);

#endif
