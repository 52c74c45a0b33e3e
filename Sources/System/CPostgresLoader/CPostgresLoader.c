#include "CPostgresLoader.h"

#include <dlfcn.h>
#include <postgresql/libpq-fe.h>
#include <pthread.h>
#include <stdio.h>

// The functions, each with libpq's own prototype (the header above checks them), looked up
// once when the library is loaded.
#define FUNCTIONS(X)                                                                                               \
    X(PGconn *, PQconnectdbParams, (const char *const *keywords, const char *const *values, int expand_dbname))    \
    X(PQconninfoOption *, PQconninfoParse, (const char *conninfo, char **errmsg))                                  \
    X(void, PQconninfoFree, (PQconninfoOption *options))                                                           \
    X(void, PQfreemem, (void *pointer))                                                                            \
    X(void, PQfinish, (PGconn *conn))                                                                              \
    X(ConnStatusType, PQstatus, (const PGconn *conn))                                                              \
    X(char *, PQerrorMessage, (const PGconn *conn))                                                                \
    X(char *, PQuser, (const PGconn *conn))                                                                        \
    X(char *, PQhost, (const PGconn *conn))                                                                        \
    X(char *, PQport, (const PGconn *conn))                                                                        \
    X(char *, PQdb, (const PGconn *conn))                                                                          \
    X(int, PQsocket, (const PGconn *conn))                                                                         \
    X(PQnoticeProcessor, PQsetNoticeProcessor, (PGconn *conn, PQnoticeProcessor proc, void *arg))                  \
    X(int, PQsendQueryParams,                                                                                      \
      (PGconn *conn, const char *command, int nParams, const Oid *paramTypes, const char *const *paramValues,      \
       const int *paramLengths, const int *paramFormats, int resultFormat))                                        \
    X(int, PQsendPrepare, (PGconn *conn, const char *stmtName, const char *query, int nParams, const Oid *paramTypes)) \
    X(int, PQsendQueryPrepared,                                                                                    \
      (PGconn *conn, const char *stmtName, int nParams, const char *const *paramValues, const int *paramLengths,   \
       const int *paramFormats, int resultFormat))                                                                 \
    X(PGresult *, PQexec, (PGconn *conn, const char *query))                                                       \
    X(PGresult *, PQgetResult, (PGconn *conn))                                                                     \
    X(int, PQisBusy, (PGconn *conn))                                                                               \
    X(int, PQconsumeInput, (PGconn *conn))                                                                         \
    X(int, PQputCopyData, (PGconn *conn, const char *buffer, int nbytes))                                          \
    X(int, PQputCopyEnd, (PGconn *conn, const char *errormsg))                                                     \
    X(void, PQclear, (PGresult *res))                                                                              \
    X(ExecStatusType, PQresultStatus, (const PGresult *res))                                                       \
    X(char *, PQresultErrorField, (const PGresult *res, int fieldcode))                                            \
    X(int, PQntuples, (const PGresult *res))                                                                       \
    X(int, PQnfields, (const PGresult *res))                                                                       \
    X(char *, PQgetvalue, (const PGresult *res, int tup_num, int field_num))                                       \
    X(int, PQgetisnull, (const PGresult *res, int tup_num, int field_num))                                         \
    X(int, PQgetlength, (const PGresult *res, int tup_num, int field_num))

#define POINTER(type, name, parameters) type(*name) parameters;
static struct {
    FUNCTIONS(POINTER)
} pq;

