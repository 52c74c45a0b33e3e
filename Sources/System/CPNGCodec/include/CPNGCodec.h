#ifndef CPNGCODEC_H
#define CPNGCODEC_H

#include <stddef.h>

typedef enum {
    CPNG_OK = 0,
    CPNG_CORRUPT = 1,
    CPNG_TRUNCATED = 2,
    CPNG_TOO_LARGE = 3,
} cpng_status;

/// The longest message a failure leaves in the caller's buffer, terminator included.
#define CPNG_MESSAGE_LENGTH 200

/// Decodes a PNG to RGBA, shrunk while it is read by the largest whole factor that keeps it at
/// least `minimum_width` × `minimum_height` (each pixel of the result the mean of a square of
/// the file's): a large image shown small is never held whole. The result is refused beyond
/// `maximum_pixels`, and so is an interlaced image, whose rows come in seven passes and which
/// must be held whole to be shrunk; any image is refused beyond `maximum_side` on a side. `*pixels` is
/// allocated with malloc, the caller's to release with `cpng_free`.
cpng_status cpng_decode_scaled(const unsigned char *data, size_t size, unsigned minimum_width,
                               unsigned minimum_height, unsigned maximum_side, size_t maximum_pixels,
                               unsigned char **pixels, unsigned *width, unsigned *height,
                               unsigned *source_width, unsigned *source_height, char *message);

void cpng_free(unsigned char *pixels);

#endif
