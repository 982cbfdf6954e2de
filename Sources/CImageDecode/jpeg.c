// JPEG through libjpeg-turbo's libjpeg API: header and EXIF, and region decoding at 1/2^k of full
// size with jpeg_crop_scanline / jpeg_skip_scanlines (libjpeg-turbo's libjpeg.txt, "Partial image
// decompression") and scaled IDCT (scale_denom 1, 2, 4, 8).
#include "internal.h"
#include <jpeglib.h>
#include <jerror.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    struct jpeg_error_mgr pub;
    jmp_buf jump;
    char *message;
    size_t message_size;
    /// Decoding (not reading the header): a file that ends early is decoded as far as its data
    /// goes (libjpeg fills the rest grey, as image viewers show such a file) and `saw_eof` is set.
    int tolerates_eof;
    int saw_eof;
} jpeg_failure;

static void fail_exit(j_common_ptr cinfo) {
    jpeg_failure *failure = (jpeg_failure *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    snprintf(failure->message, failure->message_size, "is not a valid JPEG: %s", text);
    longjmp(failure->jump, 1);
}

/// Warnings are ignored (many cameras write a few stray bytes), except a file that ends early: in
/// its header that is a failure; in its image data the decode goes on (libjpeg fills the rest
/// grey, as image viewers show the decoded part) and the caller is told.
static void emit(j_common_ptr cinfo, int level) {
    if (level == -1 && cinfo->err->msg_code == JWRN_JPEG_EOF) {
        jpeg_failure *failure = (jpeg_failure *)cinfo->err;
        if (failure->tolerates_eof) {
            failure->saw_eof = 1;
            return;
        }
        snprintf(failure->message, failure->message_size, "is truncated (premature end of JPEG data)");
        longjmp(failure->jump, 1);
    }
}

static void setup(struct jpeg_decompress_struct *cinfo, jpeg_failure *failure, char *message, size_t message_size) {
    cinfo->err = jpeg_std_error(&failure->pub);
    failure->pub.error_exit = fail_exit;
    failure->pub.emit_message = emit;
    failure->message = message;
    failure->message_size = message_size;
    failure->tolerates_eof = 0;
    failure->saw_eof = 0;
}

int idec_jpeg_probe(FILE *file, uint64_t max_pixels, idec_info *info, char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    jpeg_failure failure;
    setup(&cinfo, &failure, message, message_size);
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return 0;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_stdio_src(&cinfo, file);
    jpeg_save_markers(&cinfo, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&cinfo, TRUE);
    info->width = cinfo.image_width;
    info->height = cinfo.image_height;
    int ok = idec_check_size(info->width, info->height, max_pixels, message, message_size);
    for (jpeg_saved_marker_ptr m = cinfo.marker_list; ok && m != NULL; m = m->next) {
        if (m->marker == JPEG_APP0 + 1 && m->data_length > 6 && memcmp(m->data, "Exif\0\0", 6) == 0) {
            info->orientation = idec_exif_orientation(m->data, m->data_length);
            break;
        }
    }
    jpeg_destroy_decompress(&cinfo);
    return ok;
}

/// One CMYK row (Adobe's inverted convention when `inverted`) as RGBA, in place from the end.
static void cmyk_to_rgba(unsigned char *row, uint32_t n, int inverted) {
    for (uint32_t i = 0; i < n; i++) {
        unsigned char *p = row + (size_t)i * 4;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        p[0] = (unsigned char)(c * k / 255);
        p[1] = (unsigned char)(m * k / 255);
        p[2] = (unsigned char)(y * k / 255);
        p[3] = 255;
    }
}

int idec_jpeg_decode(FILE *file, int shift, uint32_t x, uint32_t y, uint32_t w, uint32_t h, unsigned char *out,
                     size_t max_memory, char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    jpeg_failure failure;
    uint32_t *const sums = calloc((size_t)w * 4, sizeof(uint32_t));
    if (sums == NULL) {
        snprintf(message, message_size, "out of memory");
        return 0;
    }
    setup(&cinfo, &failure, message, message_size);
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&cinfo);
        free(sums);
        return 0;
    }
    jpeg_create_decompress(&cinfo);
    cinfo.mem->max_memory_to_use = (long)max_memory;
    jpeg_stdio_src(&cinfo, file);
    jpeg_read_header(&cinfo, TRUE);
    failure.tolerates_eof = 1;   // from here on, a file that ends early shows what it holds
    // libjpeg scales by up to 1/8 in its IDCT; the box averages the rest.
    unsigned denominator = shift >= 3 ? 8 : 1u << shift;
    uint32_t factor = (1u << shift) / denominator;
    cinfo.scale_num = 1;
    cinfo.scale_denom = denominator;
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&cinfo);
    uint32_t decoded_w = cinfo.output_width, decoded_h = cinfo.output_height;
    uint64_t y0 = (uint64_t)y * factor, y_end = (uint64_t)(y + h) * factor;
    if ((uint64_t)x * factor >= decoded_w || y0 >= decoded_h) {
        snprintf(message, message_size, "region outside the image");
        longjmp(failure.jump, 1);
    }
    if (y_end > decoded_h) y_end = decoded_h;
    idec_box box;
    idec_box_init(&box, sums, x, w, factor, decoded_w, out);
    JDIMENSION crop_x = box.x0, crop_w = box.x1 - box.x0;
    jpeg_crop_scanline(&cinfo, &crop_x, &crop_w);
    JSAMPARRAY row = (*cinfo.mem->alloc_sarray)((j_common_ptr)&cinfo, JPOOL_IMAGE, crop_w * 4, 1);
    if (y0 > 0) jpeg_skip_scanlines(&cinfo, (JDIMENSION)y0);
    for (uint64_t line = y0; line < y_end; line++) {
        jpeg_read_scanlines(&cinfo, row, 1);
        if (cmyk) cmyk_to_rgba(row[0], crop_w, cinfo.saw_Adobe_marker);
        idec_box_add(&box, row[0], crop_x);
        if ((line + 1 - y0) % factor == 0) idec_box_flush(&box);
    }
    idec_box_flush(&box);
    // Only the data up to the region's last row is read: a file cut short after it counts as whole.
    int truncated = failure.saw_eof;
    jpeg_destroy_decompress(&cinfo);
    free(sums);
    if (truncated) {
        snprintf(message, message_size, "is truncated (premature end of JPEG data): showing the part before the end");
        return 2;
    }
    return 1;
}
