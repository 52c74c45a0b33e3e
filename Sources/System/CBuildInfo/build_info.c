#include "build_info.h"

// commit.h is written by scripts/stamp-commit and not kept in git.
#if __has_include("commit.h")
#include "commit.h"
#else
#define APPROACHNOTE_COMMIT "unknown"
#endif

const char *approachnote_build_commit(void) { return APPROACHNOTE_COMMIT; }
