// The bench's allocation functions: each counts, then hands the call to glibc's own
// (`__libc_malloc` and its kin), so that the bench can say how many blocks a frame allocates.
// Only the bench program links this: defined in the executable, these come before glibc's for
// every caller, the Swift runtime and the libraries alike. Freeing needs no count and is left
// to glibc, whose blocks these all are.
#include "CAllocationCounter.h"
#include <errno.h>
#include <stdatomic.h>
#include <stdint.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic size_t allocations;

static inline void counted(void) { atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed); }

size_t approachnote_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }

void *malloc(size_t size) {
    counted();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    counted();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    counted();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    counted();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    counted();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) return EINVAL;
    counted();
    void *block = __libc_memalign(alignment, size);
    if (block == NULL && size != 0) return ENOMEM;
    *result = block;
    return 0;
}
