#include "CJPEGCodec.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/// An error manager whose fatal handler jumps back into the wrapper instead of calling exit().
typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf recovery;
    cjpeg_status status;
    char *message;
} recovering_error_manager;

static void keep_message(j_common_ptr info) {
    recovering_error_manager *errors = (recovering_error_manager *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(errors->message, CJPEG_MESSAGE_LENGTH, "%s", text);
}

static void fail(j_common_ptr info) {
    recovering_error_manager *errors = (recovering_error_manager *)info->err;
    keep_message(info);
    longjmp(errors->recovery, 1);
}

/// A file that ends early only earns a warning from libjpeg (it pads with grey); a cover cut
/// off in transit is a failure to us, as is undecodable entropy data.
static void warn_or_fail(j_common_ptr info, int level) {
    recovering_error_manager *errors = (recovering_error_manager *)info->err;
    if (level >= 0) return;
    int code = info->err->msg_code;
    if (code == JWRN_JPEG_EOF) {
        errors->status = CJPEG_TRUNCATED;
        fail(info);
    }
    if (code == JWRN_HUFF_BAD_CODE || code == JWRN_BOGUS_PROGRESSION) {
        errors->status = CJPEG_CORRUPT;
        fail(info);
    }
    info->err->num_warnings++;
}

static void install(recovering_error_manager *errors, char *message) {
    jpeg_std_error(&errors->manager);
    errors->manager.error_exit = fail;
    errors->manager.emit_message = warn_or_fail;
    errors->status = CJPEG_CORRUPT;
    errors->message = message;
    message[0] = 0;
}

cjpeg_status cjpeg_read_size(const unsigned char *data, size_t size, int *width, int *height, char *message) {
    struct jpeg_decompress_struct info;
    recovering_error_manager errors;
    install(&errors, message);
    info.err = &errors.manager;
    jpeg_create_decompress(&info);
    if (setjmp(errors.recovery)) {
        jpeg_destroy_decompress(&info);
        return errors.status;
    }
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return CJPEG_OK;
}

/// Adobe writes CMYK inverted; libjpeg-turbo cannot turn it into RGB itself.
static void cmyk_row_to_rgba(unsigned char *row, int width) {
    for (int x = 0; x < width; x++) {
        unsigned char *pixel = row + 4 * x;
        int k = pixel[3];
        pixel[0] = (unsigned char)(pixel[0] * k / 255);
        pixel[1] = (unsigned char)(pixel[1] * k / 255);
        pixel[2] = (unsigned char)(pixel[2] * k / 255);
        pixel[3] = 255;
    }
}

cjpeg_status cjpeg_decode_rgba(const unsigned char *data, size_t size, int scale_denominator, unsigned char *pixels,
                               size_t capacity, int *width, int *height, char *message) {
    struct jpeg_decompress_struct info;
    recovering_error_manager errors;
    install(&errors, message);
    info.err = &errors.manager;
    jpeg_create_decompress(&info);
    if (setjmp(errors.recovery)) {
        jpeg_destroy_decompress(&info);
        return errors.status;
    }
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    int is_cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = is_cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    info.scale_num = 1;
    info.scale_denom = (unsigned int)scale_denominator;
    jpeg_calc_output_dimensions(&info);
    size_t row_bytes = (size_t)info.output_width * 4;
    if (row_bytes * info.output_height > capacity) {
        snprintf(message, CJPEG_MESSAGE_LENGTH, "decoded image of %ux%u does not fit the buffer",
                 info.output_width, info.output_height);
        jpeg_destroy_decompress(&info);
        return CJPEG_BUFFER_TOO_SMALL;
    }
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        unsigned char *row = pixels + row_bytes * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
        if (is_cmyk) cmyk_row_to_rgba(row, (int)info.output_width);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_destroy_decompress(&info);
    return CJPEG_OK;
}

cjpeg_status cjpeg_encode_rgba(const unsigned char *pixels, int width, int height, int quality,
                               unsigned char **output, unsigned long *output_size, char *message) {
    struct jpeg_compress_struct info;
    recovering_error_manager errors;
    install(&errors, message);
    info.err = &errors.manager;
    *output = NULL;
    *output_size = 0;
    jpeg_create_compress(&info);
    if (setjmp(errors.recovery)) {
        jpeg_destroy_compress(&info);
        free(*output);
        *output = NULL;
        return errors.status;
    }
    jpeg_mem_dest(&info, output, output_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)width * 4);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return CJPEG_OK;
}

void cjpeg_free(unsigned char *buffer) { free(buffer); }
