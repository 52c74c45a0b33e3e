// jpeglib.h uses FILE and size_t without including their headers.
#include <stdio.h>
#include <jpeglib.h>

#include "Forwarding.h"

#define JPEG CDELAYED_JPEG
CDELAYED_FORWARD(JPEG, struct jpeg_error_mgr *, jpeg_std_error, (struct jpeg_error_mgr * err), (err))
CDELAYED_FORWARD_VOID(JPEG, jpeg_CreateCompress, (j_compress_ptr cinfo, int version, size_t structsize),
                      (cinfo, version, structsize))
CDELAYED_FORWARD_VOID(JPEG, jpeg_CreateDecompress, (j_decompress_ptr cinfo, int version, size_t structsize),
                      (cinfo, version, structsize))
CDELAYED_FORWARD_VOID(JPEG, jpeg_destroy_compress, (j_compress_ptr cinfo), (cinfo))
CDELAYED_FORWARD_VOID(JPEG, jpeg_destroy_decompress, (j_decompress_ptr cinfo), (cinfo))
CDELAYED_FORWARD_VOID(JPEG, jpeg_mem_dest, (j_compress_ptr cinfo, unsigned char **outbuffer, unsigned long *outsize),
                      (cinfo, outbuffer, outsize))
CDELAYED_FORWARD_VOID(JPEG, jpeg_mem_src, (j_decompress_ptr cinfo, const unsigned char *inbuffer, unsigned long insize),
                      (cinfo, inbuffer, insize))
CDELAYED_FORWARD(JPEG, int, jpeg_read_header, (j_decompress_ptr cinfo, boolean require_image), (cinfo, require_image))
CDELAYED_FORWARD_VOID(JPEG, jpeg_calc_output_dimensions, (j_decompress_ptr cinfo), (cinfo))
CDELAYED_FORWARD(JPEG, boolean, jpeg_start_decompress, (j_decompress_ptr cinfo), (cinfo))
CDELAYED_FORWARD(JPEG, JDIMENSION, jpeg_read_scanlines,
                 (j_decompress_ptr cinfo, JSAMPARRAY scanlines, JDIMENSION max_lines), (cinfo, scanlines, max_lines))
CDELAYED_FORWARD(JPEG, boolean, jpeg_finish_decompress, (j_decompress_ptr cinfo), (cinfo))
CDELAYED_FORWARD_VOID(JPEG, jpeg_set_defaults, (j_compress_ptr cinfo), (cinfo))
CDELAYED_FORWARD_VOID(JPEG, jpeg_set_quality, (j_compress_ptr cinfo, int quality, boolean force_baseline),
                      (cinfo, quality, force_baseline))
CDELAYED_FORWARD_VOID(JPEG, jpeg_start_compress, (j_compress_ptr cinfo, boolean write_all_tables),
                      (cinfo, write_all_tables))
CDELAYED_FORWARD(JPEG, JDIMENSION, jpeg_write_scanlines,
                 (j_compress_ptr cinfo, JSAMPARRAY scanlines, JDIMENSION num_lines), (cinfo, scanlines, num_lines))
CDELAYED_FORWARD_VOID(JPEG, jpeg_finish_compress, (j_compress_ptr cinfo), (cinfo))
