#ifndef CMICROHTTPD_H
#define CMICROHTTPD_H

#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

// libmicrohttpd, loaded on first use: the functions the server calls (declared by microhttpd.h)
// are defined here, each calling the library's own, so that every command but `serve` starts
// without mapping it and the TLS libraries it brings.

/// Whether libmicrohttpd is loaded (loading it the first time); if not, `cmhd_load_error`
/// says why. Every other call returns its failure (NULL, MHD_NO) while it cannot be loaded.
int cmhd_load(void);
const char *cmhd_load_error(void);

// MHD_start_daemon and MHD_get_connection_info are variadic, which Swift cannot call: these
// forward the options the server sets and the one piece of information it asks for.

typedef void *(*cmhd_uri_logger)(void *cls, const char *uri, struct MHD_Connection *connection);

/// Starts a daemon on an already listening socket with a pool of `threads` polling threads.
struct MHD_Daemon *cmhd_start(
    unsigned int flags, int listen_socket, unsigned int threads, unsigned int connection_limit,
    unsigned int per_client_limit, size_t memory_limit, unsigned int timeout_seconds, MHD_AccessHandlerCallback handler,
    void *handler_cls, MHD_RequestCompletedCallback completed, void *completed_cls, cmhd_uri_logger uri_logger,
    void *uri_logger_cls, MHD_NotifyConnectionCallback notify_connection, void *notify_connection_cls);

/// The connection's socket, or -1.
int cmhd_connection_fd(struct MHD_Connection *connection);

/// The bytes of the request's line and header fields as received, or 0 when the library does
/// not say.
size_t cmhd_request_header_size(struct MHD_Connection *connection);

/// The client's address as text ("127.0.0.1", "::1") into `out`; 0 when it is known, -1 when not.
int cmhd_connection_address(struct MHD_Connection *connection, char *out, size_t size);

#endif
