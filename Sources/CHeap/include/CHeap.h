#include <stddef.h>

/// Bytes the C allocator has handed out and not yet taken back (glibc's mallinfo2 uordblks).
size_t cheap_bytes_in_use(void);
