#include "CMicroHTTPD.h"

#include <arpa/inet.h>
#include <netinet/in.h>

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

// The functions, each with the library's own prototype (microhttpd.h checks them), looked up
// once when the library is loaded.
#define FUNCTIONS(X)                                                                                               \
    X(struct MHD_Daemon *, MHD_start_daemon,                                                                       \
      (unsigned int flags, uint16_t port, MHD_AcceptPolicyCallback apc, void *apc_cls, MHD_AccessHandlerCallback dh, \
       void *dh_cls, ...))                                                                                         \
    X(MHD_socket, MHD_quiesce_daemon, (struct MHD_Daemon * daemon))                                                \
    X(void, MHD_stop_daemon, (struct MHD_Daemon * daemon))                                                         \
    X(struct MHD_Response *, MHD_create_response_from_buffer,                                                      \
      (size_t size, void *buffer, enum MHD_ResponseMemoryMode mode))                                               \
    X(struct MHD_Response *, MHD_create_response_from_fd64, (uint64_t size, int fd))                               \
    X(void, MHD_destroy_response, (struct MHD_Response * response))                                                \
    X(enum MHD_Result, MHD_add_response_header,                                                                    \
      (struct MHD_Response * response, const char *header, const char *content))                                   \
    X(enum MHD_Result, MHD_queue_response,                                                                         \
      (struct MHD_Connection * connection, unsigned int status_code, struct MHD_Response *response))               \
    X(int, MHD_get_connection_values,                                                                              \
      (struct MHD_Connection * connection, enum MHD_ValueKind kind, MHD_KeyValueIterator iterator,                 \
       void *iterator_cls))                                                                                        \
    X(const union MHD_ConnectionInfo *, MHD_get_connection_info,                                                   \
      (struct MHD_Connection * connection, enum MHD_ConnectionInfoType info_type, ...))

#define POINTER(type, name, parameters) type(*name) parameters;
static struct {
    FUNCTIONS(POINTER)
} mhd;

static int loaded;
static char failure[256];
static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(failure, sizeof failure, "%s", dlerror());
        return;
    }
#define LOOK_UP(type, name, parameters)                                                                            \
    mhd.name = (type(*) parameters)dlsym(library, #name);                                                          \
    if (!mhd.name) {                                                                                               \
        snprintf(failure, sizeof failure, "libmicrohttpd.so.12 has no %s", #name);                                 \
        return;                                                                                                    \
    }
    FUNCTIONS(LOOK_UP)
    loaded = 1;
}

int cmhd_load(void) {
    pthread_once(&load_once, load);
    return loaded;
}

const char *cmhd_load_error(void) { return failure; }

struct MHD_Daemon *cmhd_start(
    unsigned int flags, int listen_socket, unsigned int threads, unsigned int connection_limit,
    unsigned int per_client_limit, size_t memory_limit, unsigned int timeout_seconds, MHD_AccessHandlerCallback handler,
    void *handler_cls, MHD_RequestCompletedCallback completed, void *completed_cls, cmhd_uri_logger uri_logger,
    void *uri_logger_cls, MHD_NotifyConnectionCallback notify_connection, void *notify_connection_cls) {
    if (!cmhd_load()) return NULL;
    return mhd.MHD_start_daemon(
        flags, 0, NULL, NULL, handler, handler_cls, MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_socket,
        MHD_OPTION_THREAD_POOL_SIZE, threads, MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_client_limit, MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds, MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
        MHD_OPTION_URI_LOG_CALLBACK, uri_logger, uri_logger_cls, MHD_OPTION_NOTIFY_CONNECTION, notify_connection,
        notify_connection_cls, MHD_OPTION_END);
}

int cmhd_connection_fd(struct MHD_Connection *connection) {
    if (!cmhd_load()) return -1;
    const union MHD_ConnectionInfo *info = mhd.MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

size_t cmhd_request_header_size(struct MHD_Connection *connection) {
    if (!cmhd_load()) return 0;
    const union MHD_ConnectionInfo *info = mhd.MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
    return info == NULL ? 0 : info->header_size;
}

int cmhd_connection_address(struct MHD_Connection *connection, char *out, size_t size) {
    if (!cmhd_load()) return -1;
    const union MHD_ConnectionInfo *info = mhd.MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    if (info == NULL || info->client_addr == NULL) return -1;
    const struct sockaddr *address = info->client_addr;
    const void *bytes;
    if (address->sa_family == AF_INET) {
        bytes = &((const struct sockaddr_in *)address)->sin_addr;
    } else if (address->sa_family == AF_INET6) {
        bytes = &((const struct sockaddr_in6 *)address)->sin6_addr;
    } else {
        return -1;
    }
    return inet_ntop(address->sa_family, bytes, out, (socklen_t)size) ? 0 : -1;
}

// The library's own entry points, each its failure while it cannot be loaded.
MHD_socket MHD_quiesce_daemon(struct MHD_Daemon *daemon) {
    return cmhd_load() ? mhd.MHD_quiesce_daemon(daemon) : MHD_INVALID_SOCKET;
}

void MHD_stop_daemon(struct MHD_Daemon *daemon) {
    if (cmhd_load()) mhd.MHD_stop_daemon(daemon);
}

struct MHD_Response *MHD_create_response_from_buffer(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode) {
    return cmhd_load() ? mhd.MHD_create_response_from_buffer(size, buffer, mode) : NULL;
}

struct MHD_Response *MHD_create_response_from_fd64(uint64_t size, int fd) {
    return cmhd_load() ? mhd.MHD_create_response_from_fd64(size, fd) : NULL;
}

void MHD_destroy_response(struct MHD_Response *response) {
    if (cmhd_load()) mhd.MHD_destroy_response(response);
}

enum MHD_Result MHD_add_response_header(struct MHD_Response *response, const char *header, const char *content) {
    return cmhd_load() ? mhd.MHD_add_response_header(response, header, content) : MHD_NO;
}

enum MHD_Result MHD_queue_response(struct MHD_Connection *connection, unsigned int status_code,
                                   struct MHD_Response *response) {
    return cmhd_load() ? mhd.MHD_queue_response(connection, status_code, response) : MHD_NO;
}

int MHD_get_connection_values(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                              MHD_KeyValueIterator iterator, void *iterator_cls) {
    return cmhd_load() ? mhd.MHD_get_connection_values(connection, kind, iterator, iterator_cls) : 0;
}
