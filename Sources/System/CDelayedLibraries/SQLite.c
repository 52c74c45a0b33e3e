#include <sqlite3.h>

#include "Forwarding.h"

#define SQLITE CDELAYED_SQLITE
CDELAYED_FORWARD(SQLITE, int, sqlite3_open_v2, (const char *filename, sqlite3 **database, int flags, const char *vfs),
                 (filename, database, flags, vfs))
CDELAYED_FORWARD(SQLITE, int, sqlite3_close_v2, (sqlite3 * database), (database))
CDELAYED_FORWARD(SQLITE, int, sqlite3_busy_timeout, (sqlite3 * database, int milliseconds), (database, milliseconds))
CDELAYED_FORWARD(SQLITE, int, sqlite3_extended_result_codes, (sqlite3 * database, int on), (database, on))
CDELAYED_FORWARD(SQLITE, const char *, sqlite3_errmsg, (sqlite3 * database), (database))
CDELAYED_FORWARD(SQLITE, int, sqlite3_exec,
                 (sqlite3 * database, const char *sql, int (*callback)(void *, int, char **, char **), void *context,
                  char **message),
                 (database, sql, callback, context, message))
CDELAYED_FORWARD_VOID(SQLITE, sqlite3_free, (void *memory), (memory))
CDELAYED_FORWARD(SQLITE, int, sqlite3_prepare_v3,
                 (sqlite3 * database, const char *sql, int bytes, unsigned int flags, sqlite3_stmt **statement,
                  const char **tail),
                 (database, sql, bytes, flags, statement, tail))
CDELAYED_FORWARD(SQLITE, int, sqlite3_step, (sqlite3_stmt * statement), (statement))
CDELAYED_FORWARD(SQLITE, int, sqlite3_reset, (sqlite3_stmt * statement), (statement))
CDELAYED_FORWARD(SQLITE, int, sqlite3_clear_bindings, (sqlite3_stmt * statement), (statement))
CDELAYED_FORWARD(SQLITE, int, sqlite3_finalize, (sqlite3_stmt * statement), (statement))
CDELAYED_FORWARD(SQLITE, int, sqlite3_bind_blob,
                 (sqlite3_stmt * statement, int index, const void *bytes, int count, void (*destructor)(void *)),
                 (statement, index, bytes, count, destructor))
CDELAYED_FORWARD(SQLITE, int, sqlite3_bind_double, (sqlite3_stmt * statement, int index, double value),
                 (statement, index, value))
CDELAYED_FORWARD(SQLITE, int, sqlite3_bind_int64, (sqlite3_stmt * statement, int index, sqlite3_int64 value),
                 (statement, index, value))
CDELAYED_FORWARD(SQLITE, int, sqlite3_bind_null, (sqlite3_stmt * statement, int index), (statement, index))
CDELAYED_FORWARD(SQLITE, int, sqlite3_bind_text,
                 (sqlite3_stmt * statement, int index, const char *text, int count, void (*destructor)(void *)),
                 (statement, index, text, count, destructor))
CDELAYED_FORWARD(SQLITE, int, sqlite3_column_count, (sqlite3_stmt * statement), (statement))
CDELAYED_FORWARD(SQLITE, int, sqlite3_column_type, (sqlite3_stmt * statement, int column), (statement, column))
CDELAYED_FORWARD(SQLITE, const void *, sqlite3_column_blob, (sqlite3_stmt * statement, int column),
                 (statement, column))
CDELAYED_FORWARD(SQLITE, int, sqlite3_column_bytes, (sqlite3_stmt * statement, int column), (statement, column))
CDELAYED_FORWARD(SQLITE, double, sqlite3_column_double, (sqlite3_stmt * statement, int column), (statement, column))
CDELAYED_FORWARD(SQLITE, sqlite3_int64, sqlite3_column_int64, (sqlite3_stmt * statement, int column),
                 (statement, column))
CDELAYED_FORWARD(SQLITE, const unsigned char *, sqlite3_column_text, (sqlite3_stmt * statement, int column),
                 (statement, column))
