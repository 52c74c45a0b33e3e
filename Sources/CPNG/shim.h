#include <png.h>

// The simplified API's format and version are composite macros Swift cannot import.
static const png_uint_32 cpng_format_rgba = PNG_FORMAT_RGBA;
static const png_uint_32 cpng_image_version = PNG_IMAGE_VERSION;
static const png_uint_32 cpng_flag_fast = PNG_IMAGE_FLAG_FAST;
