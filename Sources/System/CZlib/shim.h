#include <zlib.h>

// inflateInit2 is a macro (it passes zlib's version and the stream's size), which Swift cannot
// call. A window of 15 + 16 bits selects the gzip format.

static inline int czlib_inflate_init_gzip(z_streamp stream)
{
    return inflateInit2(stream, 15 + 16);
}
