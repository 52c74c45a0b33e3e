#ifndef CDELAYED_LIBRARIES_H
#define CDELAYED_LIBRARIES_H

#include <stddef.h>

// The libraries only some commands and pages use (chafa and GLib for cover art, libjpeg and
// libpng for images, libdeflate for compressed bodies, SQLite for a catalog or a library) are
// loaded at their first use, not at every start: this target defines their functions, and each
// loads its library once and calls the library's own. A program that never draws a cover never
// maps them, and one that opens no database (`--version`, the bench's peer page) never maps
// SQLite.

/// The libraries loaded on first use.
typedef enum {
    CDELAYED_CHAFA = 0,
    CDELAYED_JPEG,
    CDELAYED_PNG,
    CDELAYED_DEFLATE,
    CDELAYED_SQLITE,
} cdelayed_library;

/// Loads `library` if it is not yet loaded: NULL when it is there; the loader's reason, with
/// the package to install, when it cannot be loaded (kept for the program's life). Calling one
/// of its functions without it ends the program with that reason, so callers ask first.
const char *cdelayed_missing(cdelayed_library library);

#endif
