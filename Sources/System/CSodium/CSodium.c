#include "CSodium.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// libsodium's identifier of Argon2id v1.3 (crypto_pwhash_ALG_ARGON2ID13), and the room kept for
// an HMAC-SHA-256 state (libsodium 1.0.18's is 208 bytes).
enum { ALG_ARGON2ID13 = 2, HMAC_STATE_ROOM = 512 };

static struct {
    int (*init)(void);
    int (*pwhash_str_alg)(char *out, const char *passwd, unsigned long long passwdlen, unsigned long long opslimit,
                          size_t memlimit, int alg);
    int (*pwhash_str_verify)(const char *str, const char *passwd, unsigned long long passwdlen);
    int (*pwhash_str_needs_rehash)(const char *str, unsigned long long opslimit, size_t memlimit);
    void (*randombytes_buf)(void *buf, size_t size);
    int (*memcmp)(const void *a, const void *b, size_t len);
    size_t (*hmac_statebytes)(void);
    int (*hmac_init)(void *state, const unsigned char *key, size_t keylen);
    int (*hmac_update)(void *state, const unsigned char *in, unsigned long long inlen);
    int (*hmac_final)(void *state, unsigned char *out);
    int (*sha256)(unsigned char *out, const unsigned char *in, unsigned long long inlen);
} sodium;

static int loaded;
static char failure[256];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

#define FIND(field, name)                                                                                          \
    do {                                                                                                           \
        *(void **)&sodium.field = dlsym(library, name);                                                          \
        if (!sodium.field) {                                                                                       \
            snprintf(failure, sizeof failure, "libsodium.so.23 has no %s", name);                                 \
            return;                                                                                                \
        }                                                                                                          \
    } while (0)

static void load(void) {
    void *library = dlopen("libsodium.so.23", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
    FIND(init, "sodium_init");
    FIND(pwhash_str_alg, "crypto_pwhash_str_alg");
    FIND(pwhash_str_verify, "crypto_pwhash_str_verify");
    FIND(pwhash_str_needs_rehash, "crypto_pwhash_str_needs_rehash");
    FIND(randombytes_buf, "randombytes_buf");
    FIND(memcmp, "sodium_memcmp");
    FIND(hmac_statebytes, "crypto_auth_hmacsha256_statebytes");
    FIND(hmac_init, "crypto_auth_hmacsha256_init");
    FIND(hmac_update, "crypto_auth_hmacsha256_update");
    FIND(hmac_final, "crypto_auth_hmacsha256_final");
    FIND(sha256, "crypto_hash_sha256");
    if (sodium.hmac_statebytes() > HMAC_STATE_ROOM) {
        snprintf(failure, sizeof failure, "libsodium's HMAC-SHA-256 state is larger than %d bytes", HMAC_STATE_ROOM);
        return;
    }
    // 1 means initialised already, which is as good.
    if (sodium.init() < 0) {
        snprintf(failure, sizeof failure, "libsodium could not initialise (sodium_init failed)");
        return;
    }
    loaded = 1;
}

int csodium_load(void) {
    pthread_once(&load_once, load);
    return loaded;
}

const char *csodium_load_error(void) { return failure; }

int csodium_pwhash(char out[CSODIUM_PWHASH_STRBYTES], const char *password, size_t length,
                   unsigned long long operations, size_t memory) {
    if (!csodium_load()) return -1;
    return sodium.pwhash_str_alg(out, password, length, operations, memory, ALG_ARGON2ID13);
}

int csodium_pwhash_verify(const char *hash, const char *password, size_t length) {
    if (!csodium_load()) return -1;
    return sodium.pwhash_str_verify(hash, password, length);
}

int csodium_pwhash_needs_rehash(const char *hash, unsigned long long operations, size_t memory) {
    if (!csodium_load()) return -1;
    return sodium.pwhash_str_needs_rehash(hash, operations, memory);
}

void csodium_random(void *bytes, size_t count) {
    if (!csodium_load()) abort();
    sodium.randombytes_buf(bytes, count);
}

int csodium_memcmp(const void *a, const void *b, size_t length) {
    if (!csodium_load()) abort();
    return sodium.memcmp(a, b, length);
}

void csodium_hmac_sha256(unsigned char out[32], const unsigned char *message, size_t length, const unsigned char *key,
                         size_t key_length) {
    if (!csodium_load()) abort();
    // The state lives on the stack (its size was checked against this room at load): nothing
    // here can fail.
    _Alignas(64) unsigned char state[HMAC_STATE_ROOM];
    sodium.hmac_init(state, key, key_length);
    sodium.hmac_update(state, message, length);
    sodium.hmac_final(state, out);
}

void csodium_sha256(unsigned char out[32], const unsigned char *message, size_t length) {
    if (!csodium_load()) abort();
    sodium.sha256(out, message, length);
}
