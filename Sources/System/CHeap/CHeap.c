#include "CHeap.h"
#include <malloc.h>

size_t cheap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

void cheap_limit_heaps(int count) {
    mallopt(M_ARENA_MAX, count);
}
