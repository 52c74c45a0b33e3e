#ifndef APPROACHNOTE_BUILD_INFO_H
#define APPROACHNOTE_BUILD_INFO_H

/// The commit the binary was built from, as `git describe --always --dirty` named it when
/// scripts/stamp-commit ran before the build, or "unknown" for a build without it.
const char *approachnote_build_commit(void);

#endif
