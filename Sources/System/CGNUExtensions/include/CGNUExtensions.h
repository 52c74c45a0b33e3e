#include <spawn.h>

// What glibc declares only for _GNU_SOURCE, which Swift's Glibc module is built without.

/// The kernel's id of the calling thread; the main thread's is the process id.
int cgnu_thread_id(void);

/// Names the calling thread as `top -H` and debuggers show it (the first 15 bytes).
void cgnu_set_thread_name(const char *name);

/// Has the spawned program start in `folder` (posix_spawn_file_actions_addchdir_np).
int cgnu_spawn_change_folder(posix_spawn_file_actions_t *actions, const char *folder);

/// Has the spawned program start with only descriptors 0, 1 and 2 open
/// (posix_spawn_file_actions_addclosefrom_np from 3): whatever else the parent holds without
/// close-on-exec (a pipe's end, a socket another thread made) is not the child's to keep.
int cgnu_spawn_close_inherited(posix_spawn_file_actions_t *actions);

/// The same from `lowest` on: the descriptors below it are the child's (one handed to it as 3).
int cgnu_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);
