#ifndef CSODIUM_H
#define CSODIUM_H

#include <stddef.h>

/// libsodium (libsodium.so.23, Debian's libsodium23), loaded on first use, so that a run that
/// serves no accounts never maps it. Only the calls account security needs are reached.

/// Loads libsodium and initialises it; 1 when it is ready, 0 when not (`csodium_load_error`
/// says why). Safe from any thread, and cheap after the first call.
int csodium_load(void);
const char *csodium_load_error(void);

/// The length of an Argon2id hash string, its NUL included (crypto_pwhash_STRBYTES).
enum { CSODIUM_PWHASH_STRBYTES = 128 };

/// An Argon2id hash string ("$argon2id$v=19$m=…,t=…,p=1$salt$hash") of `password` with a new
/// random salt, `operations` passes over `memory` bytes; 0 on success.
int csodium_pwhash(char out[CSODIUM_PWHASH_STRBYTES], const char *password, size_t length,
                   unsigned long long operations, size_t memory);
/// 0 when `password` is the one `hash` (an Argon2 string) was made from, -1 otherwise.
int csodium_pwhash_verify(const char *hash, const char *password, size_t length);
/// 1 when `hash` was made with other costs or another algorithm than these, 0 when not, -1 when
/// it is no Argon2 string.
int csodium_pwhash_needs_rehash(const char *hash, unsigned long long operations, size_t memory);

/// `count` bytes from the system's secure source.
void csodium_random(void *bytes, size_t count);
/// 0 when the `length` bytes at `a` and `b` are equal; the time taken does not depend on where
/// they differ.
int csodium_memcmp(const void *a, const void *b, size_t length);
/// HMAC-SHA-256 of `message` under a key of any length, into `out` (32 bytes).
void csodium_hmac_sha256(unsigned char out[32], const unsigned char *message, size_t length, const unsigned char *key,
                         size_t key_length);
/// SHA-256 of `message`, into `out` (32 bytes).
void csodium_sha256(unsigned char out[32], const unsigned char *message, size_t length);

#endif
