// CDeflatePNG — the hot loops of cubescroll's PNG writer: the PNG "Sub" row filter and the zlib
// stream of the IDAT chunk, compressed by libdeflate (Debian: libdeflate-dev). The chunks around
// them (signature, IHDR, sRGB, IDAT, IEND, CRCs) are assembled in Swift (ImageOutput/PNGWriter).
#ifndef CUBESCROLL_DEFLATE_PNG_H
#define CUBESCROLL_DEFLATE_PNG_H

#include <stddef.h>
#include <stdint.h>

/// Bytes `cdeflate_png_idat` may need for an image of `height` rows of `row_bytes` bytes at most
/// (libdeflate's bound for the filtered data: one filter-type byte per row plus the pixels).
size_t cdeflate_png_idat_bound(size_t row_bytes, size_t height);

/// Filters `height` rows of 8-bit RGBA pixels (`row_bytes` = width × 4 apart, top row first) with
/// the PNG Sub filter (PNG specification, 3rd edition, section 9.2: each byte minus the same
/// channel of the pixel to its left; filter-type byte 1 before each row) and compresses the
/// result into a zlib stream (RFC 1950) with libdeflate at `level` (1–12). Writes at most
/// `capacity` bytes to `out`. Returns the stream's length, or 0 when out of memory or when
/// `capacity` is too small (use `cdeflate_png_idat_bound`).
size_t cdeflate_png_idat(const uint8_t *pixels, size_t row_bytes, size_t height, int level,
                         uint8_t *out, size_t capacity);

/// CRC-32 of `length` bytes, continuing from `crc` (0 to start), as PNG chunks need (ISO 3309).
uint32_t cdeflate_crc32(uint32_t crc, const void *bytes, size_t length);

#endif
