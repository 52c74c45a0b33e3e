#ifndef CDELAYED_FORWARDING_H
#define CDELAYED_FORWARDING_H

#include <stdatomic.h>

#include "CDelayedLibraries.h"

/// The library's own function `name`, found on the first call; ends the program when the
/// library cannot be loaded (callers ask `cdelayed_missing` first).
void *cdelayed_symbol(cdelayed_library library, const char *name);

// Each forwarding function is hidden: were it exported, the library's calls to its own
// functions would bind to it instead.
#define CDELAYED_POINTER(library, name)                                          \
    static _Atomic(void *) found;                                                \
    void *function = atomic_load_explicit(&found, memory_order_acquire);         \
    if (!function) {                                                             \
        function = cdelayed_symbol(library, #name);                              \
        atomic_store_explicit(&found, function, memory_order_release);           \
    }

#define CDELAYED_FORWARD(library, type, name, parameters, arguments)             \
    __attribute__((visibility("hidden"))) type name parameters {                 \
        CDELAYED_POINTER(library, name)                                          \
        return ((type(*) parameters)function)arguments;                          \
    }

#define CDELAYED_FORWARD_VOID(library, name, parameters, arguments)              \
    __attribute__((visibility("hidden"))) void name parameters {                 \
        CDELAYED_POINTER(library, name)                                          \
        ((void(*) parameters)function)arguments;                                 \
    }

#define CDELAYED_FORWARD_NORETURN(library, name, parameters, arguments)          \
    __attribute__((visibility("hidden"))) void name parameters {                 \
        CDELAYED_POINTER(library, name)                                          \
        ((void(*) parameters)function)arguments;                                 \
        abort();                                                                 \
    }

#endif
