#include <png.h>

// The simplified API's format and version are composite macros Swift cannot import.
static const png_uint_32 cpng_format_rgba = PNG_FORMAT_RGBA;
static const png_uint_32 cpng_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 cpng_flag_fast = PNG_IMAGE_FLAG_FAST;
static const png_uint_32 cpng_format_rgb = PNG_FORMAT_RGB;

// The most bytes `image` can take as a PNG file: a buffer this large is written in one pass
// (asking the size first would compress the image twice).
static inline size_t cpng_size_max(const png_image *image) { return PNG_IMAGE_PNG_SIZE_MAX(*image); }
