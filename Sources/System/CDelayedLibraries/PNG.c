#include <png.h>
#include <stdlib.h>

#include "Forwarding.h"

#define PNG CDELAYED_PNG
CDELAYED_FORWARD(PNG, png_structp, png_create_read_struct,
                 (png_const_charp user_png_ver, png_voidp error_ptr, png_error_ptr error_fn, png_error_ptr warn_fn),
                 (user_png_ver, error_ptr, error_fn, warn_fn))
CDELAYED_FORWARD(PNG, png_infop, png_create_info_struct, (png_const_structrp png_ptr), (png_ptr))
CDELAYED_FORWARD_VOID(PNG, png_destroy_read_struct,
                      (png_structpp png_ptr_ptr, png_infopp info_ptr_ptr, png_infopp end_info_ptr_ptr),
                      (png_ptr_ptr, info_ptr_ptr, end_info_ptr_ptr))
CDELAYED_FORWARD_NORETURN(PNG, png_error, (png_const_structrp png_ptr, png_const_charp error_message),
                          (png_ptr, error_message))
CDELAYED_FORWARD_NORETURN(PNG, png_longjmp, (png_const_structrp png_ptr, int val), (png_ptr, val))
CDELAYED_FORWARD(PNG, jmp_buf *, png_set_longjmp_fn,
                 (png_structrp png_ptr, png_longjmp_ptr longjmp_fn, size_t jmp_buf_size),
                 (png_ptr, longjmp_fn, jmp_buf_size))
CDELAYED_FORWARD(PNG, png_voidp, png_get_error_ptr, (png_const_structrp png_ptr), (png_ptr))
CDELAYED_FORWARD(PNG, png_voidp, png_get_io_ptr, (png_const_structrp png_ptr), (png_ptr))
CDELAYED_FORWARD_VOID(PNG, png_set_read_fn, (png_structrp png_ptr, png_voidp io_ptr, png_rw_ptr read_data_fn),
                      (png_ptr, io_ptr, read_data_fn))
CDELAYED_FORWARD_VOID(PNG, png_read_info, (png_structrp png_ptr, png_inforp info_ptr), (png_ptr, info_ptr))
CDELAYED_FORWARD(PNG, png_uint_32, png_get_image_width, (png_const_structrp png_ptr, png_const_inforp info_ptr),
                 (png_ptr, info_ptr))
CDELAYED_FORWARD(PNG, png_uint_32, png_get_image_height, (png_const_structrp png_ptr, png_const_inforp info_ptr),
                 (png_ptr, info_ptr))
CDELAYED_FORWARD_VOID(PNG, png_set_expand, (png_structrp png_ptr), (png_ptr))
CDELAYED_FORWARD_VOID(PNG, png_set_strip_16, (png_structrp png_ptr), (png_ptr))
CDELAYED_FORWARD_VOID(PNG, png_set_gray_to_rgb, (png_structrp png_ptr), (png_ptr))
CDELAYED_FORWARD_VOID(PNG, png_set_add_alpha, (png_structrp png_ptr, png_uint_32 filler, int flags),
                      (png_ptr, filler, flags))
CDELAYED_FORWARD(PNG, int, png_set_interlace_handling, (png_structrp png_ptr), (png_ptr))
CDELAYED_FORWARD_VOID(PNG, png_read_update_info, (png_structrp png_ptr, png_inforp info_ptr), (png_ptr, info_ptr))
CDELAYED_FORWARD_VOID(PNG, png_read_row, (png_structrp png_ptr, png_bytep row, png_bytep display_row),
                      (png_ptr, row, display_row))
CDELAYED_FORWARD_VOID(PNG, png_read_image, (png_structrp png_ptr, png_bytepp image), (png_ptr, image))
CDELAYED_FORWARD_VOID(PNG, png_read_end, (png_structrp png_ptr, png_inforp info_ptr), (png_ptr, info_ptr))
CDELAYED_FORWARD(PNG, int, png_image_write_to_memory,
                 (png_imagep image, void *memory, png_alloc_size_t *PNG_RESTRICT memory_bytes, int convert_to_8_bit,
                  const void *buffer, png_int_32 row_stride, const void *colormap),
                 (image, memory, memory_bytes, convert_to_8_bit, buffer, row_stride, colormap))
