#include "CDelayedLibraries.h"
#include "Forwarding.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    const char *soname;
    const char *package;
    pthread_once_t once;
    void *handle;
    char reason[256];
} loaded_library;

static loaded_library libraries[] = {
    [CDELAYED_CHAFA] = {"libchafa.so.0", "libchafa0", PTHREAD_ONCE_INIT, NULL, ""},
    [CDELAYED_JPEG] = {"libjpeg.so.62", "libjpeg62-turbo", PTHREAD_ONCE_INIT, NULL, ""},
    [CDELAYED_PNG] = {"libpng16.so.16", "libpng16-16", PTHREAD_ONCE_INIT, NULL, ""},
    [CDELAYED_DEFLATE] = {"libdeflate.so.0", "libdeflate0", PTHREAD_ONCE_INIT, NULL, ""},
    [CDELAYED_SQLITE] = {"libsqlite3.so.0", "libsqlite3-0", PTHREAD_ONCE_INIT, NULL, ""},
};

static void open_library(cdelayed_library index) {
    loaded_library *library = &libraries[index];
    library->handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
    if (!library->handle) {
        const char *error = dlerror();
        snprintf(library->reason, sizeof library->reason, "%s could not be loaded (%s); install %s",
                 library->soname, error ? error : "no reason given", library->package);
    }
}

static void load_chafa(void) { open_library(CDELAYED_CHAFA); }
static void load_jpeg(void) { open_library(CDELAYED_JPEG); }
static void load_png(void) { open_library(CDELAYED_PNG); }
static void load_deflate(void) { open_library(CDELAYED_DEFLATE); }
static void load_sqlite(void) { open_library(CDELAYED_SQLITE); }

static void (*const loaders[])(void) = {
    [CDELAYED_CHAFA] = load_chafa, [CDELAYED_JPEG] = load_jpeg, [CDELAYED_PNG] = load_png,
    [CDELAYED_DEFLATE] = load_deflate, [CDELAYED_SQLITE] = load_sqlite,
};

const char *cdelayed_missing(cdelayed_library index) {
    loaded_library *library = &libraries[index];
    pthread_once(&library->once, loaders[index]);
    return library->handle ? NULL : library->reason;
}

void *cdelayed_symbol(cdelayed_library index, const char *name) {
    const char *reason = cdelayed_missing(index);
    if (reason) {
        fprintf(stderr, "approachnote: %s.\n", reason);
        abort();
    }
    void *symbol = dlsym(libraries[index].handle, name);
    if (!symbol) {
        fprintf(stderr, "approachnote: %s has no %s; install %s again.\n", libraries[index].soname, name,
                libraries[index].package);
        abort();
    }
    return symbol;
}
