#include <stddef.h>
#include <stdint.h>

/// The blocks allocated in this process so far, when the program counts them (the bench,
/// which links its own allocation functions); SIZE_MAX when it does not (the tests).
size_t allocations_so_far(void);