static int loaded;
static char failure[256];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libpq.so.5", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
#define LOOK_UP(type, name, parameters)                                                                            \
    pq.name = (type(*) parameters)dlsym(library, #name);                                                           \
    if (!pq.name) {                                                                                                \
        snprintf(failure, sizeof failure, "libpq.so.5 has no %s", #name);                                          \
        return;                                                                                                    \
    }
    FUNCTIONS(LOOK_UP)
    loaded = 1;
}

int cpq_load(void) {
    pthread_once(&load_once, load);
    return loaded;
}

const char *cpq_load_error(void) { return failure; }

// Each call gives its failure while libpq cannot be loaded: NULL, 0, -1 or a bad status.
#define RETURNING(type, name, parameters, arguments, failed)                                                       \
    type name parameters {                                                                                         \
        if (!cpq_load()) return failed;                                                                            \
        return pq.name arguments;                                                                                  \
    }
#define VOID(name, parameters, arguments)                                                                          \
    void name parameters {                                                                                         \
        if (cpq_load()) pq.name arguments;                                                                         \
    }

RETURNING(PGconn *, PQconnectdbParams, (const char *const *keywords, const char *const *values, int expand_dbname),
          (keywords, values, expand_dbname), NULL)
RETURNING(PQconninfoOption *, PQconninfoParse, (const char *conninfo, char **errmsg), (conninfo, errmsg),
          NULL)
VOID(PQconninfoFree, (PQconninfoOption *options), (options))
VOID(PQfreemem, (void *pointer), (pointer))
VOID(PQfinish, (PGconn *conn), (conn))
RETURNING(ConnStatusType, PQstatus, (const PGconn *conn), (conn), CONNECTION_BAD)
RETURNING(char *, PQerrorMessage, (const PGconn *conn), (conn), NULL)
RETURNING(char *, PQuser, (const PGconn *conn), (conn), NULL)
RETURNING(char *, PQhost, (const PGconn *conn), (conn), NULL)
RETURNING(char *, PQport, (const PGconn *conn), (conn), NULL)
RETURNING(char *, PQdb, (const PGconn *conn), (conn), NULL)
RETURNING(int, PQsocket, (const PGconn *conn), (conn), -1)
RETURNING(PQnoticeProcessor, PQsetNoticeProcessor, (PGconn *conn, PQnoticeProcessor proc, void *arg),
          (conn, proc, arg), NULL)
RETURNING(int, PQsendQueryParams,
          (PGconn *conn, const char *command, int nParams, const Oid *paramTypes, const char *const *paramValues,
           const int *paramLengths, const int *paramFormats, int resultFormat),
          (conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats, resultFormat), 0)
RETURNING(int, PQsendPrepare, (PGconn *conn, const char *stmtName, const char *query, int nParams, const Oid *paramTypes),
          (conn, stmtName, query, nParams, paramTypes), 0)
RETURNING(int, PQsendQueryPrepared,
          (PGconn *conn, const char *stmtName, int nParams, const char *const *paramValues, const int *paramLengths,
           const int *paramFormats, int resultFormat),
          (conn, stmtName, nParams, paramValues, paramLengths, paramFormats, resultFormat), 0)
RETURNING(PGresult *, PQexec, (PGconn *conn, const char *query), (conn, query), NULL)
RETURNING(PGresult *, PQgetResult, (PGconn *conn), (conn), NULL)
RETURNING(int, PQisBusy, (PGconn *conn), (conn), 0)
RETURNING(int, PQconsumeInput, (PGconn *conn), (conn), 0)
RETURNING(int, PQputCopyData, (PGconn *conn, const char *buffer, int nbytes), (conn, buffer, nbytes), -1)
RETURNING(int, PQputCopyEnd, (PGconn *conn, const char *errormsg), (conn, errormsg), -1)
VOID(PQclear, (PGresult *res), (res))
RETURNING(ExecStatusType, PQresultStatus, (const PGresult *res), (res), PGRES_FATAL_ERROR)
RETURNING(char *, PQresultErrorField, (const PGresult *res, int fieldcode), (res, fieldcode), NULL)
RETURNING(int, PQntuples, (const PGresult *res), (res), 0)
RETURNING(int, PQnfields, (const PGresult *res), (res), 0)
RETURNING(char *, PQgetvalue, (const PGresult *res, int tup_num, int field_num), (res, tup_num, field_num),
          NULL)
RETURNING(int, PQgetisnull, (const PGresult *res, int tup_num, int field_num), (res, tup_num, field_num), 1)
RETURNING(int, PQgetlength, (const PGresult *res, int tup_num, int field_num), (res, tup_num, field_num),
          0)
