#ifndef CPASSWORD_HASH_H
#define CPASSWORD_HASH_H

#include <stddef.h>

/// bcrypt through libxcrypt (libcrypt.so.1, part of every Debian system), loaded on first use:
/// a run that signs nobody in never maps it.

/// How a call ended.
typedef enum {
    CPASS_OK = 0,
    CPASS_UNAVAILABLE,  // libcrypt could not be loaded, or has no bcrypt; message says why
    CPASS_FAILED,       // libcrypt refused (a setting it does not know); message says why
} cpass_status;

/// Hashes `password` (its first 72 bytes count, as bcrypt's always do) with a new random
/// salt at `cost` (2^cost rounds) into `hash`, a "$2b$…" string of at most `size` bytes.
cpass_status cpass_hash(const char *password, unsigned long cost, char *hash, size_t size, char *message,
                        size_t message_size);

/// Whether `password` is the one `hash` was made from (1), is not (0), or cannot be told (-1:
/// libcrypt missing, or `hash` not one it reads). Compares in constant time.
int cpass_verify(const char *password, const char *hash);

#endif
