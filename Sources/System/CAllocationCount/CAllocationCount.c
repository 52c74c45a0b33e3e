#include "CAllocationCount.h"

// Defined only in a program that links the bench's allocation functions: a weak reference is
// null elsewhere, so the Bench module can be linked into the tests, which count nothing.
extern size_t approachnote_allocation_count(void) __attribute__((weak));

size_t allocations_so_far(void) {
    return approachnote_allocation_count ? approachnote_allocation_count() : SIZE_MAX;
}
