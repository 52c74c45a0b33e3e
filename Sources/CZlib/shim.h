#include <zlib.h>

// deflateInit2 and inflateInit2 are macros (they pass zlib's version and the stream's size),
// which Swift cannot call. A window of 15 + 16 bits selects the gzip format.

static inline int czlib_deflate_init_gzip(z_streamp stream, int level)
{
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

static inline int czlib_inflate_init_gzip(z_streamp stream)
{
    return inflateInit2(stream, 15 + 16);
}
