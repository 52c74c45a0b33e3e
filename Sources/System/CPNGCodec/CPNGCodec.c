#include "CPNGCodec.h"

#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
    int truncated;
    char *message;
} source;

// libpng reports an error by calling this, which must not return: it jumps back to the
// setjmp of the decode with libpng's words kept.
static void on_error(png_structp png, png_const_charp text) {
    source *input = png_get_error_ptr(png);
    snprintf(input->message, CPNG_MESSAGE_LENGTH, "%s", text ? text : "unreadable");
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) { (void)png, (void)text; }

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    source *input = png_get_io_ptr(png);
    if (input->size - input->offset < count) {
        input->truncated = 1;
        png_error(png, "unexpected end of data");
    }
    memcpy(out, input->data + input->offset, count);
    input->offset += count;
}

// The largest whole factor that keeps both sides at least their minimum (1 without one).
static unsigned factor_for(unsigned width, unsigned height, unsigned minimum_width, unsigned minimum_height) {
    if (minimum_width == 0 || minimum_height == 0) return 1;
    unsigned by_width = width / minimum_width, by_height = height / minimum_height;
    unsigned factor = by_width < by_height ? by_width : by_height;
    return factor < 1 ? 1 : factor;
}

// Adds one source row into the sums of its output row.
static void accumulate(const unsigned char *row, unsigned source_width, unsigned factor, unsigned out_width,
                       uint32_t *sums) {
    for (unsigned x = 0; x < out_width * factor && x < source_width; x++) {
        uint32_t *sum = sums + (size_t)(x / factor) * 4;
        const unsigned char *pixel = row + (size_t)x * 4;
        sum[0] += pixel[0], sum[1] += pixel[1], sum[2] += pixel[2], sum[3] += pixel[3];
    }
}

static void emit(uint32_t *sums, unsigned out_width, unsigned count, unsigned char *out) {
    for (size_t i = 0; i < (size_t)out_width * 4; i++) {
        out[i] = (unsigned char)((sums[i] + count / 2) / count);
        sums[i] = 0;
    }
}

cpng_status cpng_decode_scaled(const unsigned char *data, size_t size, unsigned minimum_width,
                               unsigned minimum_height, unsigned maximum_side, size_t maximum_pixels,
                               unsigned char **pixels, unsigned *width, unsigned *height,
                               unsigned *source_width, unsigned *source_height, char *message) {
    *pixels = NULL;
    message[0] = 0;
    source input = {.data = data, .size = size, .message = message};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &input, on_error, on_warning);
    if (!png) return CPNG_CORRUPT;
    png_infop info = png_create_info_struct(png);
    // Volatile: they change between setjmp and a jump back, and are freed there.
    unsigned char *volatile row = NULL;
    unsigned char *volatile whole = NULL;
    uint32_t *volatile sums = NULL;
    unsigned char *volatile out = NULL;
    png_bytep *volatile rows = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        free(row), free(whole), free(sums), free(out), free(rows);
        png_destroy_read_struct(&png, info ? &info : NULL, NULL);
        return input.truncated ? CPNG_TRUNCATED : CPNG_CORRUPT;
    }
    png_set_read_fn(png, &input, read_bytes);
    png_read_info(png, info);
    unsigned w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    *source_width = w, *source_height = h;
    if (w == 0 || h == 0 || w > maximum_side || h > maximum_side) {
        png_destroy_read_struct(&png, &info, NULL);
        return CPNG_TOO_LARGE;
    }
    // Whatever the file holds (a palette, grey, 16 bits, transparency), rows arrive as RGBA8.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);

    unsigned factor = factor_for(w, h, minimum_width, minimum_height);
    unsigned ow = w / factor, oh = h / factor;
    if ((size_t)ow * oh > maximum_pixels || (passes > 1 && (size_t)w * h > maximum_pixels)) {
        png_destroy_read_struct(&png, &info, NULL);
        return CPNG_TOO_LARGE;
    }
    size_t row_bytes = (size_t)w * 4;
    out = malloc((size_t)ow * oh * 4);
    sums = calloc((size_t)ow * 4, sizeof(uint32_t));
    if (!out || !sums) png_error(png, "out of memory");
    if (passes > 1) {
        whole = malloc(row_bytes * h);
        if (!whole) png_error(png, "out of memory");
        rows = malloc(sizeof(png_bytep) * h);
        if (!rows) png_error(png, "out of memory");
        for (unsigned y = 0; y < h; y++) rows[y] = whole + row_bytes * y;
        png_read_image(png, rows);
        free(rows);
        rows = NULL;
        for (unsigned y = 0; y < oh * factor; y++) {
            accumulate(whole + row_bytes * y, w, factor, ow, sums);
            if ((y + 1) % factor == 0) emit(sums, ow, factor * factor, out + (size_t)(y / factor) * ow * 4);
        }
    } else {
        row = malloc(row_bytes);
        if (!row) png_error(png, "out of memory");
        for (unsigned y = 0; y < h; y++) {
            png_read_row(png, row, NULL);
            if (y >= oh * factor) continue;
            accumulate(row, w, factor, ow, sums);
            if ((y + 1) % factor == 0) emit(sums, ow, factor * factor, out + (size_t)(y / factor) * ow * 4);
        }
    }
    png_read_end(png, NULL);
    free(row), free(whole), free(sums);
    png_destroy_read_struct(&png, &info, NULL);
    *pixels = out;
    *width = ow, *height = oh;
    return CPNG_OK;
}

void cpng_free(unsigned char *pixels) { free(pixels); }
