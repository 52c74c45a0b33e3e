#ifndef CCURL_LOADER_H
#define CCURL_LOADER_H

#include <stddef.h>

/// How a download ended.
typedef enum {
    CCURL_OK = 0,
    CCURL_UNAVAILABLE,   // libcurl could not be loaded
    CCURL_TIMED_OUT,
    CCURL_TOO_LARGE,
    CCURL_CANCELLED,
    CCURL_UNREACHABLE,   // message says why
    CCURL_UNTRUSTED,     // the server's certificate could not be verified; message says why
    CCURL_UNDECODABLE,   // the answer's Content-Encoding could not be decoded; message says why
    CCURL_BAD_REDIRECT,  // a redirect to an address that is not the web's, or too many; message says why
    CCURL_NOT_STORED,    // a download's file could not be written; message says why
} ccurl_status;

/// One download's answer: the body (free with ccurl_free), the HTTP status, a reason, and the
/// answer's Retry-After and ETag fields (empty without them).
typedef struct {
    unsigned char *data;
    size_t size;
    long http_code;
    char message[256];
    char retry_after[64];
    char etag[128];
} ccurl_result;

/// A libcurl handle kept between transfers, so that they share its open connections. One
/// thread at a time may use a session. NULL when libcurl cannot be loaded.
typedef struct ccurl_session ccurl_session;
ccurl_session *ccurl_session_open(void);
void ccurl_session_close(ccurl_session *session);

/// Downloads `url` with libcurl, loaded on first use (so that a program that never fetches
/// over the network never maps it). `silence_ms` bounds connecting and any stall between bytes,
/// `total_ms` the whole transfer; more than `max_bytes` stops it. `cancelled` is polled: a
/// non-zero value aborts. Asks for a compressed answer and decodes it: `max_bytes` and the
/// result are the decoded body. `user_agent` names the client (NULL: libcurl's none); `ca_file`
/// holds the certificate authorities to trust (NULL: the system's). `session` (NULL: none)
/// keeps the connection for the next transfer; `if_none_match` (NULL: none) asks for 304 when
/// the server's representation still has that ETag. Blocks the calling thread.
ccurl_status ccurl_fetch(const char *url, long silence_ms, long total_ms, size_t max_bytes,
                         const volatile int *cancelled, const char *user_agent, const char *ca_file,
                         ccurl_session *session, const char *if_none_match, ccurl_result *result);

/// As ccurl_fetch, with no session, but the body is written to the open file `file` as it
/// arrives (the result holds only its size; the file's own size tells the progress).
ccurl_status ccurl_download(const char *url, long silence_ms, long total_ms, size_t max_bytes,
                            const volatile int *cancelled, const char *user_agent, const char *ca_file,
                            const char *if_none_match, int file, ccurl_result *result);

/// A request of any method (`method`: "POST", "DELETE"…) with header lines of its own
/// (`headers`: each "Name: value" ending in '\n'; NULL: none) and a body (`body`, NULL: none),
/// answered as ccurl_fetch answers. It follows no redirect: its headers may carry credentials.
ccurl_status ccurl_request(const char *url, const char *method, const char *headers, const char *body, size_t body_size,
                           long silence_ms, long total_ms, size_t max_bytes, const volatile int *cancelled,
                           const char *user_agent, const char *ca_file, ccurl_result *result);

void ccurl_free(ccurl_result *result);

#endif
