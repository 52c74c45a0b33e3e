#include <stddef.h>

/// How many blocks the C allocator has handed out in this process so far (malloc, calloc,
/// realloc and the aligned allocations), counted by the bench's own allocation functions,
/// which stand in front of glibc's.
size_t approachnote_allocation_count(void);
