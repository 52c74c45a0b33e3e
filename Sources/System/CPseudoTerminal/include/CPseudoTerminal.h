#include <stddef.h>

/// Opens a new pseudo-terminal of `columns` × `rows`: returns its controlling side's file
/// descriptor and writes the path of the side a program runs on into `path`; -1 on failure,
/// with errno set. (Swift's Glibc module leaves posix_openpt and its companions out.)
int cpty_open(unsigned short columns, unsigned short rows, char *path, size_t size);
