#define _GNU_SOURCE
#include "CPseudoTerminal.h"
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>

int cpty_open(unsigned short columns, unsigned short rows, char *path, size_t size) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return -1;
    struct winsize window = {.ws_row = rows, .ws_col = columns};
    if (grantpt(master) != 0 || unlockpt(master) != 0 || ptsname_r(master, path, size) != 0
        || ioctl(master, TIOCSWINSZ, &window) != 0) {
        int saved = errno;
        close(master);
        errno = saved;
        return -1;
    }
    return master;
}
