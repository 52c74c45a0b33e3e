#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast macro Swift cannot import; this constant stands in for it.
static const sqlite3_destructor_type csqlite_transient = (sqlite3_destructor_type)-1;
