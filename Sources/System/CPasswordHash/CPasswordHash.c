#include "CPasswordHash.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libxcrypt's sizes (crypt.h): crypt_gensalt_rn's output, and crypt_rn's work area (struct crypt_data).
enum { SETTING_SIZE = 192, DATA_SIZE = 32768 };

static struct {
    char *(*crypt_rn)(const char *phrase, const char *setting, void *data, int size);
    char *(*crypt_gensalt_rn)(const char *prefix, unsigned long count, const char *rbytes, int nrbytes,
                              char *output, int size);
} crypt;

static int loaded;
static char failure[256];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libcrypt.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
    crypt.crypt_rn = dlsym(library, "crypt_rn");
    crypt.crypt_gensalt_rn = dlsym(library, "crypt_gensalt_rn");
    if (!crypt.crypt_rn || !crypt.crypt_gensalt_rn) {
        snprintf(failure, sizeof failure, "libcrypt.so.1 has no crypt_rn or crypt_gensalt_rn (libxcrypt 4 has)");
        return;
    }
    loaded = 1;
}

// crypt_rn's work area, one per call (a shared one would serve two threads at once); its
// 32 KB are nothing beside bcrypt's quarter of a second.
static void *work_area(void) { return calloc(1, DATA_SIZE); }

cpass_status cpass_hash(const char *password, unsigned long cost, char *hash, size_t size, char *message,
                        size_t message_size) {
    pthread_once(&load_once, load);
    if (!loaded) {
        snprintf(message, message_size, "%s", failure);
        return CPASS_UNAVAILABLE;
    }
    char setting[SETTING_SIZE];
    // NULL random bytes: libxcrypt takes them from the kernel itself.
    if (!crypt.crypt_gensalt_rn("$2b$", cost, NULL, 0, setting, sizeof setting)) {
        snprintf(message, message_size, "libcrypt made no bcrypt salt at cost %lu", cost);
        return CPASS_UNAVAILABLE;
    }
    void *data = work_area();
    if (!data) {
        snprintf(message, message_size, "no memory to hash the password");
        return CPASS_FAILED;
    }
    const char *made = crypt.crypt_rn(password, setting, data, DATA_SIZE);
    cpass_status status = CPASS_OK;
    if (!made || made[0] == '*' || strlen(made) >= size) {
        snprintf(message, message_size, "libcrypt did not hash the password");
        status = CPASS_FAILED;
    } else {
        snprintf(hash, size, "%s", made);
    }
    free(data);
    return status;
}

int cpass_verify(const char *password, const char *hash) {
    pthread_once(&load_once, load);
    if (!loaded) return -1;
    void *data = work_area();
    if (!data) return -1;
    const char *made = crypt.crypt_rn(password, hash, data, DATA_SIZE);
    int result;
    // A hash libcrypt does not read comes back as a failure token starting with '*'.
    if (!made || made[0] == '*') {
        result = -1;
    } else if (strlen(made) != strlen(hash)) {
        result = 0;
    } else {
        unsigned char difference = 0;
        for (size_t index = 0; hash[index]; index++) difference |= (unsigned char)(made[index] ^ hash[index]);
        result = difference == 0;
    }
    free(data);
    return result;
}
