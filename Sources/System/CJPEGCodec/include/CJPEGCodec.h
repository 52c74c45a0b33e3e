#ifndef CJPEGCODEC_H
#define CJPEGCODEC_H

#include <stddef.h>

/// libjpeg reports errors by calling a handler that must not return; these wrappers give that
/// handler a place to jump back to, so a bad file becomes a status instead of ending the process.
typedef enum {
    CJPEG_OK = 0,
    CJPEG_CORRUPT = 1,
    CJPEG_TRUNCATED = 2,
    CJPEG_BUFFER_TOO_SMALL = 3,
} cjpeg_status;

/// The longest message a failure leaves in the caller's buffer, terminator included.
#define CJPEG_MESSAGE_LENGTH 200

/// Reads the header only: the image's full size.
cjpeg_status cjpeg_read_size(const unsigned char *data, size_t size, int *width, int *height, char *message);

/// Decodes to RGBA (alpha 255), shrunk by 1/`scale_denominator` (1, 2, 4 or 8) in the DCT,
/// into `pixels` of `capacity` bytes; `width` and `height` receive the decoded size.
cjpeg_status cjpeg_decode_rgba(const unsigned char *data, size_t size, int scale_denominator, unsigned char *pixels,
                               size_t capacity, int *width, int *height, char *message);

/// Encodes RGBA pixels (alpha ignored) as a baseline JPEG; `*output` is allocated with malloc
/// and is the caller's to release with `cjpeg_free`.
cjpeg_status cjpeg_encode_rgba(const unsigned char *pixels, int width, int height, int quality,
                               unsigned char **output, unsigned long *output_size, char *message);

void cjpeg_free(unsigned char *buffer);

#endif
