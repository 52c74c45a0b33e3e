#define _GNU_SOURCE
#include <pthread.h>
#include <spawn.h>
#include <string.h>
#include <unistd.h>

#include "CGNUExtensions.h"

int cgnu_thread_id(void) { return (int)gettid(); }

void cgnu_set_thread_name(const char *name) {
    char shortened[16];
    strncpy(shortened, name, sizeof shortened - 1);
    shortened[sizeof shortened - 1] = '\0';
    pthread_setname_np(pthread_self(), shortened);
}

int cgnu_spawn_change_folder(posix_spawn_file_actions_t *actions, const char *folder) {
    return posix_spawn_file_actions_addchdir_np(actions, folder);
}

int cgnu_spawn_close_inherited(posix_spawn_file_actions_t *actions) {
    return posix_spawn_file_actions_addclosefrom_np(actions, 3);
}

int cgnu_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}
