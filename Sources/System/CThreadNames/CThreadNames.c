#define _GNU_SOURCE
#include <pthread.h>
#include <string.h>
#include <unistd.h>

#include "CThreadNames.h"

int cthread_id(void) { return (int)gettid(); }

void cthread_set_name(const char *name) {
    char shortened[16];
    strncpy(shortened, name, sizeof shortened - 1);
    shortened[sizeof shortened - 1] = '\0';
    pthread_setname_np(pthread_self(), shortened);
}
