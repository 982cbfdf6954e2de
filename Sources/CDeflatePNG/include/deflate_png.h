// CDeflatePNG — the hot loop of cubescroll's PNG writer: the filtered rows and the zlib stream of
// the IDAT chunk, compressed by libdeflate (Debian: libdeflate-dev). The chunks around
// them (signature, IHDR, sRGB, IDAT, IEND, CRCs) are assembled in Swift (ImageOutput/PNGChunks).
#ifndef CUBESCROLL_DEFLATE_PNG_H
#define CUBESCROLL_DEFLATE_PNG_H

#include <stddef.h>
#include <stdint.h>

/// Lays out `height` rows of 8-bit RGBA pixels (`row_bytes` = width × 4 apart, top row first) as
/// PNG filtered scanlines with filter type 0, None (PNG specification, 3rd edition, section 9.2:
/// a filter-type byte before each row, the bytes as they are), and compresses them into a zlib
/// stream (RFC 1950) with libdeflate at `level` (1–12). Why None and not Sub or Paeth: with
/// libdeflate 1.14 on this app's frames, None at level 1 is the fastest pair, at sizes within 10%
/// of the best filter (docs/png-writing.md).
///
/// Returns the stream and stores its length in `*length`; the bytes belong to the calling thread
/// and stay valid until its next call. Returns NULL when out of memory. The filter and output
/// buffers and the compressor are kept per thread and reused, so a stream of same-sized frames
/// allocates (and page-faults in) its buffers once, not once per frame; they are freed when the
/// thread exits.
const uint8_t *cdeflate_png_idat(const uint8_t *pixels, size_t row_bytes, size_t height, int level,
                                 size_t *length);

/// CRC-32 of `length` bytes, continuing from `crc` (0 to start), as PNG chunks need (ISO 3309).
uint32_t cdeflate_crc32(uint32_t crc, const void *bytes, size_t length);

#endif
