#include <libdeflate.h>

#include "Forwarding.h"

#define DEFLATE CDELAYED_DEFLATE
CDELAYED_FORWARD(DEFLATE, struct libdeflate_compressor *, libdeflate_alloc_compressor, (int compression_level),
                 (compression_level))
CDELAYED_FORWARD_VOID(DEFLATE, libdeflate_free_compressor, (struct libdeflate_compressor * compressor), (compressor))
CDELAYED_FORWARD(DEFLATE, size_t, libdeflate_deflate_compress,
                 (struct libdeflate_compressor * compressor, const void *in, size_t in_nbytes, void *out,
                  size_t out_nbytes_avail),
                 (compressor, in, in_nbytes, out, out_nbytes_avail))
CDELAYED_FORWARD(DEFLATE, size_t, libdeflate_deflate_compress_bound,
                 (struct libdeflate_compressor * compressor, size_t in_nbytes), (compressor, in_nbytes))
CDELAYED_FORWARD(DEFLATE, size_t, libdeflate_gzip_compress,
                 (struct libdeflate_compressor * compressor, const void *in, size_t in_nbytes, void *out,
                  size_t out_nbytes_avail),
                 (compressor, in, in_nbytes, out, out_nbytes_avail))
CDELAYED_FORWARD(DEFLATE, size_t, libdeflate_gzip_compress_bound,
                 (struct libdeflate_compressor * compressor, size_t in_nbytes), (compressor, in_nbytes))
CDELAYED_FORWARD(DEFLATE, struct libdeflate_decompressor *, libdeflate_alloc_decompressor, (void), ())
CDELAYED_FORWARD_VOID(DEFLATE, libdeflate_free_decompressor, (struct libdeflate_decompressor * decompressor),
                      (decompressor))
CDELAYED_FORWARD(DEFLATE, enum libdeflate_result, libdeflate_deflate_decompress,
                 (struct libdeflate_decompressor * decompressor, const void *in, size_t in_nbytes, void *out,
                  size_t out_nbytes_avail, size_t *actual_out_nbytes_ret),
                 (decompressor, in, in_nbytes, out, out_nbytes_avail, actual_out_nbytes_ret))
