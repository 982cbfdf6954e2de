// ImageFixtures — writes the JPEG and PNG files the tests open (libjpeg-turbo, libpng), so that no
// test image is downloaded or checked in. Rows are generated as they are written: a huge image
// needs no more memory than one row.
#ifndef CUBESCROLL_IMAGE_FIXTURES_H
#define CUBESCROLL_IMAGE_FIXTURES_H

#include <stdint.h>

/// The test pattern at stored pixel (x, y) of a w x h image, as RGB: one colour per quadrant
/// (top-left red, top-right green, bottom-left blue, bottom-right yellow) brightening to the
/// right, crossed by 1-pixel dark lines every 16 pixels (detail that shows whether a view is sharp).
void ifx_pattern(uint32_t x, uint32_t y, uint32_t w, uint32_t h, unsigned char rgb[3]);

/// Writes the pattern as a baseline (or `progressive`) JPEG of `quality` (1-100), with an EXIF
/// APP1 block holding `orientation` (1-8; 0 writes no EXIF). Returns 1 on success.
int ifx_write_jpeg(const char *path, uint32_t w, uint32_t h, int quality, int orientation, int progressive);

/// Writes the pattern as an 8-bit RGB PNG (Adam7 when `interlaced`) with an eXIf chunk holding
/// `orientation` (0: none). Returns 1 on success.
int ifx_write_png(const char *path, uint32_t w, uint32_t h, int orientation, int interlaced);

/// Writes only the start of a JPEG (markers up to the scan header) or PNG (signature and IHDR)
/// declaring w x h pixels, with no image data: a file that lies about its size. Returns 1 on success.
int ifx_write_header_only(const char *path, int png, uint32_t w, uint32_t h);

/// Writes a PNG of a signature, an IHDR declaring w x h (8-bit RGB, correct CRC) and IEND: a
/// 0x0 or otherwise impossible header libpng itself would refuse to write. Returns 1 on success.
int ifx_write_png_size(const char *path, uint32_t w, uint32_t h);

#endif
