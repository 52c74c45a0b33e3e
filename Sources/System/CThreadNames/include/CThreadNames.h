/// The kernel's id of the calling thread; the main thread's is the process id.
int cthread_id(void);

/// Names the calling thread as `top -H` and debuggers show it (the first 15 bytes).
void cthread_set_name(const char *name);
