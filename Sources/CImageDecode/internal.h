// Shared between the JPEG, PNG and EXIF readers (not part of the module's interface).
#ifndef CUBESCROLL_IMAGE_DECODE_INTERNAL_H
#define CUBESCROLL_IMAGE_DECODE_INTERNAL_H

#include "image_decode.h"
#include <stdio.h>

/// Box-averages decoded RGBA rows into a w-pixel-wide output, `factor` decoded pixels per output
/// pixel on each axis (the region's last column and row may cover fewer).
typedef struct {
    uint32_t *sums;          // w * 4 running channel sums for the output row being built
    uint32_t w, factor;
    uint32_t x0;             // first decoded column of the region
    uint32_t x1;             // one past the last decoded column of the region
    uint32_t rows;           // decoded rows summed into the current output row
    unsigned char *out;      // next output row
} idec_box;

/// `sums`: w * 4 zeroed counters the caller owns (allocated before its setjmp, freed after).
void idec_box_init(idec_box *box, uint32_t *sums, uint32_t x, uint32_t w, uint32_t factor, uint32_t decoded_width,
                   unsigned char *out);
/// Adds one decoded RGBA row whose first pixel is decoded column `row_x0`.
void idec_box_add(idec_box *box, const unsigned char *row, uint32_t row_x0);
/// Writes the output row from the rows added since the last flush (no-op if none).
void idec_box_flush(idec_box *box);

int idec_jpeg_probe(FILE *file, uint64_t max_pixels, idec_info *info, char *message, size_t message_size);
int idec_jpeg_decode(FILE *file, int shift, uint32_t x, uint32_t y, uint32_t w, uint32_t h, unsigned char *out,
                     size_t max_memory, char *message, size_t message_size);
int idec_png_probe(FILE *file, uint64_t max_pixels, idec_info *info, char *message, size_t message_size);
int idec_png_decode(FILE *file, int shift, uint32_t x, uint32_t y, uint32_t w, uint32_t h, unsigned char *out,
                    size_t max_memory, char *message, size_t message_size);
/// The orientation tag (1-8) in an EXIF block that starts with "Exif\0\0"; 1 when absent or invalid.
int idec_exif_orientation(const unsigned char *data, size_t size);
/// Fails with "declares W×H pixels, over the limit" when width*height > max_pixels.
int idec_check_size(uint32_t width, uint32_t height, uint64_t max_pixels, char *message, size_t message_size);

#endif
