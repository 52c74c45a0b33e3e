#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

// MHD_start_daemon and MHD_get_connection_info are variadic, which Swift cannot call: these
// forward the options the server sets and the one piece of information it asks for.

typedef void *(*cmhd_uri_logger)(void *cls, const char *uri, struct MHD_Connection *connection);

/// Starts a daemon on an already listening socket with a pool of `threads` polling threads.
static inline struct MHD_Daemon *cmhd_start(
    unsigned int flags, int listen_socket, unsigned int threads, unsigned int connection_limit,
    unsigned int per_client_limit, size_t memory_limit, unsigned int timeout_seconds, MHD_AccessHandlerCallback handler, void *handler_cls,
    MHD_RequestCompletedCallback completed, void *completed_cls, cmhd_uri_logger uri_logger,
    void *uri_logger_cls, MHD_NotifyConnectionCallback notify_connection, void *notify_connection_cls)
{
    return MHD_start_daemon(
        flags, 0, NULL, NULL, handler, handler_cls,
        MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_socket,
        MHD_OPTION_THREAD_POOL_SIZE, threads,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, per_client_limit,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
        MHD_OPTION_URI_LOG_CALLBACK, uri_logger, uri_logger_cls,
        MHD_OPTION_NOTIFY_CONNECTION, notify_connection, notify_connection_cls,
        MHD_OPTION_END);
}

/// The connection's socket, or -1.
static inline int cmhd_connection_fd(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}
