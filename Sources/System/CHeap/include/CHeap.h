#include <stddef.h>

/// Bytes the C allocator has handed out and not yet taken back (glibc's mallinfo2 uordblks).
size_t cheap_bytes_in_use(void);

/// At most `count` heaps (glibc arenas) shared by all threads; to be called before any thread
/// other than the main one allocates.
void cheap_limit_heaps(int count);
