#include "image_fixtures.h"
#include <stdio.h>
#include <jpeglib.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

void ifx_pattern(uint32_t x, uint32_t y, uint32_t w, uint32_t h, unsigned char rgb[3]) {
    static const unsigned char quadrant[4][3] = {{220, 40, 40}, {40, 200, 40}, {40, 40, 220}, {230, 220, 40}};
    const unsigned char *q = quadrant[(y >= h / 2) * 2 + (x >= w / 2)];
    if (x % 16 == 0 || y % 16 == 0) {
        rgb[0] = rgb[1] = rgb[2] = 20;
        return;
    }
    double f = 0.6 + 0.4 * (double)x / (double)(w > 1 ? w - 1 : 1);
    for (int c = 0; c < 3; c++) rgb[c] = (unsigned char)(q[c] * f);
}

/// The EXIF block "Exif\0\0" + a big-endian TIFF header + IFD0 with one entry: Orientation (0x0112,
/// SHORT, 1 value). 32 bytes.
static size_t exif_block(int orientation, unsigned char *out, int with_header) {
    static const unsigned char tiff[] = {'M', 'M', 0, 42, 0, 0, 0, 8,   // big-endian, IFD0 at 8
                                         0, 1,                          // one entry
                                         0x01, 0x12, 0, 3, 0, 0, 0, 1,  // Orientation, SHORT, count 1
                                         0, 0, 0, 0,                    // value (set below), padding
                                         0, 0, 0, 0};                   // no next IFD
    size_t n = 0;
    if (with_header) { memcpy(out, "Exif\0\0", 6); n = 6; }
    memcpy(out + n, tiff, sizeof tiff);
    out[n + 19] = (unsigned char)orientation;
    return n + sizeof tiff;
}

typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
} fixture_error;

static void jpeg_fail(j_common_ptr cinfo) { longjmp(((fixture_error *)cinfo->err)->jump, 1); }

static int write_jpeg(const char *path, uint32_t w, uint32_t h, int quality, int orientation, int progressive) {
    FILE *file = fopen(path, "wb");
    if (file == NULL) return 0;
    struct jpeg_compress_struct cinfo;
    fixture_error err;
    unsigned char *volatile row = NULL;
    cinfo.err = jpeg_std_error(&err.pub);
    err.pub.error_exit = jpeg_fail;
    if (setjmp(err.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(row);
        fclose(file);
        return 0;
    }
    jpeg_create_compress(&cinfo);
    jpeg_stdio_dest(&cinfo, file);
    cinfo.image_width = w;
    cinfo.image_height = h;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    if (progressive) jpeg_simple_progression(&cinfo);
    jpeg_start_compress(&cinfo, TRUE);
    if (orientation > 0) {
        unsigned char block[64];
        size_t n = exif_block(orientation, block, 1);
        jpeg_write_marker(&cinfo, JPEG_APP0 + 1, block, (unsigned)n);
    }
    row = malloc((size_t)w * 3);
    while (cinfo.next_scanline < h) {
        for (uint32_t x = 0; x < w; x++) ifx_pattern(x, cinfo.next_scanline, w, h, row + (size_t)x * 3);
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&cinfo, rows, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    free(row);
    return fclose(file) == 0;
}

int ifx_write_jpeg(const char *path, uint32_t w, uint32_t h, int quality, int orientation, int progressive) {
    return write_jpeg(path, w, h, quality, orientation, progressive);
}

static void png_fail(png_structp png, png_const_charp text) {
    (void)text;
    png_longjmp(png, 1);
}

static int write_png(const char *path, uint32_t w, uint32_t h, int orientation, int interlaced, int header_only) {
    FILE *file = fopen(path, "wb");
    if (file == NULL) return 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, png_fail, NULL);
    png_infop info = png_create_info_struct(png);
    unsigned char *volatile row = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(row);
        fclose(file);
        return 0;
    }
    png_init_io(png, file);
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_IHDR(png, info, w, h, 8, PNG_COLOR_TYPE_RGB, interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (orientation > 0) {
        unsigned char block[64];
        size_t n = exif_block(orientation, block, 0);
        png_set_eXIf_1(png, info, (png_uint_32)n, block);
    }
    png_write_info(png, info);
    if (header_only) {
        png_destroy_write_struct(&png, &info);
        return fclose(file) == 0;
    }
    png_set_compression_level(png, 1);
    int passes = png_set_interlace_handling(png);
    row = malloc((size_t)w * 3);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < h; y++) {
            for (uint32_t x = 0; x < w; x++) ifx_pattern(x, y, w, h, row + (size_t)x * 3);
            png_write_row(png, row);
        }
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    free(row);
    return fclose(file) == 0;
}

int ifx_write_png(const char *path, uint32_t w, uint32_t h, int orientation, int interlaced) {
    return write_png(path, w, h, orientation, interlaced, 0);
}

/// A 16x16 JPEG whose frame header (SOF0) is then rewritten to declare w x h.
static int write_lying_jpeg(const char *path, uint32_t w, uint32_t h) {
    if (!write_jpeg(path, 16, 16, 90, 0, 0)) return 0;
    FILE *file = fopen(path, "r+b");
    if (file == NULL) return 0;
    unsigned char bytes[4096];
    size_t n = fread(bytes, 1, sizeof bytes, file);
    for (size_t i = 2; i + 9 < n; i++) {
        if (bytes[i] == 0xFF && bytes[i + 1] == 0xC0) {   // SOF0: length(2) precision(1) height(2) width(2)
            unsigned char dims[4] = {(unsigned char)(h >> 8), (unsigned char)h, (unsigned char)(w >> 8), (unsigned char)w};
            fseek(file, (long)(i + 5), SEEK_SET);
            fwrite(dims, 1, 4, file);
            return fclose(file) == 0;
        }
    }
    fclose(file);
    return 0;
}

int ifx_write_header_only(const char *path, int png, uint32_t w, uint32_t h) {
    return png ? write_png(path, w, h, 0, 0, 1) : write_lying_jpeg(path, w, h);
}

int ifx_write_png_size(const char *path, uint32_t w, uint32_t h) {
    // Signature, IHDR (8-bit RGB) with its CRC, IEND: nothing else.
    unsigned char bytes[8 + 25 + 12] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
    unsigned char *p = bytes + 16;
    uint32_t fields[2] = {w, h};
    for (int i = 0; i < 2; i++) {
        p[0] = (unsigned char)(fields[i] >> 24); p[1] = (unsigned char)(fields[i] >> 16);
        p[2] = (unsigned char)(fields[i] >> 8); p[3] = (unsigned char)fields[i];
        p += 4;
    }
    p[0] = 8; p[1] = 2; p[2] = 0; p[3] = 0; p[4] = 0;
    uint32_t crc = (uint32_t)crc32(0, bytes + 12, 17);
    p += 5;
    p[0] = (unsigned char)(crc >> 24); p[1] = (unsigned char)(crc >> 16); p[2] = (unsigned char)(crc >> 8); p[3] = (unsigned char)crc;
    static const unsigned char iend[12] = {0, 0, 0, 0, 'I', 'E', 'N', 'D', 0xAE, 0x42, 0x60, 0x82};
    memcpy(p + 4, iend, 12);
    FILE *file = fopen(path, "wb");
    if (file == NULL) return 0;
    fwrite(bytes, 1, sizeof bytes, file);
    return fclose(file) == 0;
}
